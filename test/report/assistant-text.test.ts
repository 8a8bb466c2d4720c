import { mkdtempSync, readdirSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { beforeAll, describe, expect, it } from "vitest";
import type { Finding } from "../../src/checks/check.js";
import { ASSISTANT_CAP, rankFindings, renderAssistantText } from "../../src/report/assistant.js";
import { writeFullReport } from "../../src/routing/full-report.js";
import type { Report } from "../../src/report/report.js";
import { loadSecretScanner } from "../../src/util/secret-detectors.js";

function finding(overrides: Partial<Finding>): Finding {
  return {
    check: "lint",
    rule: "r",
    severity: "error",
    file: "src/a.ts",
    line: 1,
    column: 1,
    message: "m",
    ...overrides,
  };
}

function report(overrides: Partial<Report>): Report {
  return {
    version: 1,
    verdict: "block",
    strict: true,
    root: "/p",
    files: ["src/a.ts"],
    findings: [],
    failures: [],
    timings: { totalMs: 10, checks: { format: 1, lint: 2 } },
    skipped: [],
    tools: [],
    notes: [],
    scope: "file",
    preexisting: 0,
    fixed: [],
    policy: "default",
    ...overrides,
  };
}

describe("renderAssistantText", () => {
  it("names each rule once: security/no-eval, not security/security/no-eval", () => {
    const text = renderAssistantText(
      report({
        findings: [
          finding({ check: "security", rule: "security/no-eval", message: "`eval` can be harmful." }),
          finding({ check: "lint", rule: "no-unused-vars", line: 2 }),
        ],
      }),
      { blocked: true, blockOn: "error" },
    );
    expect(text.split("\n").slice(1, 3)).toEqual([
      "- src/a.ts:1:1 error security/no-eval: `eval` can be harmful.",
      "- src/a.ts:2:1 error lint/no-unused-vars: m",
    ]);
  });

  it("puts what blocks first: blocking before warnings, security before types, lint, format", () => {
    const ranked = rankFindings(
      [
        finding({ check: "format", rule: "prettier/format" }),
        finding({ check: "lint", severity: "warning", rule: "w" }),
        finding({ check: "security", rule: "eval", line: 9 }),
        finding({ check: "types", rule: "TS2322", line: 4 }),
      ],
      "error",
    );
    expect(ranked.map((f) => f.rule)).toEqual(["eval", "TS2322", "prettier/format", "w"]);
  });

  it("says the operation is blocked, lists failures and findings one per line, points at the report", () => {
    const text = renderAssistantText(
      report({
        findings: [finding({ message: "two\nlines", rule: "no-unused-vars" })],
        failures: [{ check: "types", errorType: "dependency_error", message: "typescript is missing" }],
      }),
      { blocked: true, blockOn: "error", reportPath: "/logs/reports/r.json" },
    );
    expect(text).toBe(
      [
        "qgate: the operation is blocked: 1 blocking finding, 1 check could not run in src/a.ts",
        "- could not run types: dependency_error: typescript is missing",
        "- src/a.ts:1:1 error lint/no-unused-vars: two lines",
        "Full report: /logs/reports/r.json",
      ].join("\n"),
    );
  });

  it("stays under the 10,000-character cap and counts what it left out", () => {
    const findings = Array.from({ length: 600 }, (_, i) =>
      finding({ line: i + 1, message: "x".repeat(300), severity: i % 2 === 0 ? "error" : "warning" }),
    );
    const text = renderAssistantText(report({ findings }), {
      blocked: true,
      blockOn: "error",
      reportPath: "/r.json",
    });
    expect(text.length).toBeLessThanOrEqual(ASSISTANT_CAP);
    const shown = text.split("\n").filter((line) => line.startsWith("- src/a.ts")).length;
    const left = /\.\.\. (\d+) more not shown \((\d+) errors?, (\d+) warnings?\)/.exec(text);
    expect(left).not.toBeNull();
    expect(shown + Number(left![1])).toBe(600);
    expect(Number(left![2]) + Number(left![3])).toBe(Number(left![1]));
    // Errors come first, so every shown finding is an error.
    expect(
      text
        .split("\n")
        .filter((l) => l.startsWith("- src/a.ts"))
        .every((l) => l.includes(" error ")),
    ).toBe(true);
    expect(text.endsWith("Full report: /r.json")).toBe(true);
  });

  it("says when it does not block and why; a pass is one line", () => {
    expect(
      renderAssistantText(report({ strict: false, findings: [finding({})] }), {
        blocked: false,
        blockOn: "error",
      }),
    ).toMatch(/^qgate: 1 blocking finding in src\/a\.ts \(strict mode is off, so this does not block\)/);
    expect(renderAssistantText(report({ verdict: "pass" }), { blocked: false, blockOn: "error" })).toBe(
      "qgate: src/a.ts: passed (format, lint)",
    );
  });

  it("masks a credential that reached a message", () => {
    const text = renderAssistantText(
      report({ findings: [finding({ message: "token AKIAIOSFODNN7EXAMPLE found" })] }),
      {
        blocked: true,
        blockOn: "error",
      },
    );
    expect(text).not.toContain("AKIAIOSFODNN7EXAMPLE");
  });
});

describe("writeFullReport", () => {
  // The report is redacted with secretlint's detectors, loaded on first use: load them here, outside
  // the test's clock (in CI, once, the test timed out at 60 s inside that first import; alone it takes
  // a tenth of a second).
  beforeAll(async () => {
    await loadSecretScanner();
  });

  it("writes the JSON report beside the logs and keeps the newest 50", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "qgate-reports-"));
    try {
      let last: string | undefined;
      for (let i = 0; i < 52; i++)
        last = await writeFullReport(report({}), dir, `hook:edit-${String(i).padStart(2, "0")}`);
      expect(JSON.parse(readFileSync(last!, "utf8"))).toMatchObject({
        version: 1,
        verdict: "block",
        files: ["src/a.ts"],
      });
      expect(readdirSync(path.join(dir, "reports"))).toHaveLength(50);
    } finally {
      rmSync(dir, { recursive: true, force: true });
    }
  });
});
