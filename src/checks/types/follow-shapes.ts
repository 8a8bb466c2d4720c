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
import { findImporters } from "./importers.js";
import type { TsModule } from "./load.js";

/** Follow shapes when the transitive dependents outnumber the direct importers by more than this. */
export const FOLLOW_SHAPES_RATIO = 1.5;

/**
 * Whether following shapes beyond `importers` may save more than it costs. Always when the importers
 * were narrowed to those that can see a changed export (changed-exports.ts): they name it, mostly to
 * call it, and what they export themselves rarely changes with it, so the re-check stops at them for
 * the price of their emit (zod: 61 locale files, about 120 ms, where checking the 12 files beyond
 * them, zod's largest among them, took 2.4 s). Otherwise when the further dependents outnumber them.
 */
export function worthFollowing(
  importers: ReadonlySet<string>,
  dependents: ReadonlySet<string>,
  narrowed: boolean,
): boolean {
  return narrowed || dependents.size > importers.size * FOLLOW_SHAPES_RATIO;
}

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

/** The modules a declaration emit names: its imports, re-exports, import types and path references. */
function namedModules(tsm: TsModule, graph: ImportGraphSource, file: string, shape: string): string[] {
  const info = tsm.preProcessFile(shape, true, true);
  const named: string[] = [];
  for (const ref of info.importedFiles) {
    const resolved = graph.resolve({ specifier: ref.fileName, kind: "import" }, file);
    if (resolved !== undefined) named.push(resolved);
  }
  for (const ref of info.referencedFiles) {
    const resolved = graph.resolve({ specifier: ref.fileName, kind: "path" }, file);
    if (resolved !== undefined) named.push(resolved);
  }
  return named;
}

/**
 * Adds to `report` every file a reshaped file's change can affect, following shapes. Returns
 * "everything" when a file whose meaning changed adds to the global scope or augments a module.
 */
export function followShapes(args: FollowShapes): "everything" | undefined {
  const { tsm, graph, report } = args;
  const meaningChanged = new Set(args.reshaped);
  const names = new Map<string, string[]>();
  let importers: ReadonlySet<string> = args.importers;
  for (;;) {
    const candidates = [...importers].filter((file) => !meaningChanged.has(file));
    if (candidates.length === 0) return undefined;
    const shapes = args.widen(candidates.filter((file) => !report.has(file)));
    const changedNow = (file: string): boolean => {
      const is = shapes.now(file);
      const was = shapes.base(file);
      if (is === undefined || was === undefined || is !== was) return true;
      let named = names.get(file);
      if (!named) names.set(file, (named = namedModules(tsm, graph, file, is)));
      return named.some((module) => meaningChanged.has(module));
    };
    // To a fixed point: an importer's emit may name a sibling importer whose meaning changed. The
    // order cannot change the answer (a file's meaning, once changed, stays changed), only how soon
    // it is known: a file that affects every file decides the whole re-check as soon as its meaning
    // changes, so those go first, then the files they name, and they are asked again after each
    // change (their shapes are known by then, which makes that cheap). Hono: a middleware that
    // augments the framework's module was reached after 1.5 s of emits of 53 importers.
    const affecting = candidates.filter((file) => shapes.affectsEveryFile(file));
    const next: string[] = [];
    const pending = new Set<string>();
    const changes = (file: string): boolean => {
      if (!changedNow(file)) return false;
      pending.delete(file);
      meaningChanged.add(file);
      next.push(file);
      return true;
    };
    for (const file of affecting) {
      pending.add(file);
      if (changes(file)) return "everything";
    }
    const named = new Set(affecting.flatMap((file) => names.get(file) ?? []));
    for (const file of candidates) if (named.has(file)) pending.add(file);
    for (const file of candidates) pending.add(file);
    let grew = true;
    while (grew) {
      grew = false;
      for (const file of pending) {
        if (!changes(file)) continue;
        grew = true;
        if (shapes.affectsEveryFile(file)) return "everything";
        for (const waiting of affecting) {
          if (pending.has(waiting) && changes(waiting)) return "everything";
        }
      }
    }
    if (next.length === 0) return undefined;
    importers = findImporters(next, graph);
  }
}
