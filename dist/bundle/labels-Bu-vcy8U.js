// dist/report/labels.js
/** `line:column`, or undefined for a file-level finding (no position). */
function positionLabel(finding) {
	return finding.line === void 0 ? void 0 : `${finding.line}:${finding.column ?? 1}`;
}
/** `file:line:column`, or the file alone for a file-level finding. */
function whereLabel(file, finding) {
	const position = positionLabel(finding);
	return position === void 0 ? file : `${file}:${position}`;
}
/**
* `check/rule`, without repeating the check when the rule id already starts with it: the security
* check's rules are `security/no-eval`, which would otherwise read `security/security/no-eval`.
*/
function ruleLabel(finding) {
	return finding.rule.startsWith(`${finding.check}/`) ? finding.rule : `${finding.check}/${finding.rule}`;
}

export { ruleLabel as n, whereLabel as r, positionLabel as t };