/**
 * `detect-non-literal-shell-command`: a shell command built from non-literal input.
 *
 * eslint-plugin-security's detect-child-process only reports `exec(x)`. This rule covers what it
 * misses: `execSync(x)`, and `spawn`/`spawnSync`/`execFile`/`execFileSync` with `shell: true`,
 * whether child_process is imported (named, default, namespace), required (whole or destructured)
 * or called straight off `require("child_process")`.
 */
import type { Rule } from "eslint";
export declare const nonLiteralShellCommand: Rule.RuleModule;
