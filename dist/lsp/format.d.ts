/** The formatted text, or undefined when the formatter leaves it as it is (or ignores the file). */
export declare function formatText(root: string, absFile: string, text: string): Promise<string | undefined>;
