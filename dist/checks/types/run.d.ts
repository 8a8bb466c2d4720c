import type { CheckContext, CheckResult } from "../check.js";
export declare function runTypes(context: CheckContext): Promise<CheckResult>;
