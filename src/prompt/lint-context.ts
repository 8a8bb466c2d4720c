/** What every prompt check shares: the prompt, its tag scan, the limits, and the findings so far. */
import { RULES, type FindingId, type PromptFinding } from "./rules.js";
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

export function add(ctx: Context, id: FindingId, message: string, suggestion: string, line?: number): void {
  ctx.findings.push({
    id,
    severity: RULES[id].severity,
    message,
    suggestion,
    ...(line !== undefined ? { line } : {}),
  });
}

export function quote(text: string, max = 60): string {
  const flat = text.replace(/\s+/g, " ").trim();
  return JSON.stringify(flat.length > max ? `${flat.slice(0, max - 1)}…` : flat);
}

/** A `{{placeholder}}` left to fill in. */
export const PLACEHOLDER = /\{\{[^{}\n]*\}\}/g;
export const HAS_PLACEHOLDER = /\{\{[^{}\n]*\}\}/;

export const ACCEPTANCE_BLOCK = `<acceptance_criteria>
- {{an observable result, e.g. "POST /login with a wrong password returns 401"}}
- The existing tests pass (npm test) and the new behaviour has a test
- qgate check reports no blocking findings
</acceptance_criteria>`;

export const CONSTRAINTS_BLOCK = `<constraints>
- Technical: {{compatibility (Node 20, browsers), size or time budget, accessibility, no new dependencies}}
- Business: {{deadline, reuse of existing code, no database schema changes}}
</constraints>`;
