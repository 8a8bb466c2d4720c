export declare class LintFixProblem extends Error {
}
/** The text with its linters' fixes applied, or undefined when they change nothing. */
export declare function lintFixedText(root: string, absFile: string, text: string): Promise<string | undefined>;
