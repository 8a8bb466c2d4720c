/**
 * How far a change of exported shape travels, the way TypeScript 4.x's builder followed it (its
 * `exportedModulesMap`): the importers of a reshaped file are checked again; an importer passes the
 * re-check on to its own importers only when what it exports means something else now. That is when
 * its declaration emit differs from the base revision's (`export const v = make()` whose inferred type
 * changed), or when its emit names a module whose meaning changed (`export function f(): Point`, where
 * Point's declaration changed: the same text, another type), or when it re-exports one (its emit says
 * `export * from`). A file that adds to the global scope or augments a module affects every file.
 *
 * TypeScript 5.x's own builder re-checks every transitive importer instead (simpler for it: it keeps
 * no base revision to compare with). The caller follows shapes only where that set is much larger than
 * the direct importers (worthFollowing): each importer's shape costs a declaration emit in the base
 * program as well, which is wasted where nearly every dependent imports the file anyway.
 */
import type { ImportGraphSource } from "./importers.js";
import type { TsModule } from "./load.js";
/** Follow shapes when the transitive dependents outnumber the direct importers by more than this. */
export declare const FOLLOW_SHAPES_RATIO = 1.5;
/**
 * Whether following shapes beyond `importers` may save more than it costs. Always when the importers
 * were narrowed to those that can see a changed export (changed-exports.ts): they name it, mostly to
 * call it, and what they export themselves rarely changes with it, so the re-check stops at them for
 * the price of their emit (zod: 61 locale files, about 120 ms, where checking the 12 files beyond
 * them, zod's largest among them, took 2.4 s). Otherwise when the further dependents outnumber them.
 */
export declare function worthFollowing(importers: ReadonlySet<string>, dependents: ReadonlySet<string>, narrowed: boolean): boolean;
/** Shapes of one file in the programs of now and of the base revision, with those programs' files. */
export interface ShapeLookup {
    now(file: string): string | undefined;
    base(file: string): string | undefined;
    affectsEveryFile(file: string): boolean;
}
export interface FollowShapes {
    tsm: TsModule;
    graph: ImportGraphSource;
    /** Changed files whose shape differs from the base's (absolute). */
    reshaped: readonly string[];
    /** The files to check: the changed files, to which the affected importers are added. */
    report: Set<string>;
    /** The direct importers of `reshaped` (findImporters), already computed by the caller. */
    importers: ReadonlySet<string>;
    /** Adds files to the report and to both programs; returns the shape look-up in the new programs. */
    widen(files: readonly string[]): ShapeLookup;
}
/**
 * Adds to `report` every file a reshaped file's change can affect, following shapes. Returns
 * "everything" when a file whose meaning changed adds to the global scope or augments a module.
 */
export declare function followShapes(args: FollowShapes): "everything" | undefined;
