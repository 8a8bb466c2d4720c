/**
 * `check/rule`, without repeating the check when the rule id already starts with it: the security
 * check's rules are `security/no-eval`, which would otherwise read `security/security/no-eval`.
 */
export function ruleLabel(finding) {
    return finding.rule.startsWith(`${finding.check}/`) ? finding.rule : `${finding.check}/${finding.rule}`;
}
