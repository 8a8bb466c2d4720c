/** The metrics record a gate run writes (src/stats/metrics.ts), and how `qgate stats` counts it. */
import { describe, expect, it } from "vitest";
import type { Finding } from "../../src/checks/check.js";
import { gateRunRecord } from "../../src/stats/metrics.js";
import { computeStats } from "../../src/stats/stats.js";
import { sampleReport } from "../report/pretty-sample-report.js";

/** A TS2554 in a caller the edit of src/a.ts broke (src/b.ts is not a file of the run). */
const callerError: Finding = {
  check: "types",
  rule: "TS2554",
  severity: "error",
  file: "src/b.ts",
  line: 3,
  column: 29,
  message: "Expected 3 arguments, but got 2.",
};

describe("gateRunRecord", () => {
  it("a blocking finding in an importer fails the edited file, and is counted once, for the run", () => {
    const report = sampleReport({
      verdict: "block",
      files: ["src/a.ts"],
      findings: [callerError],
      failures: [],
    });
    const record = gateRunRecord(report, {
      door: "hook:PostToolUse",
      blockOn: "error",
      changedLines: new Map([["src/a.ts", 2]]),
    });
    expect(record.files).toEqual([{ path: "src/a.ts", changedLines: 2, passed: false, findings: {} }]);
    expect(record.elsewhere).toEqual({ types: 1 });
    const { overall } = computeStats([record]);
    expect(overall.firstTimeSuccess).toEqual({ passedFirstRun: 0, files: 1, rate: 0 });
    expect(overall.codeQuality.withLines).toMatchObject({
      findings: 1,
      changedLines: 2,
      byCheck: { types: 50 },
    });
  });

  it("a warning in an importer is counted but does not fail the edit; no findings elsewhere, no key", () => {
    const warning: Finding = { ...callerError, severity: "warning" };
    const report = sampleReport({ verdict: "warn", files: ["src/a.ts"], findings: [warning], failures: [] });
    const record = gateRunRecord(report, { door: "check", blockOn: "error" });
    expect(record.files).toEqual([expect.objectContaining({ path: "src/a.ts", passed: true })]);
    expect(record.elsewhere).toEqual({ types: 1 });
    const clean = gateRunRecord(
      sampleReport({ verdict: "pass", files: ["src/a.ts"], findings: [], failures: [] }),
      {
        door: "check",
        blockOn: "error",
      },
    );
    expect(clean).not.toHaveProperty("elsewhere");
    expect(clean.files[0]?.passed).toBe(true);
  });

  it("a blocking finding in an importer fails only the run's files its check examined (issue 39, N1)", () => {
    // A `qgate check` of an edited src/a.ts with package.json and the lockfile: the caller's type error
    // cannot come from either; the types check examined src/a.ts alone.
    const report = sampleReport({
      verdict: "block",
      files: ["package.json", "pnpm-lock.yaml", "src/a.ts", "src/c.ts"],
      findings: [callerError],
      failures: [],
      examined: {
        format: ["package.json", "src/a.ts", "src/c.ts"],
        types: ["src/a.ts", "src/c.ts", "src/b.ts"],
      },
    });
    const record = gateRunRecord(report, { door: "check", blockOn: "error" });
    expect(record.files.map((f) => [f.path, f.passed])).toEqual([
      ["package.json", true],
      ["pnpm-lock.yaml", true],
      ["src/a.ts", false],
      ["src/c.ts", false],
    ]);
    expect(record.elsewhere).toEqual({ types: 1 });
    // A report that does not say what its checks examined (an older caller): every file, as before.
    const { examined: _examined, ...unsaid } = report;
    const every = gateRunRecord(unsaid, { door: "check", blockOn: "error" });
    expect(every.files.every((f) => !f.passed)).toBe(true);
  });

  it("with the types check's causes, an importer's error fails only the changed files it imports (issue 39, N1)", () => {
    const report = sampleReport({
      verdict: "block",
      files: ["package.json", "src/a.ts", "src/e.ts"],
      findings: [callerError],
      failures: [],
      examined: { types: ["src/a.ts", "src/e.ts"] },
      causes: { "src/b.ts": ["src/a.ts"] },
    });
    const record = gateRunRecord(report, { door: "check", blockOn: "error" });
    expect(record.files.map((f) => [f.path, f.passed])).toEqual([
      ["package.json", true],
      ["src/a.ts", false],
      ["src/e.ts", true],
    ]);
  });
});
