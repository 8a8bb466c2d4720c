/** What changed: the unit every door turns its input into (docs/architecture.md, "Change set"). */
import type { SnapshotFile } from "./snapshot.js";
export type ChangeType = "create" | "modify" | "delete";
/** An inclusive, 1-based range of lines in the new version of a file. */
export interface LineRange {
    start: number;
    end: number;
}
export interface ChangedFile {
    /** Path relative to the project root, with `/` separators. */
    path: string;
    /** Absolute path on disk (the file may not exist when `change` is `delete`). */
    absPath: string;
    change: ChangeType;
    /** Lines added or modified by the change, when it came from a diff. Absent means "the whole file". */
    addedLines?: LineRange[];
    /** Hunk ranges including diff context, when it came from a diff. */
    contextLines?: LineRange[];
    /**
     * Content to check instead of the file on disk (the staged blob for `--staged`).
     * Absent means: read `absPath`.
     */
    content?: string;
    /**
     * Set on the files listed by expanding a directory named on the command line (`qgate check src`),
     * not named one by one: the types check leaves out those that the nearest tsconfig's program does
     * not hold, as `tsc -p` would, where it checks a file named on its own whatever its tsconfig says.
     */
    expanded?: true;
    /** For renames: the previous path, relative to the root. */
    previousPath?: string | undefined;
    /**
     * Set by classify() on a text file larger than the policy's `maxFileBytes` (up to the secret scan's
     * hard cap): format, lint and types skip it, the secret scan still reads it.
     */
    oversized?: {
        bytes: number;
        maxFileBytes: number;
    };
}
/** A file the door saw but that no check will look at, with the reason (binary, too large, ignored...). */
export interface SkippedFile {
    path: string;
    reason: string;
}
export type ChangeSource = "explicit" | "worktree" | "diff" | "staged" | "hook" | "session";
export interface ChangeSet {
    /** Absolute project root; report paths are relative to it. */
    root: string;
    files: ChangedFile[];
    skipped: SkippedFile[];
    source: ChangeSource;
    /** Human-readable notes from the door (e.g. "files are checked as they are at main"). */
    notes?: string[];
    /**
     * Where the content was read from a snapshot (the index, or a commit): its files that differ from
     * the work tree (changes/snapshot.ts). The types check reads through it.
     */
    snapshot?: SnapshotFile[];
    /**
     * The git revision the change is measured against (HEAD for the work tree, the staged files and an
     * assistant's edits; the merge base for `--diff`). The types check compares a changed file's exported
     * shape there and now: when it is the same, the change cannot affect the file's importers. Absent
     * (named files, a diff on stdin): importers are always checked again.
     */
    baseRevision?: string;
}
