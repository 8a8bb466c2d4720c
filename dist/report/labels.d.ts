/** Small text helpers shared by the reporters (and `qgate stats`), so every output names things alike. */
import type { Finding } from "../checks/check.js";
/** A finding's position, as the report holds it or as a schema parsed it (an absent key may be undefined). */
type Position = {
    line?: number | undefined;
    column?: number | undefined;
};
/** `line:column`, or undefined for a file-level finding (no position). */
export declare function positionLabel(finding: Position): string | undefined;
/** `file:line:column`, or the file alone for a file-level finding. */
export declare function whereLabel(file: string, finding: Position): string;
/**
 * `check/rule`, without repeating the check when the rule id already starts with it: the security
 * check's rules are `security/no-eval`, which would otherwise read `security/security/no-eval`.
 */
export declare function ruleLabel(finding: Pick<Finding, "check" | "rule">): string;
export {};
