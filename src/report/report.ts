/** The report every door produces and every reporter renders (docs/architecture.md, "JSON report"). */
import type { SkippedFile } from "../changes/change-set.js";
import type { CheckFailure, CheckId, Finding, ToolUse } from "../checks/check.js";
import type { Scope } from "../policy/schema.js";

export type Verdict = "pass" | "warn" | "block";

export interface Timings {
  totalMs: number;
  checks: Partial<Record<CheckId, number>>;
}

export interface Report {
  version: 1;
  verdict: Verdict;
  strict: boolean;
  /** Absolute project root (not serialised: report paths are relative to it). */
  root: string;
  /** Files of the change set, relative to the root. */
  files: string[];
  /** Findings within the scope, sorted by file, line, column. */
  findings: Finding[];
  failures: CheckFailure[];
  timings: Timings;
  /** Files the door saw but no check examined, with why. */
  skipped: SkippedFile[];
  /** Tools used, with whether they were the project's own or qgate's bundled fallback. */
  tools: ToolUse[];
  notes: string[];
  scope: Scope;
  /**
   * Findings left out as there before the change: counted, not shown, never blocking (`--scope all`
   * shows them). Outside the changed lines, or, for types on a diff, found at the base revision too.
   */
  preexisting: number;
  /** Files rewritten by --fix. */
  fixed: string[];
  /** Policy label, for the pretty reporter. */
  policy: string;
}

/** Which findings block under a policy's `blockOn`. */
export function isBlocking(finding: Finding, blockOn: "error" | "warning"): boolean {
  return finding.severity === "error" || (blockOn === "warning" && finding.severity === "warning");
}
