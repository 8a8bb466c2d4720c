/**
 * Where a file differs from Prettier's output, in lines of the ORIGINAL text: the engine's
 * changed-lines scope compares that range with the lines a diff touched.
 */
export interface DiffRange {
    /** First line (1-based) of the original that differs. */
    line: number;
    /** Last line (1-based) of the original that differs; at least `line`. */
    endLine: number;
}
export declare function differingLines(original: string, formatted: string): DiffRange | undefined;
