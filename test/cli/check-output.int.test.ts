/**
 * `qgate check` reports and exit codes, the command line run in the test's process
 * (test/helpers/in-process.ts): json, pretty, colour, strict; a pipe closed early is the built binary's.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { execa } from "execa";
import { QGATE_BIN, type RunOptions } from "../helpers/cli.js";
import { runInProcess } from "../helpers/in-process.js";
import { tempProject, type TempProject } from "../helpers/project.js";
import { parseReport, snapshot } from "../helpers/check-report.js";

let p: TempProject;
let policies: TempProject;
beforeAll(async () => {
  policies = await tempProject();
  p = await tempProject("clean", { git: true });
  p.write("src/ugly.ts", "export const  x={a:1}\n");
  p.write("src/lint.ts", "export function f(): number {\n  let y = 1;\n  return y;\n}\n");
  await p.git("add", "-A");
  await p.git("commit", "-qm", "files with findings");
});
afterAll(() => {
  p.cleanup();
  policies.cleanup();
});

const check = (args: string[], options: RunOptions = {}) =>
  runInProcess(["check", ...args], { cwd: p.dir, ...options });
const ESC = "\u001b[";

/** A policy file for one run, passed with --policy so the project itself stays untouched. */
function policyFile(name: string, policy: object): string {
  return policies.write(`${name}.json`, JSON.stringify(policy));
}

describe("--format json", () => {
  it("has the keys documented in docs/architecture.md with their types", async () => {
    const requireOwnPrettier = policyFile("require", {
      checks: { format: { requireProjectTool: true } },
      onFailure: "allow",
    });
    const result = await check([
      "src/ugly.ts",
      "src/lint.ts",
      "--only",
      "format,lint",
      "--format",
      "json",
      "--policy",
      requireOwnPrettier,
    ]);
    const report = parseReport(result.stdout);
    expect(report.version).toBe(1);
    expect(["pass", "warn", "block", "incomplete"]).toContain(report.verdict);
    expect(typeof report.strict).toBe("boolean");
    expect(report.files).toEqual(["src/ugly.ts", "src/lint.ts"]);
    expect(report.findings.length).toBeGreaterThan(0);
    for (const finding of report.findings) {
      expect(finding).toEqual({
        check: expect.stringMatching(/^(format|lint|types|security)$/),
        rule: expect.any(String),
        severity: expect.stringMatching(/^(error|warning|info)$/),
        file: expect.any(String),
        line: expect.any(Number),
        column: expect.any(Number),
        message: expect.any(String),
        ...Object.fromEntries(
          Object.keys(finding)
            .filter((k) => !["check", "rule", "severity", "file", "line", "column", "message"].includes(k))
            .map((k) => [k, expect.anything()]),
        ),
      });
      expect(finding.line).toBeGreaterThanOrEqual(1);
      expect(finding.column).toBeGreaterThanOrEqual(1);
    }
    expect(report.findings).toContainEqual(
      expect.objectContaining({
        check: "lint",
        rule: "prefer-const",
        file: "src/lint.ts",
        line: 2,
        column: 7,
      }),
    );
    expect(report.failures).toEqual([
      expect.objectContaining({
        check: "format",
        errorType: "dependency_error",
        message: expect.stringMatching(/prettier/),
      }),
    ]);
    expect(typeof report.timings.totalMs).toBe("number");
    expect(Object.keys(report.timings.checks).sort()).toEqual(["format", "lint"]);
    for (const ms of Object.values(report.timings.checks)) expect(typeof ms).toBe("number");
  });

  it("json=<file> writes the report to a file; several --format at once", async () => {
    const result = await check([
      "src/ugly.ts",
      "--only",
      "format",
      "--format",
      "pretty",
      "--format",
      "json=out/report.json",
    ]);
    expect(result.exitCode).toBe(1);
    expect(result.stdout).toMatch(/^src\/ugly\.ts\n/);
    expect(result.stdout).toMatch(/BLOCKED 1 file, 1 error, 0 warnings/);
    const file = path.join(p.dir, "out/report.json");
    const report = parseReport(readFileSync(file, "utf8"));
    expect(report.verdict).toBe("block");
    expect(report.findings.map((f) => f.file)).toEqual(["src/ugly.ts"]);

    const onlyFile = await check(["src/ugly.ts", "--only", "format", "--format", "json=out/only.json"]);
    expect(onlyFile.stdout).toBe("");
    expect(onlyFile.exitCode).toBe(1);
    expect(existsSync(path.join(p.dir, "out/only.json"))).toBe(true);

    // From a subdirectory, the file is where the user stands (as the shell would resolve it), not at
    // the project root.
    const fromSrc = await check(["ugly.ts", "--only", "format", "--format", "json=from-src.json"], {
      cwd: path.join(p.dir, "src"),
    });
    expect(fromSrc.exitCode).toBe(1);
    expect([
      existsSync(path.join(p.dir, "src/from-src.json")),
      existsSync(path.join(p.dir, "from-src.json")),
    ]).toEqual([true, false]);
  });
});

