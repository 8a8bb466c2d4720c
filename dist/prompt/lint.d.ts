import type { PromptFinding } from "./rules.js";
import { type Technique } from "./techniques.js";
export interface PromptLintResult {
    /** 0-100. */
    score: number;
    findings: PromptFinding[];
    /** Techniques of the seed's table the prompt follows (kebab-case, in the table's order). */
    techniques: Technique[];
}
export interface PromptLintOptions {
    /** Project root: relevant_files are resolved inside it (never outside). */
    root: string;
    /** Characters above which the context is overwhelming. */
    maxChars?: number;
    /** Files (directories and globs counted by what they hold) above which relevant_files is no short list. */
    maxFiles?: number;
}
export declare const DEFAULT_MAX_CHARS = 16000;
export declare const DEFAULT_MAX_FILES = 10;
export declare function lintPrompt(text: string, options: PromptLintOptions): PromptLintResult;
