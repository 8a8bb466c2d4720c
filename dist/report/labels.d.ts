/** Small text helpers shared by the reporters (and `qgate stats`), so every output names things alike. */
import type { Finding } from "../checks/check.js";
/**
 * `check/rule`, without repeating the check when the rule id already starts with it: the security
 * check's rules are `security/no-eval`, which would otherwise read `security/security/no-eval`.
 */
export declare function ruleLabel(finding: Pick<Finding, "check" | "rule">): string;
