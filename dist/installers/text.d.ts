/**
 * Serialises like the original file: its indentation (2 spaces when unknown; none when the whole object
 * was on one line), its line endings and its final newline. A file written as
 * `JSON.stringify(value)` or `JSON.stringify(value, null, indent)` round-trips byte for byte.
 */
export declare function serializeLike(value: Record<string, unknown>, originalText: string | undefined): string;
/** A small line diff (LCS), printed with `-`/`+` and three lines of context around each change. */
export declare function lineDiff(before: string, after: string, context?: number): string;
/** A file as the user sees it named: relative to the project when it is inside it. */
export declare function shownPath(file: string, root: string): string;
