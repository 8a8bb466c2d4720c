/** qgate's own ESLint rule, through ESLint's real RuleTester. */
import { RuleTester } from "eslint";
import tseslint from "typescript-eslint";
import { describe, it } from "vitest";
import { nonLiteralShellCommand } from "../../src/checks/security/rules/non-literal-shell-command.js";

RuleTester.describe = describe;
RuleTester.it = it;
RuleTester.itOnly = it.only;

const tester = new RuleTester({ languageOptions: { ecmaVersion: "latest", sourceType: "module" } });
const execSync = { messageId: "execSync", data: { name: "execSync" } };

tester.run("detect-non-literal-shell-command", nonLiteralShellCommand, {
  valid: [
    'import { execSync } from "node:child_process"; execSync("ls -la");',
    'import { execSync } from "child_process"; const CMD = "git status"; execSync(CMD);',
    'import { execSync } from "child_process"; const DIR = "src"; execSync(`ls ${DIR}` + " -la");',
    'import { spawn } from "node:child_process"; spawn("ls", [dir]);',
    'import { spawn } from "node:child_process"; spawn(cmd, [dir], { shell: false });',
    'import { execFileSync } from "node:child_process"; execFileSync(cmd, args);',
    // Not child_process at all.
    "function execSync(x) { return x; } execSync(input);",
    'import { execSync } from "./my-runner.js"; execSync(input);',
    'const { execSync } = require("./local"); execSync(input);',
    // Reassignable bindings are not constants.
    'import { execSync } from "child_process"; let cmd = "ls"; cmd = "rm"; execSync("ls");',
  ],
  invalid: [
    { code: 'import { execSync } from "node:child_process"; execSync(input);', errors: [execSync] },
    { code: 'import { execSync as run } from "child_process"; run("rm -rf " + dir);', errors: [execSync] },
    { code: 'import * as cp from "child_process"; cp.execSync(`ls ${dir}`);', errors: [execSync] },
    { code: 'import cp from "node:child_process"; cp["execSync"](command);', errors: [execSync] },
    {
      code: 'const { execSync } = require("child_process"); execSync(cmd);',
      languageOptions: { sourceType: "commonjs" },
      errors: [execSync],
    },
    {
      code: 'const cp = require("node:child_process"); cp.execSync(cmd);',
      languageOptions: { sourceType: "commonjs" },
      errors: [execSync],
    },
    {
      code: 'require("child_process").execSync(cmd);',
      languageOptions: { sourceType: "commonjs" },
      errors: [execSync],
    },
    {
      code: 'const { execSync } = await import("node:child_process"); execSync(cmd);',
      errors: [execSync],
    },
    {
      code: 'import { execSync } from "child_process"; let cmd = "ls"; execSync(cmd);',
      errors: [execSync],
    },
    {
      code: 'import { spawn } from "node:child_process"; spawn(cmd, [], { shell: true });',
      errors: [{ messageId: "shellOption", data: { name: "spawn" } }],
    },
    {
      code: 'import { execFile } from "node:child_process"; execFile(`${tool} --x`, { shell: "/bin/bash" });',
      errors: [{ messageId: "shellOption", data: { name: "execFile" } }],
    },
  ],
});

const tsTester = new RuleTester({ languageOptions: { parser: tseslint.parser } });
tsTester.run("detect-non-literal-shell-command (TypeScript)", nonLiteralShellCommand, {
  valid: ['import { execSync } from "node:child_process"; const cmd: string = "ls"; execSync(cmd);'],
  invalid: [
    {
      code: 'import { execSync } from "node:child_process"; export function run(cmd: string): Buffer { return execSync(cmd); }',
      errors: [execSync],
    },
  ],
});
