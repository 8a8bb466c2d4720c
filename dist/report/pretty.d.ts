import type { RenderContext, Reporter } from "./reporter.js";
import type { Report } from "./report.js";
export declare function renderPretty(report: Report, context: RenderContext): string;
/**
 * The summary's first word. A check that could not run makes the run INCOMPLETE, never WARN: with the
 * default onFailure "block" the exit code is 2 (qgate could not do its job), and a word that sounds
 * like a mere warning would contradict it.
 */
export declare function verdictWord(report: Report): string;
export declare const prettyReporter: Reporter;
