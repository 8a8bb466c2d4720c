import type { ParsedProject } from "./config.js";
import { type ImportGraphSource } from "./importers.js";
import type { TsModule } from "./load.js";
/** Forgets cached scans (tests measure cold behaviour with it). */
export declare function clearScans(tsm: TsModule): void;
/** The project's own files (its parsed file list, minus `deleted`) as an import graph. */
export declare function projectGraph(tsm: TsModule, project: ParsedProject, deleted: ReadonlySet<string>): ImportGraphSource;
/**
 * The root files of a program that type-checks `report` (the changed files and their importers)
 * exactly as the whole project would: `report` itself (TypeScript follows their imports), plus every
 * file of the project that may declare globals or augment modules without being imported, namely
 * declaration files, files containing `declare global` / `declare module`, and scripts (no line starts
 * with `import`/`export`; with `moduleDetection: force` there are none). The scan is textual, so it
 * errs towards including a file. In the project's own order.
 */
export declare function programRoots(tsm: TsModule, project: ParsedProject, report: ReadonlySet<string>, deleted: ReadonlySet<string>): string[];
