/** Change sets in one comparable line per file, for exact assertions on what a door selected. */
import type { ChangedFile } from "../../src/changes/change-set.js";

/** `<change> <path>`, plus ` (from <previous path>)` for a rename, sorted. */
export function changeSummary(set: { files: readonly ChangedFile[] }): string[] {
  return set.files
    .map((f) => `${f.change} ${f.path}${f.previousPath !== undefined ? ` (from ${f.previousPath})` : ""}`)
    .sort();
}
