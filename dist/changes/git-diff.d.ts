import type { ChangedFile, ChangeType, SkippedFile } from "./change-set.js";
import { type DiffSection } from "./unified-diff.js";
export declare const ZERO_SHA: RegExp;
export declare const MODE_SUBMODULE = "160000";
export declare const MODE_SYMLINK = "120000";
export interface RawEntry {
    oldMode: string;
    newMode: string;
    oldSha: string;
    newSha: string;
    /** A, M, D, T, R<score>, C<score>. */
    status: string;
    path: string;
    previousPath?: string | undefined;
}
/** Parses `git diff --raw -z --no-abbrev` output. */
export declare function parseRaw(output: string): RawEntry[];
/**
 * Runs `git diff <revisions...>` twice (raw list, then patch with 3 lines of context) in `root`.
 * `revisions` are already-verified commit ids or flags such as `--cached`.
 */
export declare function gitDiff(root: string, revisions: string[]): Promise<{
    entries: RawEntry[];
    sections: Map<string, DiffSection>;
}>;
export declare function changeTypeOfStatus(status: string): ChangeType;
export interface EntryFiles {
    files: ChangedFile[];
    skipped: SkippedFile[];
}
/**
 * Change-set entries for raw diff entries. Renames also list their old path as a deletion (the types
 * check re-checks its importers); submodules are skipped. Line ranges come from the patch; a file
 * whose section is missing keeps no ranges (the whole file is in scope: more findings, never fewer).
 */
export declare function entriesToFiles(root: string, entries: RawEntry[], sections: Map<string, DiffSection>): EntryFiles;
