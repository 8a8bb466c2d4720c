/**
 * The MCP `check` tool's answer from a run's JSON report (src/mcp/check.ts toResult): what the model
 * reads. A long list is cut, and the answer says so, so that a model never takes 200 findings for all.
 */
import { describe, expect, it } from "vitest";
import { checkArgv, toResult } from "../../src/mcp/check.js";

function report(findings: number, failures: unknown[] = [], notes: string[] = []): Buffer {
  return Buffer.from(
    JSON.stringify({
      version: 1,
      verdict: findings > 0 ? "block" : "pass",
      strict: false,
      files: ["src/a.ts"],
      findings: Array.from({ length: findings }, (_, i) => ({
        check: "lint",
        rule: "no-var",
        severity: "error",
        file: "src/a.ts",
        line: i + 1,
        column: 1,
        message: "Unexpected var.",
      })),
      failures,
      notes,
    }),
  );
}

const run = (stdout: Buffer) => ({ exitCode: 1, stdout, stderr: Buffer.from("") });

describe("the MCP check tool's answer", () => {
  it("cuts a long list of findings at 200 and says how many there were", () => {
    const result = toResult(run(report(250)), "cold", []);
    expect(result.findings).toHaveLength(200);
    expect(result.findings.at(-1)).toMatchObject({ line: 200 });
    const cut = result.notes.filter((note) => note.includes("250"));
    expect(cut, result.notes.join("\n")).toHaveLength(1);
    expect(cut[0]).toContain("200");
  });

  it("says nothing of a cut when every finding is there", () => {
    const result = toResult(run(report(200)), "warm", ["a note"]);
    expect(result.findings).toHaveLength(200);
    expect(result.notes).toEqual(["a note"]);
    expect(result.served).toBe("warm");
  });
});

describe("the MCP check tool's answer, field by field", () => {
  it("passes on each failure's file and the report's own notes, and is incomplete when a check failed", () => {
    const failure = { check: "types", errorType: "crash", message: "tsc died", file: "src/a.ts" };
    const result = toResult(run(report(0, [failure], ["strict mode is off"])), "cold", ["ran cold"]);
    expect(result.failures).toEqual([failure]);
    expect(result.complete).toBe(false);
    expect(result.notes).toEqual(["ran cold", "strict mode is off"]);
  });
});

describe("the MCP check tool's argv", () => {
  it("forwards the selector it was given, and its files only after --", () => {
    expect(checkArgv("/p", { staged: true })).toContain("--staged");
    expect(checkArgv("/p", { diff: "main" })).toContain("--diff=main");
    expect(checkArgv("/p", { files: ["-x.ts"] }).slice(-2)).toEqual(["--", "-x.ts"]);
  });

  it("refuses two selectors at once and a diff base git would read as an option", () => {
    expect(() => checkArgv("/p", { files: ["a.ts"], staged: true })).toThrow();
    expect(() => checkArgv("/p", { staged: true, diff: "main" })).toThrow();
    expect(() => checkArgv("/p", { diff: "--output=/tmp/x" })).toThrow();
    expect(() => checkArgv("/p", { diff: "main two" })).toThrow();
  });
});
