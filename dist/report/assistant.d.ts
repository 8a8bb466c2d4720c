/**
 * The text the assistant (and the user) sees from a hook: the block reason, the additional context,
 * the seed door's status lines. Most important first (checks that could not run, then blocking findings
 * by check importance), one finding a line, cut to fit the assistant's 10,000-character cap, with what
 * was left out counted and a pointer to the full JSON report (which the door writes, beside the logs).
 * Registered as the `assistant` reporter (`--format assistant`).
 */
import type { Finding } from "../checks/check.js";
import { type Report } from "./report.js";
import type { Reporter } from "./reporter.js";
/** Claude Code truncates hook output beyond 10,000 characters. */
export declare const ASSISTANT_CAP = 10000;
export interface AssistantTextOptions {
    /** Whether this run blocks the assistant (strict and verdict block). */
    blocked: boolean;
    blockOn: "error" | "warning";
    /** The full JSON report, when it could be written. */
    reportPath?: string | undefined;
    cap?: number;
}
/** Most important first: blocking before non-blocking, then severity, then check, then position. */
export declare function rankFindings(findings: Finding[], blockOn: "error" | "warning"): Finding[];
/** The first line: verdict, counts and files. */
export declare function headline(report: Report, options: Pick<AssistantTextOptions, "blocked" | "blockOn">): string;
/** The text for the assistant: never longer than the cap. */
export declare function renderAssistantText(report: Report, options: AssistantTextOptions): string;
/** The reporter: blocked and blockOn come from the render context, else the report's own strict verdict. */
export declare const assistantReporter: Reporter;
