import type { CheckContext, CheckResult } from "../check.js";
export declare function runLint(context: CheckContext): Promise<CheckResult>;
