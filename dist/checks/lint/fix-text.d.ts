export declare class LintFixProblem extends Error {
}
/** The text with ESLint's fixes applied, or undefined when they change nothing (or ESLint ignores it). */
export declare function eslintFixedText(root: string, absFile: string, text: string): Promise<string | undefined>;
