import { type CheckContext, type CheckResult } from "../check.js";
export declare function runTypes(context: CheckContext): Promise<CheckResult>;
