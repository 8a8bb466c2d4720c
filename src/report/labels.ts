/** Small text helpers shared by the reporters (and `qgate stats`), so every output names things alike. */
import type { Finding } from "../checks/check.js";

/** A finding's position, as the report holds it or as a schema parsed it (an absent key may be undefined). */
type Position = { line?: number | undefined; column?: number | undefined };

/** `line:column`, or undefined for a file-level finding (no position). */
export function positionLabel(finding: Position): string | undefined {
  return finding.line === undefined ? undefined : `${finding.line}:${finding.column ?? 1}`;
}

/** `file:line:column`, or the file alone for a file-level finding. */
export function whereLabel(file: string, finding: Position): string {
  const position = positionLabel(finding);
  return position === undefined ? file : `${file}:${position}`;
}

/**
 * `check/rule`, without repeating the check when the rule id already starts with it: the security
 * check's rules are `security/no-eval`, which would otherwise read `security/security/no-eval`.
 */
export function ruleLabel(finding: Pick<Finding, "check" | "rule">): string {
  return finding.rule.startsWith(`${finding.check}/`) ? finding.rule : `${finding.check}/${finding.rule}`;
}
