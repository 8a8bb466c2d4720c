/** A report as the engine builds it, for the reporters' unit tests. */
import type { Report } from "../../src/report/report.js";

export function sampleReport(overrides: Partial<Report> = {}): Report {
  return {
    version: 1,
    verdict: "block",
    strict: true,
    root: "/abs/project",
    files: ["src/a.ts", "src/b.ts", "src/c.ts"],
    findings: [
      {
        check: "lint",
        rule: "no-unused-vars",
        severity: "error",
        file: "src/a.ts",
        line: 3,
        column: 7,
        message: "'x' is assigned a value but never used.",
      },
      {
        check: "format",
        rule: "prettier/format",
        severity: "warning",
        file: "src/a.ts",
        line: 5,
        column: 1,
        message: "File is not formatted (Prettier): lines 5-6 differ",
        fixable: true,
      },
      {
        check: "types",
        rule: "TS2322",
        severity: "error",
        file: "src/b.ts",
        line: 1,
        column: 14,
        message: "Type 'string' is not assignable to type 'number'.",
      },
    ],
    failures: [
      { check: "security", errorType: "tool_execution_failed", message: "security timed out after 10 ms" },
    ],
    timings: { totalMs: 412, checks: { format: 35, lint: 120, types: 380, security: 10 } },
    skipped: [{ path: "logo.png", reason: "binary" }],
    tools: [{ name: "prettier", version: "3.10.1", source: "bundled", packageDir: "" }],
    notes: ["prettier 3.10.1: qgate's bundled copy (none installed in the project)"],
    scope: "file",
    preexisting: 2,
    fixed: [],
    policy: "default (built-in)",
    ...overrides,
  };
}
