import type { PromptLintResult } from "./lint.js";
export interface LintVerdict {
    minScore: number;
    strict: boolean;
    blocked: boolean;
}
export declare function renderLintPretty(result: PromptLintResult, verdict: LintVerdict, color: boolean): string;
