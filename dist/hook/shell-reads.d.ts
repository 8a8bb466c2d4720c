type Token = {
    word: string;
    literal: boolean;
} | {
    op: string;
};
/** The command's words and operators; `literal` is false for a word holding an expansion. */
export declare function tokenize(command: string): Token[];
/** The files `command` would print, as absolute paths (resolved from `cwd`); never runs it. */
export declare function filesPrintedBy(command: string, cwd: string): string[];
export {};