describe("--format pretty", () => {
  it("groups by file with a summary line", async () => {
    const result = await check(["src/ugly.ts", "src/lint.ts", "src/money.ts", "--only", "format,lint"]);
    const lines = result.stdout.trimEnd().split("\n");
    expect(lines).toContain("src/lint.ts");
    expect(lines).toContain("src/ugly.ts");
    const lintAt = lines.indexOf("src/lint.ts");
    expect(lines[lintAt + 1]).toMatch(/^\s+2:7\s+error\s+.*lint\/prefer-const$/);
    expect(lines).not.toContain("src/money.ts");
    expect(lines.at(-1)).toMatch(
      /^BLOCKED 3 files, 2 errors, 0 warnings \(\d+ms: format \d+ms, lint \d+ms\)$/,
    );
  });

  it("has no ANSI codes with NO_COLOR or when stdout is not a terminal; FORCE_COLOR colours it", async () => {
    const args = ["src/ugly.ts", "--only", "format"];
    const noColor = await check(args, { env: { NO_COLOR: "1" } });
    const piped = await check(args, { env: { NO_COLOR: undefined, FORCE_COLOR: undefined } });
    const forced = await check(args, { env: { NO_COLOR: undefined, FORCE_COLOR: "1" } });
    const both = await check(args, { env: { NO_COLOR: "1", FORCE_COLOR: "1" } });
    expect(noColor.stdout).not.toContain(ESC);
    expect(piped.stdout).not.toContain(ESC);
    expect(both.stdout).not.toContain(ESC);
    expect(forced.stdout).toContain(`${ESC}31m`);
    expect(forced.stdout.replace(new RegExp(`${ESC.replace("[", "\\[")}[0-9;]*m`, "g"), "")).toMatch(
      /^src\/ugly\.ts\n/,
    );
  });
});

describe("stdout closed early (qgate check | head -1)", () => {
  it("stops quietly: no EPIPE stack trace", async () => {
    // ~3000 findings: far more than a pipe buffer holds, so writes continue after head has exited.
    p.write("many.ts", "export function f(): void {\n" + "  debugger;\n".repeat(3000) + "}\n");
    const result = await execa(process.execPath, [QGATE_BIN, "check", "many.ts", "--only", "lint"], {
      cwd: p.dir,
      env: { NO_COLOR: "1" },
      reject: false,
    }).pipe("head", ["-n", "1"]);
    expect(result.stdout).toBe("many.ts");
    const qgate = result.pipedFrom[0];
    expect(qgate?.stderr).toBe("");
    expect(qgate?.exitCode).toBe(1);
  });
});

describe("exit codes and verdicts", () => {
  it("0 pass, 0 warn, 1 block, 2 when a check could not run (unless the policy allows it)", async () => {
    const pass = await check(["src/money.ts", "--only", "format", "--format", "json"]);
    expect([pass.exitCode, parseReport(pass.stdout).verdict]).toEqual([0, "pass"]);

    const warnOnly = policyFile("warn", { checks: { format: { severity: "warning" } } });
    const warn = await check(["src/ugly.ts", "--only", "format", "--format", "json", "--policy", warnOnly]);
    expect([warn.exitCode, parseReport(warn.stdout).verdict]).toEqual([0, "warn"]);

    const block = await check(["src/ugly.ts", "--only", "format", "--format", "json"]);
    expect([block.exitCode, parseReport(block.stdout).verdict]).toEqual([1, "block"]);

    const require = policyFile("fail", { checks: { format: { requireProjectTool: true } } });
    const failed = await check(["src/money.ts", "--only", "format", "--policy", require]);
    expect(failed.exitCode).toBe(2);
    expect(failed.stdout).toMatch(/Checks that could not run\n\s+✖ format: .*prettier.*\[dependency_error\]/);

    const allow = policyFile("allow", {
      checks: { format: { requireProjectTool: true } },
      onFailure: "allow",
    });
    const allowed = await check(["src/money.ts", "--only", "format", "--policy", allow]);
    expect(allowed.exitCode).toBe(0);
  });

  it("strict comes from CLAUDE_STRICT_QUALITY=true, --strict or the policy", async () => {
    const strictOf = async (args: string[], env: RunOptions["env"] = {}) =>
      parseReport(
        (await check(["src/money.ts", "--only", "format", "--format", "json", ...args], { env })).stdout,
      ).strict;
    expect(await strictOf([])).toBe(false);
    expect(await strictOf([], { CLAUDE_STRICT_QUALITY: "false" })).toBe(false);
    expect(await strictOf([], { CLAUDE_STRICT_QUALITY: "true" })).toBe(true);
    expect(await strictOf(["--strict"])).toBe(true);
    expect(await strictOf(["--policy", "strict"])).toBe(true);
  });

  it("in strict mode a check that cannot run is incomplete (verdict incomplete, exit 2)", async () => {
    const require = policyFile("strict-fail", { checks: { format: { requireProjectTool: true } } });
    const result = await check([
      "src/money.ts",
      "--only",
      "format",
      "--strict",
      "--format",
      "json",
      "--policy",
      require,
    ]);
    expect(result.exitCode).toBe(2);
    expect(parseReport(result.stdout).verdict).toBe("incomplete");
  });

  it("never changes a file without --fix", async () => {
    const before = snapshot(p.dir);
    const result = await check(["src", "--format", "json"]);
    expect(result.exitCode).toBe(1);
    expect(snapshot(p.dir)).toEqual(before);
  });
});
