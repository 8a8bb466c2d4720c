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
    /** One file whose content is read from `stdin` (an editor's unsaved buffer), relative to `cwd`. */
    stdinFilepath?: string | undefined;
    /** `i/n`: this machine's share of the files. */
    shard?: string | undefined;
    /** `--fix` was asked for (decides what `--staged` may fix and re-stage). */
    fix?: boolean;
    /**
     * `--package`: the package that owns `files[0]` (default: `cwd`), all its files, or with `diff` (else
     * `packageBase`, the door's `TURBO_SCM_BASE`) what changed in it since then.
     */
    package?: boolean;
    /** The base a package run uses when no `diff` is given (the door reads TURBO_SCM_BASE). */
    packageBase?: string | undefined;
    /** Standard input for `--diff-stdin` and `--stdin-filepath` (tests); defaults to reading process.stdin. */
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
