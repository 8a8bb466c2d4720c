import type { CheckContext, CheckResult } from "../check.js";
export declare function runSecurity(context: CheckContext): Promise<CheckResult>;
