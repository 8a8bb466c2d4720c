import type { CheckContext, CheckResult } from "../check.js";
export declare function runFormat(context: CheckContext): Promise<CheckResult>;
