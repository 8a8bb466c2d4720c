/**
 * The text each tool returns beside its structured result: what a model reads when its client shows
 * text only. Short, one line per finding, the way the assistant reporter lists them.
 */
import type { CheckResult, ExplainResult, StatusResult } from "./tools.js";
export declare function renderCheck(result: CheckResult): string;
export declare function renderExplain(result: ExplainResult): string;
export declare function renderStatus(status: StatusResult): string;
