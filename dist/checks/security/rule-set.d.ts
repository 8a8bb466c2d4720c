export type RuleLevel = "off" | "warn" | "error";
/**
 * ESLint rule id -> default level. Code execution (eval and its relatives, shell commands from input,
 * trojan-source characters) is an error; patterns that are often legitimate are warnings. Off by
 * default, available through `options.rules`:
 * - detect-non-literal-fs-filename and detect-unsafe-regex: on a file-handling CLI (qgate's own source)
 *   they report about a hundred warnings, all false positives, which would block every strict run.
 * - detect-object-injection, detect-non-literal-regexp, detect-possible-timing-attacks: mostly noise.
 * - detect-eval-with-expression: no-eval reports every eval it does, and more.
 */
export declare const RULE_SET: Readonly<Record<string, RuleLevel>>;
/** ESLint's rule id as findings show it: `security/<rule>`, without doubling the plugin's prefix. */
export declare function findingRuleId(eslintRuleId: string | null): string;
/** A bad `options.rules`; the message names the key and what was expected. */
export declare class RuleOptionError extends Error {
}
/** The effective rules: the defaults with a policy's `options.rules` applied. */
export declare function resolveRules(overrides: unknown): Record<string, RuleLevel>;
