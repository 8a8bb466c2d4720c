/**
 * What changed, from `qgate check`'s selectors (and the API's `selectChanges`): explicit paths, the
 * work tree, the staged snapshot, a diff between revisions, or a unified diff on stdin; then a shard.
 */
import type { ChangeSet } from "./change-set.js";
export interface SelectionOptions {
    /** Absolute project root (see `resolveRoot`). */
    root: string;
    /** Directory explicit paths are relative to (default: the root). */
    cwd?: string | undefined;
    /** Explicit paths; with no selector at all, the work tree's changes against HEAD. */
    files?: string[];
    /** The staged snapshot (what the next commit contains). */
    staged?: boolean;
    /** `base`, `a..b` or `a...b`: the changes between revisions. */
    diff?: string | undefined;
    /** A unified diff read from `stdin`. */
    diffStdin?: boolean;
    /** `i/n`: this machine's share of the files. */
    shard?: string | undefined;
    /** `--fix` was asked for (decides what `--staged` may fix and re-stage). */
    fix?: boolean;
    /** Standard input for `--diff-stdin` (tests); defaults to reading process.stdin. */
    stdin?: () => Promise<string>;
}
export interface Selection {
    changeSet: ChangeSet;
    /** Whether the change came from a diff (its default scope is the policy's `scope.diff`). */
    fromDiff: boolean;
    /**
     * Work for the door after the run (`--staged --fix` re-stages the files it fixed), given the files
     * the run fixed. Returns notes for the report.
     */
    afterRun?: (fixed: string[]) => Promise<string[]>;
}
export declare function selectChanges(options: SelectionOptions): Promise<Selection>;
