import type ts from "typescript";
import type { TsModule } from "./load.js";
export interface ModuleRef {
    specifier: string;
    /** `import` for module specifiers, `path` for `/// <reference path>`. */
    kind: "import" | "path";
    mode?: ts.ResolutionMode | undefined;
}
/** A project's files as the importer search sees them. */
export interface ImportGraphSource {
    /** Absolute paths (`path.resolve` form) of the project's own files. */
    files: readonly string[];
    importsOf(file: string): readonly ModuleRef[];
    /** Specifiers the file re-exports from (`export ... from`, or an imported name exported again). */
    reexportsOf(file: string): ReadonlySet<string>;
    /** The absolute file a reference resolves to, if any. */
    resolve(ref: ModuleRef, containingFile: string): string | undefined;
}
export declare function scanReexports(tsm: TsModule, sourceFile: ts.SourceFile): Set<string>;
/** The files that import any of `targets`, directly or through files that re-export from them. */
export declare function findImporters(targets: Iterable<string>, graph: ImportGraphSource): Set<string>;
/**
 * Every file that depends on one of `targets`, directly or through other files: the closure of
 * importers, the set TypeScript's own builder re-checks when a file's exported shape changes (a type
 * travels through the signatures of the modules in between, so importers of importers can break too).
 */
export declare function findDependents(targets: Iterable<string>, graph: ImportGraphSource): Set<string>;
/**
 * Which of `targets` the file `from` imports, directly or through other files of the project (what an
 * error in `from` may have been caused by, when the targets are the changed files). Follows the
 * project's own files only, not the declarations of its dependencies.
 */
export declare function importedTargets(from: string, targets: ReadonlySet<string>, graph: ImportGraphSource, own?: ReadonlySet<string>): Set<string>;
/**
 * importedTargets for many files at once: for each of `files`, the targets it imports, directly or
 * through other files of the project. Walking forward from each file costs its whole import closure:
 * on a generated project of 10,000 modules, the 537 files a signature edit broke took 13 s that way.
 * So, beyond a few files, the graph's edges are resolved once and walked back from each target.
 */
export declare function importedTargetsOf(files: readonly string[], targets: ReadonlySet<string>, graph: ImportGraphSource, own?: ReadonlySet<string>): Map<string, Set<string>>;
/**
 * A module resolution host for the importer search: the real file system, plus the files deleted by
 * the change, so that imports of a deleted file still resolve to it and its importers are found.
 */
export declare function resolutionHost(base: ts.ModuleResolutionHost, deleted: ReadonlySet<string>): ts.ModuleResolutionHost;
/** Resolves a reference the way the compiler does, retrying with the other mode for `require`/`import()`. */
export declare function resolveRef(tsm: TsModule, ref: ModuleRef, containingFile: string, options: ts.CompilerOptions, host: ts.ModuleResolutionHost, cache: ts.ModuleResolutionCache): string | undefined;
