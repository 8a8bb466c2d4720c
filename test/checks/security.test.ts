/**
 * The security check on the real secrets fixture, with real secretlint and a real ESLint instance,
 * called directly (no engine, no worker).
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { ChangedFile } from "../../src/changes/change-set.js";
import type { CheckContext, Finding } from "../../src/checks/check.js";
import securityCheck from "../../src/checks/security/index.js";
import { loadPatternLinter } from "../../src/checks/security/patterns.js";
import { resolveRules } from "../../src/checks/security/rule-set.js";
import { loadSecretScanner } from "../../src/checks/security/secrets.js";
import { changedFile, checkContext } from "../helpers/check-context.js";
import { FIXTURES, tempProject, type TempProject } from "../helpers/project.js";
import { expectNoSecret, FAKE_SECRETS, SECRET_FILES } from "./security-secrets.js";

const ROOT = path.join(FIXTURES, "secrets");

// Files of the secrets fixture (or of a copy of it, at `root`), checked where they are.
const changed = (relPath: string, extra: Partial<ChangedFile> = {}, root = ROOT) =>
  changedFile(root, relPath, extra);
const context = (files: ChangedFile[], extra: Partial<CheckContext> = {}, root = ROOT) =>
  checkContext(root, files, extra);

/** `file:line rule severity`, sorted: one string per finding, easy to compare exactly. */
function summary(findings: Finding[]): string[] {
  return [...findings]
    .sort((a, b) => a.file.localeCompare(b.file) || a.line! - b.line! || a.column! - b.column!)
    .map((f) => `${f.file}:${f.line}:${f.column} ${f.rule} ${f.severity}`);
}

const EXPECTED_SECRETS = [
  ".env:3:1 secretlint/@secretlint/secretlint-rule-aws error",
  ".env:4:14 secretlint/@secretlint/secretlint-rule-github error",
  ".env:5:19 secretlint/@secretlint/secretlint-rule-slack error",
  ".env:6:14 secretlint/@secretlint/secretlint-rule-database-connection-string error",
  ".env.local:2:16 secretlint/@secretlint/secretlint-rule-openai error",
  "config/settings.json:4:27 secretlint/@secretlint/secretlint-rule-slack error",
  "config/settings.json:5:22 secretlint/@secretlint/secretlint-rule-npm error",
  "deploy.yaml:2:11 secretlint/@secretlint/secretlint-rule-basicauth error",
  "deploy.yaml:6:5 secretlint/@secretlint/secretlint-rule-privatekey error",
  "scripts/deploy.sh:3:27 secretlint/@secretlint/secretlint-rule-anthropic error",
  "src/client.ts:2:23 secretlint/@secretlint/secretlint-rule-github error",
];

const EXPECTED_DANGER = [
  "src/danger.ts:6:3 security/no-eval error",
  "src/danger.ts:7:20 security/no-new-func error",
  "src/danger.ts:8:3 security/detect-child-process error",
  "src/danger.ts:9:3 security/detect-non-literal-shell-command error",
  "src/danger.ts:10:3 security/detect-non-literal-require warning",
];

