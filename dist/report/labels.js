/**
 * `check/rule`, without repeating the check when the rule id already starts with it: the security
 * check's rules are `security/no-eval`, which would otherwise read `security/security/no-eval`.
 */
export function ruleLabel(finding) {
    return finding.rule.startsWith(`${finding.check}/`) ? finding.rule : `${finding.check}/${finding.rule}`;
}
/** `1 file`, `2 files`; `many` for irregular plurals. */
export function plural(count, word, many = `${word}s`) {
    return `${count} ${count === 1 ? word : many}`;
}
