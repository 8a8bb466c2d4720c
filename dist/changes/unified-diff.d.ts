import type { LineRange } from "./change-set.js";
export interface DiffSection {
    /** Path on the old side without its `a/` prefix; undefined for a created file (`/dev/null`). */
    oldPath?: string | undefined;
    /** Path on the new side without its `b/` prefix; undefined for a deleted file (`/dev/null`). */
    newPath?: string | undefined;
    oldMode?: string | undefined;
    newMode?: string | undefined;
    /** A rename (`rename from`/`rename to`); copies are reported as created files. */
    renamed: boolean;
    binary: boolean;
    /** Lines added or changed in the new version (exact: the `+` lines). */
    added: LineRange[];
    /** Hunk ranges in the new version, diff context included. */
    context: LineRange[];
}
/**
 * Reads a path token from the start of `text`: a C-quoted string as git writes it (octal escapes are
 * UTF-8 bytes), or plain text up to a tab (the separator before a timestamp or git's trailing tab).
 */
export declare function readPathToken(text: string): {
    value: string;
    rest: string;
};
/** Sorted, with overlapping or adjacent ranges joined. */
export declare function mergeRanges(ranges: LineRange[]): LineRange[];
/** Splits a unified diff into sections (git's `diff --git` ones or plain `---`/`+++` pairs). */
export declare function parseUnifiedDiff(text: string): DiffSection[];
