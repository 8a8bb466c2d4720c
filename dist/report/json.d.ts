/** `--format json`: the contract in docs/architecture.md, plus the extra, optional keys the report carries. */
import type { Reporter } from "./reporter.js";
import type { Report } from "./report.js";
/** The serialisable form of a report (no absolute paths). */
export declare function toJson(report: Report): {
    version: 1;
    verdict: import("./report.js").Verdict;
    strict: boolean;
    files: string[];
    findings: import("../index.js").Finding[];
    failures: import("../index.js").CheckFailure[];
    timings: import("./report.js").Timings;
    skipped: import("../index.js").SkippedFile[];
    preexisting: number;
    scope: "added" | "file" | "all" | "context";
    fixed: string[];
    tools: import("../index.js").ToolUse[];
    notes: string[];
};
export declare const jsonReporter: Reporter;
