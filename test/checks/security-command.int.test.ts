/**
 * The security check through `qgate check` in the test's process (test/helpers/in-process.ts), on the
 * secrets fixture: exact findings, exit codes, and no planted secret in any output of any reporter
 * qgate has.
 */
import { existsSync, readFileSync, readdirSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { type RunResult } from "../helpers/cli.js";
import { runInProcess } from "../helpers/in-process.js";
import { tempProject, type TempProject } from "../helpers/project.js";
import { expectNoSecret, FAKE_SECRETS, SECRET_FILES } from "../checks/security-secrets.js";
import type { JsonFinding } from "../helpers/check-report.js";

const FILES = [...SECRET_FILES, "src/danger.ts", "src/safe.ts", "package.json"];

const EXPECTED: Record<string, string[]> = {
  ".env": [
    "3 secretlint/@secretlint/secretlint-rule-aws error",
    "4 secretlint/@secretlint/secretlint-rule-github error",
    "5 secretlint/@secretlint/secretlint-rule-slack error",
    "6 secretlint/@secretlint/secretlint-rule-database-connection-string error",
  ],
  ".env.local": ["2 secretlint/@secretlint/secretlint-rule-openai error"],
  "config/settings.json": [
    "4 secretlint/@secretlint/secretlint-rule-slack error",
    "5 secretlint/@secretlint/secretlint-rule-npm error",
  ],
  "deploy.yaml": [
    "2 secretlint/@secretlint/secretlint-rule-basicauth error",
    "6 secretlint/@secretlint/secretlint-rule-privatekey error",
  ],
  "scripts/deploy.sh": ["3 secretlint/@secretlint/secretlint-rule-anthropic error"],
  "src/client.ts": ["2 secretlint/@secretlint/secretlint-rule-github error"],
  "src/danger.ts": [
    "6 security/no-eval error",
    "7 security/no-new-func error",
    "8 security/detect-child-process error",
    "9 security/detect-non-literal-shell-command error",
    "10 security/detect-non-literal-require warning",
  ],
};

function byFile(findings: JsonFinding[]): Record<string, string[]> {
  const grouped: Record<string, string[]> = {};
  for (const f of findings) (grouped[f.file] ??= []).push(`${f.line} ${f.rule} ${f.severity}`);
  return grouped;
}

function expectNoSecretIn(result: RunResult, where: string): void {
  expectNoSecret(result.stdout, `${where} stdout`);
  expectNoSecret(result.stderr, `${where} stderr`);
}

describe("qgate check --only security (e2e)", () => {
  let project: TempProject;
  beforeAll(async () => {
    project = await tempProject("secrets", { git: true });
    // The project's own ESLint setup must not matter: a config that throws on load, and a legacy
    // ignore file that would make ESLint print a warning (stderr must stay empty).
    project.write("eslint.config.js", 'throw new Error("the project ESLint config must not be loaded");\n');
    project.write(".eslintignore", "src/\n");
  });
  afterAll(() => project.cleanup());

  it("reports each secret and dangerous pattern with its rule and line, blocks, and leaks nothing", async () => {
    const result = await runInProcess(
      ["check", "--only", "security", "--format", "json", "--format", "json=out/report.json", ...FILES],
      { cwd: project.dir },
    );
    expect(result.stderr).toBe("");
    expect(result.exitCode).toBe(1);
    const report = JSON.parse(result.stdout) as {
      verdict: string;
      findings: JsonFinding[];
      failures: unknown[];
      files: string[];
      tools: { name: string; source: string }[];
      notes: string[];
    };
    expect(report.verdict).toBe("block");
    expect(report.failures).toEqual([]);
    expect(report.files).toEqual(FILES);
    expect(byFile(report.findings)).toEqual(EXPECTED);
    expect(report.findings.every((f) => f.check === "security")).toBe(true);
    expect(report.tools.map((t) => `${t.name}:${t.source}`)).toEqual([
      "secretlint:bundled",
      "eslint (security rules):bundled",
    ]);
    expect(report.notes.some((note) => note.includes("none installed"))).toBe(false);
    expectNoSecretIn(result, "json");
    const written = readFileSync(path.join(project.dir, "out/report.json"), "utf8");
    expect(JSON.parse(written)).toEqual(report);
    expectNoSecret(written, "out/report.json");
  });

  it("keeps every secret out of every reporter the binary has, on stdout and in files", async () => {
    // The binary's own list of reporters, from its usage error: later reporters are covered as they land.
    const probe = await runInProcess(["check", "--format", "no-such-format", "src/safe.ts"], {
      cwd: project.dir,
    });
    expect(probe.exitCode).toBe(2);
    const names = /expected one of (.+)$/m.exec(probe.stderr)?.[1]?.split(", ") ?? [];
    expect(names).toEqual(expect.arrayContaining(["pretty", "json"]));
    // Two runs instead of one per reporter: every reporter writes to a file in each, next to a coloured
    // pretty report on stdout in the first and the JSON one in the second.
    for (const onStdout of ["pretty", "json"]) {
      const result = await runInProcess(
        [
          "check",
          "--only",
          "security",
          "--format",
          onStdout,
          ...names.flatMap((name) => ["--format", `${name}=out/${onStdout}/${name}.out`]),
          ...FILES,
        ],
        { cwd: project.dir, env: { FORCE_COLOR: "1", NO_COLOR: undefined } },
      );
      expect(result.exitCode, onStdout).toBe(1);
      expect(result.stdout.length, onStdout).toBeGreaterThan(0);
      expectNoSecretIn(result, onStdout);
      for (const name of names) {
        const file = path.join(project.dir, "out", onStdout, `${name}.out`);
        expect(existsSync(file), name).toBe(true);
        expectNoSecret(readFileSync(file, "utf8"), `out/${onStdout}/${name}.out`);
      }
    }
    expect(readdirSync(path.join(project.dir, "out", "json")).length).toBeGreaterThanOrEqual(names.length);
  });

  it("the pretty report names the rules, says what was found and what to do, and never shows the secret", async () => {
    const result = await runInProcess(["check", "--only", "security", ".env", "src/danger.ts"], {
      cwd: project.dir,
    });
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toContain(
      "GitHub Token found: move it out of the source (an environment variable or a secret store) and rotate it",
    );
    expect(result.stdout).toContain("security/secretlint/@secretlint/secretlint-rule-aws");
    expect(result.stdout).toContain("child_process.execSync() runs a non-literal command through a shell");
    expect(result.stdout).toMatch(/^BLOCKED 2 files, 8 errors, 1 warning/m);
    expectNoSecretIn(result, "pretty");
  });

  it("passes safe.ts alone with exit code 0", async () => {
    const result = await runInProcess(["check", "--only", "security", "--format", "json", "src/safe.ts"], {
      cwd: project.dir,
    });
    expect(result.exitCode).toBe(0);
    const report = JSON.parse(result.stdout) as { verdict: string; findings: unknown[]; failures: unknown[] };
    expect(report).toMatchObject({ verdict: "pass", findings: [], failures: [] });
  });

  it("scans the staged content, not the working tree, with --staged", async () => {
    const clean = readFileSync(path.join(project.dir, "src/safe.ts"), "utf8");
    project.write("src/safe.ts", `${clean}export const leaked = "${FAKE_SECRETS[2]}";\n`);
    await project.git("add", "src/safe.ts");
    project.write("src/safe.ts", clean);
    try {
      const result = await runInProcess(["check", "--staged", "--only", "security", "--format", "json"], {
        cwd: project.dir,
      });
      expect(result.exitCode).toBe(1);
      const report = JSON.parse(result.stdout) as { findings: JsonFinding[] };
      expect(byFile(report.findings)).toEqual({
        "src/safe.ts": [`${clean.split("\n").length} secretlint/@secretlint/secretlint-rule-github error`],
      });
      expectNoSecretIn(result, "--staged");
    } finally {
      await project.git("reset", "-q", "HEAD", "src/safe.ts");
    }
  });
});

describe("a file over maxFileBytes is still scanned for secrets (e2e)", () => {
  let project: TempProject;
  beforeAll(async () => {
    project = await tempProject("secrets", { git: true });
    // 2 MB (over the default 1 MB maxFileBytes) with an AWS key pair near the end, assembled at run time.
    const padding = `export const data = "${"a".repeat(2 * 1024 * 1024)}";\n`;
    project.write(
      "src/huge.ts",
      `${padding}export const AWS_ACCESS_KEY_ID = "${FAKE_SECRETS[1]}";\nexport const AWS_SECRET_ACCESS_KEY = "${FAKE_SECRETS[0]}";\n` +
        // What the pattern scan would report (security/no-eval) if it read the file: it must not.
        "export const run = (code: string) => eval(code);\n",
    );
  });
  afterAll(() => project.cleanup());

  it("blocks a 2 MB file holding an AWS key pair under --strict --policy security, and says what ran", async () => {
    const result = await runInProcess(["check", "--strict", "--policy", "security", "src/huge.ts"], {
      cwd: project.dir,
    });
    expect(result.stderr).toBe("");
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toContain("security/secretlint/@secretlint/secretlint-rule-aws");
    expect(result.stdout).toContain(
      "note: src/huge.ts: too large for format, lint and types (2.0 MB > 1.0 MB); scanned for secrets only",
    );
    expect(result.stdout).not.toContain("skipped src/huge.ts");
    expect(result.stdout).toMatch(/^BLOCKED 1 file, \d+ errors?/m);
    expectNoSecretIn(result, "oversized");
  });

  it("findings in the JSON report are the secret scan's only (no pattern scan on an oversized file)", async () => {
    const result = await runInProcess(["check", "--policy", "security", "--format", "json", "src/huge.ts"], {
      cwd: project.dir,
    });
    expect(result.exitCode).toBe(1);
    const report = JSON.parse(result.stdout) as {
      files: string[];
      skipped: unknown[];
      findings: JsonFinding[];
    };
    expect(report.files).toEqual(["src/huge.ts"]);
    expect(report.skipped).toEqual([]);
    expect(report.findings.length).toBeGreaterThan(0);
    expect(report.findings.every((f) => f.rule.startsWith("secretlint/"))).toBe(true);
    expect(report.findings.map((f) => f.line)).toContain(3);
  });
});
