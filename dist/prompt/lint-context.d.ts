/** What every prompt check shares: the prompt, its tag scan, the limits, and the findings so far. */
import { type FindingId, type PromptFinding } from "./rules.js";
import type { TagScan } from "./tags.js";
export interface Context {
    text: string;
    scan: TagScan;
    lineOf: (offset: number) => number;
    root: string;
    maxChars: number;
    maxFiles: number;
    findings: PromptFinding[];
}
export declare function add(ctx: Context, id: FindingId, message: string, suggestion: string, line?: number): void;
export declare function quote(text: string, max?: number): string;
/** A `{{placeholder}}` left to fill in. */
export declare const PLACEHOLDER: RegExp;
export declare const HAS_PLACEHOLDER: RegExp;
export declare const ACCEPTANCE_BLOCK = "<acceptance_criteria>\n- {{an observable result, e.g. \"POST /login with a wrong password returns 401\"}}\n- The existing tests pass (npm test) and the new behaviour has a test\n- qgate check reports no blocking findings\n</acceptance_criteria>";
export declare const CONSTRAINTS_BLOCK = "<constraints>\n- Technical: {{compatibility (Node 20, browsers), size or time budget, accessibility, no new dependencies}}\n- Business: {{deadline, reuse of existing code, no database schema changes}}\n</constraints>";
