import { type CheckContext, type CheckResult } from "../check.js";
export declare function runLint(context: CheckContext): Promise<CheckResult>;
