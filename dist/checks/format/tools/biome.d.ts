import type { StdinFormatter, ToolProblem } from "./types.js";
export interface BiomeDiagnostic {
    /** As Biome prints it: an absolute or cwd-relative path; absent for diagnostics about no file. */
    file?: string | undefined;
    line?: number | undefined;
    column?: number | undefined;
    category: string;
    message: string;
}
/**
 * Biome's human-readable diagnostics (stderr in stdin mode and on config errors): a header
 * `<path>:<line>:<col> <category> ━━━` (or `<category> ━━━`), then `× <message>` a few lines below.
 */
export declare function parseBiomeText(text: string): BiomeDiagnostic[];
/** Which of Biome's diagnostics explains a failure: a syntax error in the file, or the config. */
export declare function biomeProblem(diagnostics: BiomeDiagnostic[], absFile: string, cwd: string): ToolProblem;
export declare const biomeFormatter: StdinFormatter;
