/** Text helpers every room shares, so every message counts and flattens alike. */
/** `1 file`, `2 files`; `many` for irregular plurals. */
export declare function plural(count: number, word: string, many?: string): string;
/**
 * One line: control characters and line breaks become single spaces (each line trimmed, blank lines
 * dropped, so TypeScript's indented elaborations read as one sentence), at most `max` characters.
 */
export declare function oneLine(text: string, max?: number): string;
