import type ts from "typescript";
import type { TsModule } from "./load.js";
/** How many parsed files are cached for a TypeScript module (for tests and diagnostics). */
export declare function cachedDocumentCount(tsm: TsModule): number;
/**
 * @param fresh absolute paths whose content must be compared even when their stat is unchanged
 * @param overlay absolute paths whose content comes from a snapshot (the index, a commit) instead of
 *   the disk; null: the file does not exist there. Module resolution sees it too (fileExists).
 * @param overlayDocuments where the overlay's parsed files are kept, when not with the work tree's
 *   (the base-revision program keeps its own, so that it never evicts the files the next run reuses)
 */
export declare function createCachingHost(tsm: TsModule, options: ts.CompilerOptions, fresh: ReadonlySet<string>, overlay?: ReadonlyMap<string, string | null>, overlayDocuments?: Map<string, ts.SourceFile>): ts.CompilerHost;
