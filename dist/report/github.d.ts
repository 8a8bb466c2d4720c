import type { Reporter } from "./reporter.js";
import type { Report } from "./report.js";
/** Annotations of each kind GitHub shows per step (docs: problem matchers, "Limitations"). */
export declare const ANNOTATIONS_PER_KIND = 10;
/** Findings listed in the step summary's table. */
export declare const SUMMARY_ROWS = 50;
type Kind = "error" | "warning" | "notice";
/** @actions/core's escapeData. */
export declare function escapeData(value: string): string;
/** @actions/core's escapeProperty. */
export declare function escapeProperty(value: string): string;
export declare function command(kind: Kind, properties: Record<string, string | number | undefined>, message: string): string;
export declare function renderGithubLines(report: Report): string[];
/** The Markdown for $GITHUB_STEP_SUMMARY: verdict, counts and a capped table of findings. */
export declare function stepSummary(report: Report): string;
export declare function renderGithub(report: Report, env?: NodeJS.ProcessEnv): string;
export declare const githubReporter: Reporter;
export {};
