import type { CheckResult, ExplainResult, StatusResult } from "./tools.js";
export declare function renderCheck(result: CheckResult): string;
export declare function renderExplain(result: ExplainResult): string;
export declare function renderStatus(status: StatusResult): string;
