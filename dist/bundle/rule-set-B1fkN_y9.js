import { r as checkMessages } from "./messages-CuSOVVL6.js";

// dist/checks/security/rule-set.js
/**
* Which dangerous-pattern rules run, at which level. Findings name a rule `security/<name>`
* (`security/no-eval`, `security/detect-child-process`); a policy adjusts the set with
* `checks.security.options.rules`, keyed the same way, never with comments in the code.
*/
const LEVELS = [
	"off",
	"warn",
	"error"
];
/**
* ESLint rule id -> default level. Code execution (eval and its relatives, shell commands from input,
* trojan-source characters) is an error; patterns that are often legitimate are warnings. Off by
* default, available through `options.rules`:
* - detect-non-literal-fs-filename and detect-unsafe-regex: on a file-handling CLI (qgate's own source)
*   they report about a hundred warnings, all false positives, which would block every strict run.
* - detect-object-injection, detect-non-literal-regexp, detect-possible-timing-attacks: mostly noise.
* - detect-eval-with-expression: no-eval reports every eval it does, and more.
*/
const RULE_SET = {
	"no-eval": "error",
	"no-implied-eval": "error",
	"no-new-func": "error",
	"no-script-url": "error",
	"security/detect-child-process": "error",
	"security/detect-non-literal-shell-command": "error",
	"security/detect-bidi-characters": "error",
	"security/detect-non-literal-require": "warn",
	"security/detect-buffer-noassert": "warn",
	"security/detect-new-buffer": "warn",
	"security/detect-pseudoRandomBytes": "warn",
	"security/detect-disable-mustache-escape": "warn",
	"security/detect-no-csrf-before-method-override": "warn",
	"security/detect-invisible-characters": "warn",
	"security/detect-non-literal-fs-filename": "off",
	"security/detect-unsafe-regex": "off",
	"security/detect-object-injection": "off",
	"security/detect-non-literal-regexp": "off",
	"security/detect-possible-timing-attacks": "off",
	"security/detect-eval-with-expression": "off"
};
/** ESLint's rule id as findings show it: `security/<rule>`, without doubling the plugin's prefix. */
function findingRuleId(eslintRuleId) {
	if (eslintRuleId === null) return "security/parse-error";
	return eslintRuleId.startsWith("security/") ? eslintRuleId : `security/${eslintRuleId}`;
}
const BY_FINDING_ID = new Map(Object.keys(RULE_SET).map((id) => [findingRuleId(id), id]));
/** A bad `options.rules`; the message names the key and what was expected. */
var RuleOptionError = class extends Error {};
/** The effective rules: the defaults with a policy's `options.rules` applied. */
function resolveRules(overrides) {
	const rules = { ...RULE_SET };
	if (overrides === void 0) return rules;
	if (typeof overrides !== "object" || overrides === null || Array.isArray(overrides)) throw new RuleOptionError(checkMessages.security.rulesNotObject);
	for (const [key, level] of Object.entries(overrides)) {
		const eslintId = BY_FINDING_ID.get(key) ?? BY_FINDING_ID.get(findingRuleId(key));
		if (eslintId === void 0) throw new RuleOptionError(checkMessages.security.unknownRule(key, [...BY_FINDING_ID.keys()]));
		if (!LEVELS.includes(level)) throw new RuleOptionError(checkMessages.security.badLevel(key));
		rules[eslintId] = level;
	}
	return rules;
}

export { resolveRules as i, RuleOptionError as n, findingRuleId as r, RULE_SET as t };