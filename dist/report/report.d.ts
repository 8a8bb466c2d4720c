/** The report every door produces and every reporter renders (docs/architecture.md, "JSON report"). */
import type { SkippedFile } from "../changes/change-set.js";
import type { CheckFailure, CheckId, Finding, ToolUse } from "../checks/check.js";
import type { Scope } from "../policy/schema.js";
/**
 * `incomplete`: a check could not run and the policy's `onFailure` is `block` (`qgate check` exits 2),
 * whatever the findings; `block`: blocking findings (exit 1); `warn`: findings below the blocking
 * severity, or a failure the policy allows (exit 0); `pass`: nothing (exit 0).
 */
export type Verdict = "pass" | "warn" | "block" | "incomplete";
export interface Timings {
    totalMs: number;
    checks: Partial<Record<CheckId, number>>;
}
/** Where a check's reused result was kept: the daemon's memory, the local disk cache, the remote cache. */
export type CacheSource = "memory" | "local" | "remote";
export interface Report {
    version: 1;
    verdict: Verdict;
    strict: boolean;
    /**
     * How the run was served, for the metrics log (not serialised: a warm run prints what a cold one
     * does): by the daemon or a cold process, and which checks' results came from a cache.
     */
    served?: {
        how: "warm" | "cold";
        cached: Partial<Record<CheckId, CacheSource>>;
    };
    /**
     * The files of the run each check examined (its `checkedFiles`), for the metrics log (not
     * serialised): a finding in a file outside the run (an importer the change broke) counts against
     * the files of the check that found it, not against a file that check never looked at.
     */
    examined?: Partial<Record<CheckId, string[]>>;
    /**
     * For a file with findings outside the run's files (an importer the change broke), the run's files
     * it imports, directly or through others, as the types check found them (CheckResult.causes), for
     * the metrics log (not serialised): its findings count against those files.
     */
    causes?: Record<string, string[]>;
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
/**
 * Whether a report stops the assistant in strict mode: blocking findings, or a check that could not
 * run under `onFailure: "block"` (the `incomplete` verdict).
 */
export declare function stopsInStrictMode(verdict: Verdict): boolean;
/** Which findings block under a policy's `blockOn`. */
export declare function isBlocking(finding: Finding, blockOn: "error" | "warning"): boolean;
