import { describe, expect, it } from "vitest";
import { jsonReporter, toJson } from "../../src/report/json.js";
import { sampleReport } from "./pretty-sample-report.js";

describe("json reporter", () => {
  it("renders the keys documented in docs/architecture.md, with relative paths and no absolute root", () => {
    const text = jsonReporter.render(sampleReport(), { color: true, toFile: false });
    expect(text.endsWith("}\n")).toBe(true);
    const parsed = JSON.parse(text) as Record<string, unknown>;
    expect(Object.keys(parsed).slice(0, 8)).toEqual([
      "version",
      "verdict",
      "strict",
      "files",
      "findings",
      "failures",
      "timings",
      "skipped",
    ]);
    expect(parsed).toMatchObject({
      version: 1,
      verdict: "block",
      strict: true,
      files: ["src/a.ts", "src/b.ts", "src/c.ts"],
      failures: [
        { check: "security", errorType: "tool_execution_failed", message: "security timed out after 10 ms" },
      ],
      timings: { totalMs: 412, checks: { format: 35, lint: 120, types: 380, security: 10 } },
    });
    expect((parsed.findings as unknown[])[0]).toEqual({
      check: "lint",
      rule: "no-unused-vars",
      severity: "error",
      file: "src/a.ts",
      line: 3,
      column: 7,
      message: "'x' is assigned a value but never used.",
    });
    expect(text).not.toContain("/abs/project");
    expect(text).not.toContain("\u001b[");
  });

  it("is the same text whether it goes to a terminal or a file", () => {
    const report = sampleReport({ verdict: "pass", findings: [], failures: [] });
    expect(jsonReporter.render(report, { color: true, toFile: false })).toBe(
      jsonReporter.render(report, { color: false, toFile: true }),
    );
    expect(toJson(report).findings).toEqual([]);
  });
});
