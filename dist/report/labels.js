/** `line:column`, or undefined for a file-level finding (no position). */
export function positionLabel(finding) {
    return finding.line === undefined ? undefined : `${finding.line}:${finding.column ?? 1}`;
}
/** `file:line:column`, or the file alone for a file-level finding. */
export function whereLabel(file, finding) {
    const position = positionLabel(finding);
    return position === undefined ? file : `${file}:${position}`;
}
/**
 * `check/rule`, without repeating the check when the rule id already starts with it: the security
 * check's rules are `security/no-eval`, which would otherwise read `security/security/no-eval`.
 */
export function ruleLabel(finding) {
    return finding.rule.startsWith(`${finding.check}/`) ? finding.rule : `${finding.check}/${finding.rule}`;
}
