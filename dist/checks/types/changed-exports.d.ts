import type { ImportGraphSource } from "./importers.js";
import type { TsModule } from "./load.js";
/**
 * The names under which a module's exports differ between two declaration emits (its shapes at the
 * base and now), or undefined when that cannot be told by name: an `export =`, a different re-export,
 * augmentation or export list, or an emit with problems. A declaration counts as changed when its own
 * text differs or it mentions a name that changed (its parameter's type, say), so an importer that
 * names none of them sees the very same types.
 */
export declare function changedExports(tsm: TsModule, fileName: string, was: string, is: string): Set<string> | undefined;
export interface SeeingImporters {
    /** The importers that may see a changed name, re-exporting files among them. */
    affected: Set<string>;
    /** The names looked for, renames through re-exports included. */
    names: Set<string>;
}
/**
 * The importers of `targets` (findImporters' set) that can see one of `changed` (changedExports), or
 * undefined when that cannot be told (an exported default, a re-export it cannot follow by name: every
 * importer may then see it). `textOf` reads a file as the check sees it.
 *
 * A re-exporting file exposes a changed name when it re-exports it (under any name), a namespace that
 * holds it (`export * as util`), or everything of a module that exposes one (`export *`); an importer
 * sees it when it names it, or uses such a namespace (its own `import * as ns` of an exposing module,
 * or an exported namespace's name) other than as `ns.member`.
 */
export declare function importersThatSee(tsm: TsModule, graph: ImportGraphSource, targets: readonly string[], importers: ReadonlySet<string>, changed: ReadonlySet<string>, textOf: (file: string) => string | undefined): SeeingImporters | undefined;
