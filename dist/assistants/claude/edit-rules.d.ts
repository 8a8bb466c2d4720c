/** Rules for the edit handlers, or why the globs cannot be written as rules (then: no filter). */
export type EditRules = {
    rules: string[];
} | {
    rules: undefined;
    reason?: string;
};
/** The `if` rules matching exactly the files `include` selects, or none when it selects every file. */
export declare function editRulesFor(include: readonly string[]): EditRules;
