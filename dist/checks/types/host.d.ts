import type ts from "typescript";
import type { TsModule } from "./load.js";
/** How many parsed files are cached for a TypeScript module (for tests and diagnostics). */
export declare function cachedDocumentCount(tsm: TsModule): number;
/**
 * @param fresh absolute paths whose content must be compared even when their stat is unchanged
 * @param overlay absolute paths whose content comes from a snapshot (the index, a commit) instead of
 *   the disk; null: the file does not exist there. Module resolution sees it too (fileExists).
 */
export declare function createCachingHost(tsm: TsModule, options: ts.CompilerOptions, fresh: ReadonlySet<string>, overlay?: ReadonlyMap<string, string | null>): ts.CompilerHost;
