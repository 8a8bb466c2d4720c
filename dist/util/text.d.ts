/** Text helpers every room shares, so every message counts and flattens alike. */
/** `1 file`, `2 files`; `many` for irregular plurals. */
export declare function plural(count: number, word: string, many?: string): string;
/**
 * One line: control characters and line breaks become single spaces (each line trimmed, blank lines
 * dropped, so TypeScript's indented elaborations read as one sentence), at most `max` characters.
 */
export declare function oneLine(text: string, max?: number): string;
/** `a, b, c, d, e and 3 more`: a list that stays one readable line however long it gets. */
export declare function listSome(items: readonly string[], max?: number): string;
/** Words joined by `separator`, broken into lines of at most `width` characters, each after `indent`. */
export declare function wrapList(words: readonly string[], width: number, indent: string, separator?: string): string;