describe("security check", () => {
  let project: TempProject | undefined;
  afterEach(() => {
    project?.cleanup();
    project = undefined;
  });

  it("finds every fake secret with its rule and location, and never repeats the secret", async () => {
    const result = await securityCheck.run(context(SECRET_FILES.map((f) => changed(f))));
    expect(summary(result.findings)).toEqual(EXPECTED_SECRETS);
    expect(result.failures).toEqual([]);
    expect(result.checkedFiles).toEqual(SECRET_FILES);
    for (const finding of result.findings) {
      expect(finding.check).toBe("security");
      // What was found and what to do; not even the secret's length shows.
      expect(finding.message).toMatch(
        /^\S.* found: move it out of the source \(an environment variable or a secret store\) and rotate it$/,
      );
      expect(finding.message).not.toMatch(/\*/);
    }
    expectNoSecret(JSON.stringify(result));
  });

  it("finds the dangerous patterns in danger.ts, with severities as configured", async () => {
    const result = await securityCheck.run(context([changed("src/danger.ts")]));
    expect(summary(result.findings)).toEqual(EXPECTED_DANGER);
    const shell = result.findings.find((f) => f.rule === "security/detect-non-literal-shell-command");
    expect(shell?.message).toBe(
      "child_process.execSync() runs a non-literal command through a shell (command injection)",
    );
    expect(result.failures).toEqual([]);
  });

  it("scans every script extension for dangerous patterns: one finding in each", async () => {
    // Each extension a user writes scripts in (not the check's own list: a pattern the list forgets is
    // a whole language unscanned).
    const extensions = ["js", "jsx", "mjs", "cjs", "ts", "tsx", "mts", "cts"];
    const root = mkdtempSync(path.join(tmpdir(), "qgate-security-ext-"));
    try {
      const files = extensions.map((extension) => {
        writeFileSync(
          path.join(root, `script.${extension}`),
          'function run(input) {\n  return eval(input);\n}\nrun("1");\n',
        );
        return changed(`script.${extension}`, {}, root);
      });
      const result = await securityCheck.run(context(files, {}, root));
      expect(result.failures).toEqual([]);
      expect(summary(result.findings)).toEqual(
        extensions.map((extension) => `script.${extension}:2:10 security/no-eval error`).sort(),
      );
    } finally {
      rmSync(root, { recursive: true, force: true });
    }
  });

  it("reports nothing for safe.ts and package.json", async () => {
    const result = await securityCheck.run(context([changed("src/safe.ts"), changed("package.json")]));
    expect(result.findings).toEqual([]);
    expect(result.failures).toEqual([]);
    expect(result.checkedFiles).toEqual(["src/safe.ts", "package.json"]);
  });

  it("says which bundled tools it used, and only those", async () => {
    const both = await securityCheck.run(context([changed("src/safe.ts")]));
    expect(both.tools.map((t) => `${t.name}:${t.source}`)).toEqual([
      "secretlint:bundled",
      "eslint (security rules):bundled",
    ]);
    expect(both.tools.every((t) => /^\d+\.\d+\.\d+/.test(t.version))).toBe(true);
    // Bundled on purpose, not as a fallback: the engine adds no "none installed" note for them.
    expect(both.tools.every((t) => t.dedicated === true)).toBe(true);
    const secretsOnly = await securityCheck.run(context([changed(".env")]));
    expect(secretsOnly.tools.map((t) => t.name)).toEqual(["secretlint"]);
  });

  it("checks the given content (a staged blob) instead of the file on disk", async () => {
    const staged = `export const token = "${FAKE_SECRETS[2]}";\nexport function f(s: string) {\n  return eval(s);\n}\n`;
    const result = await securityCheck.run(
      context([
        changed("src/safe.ts", { content: staged }),
        changed("src/danger.ts", { content: "export {};\n" }),
      ]),
    );
    expect(summary(result.findings)).toEqual([
      "src/safe.ts:1:23 secretlint/@secretlint/secretlint-rule-github error",
      "src/safe.ts:3:10 security/no-eval error",
    ]);
    expectNoSecret(JSON.stringify(result));
  });

  it("skips deleted files and scans patterns in script files only", async () => {
    const result = await securityCheck.run(
      context([
        changed("src/danger.ts", { change: "delete" }),
        // Script-looking text in a non-script file: secrets yes, patterns no.
        changed("notes.txt", { content: "eval(userInput)\n" }),
      ]),
    );
    expect(result.findings).toEqual([]);
    expect(result.checkedFiles).toEqual(["notes.txt"]);
    expect(result.tools.map((t) => t.name)).toEqual(["secretlint"]);
  });

  it("honours options.secrets and options.patterns", async () => {
    const files = [changed(".env"), changed("src/danger.ts")];
    const noSecrets = await securityCheck.run(context(files, { options: { secrets: false } }));
    expect(summary(noSecrets.findings)).toEqual(EXPECTED_DANGER);
    const noPatterns = await securityCheck.run(context(files, { options: { patterns: false } }));
    expect(noPatterns.findings.every((f) => f.rule.startsWith("secretlint/"))).toBe(true);
    expect(noPatterns.findings).toHaveLength(4);
  });

  it("adjusts the pattern rules from options.rules, keyed as findings name them", async () => {
    const fsCode =
      'import { readFileSync } from "node:fs";\nexport const read = (p: string) => readFileSync(p, "utf8");\n';
    const off = await securityCheck.run(context([changed("src/read.ts", { content: fsCode })]));
    expect(off.findings).toEqual([]);
    const on = await securityCheck.run(
      context([changed("src/read.ts", { content: fsCode }), changed("src/danger.ts")], {
        options: {
          rules: {
            "security/detect-non-literal-fs-filename": "error",
            "security/no-eval": "off",
            "detect-non-literal-require": "error",
          },
        },
      }),
    );
    expect(summary(on.findings)).toEqual([
      "src/danger.ts:7:20 security/no-new-func error",
      "src/danger.ts:8:3 security/detect-child-process error",
      "src/danger.ts:9:3 security/detect-non-literal-shell-command error",
      "src/danger.ts:10:3 security/detect-non-literal-require error",
      "src/read.ts:2:36 security/detect-non-literal-fs-filename error",
    ]);
  });

  it("fails the pattern scan with config_error on a bad options.rules, and still scans for secrets", async () => {
    const files = [changed(".env"), changed("src/danger.ts")];
    const unknown = await securityCheck.run(
      context(files, { options: { rules: { "security/no-such-rule": "off" } } }),
    );
    expect(unknown.failures).toHaveLength(1);
    expect(unknown.failures[0]).toMatchObject({ check: "security", errorType: "config_error" });
    expect(unknown.failures[0]?.message).toMatch(
      /^options\.rules: unknown rule "security\/no-such-rule": expected one of security\/no-eval, /,
    );
    expect(unknown.findings.map((f) => f.rule.split("/")[0])).toEqual([
      "secretlint",
      "secretlint",
      "secretlint",
      "secretlint",
    ]);
    const badLevel = await securityCheck.run(
      context(files, { options: { rules: { "security/no-eval": 2 } } }),
    );
    expect(badLevel.failures.map((f) => f.message)).toEqual([
      'options.rules["security/no-eval"]: expected "off", "warn" or "error"',
    ]);
    const notObject = await securityCheck.run(context(files, { options: { rules: ["no-eval"] } }));
    expect(notObject.failures.map((f) => f.errorType)).toEqual(["config_error"]);
  });

  it("turns an unreadable file and a tool that throws into one-line failures, and checks the rest", async () => {
    const result = await securityCheck.run(
      context([
        changed("src/missing.ts"),
        // secretlint and ESLint both refuse an empty file path: real throws from the tools, on one file only.
        changed("src/weird.ts", { absPath: "", content: "eval(x);\n" }),
        changed("src/danger.ts"),
      ]),
    );
    expect(result.failures).toEqual([
      {
        check: "security",
        errorType: "file_operation_failed",
        message: expect.stringMatching(/^could not read src\/missing\.ts: ENOENT/),
        file: "src/missing.ts",
      },
      {
        check: "security",
        errorType: "tool_execution_failed",
        message: "secretlint failed on src/weird.ts: should be set either of fileExt or filePath.",
        file: "src/weird.ts",
      },
      {
        check: "security",
        errorType: "tool_execution_failed",
        message:
          "eslint (security rules) failed on src/weird.ts: 'options.filePath' must be a non-empty string or undefined",
        file: "src/weird.ts",
      },
    ]);
    for (const failure of result.failures) expect(failure.message).not.toContain("\n");
    expect(summary(result.findings)).toEqual(EXPECTED_DANGER);
    expect(result.checkedFiles).toEqual(["src/weird.ts", "src/danger.ts"]);
  });

  it("stops between files once its signal is aborted", async () => {
    const controller = new AbortController();
    controller.abort();
    const result = await securityCheck.run(
      context([changed("src/danger.ts")], { signal: controller.signal }),
    );
    expect(result.checkedFiles).toEqual([]);
  });

  it("keeps one secretlint config and one ESLint instance per root for the whole process", async () => {
    const scanner = await loadSecretScanner();
    const linter = await loadPatternLinter(ROOT, resolveRules(undefined));
    await securityCheck.run(context([changed(".env"), changed("src/danger.ts")]));
    expect(await loadSecretScanner()).toBe(scanner);
    expect((await loadSecretScanner()).config).toBe(scanner.config);
    // Keyed by the rules' content, not the object: every run resolves its rules afresh.
    expect(await loadPatternLinter(ROOT, resolveRules(undefined))).toBe(linter);
    expect((await loadPatternLinter(ROOT, resolveRules({}))).eslint).toBe(linter.eslint);
    const other = await loadPatternLinter(ROOT, resolveRules({ "security/no-eval": "warn" }));
    expect(other.eslint).not.toBe(linter.eslint);
  });

  it("never reads the project's ESLint config, even one that throws on load", async () => {
    project = await tempProject("secrets");
    project.write("eslint.config.js", 'throw new Error("the project ESLint config must not be loaded");\n');
    const root = project.dir;
    const result = await securityCheck.run(context([changed("src/danger.ts", {}, root)], {}, root));
    expect(result.failures).toEqual([]);
    expect(summary(result.findings)).toEqual(EXPECTED_DANGER);
  });

  it("ignores a project config that turns the rules off, and inline disable comments", async () => {
    project = await tempProject("secrets");
    project.write(
      "eslint.config.js",
      'export default [{ rules: { "no-eval": "off", "no-new-func": "off" } }, { ignores: ["src/**"] }];\n',
    );
    project.write(".eslintignore", "src/\n");
    project.write(
      "src/sneaky.ts",
      [
        "/* eslint-disable */",
        "// eslint-disable-next-line no-eval",
        "export const run = (code: string) => eval(code); // eslint-disable-line",
        "",
      ].join("\n"),
    );
    const root = project.dir;
    const result = await securityCheck.run(context([changed("src/sneaky.ts", {}, root)], {}, root));
    expect(summary(result.findings)).toEqual(["src/sneaky.ts:3:38 security/no-eval error"]);
  });

  it("does not let a secretlint-disable comment hide a secret", async () => {
    const content = [
      `const a = "${FAKE_SECRETS[2]}"; // secretlint-disable-line`,
      "// secretlint-disable-next-line",
      `const b = "${FAKE_SECRETS[3]}";`,
      "// secretlint-disable",
      `const c = "${FAKE_SECRETS[9]}";`,
      "",
    ].join("\n");
    const result = await securityCheck.run(
      context([changed("src/hidden.js", { content })], { options: { patterns: false } }),
    );
    expect(summary(result.findings)).toEqual([
      "src/hidden.js:1:12 secretlint/@secretlint/secretlint-rule-github error",
      "src/hidden.js:3:12 secretlint/@secretlint/secretlint-rule-github error",
      "src/hidden.js:5:12 secretlint/@secretlint/secretlint-rule-npm error",
    ]);
    expectNoSecret(JSON.stringify(result));
  });

  it("scans a file whose name holds a newline or quotes (secretlint's profiler cannot take a newline)", async () => {
    const name = 'src/odd\nname "$(touch pwned)".ts';
    const result = await securityCheck.run(
      context([changed(name, { content: `export const t = "${FAKE_SECRETS[2]}";\neval(t);\n` })]),
    );
    expect(result.failures).toEqual([]);
    expect(summary(result.findings)).toEqual([
      `${name}:1:19 secretlint/@secretlint/secretlint-rule-github error`,
      `${name}:2:1 security/no-eval error`,
    ]);
  });

  it("reports a file it cannot parse instead of passing it silently", async () => {
    const result = await securityCheck.run(
      context([changed("src/broken.ts", { content: "export const = eval(;\n" })]),
    );
    expect(result.findings).toHaveLength(1);
    expect(result.findings[0]).toMatchObject({
      rule: "security/parse-error",
      severity: "warning",
      file: "src/broken.ts",
      line: 1,
    });
    expect(result.findings[0]?.message).toMatch(/^not scanned for dangerous patterns: Parsing error/);
  });

  it("scans an oversized file for secrets only, and says so (or that it did not, with secrets off)", async () => {
    const oversized = { bytes: 2 * 1024 * 1024, maxFileBytes: 1024 * 1024 };
    const files = [changed(".env", { oversized }), changed("src/danger.ts", { oversized })];
    const result = await securityCheck.run(context(files));
    expect(result.failures).toEqual([]);
    expect(summary(result.findings)).toEqual(EXPECTED_SECRETS.filter((line) => line.startsWith(".env:")));
    expect(result.notes).toEqual([
      ".env: too large for format, lint and types (2.0 MB > 1.0 MB); scanned for secrets only",
      "src/danger.ts: too large for format, lint and types (2.0 MB > 1.0 MB); scanned for secrets only",
    ]);
    const off = await securityCheck.run(context(files, { options: { secrets: false } }));
    expect(off.findings).toEqual([]);
    expect(off.checkedFiles).toEqual([]);
    expect(off.notes).toEqual([
      ".env: too large for format, lint and types (2.0 MB > 1.0 MB); NOT scanned: the secret scan is off",
      "src/danger.ts: too large for format, lint and types (2.0 MB > 1.0 MB); NOT scanned: the secret scan is off",
    ]);
  });
});
