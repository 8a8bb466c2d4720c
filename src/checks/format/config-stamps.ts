/**
 * When Prettier's config cache must be cleared. Prettier caches each directory's config search and
 * .editorconfig for the life of the process; re-searching on every run costs about 7 ms per file in a
 * warm worker, most of the format check. Instead each directory Prettier may have searched (every
 * ancestor of a file checked before) is stamped, and the cache is cleared only when a stamp changed.
 * The stamps come from a ConfigProbe: a directory that did not change is one stat, not one per name.
 */
import path from "node:path";
import { ConfigProbe } from "../../util/config-probe.js";
import { PRETTIER_CONFIG_FILES } from "./config-names.js";

/** The files Prettier 2 and 3 look for in each directory (and .editorconfig, which it also reads). */
const CONFIG_FILES = ["package.json", "package.yaml", ...PRETTIER_CONFIG_FILES, ".editorconfig"];

function ancestors(file: string): string[] {
  const dirs: string[] = [];
  for (let dir = path.dirname(file); ; dir = path.dirname(dir)) {
    dirs.push(dir);
    if (path.dirname(dir) === dir) return dirs;
  }
}

/** Per-process stamps of the directories seen so far, one record per Prettier instance. */
export class ConfigStamps {
  private readonly seen = new Map<string, string>();
  private readonly probe = new ConfigProbe();

  /**
   * Records the stamps of every directory above `files`; true when one seen before has changed
   * (a config was added, edited or removed there), so the cache must be cleared before this run.
   */
  changedSince(files: string[]): boolean {
    let changed = false;
    const done = new Set<string>();
    for (const file of files) {
      for (const dir of ancestors(file)) {
        if (done.has(dir)) break; // Its ancestors are done too.
        done.add(dir);
        const { stamp } = this.probe.probe(dir, CONFIG_FILES);
        const before = this.seen.get(dir);
        if (before !== undefined && before !== stamp) changed = true;
        this.seen.set(dir, stamp);
      }
    }
    return changed;
  }
}
