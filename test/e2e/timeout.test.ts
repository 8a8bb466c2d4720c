/**
 * A lint rule that never returns, or that throws: the built binary must turn either into a
 * tool_execution_failed failure (exit 2, one line, no stack) and the process must end.
 */
import { describe, expect, it } from "vitest";
import { runQgate } from "../helpers/cli.js";
import type { TempProject } from "../helpers/project.js";
import { tempProjects } from "../helpers/temp-projects.js";

const newProject = tempProjects();

/** The hanging rule needs a short limit; the throwing rule must never meet one, however busy the machine. */
async function project(lintTimeoutMs = 2000): Promise<TempProject> {
  const created = await newProject("hanging-linter", { git: true });
  created.write(".qgaterc.json", JSON.stringify({ checks: { lint: { timeoutMs: lintTimeoutMs } } }));
  return created;
}

const STACK = /\n\s+at /;

describe("a lint rule that hangs or crashes", () => {
  it("is stopped at the policy's timeout: tool_execution_failed, exit 2, and the process ends", async () => {
    const p = await project();
    // runQgate's own limit (60 s) is far above the policy's 2 s: a process that does not end fails here.
    const result = await runQgate(["check", "--only", "lint", "--format", "json", "src/hang.js"], {
      cwd: p.dir,
      timeoutMs: 60_000,
    });
    expect(result.exitCode).toBe(2);
    const report = JSON.parse(result.stdout) as {
      verdict: string;
      findings: unknown[];
      failures: Array<{ check: string; errorType: string; message: string }>;
    };
    expect(report.findings).toEqual([]);
    expect(report.failures).toHaveLength(1);
    expect(report.failures[0]).toMatchObject({ check: "lint", errorType: "tool_execution_failed" });
    expect(report.failures[0]?.message).toMatch(/^lint timed out after 2000 ms/);
    expect(report.failures[0]?.message).not.toContain("\n");
    expect(result.stderr).not.toMatch(STACK);
  });

  it("says so in the pretty report too, on one line", async () => {
    const p = await project();
    const result = await runQgate(["check", "--only", "lint", "src/hang.js"], {
      cwd: p.dir,
      timeoutMs: 60_000,
    });
    expect(result.exitCode).toBe(2);
    const lines = `${result.stdout}\n${result.stderr}`
      .split("\n")
      .filter((line) => line.includes("timed out"));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toContain("lint timed out after 2000 ms");
    expect(`${result.stdout}\n${result.stderr}`).not.toMatch(STACK);
  });

  it("stops lint only: security, on the same run, still answers", async () => {
    // A check's timeout stops its own thread; the engine's other checks answer as usual
    // (test/engine/worker-host.int.test.ts: also when they share a thread).
    const p = await project();
    p.write("src/danger.js", "export const run = (code) => eval(code);\n");
    const result = await runQgate(
      ["check", "--only", "lint,security", "--format", "json", "src/hang.js", "src/danger.js"],
      { cwd: p.dir, timeoutMs: 60_000 },
    );
    expect(result.exitCode).toBe(2);
    const report = JSON.parse(result.stdout) as {
      findings: Array<{ check: string; file: string; rule: string }>;
      failures: Array<{ check: string; errorType: string; message: string }>;
    };
    expect(report.failures).toEqual([
      expect.objectContaining({ check: "lint", errorType: "tool_execution_failed" }),
    ]);
    expect(report.failures[0]?.message).toMatch(/^lint timed out after 2000 ms/);
    expect(report.findings.filter((f) => f.check === "security")).toEqual([
      expect.objectContaining({ file: "src/danger.js", rule: "security/no-eval" }),
    ]);
  });

  it("turns a rule that throws into tool_execution_failed, exit 2, without a stack trace", async () => {
    const p = await project(120_000);
    const result = await runQgate(
      ["check", "--only", "lint", "--format", "json", "src/boom.js", "src/fine.js"],
      {
        cwd: p.dir,
      },
    );
    expect(result.exitCode).toBe(2);
    const report = JSON.parse(result.stdout) as {
      failures: Array<{ check: string; errorType: string; message: string; file?: string }>;
    };
    expect(report.failures).toEqual([
      {
        check: "lint",
        errorType: "tool_execution_failed",
        message:
          'rule "local/boom" crashed on src/boom.js:1 (ESLint 9.39.5, eslint.config.js): boom: this rule always crashes',
        file: "src/boom.js",
      },
    ]);
    expect(result.stdout).not.toMatch(STACK);
    expect(result.stderr).not.toMatch(STACK);
  });
});
