/**
 * The text the MCP tools return beside their structured result (src/mcp/render.ts): what a model
 * reads when its client shows text only, so each fact of the structured result must be in it too
 * (how the run was served, a failure's file, the notes, the daemon's state, strict mode).
 */
import { describe, expect, it } from "vitest";
import { renderCheck, renderExplain, renderStatus } from "../../src/mcp/render.js";
import type { CheckResult, StatusResult } from "../../src/mcp/tools.js";

const check = (fields: Partial<CheckResult> = {}): CheckResult => ({
  verdict: "block",
  complete: true,
  strict: false,
  files: ["src/a.ts"],
  findings: [
    {
      file: "src/a.ts",
      line: 2,
      column: 3,
      rule: "TS2322",
      check: "types",
      severity: "error",
      message: "Type 'string' is not assignable to type 'number'.",
    },
  ],
  failures: [],
  notes: [],
  served: "warm",
  ...fields,
});

const status = (daemon: StatusResult["daemon"], strict = false): StatusResult => ({
  version: "1.2.3",
  root: "/p",
  policy: { name: "default", source: "built-in", strict, blockOn: "error", onFailure: "block" },
  checks: [
    { id: "format", enabled: true, timeoutMs: 1000 },
    { id: "lint", enabled: false, timeoutMs: 1000 },
  ],
  tools: [{ name: "prettier", version: "3.0.0", source: "bundled" }],
  daemon,
});

describe("renderCheck", () => {
  it("heads with the verdict, the counts and how the run was served, then one line per finding", () => {
    expect(renderCheck(check()).split("\n")).toEqual([
      "qgate BLOCK: 1 finding, 1 file checked (warm)",
      "src/a.ts:2:3 error TS2322: Type 'string' is not assignable to type 'number'.",
    ]);
    expect(renderCheck(check({ findings: [], verdict: "pass", served: "cold" }))).toBe(
      "qgate PASS: 0 findings, 1 file checked (cold)",
    );
  });

  it("says a run was incomplete, and lists each failure with its file and each note", () => {
    const text = renderCheck(
      check({
        complete: false,
        findings: [],
        failures: [{ check: "types", errorType: "crash", message: "tsc died", file: "src/b.ts" }],
        notes: ["checked without the daemon: gone"],
      }),
    );
    expect(text.split("\n")).toEqual([
      "qgate BLOCK (INCOMPLETE: a check could not run): 0 findings, 1 file checked (warm)",
      "failure: types (crash) src/b.ts: tsc died",
      "note: checked without the daemon: gone",
    ]);
  });
});

describe("renderStatus", () => {
  it("says whether the daemon is off, running (its pid and requests) or not running, and strict mode", () => {
    expect(renderStatus(status({ enabled: false, running: false })).split("\n")).toEqual([
      "qgate 1.2.3 in /p",
      "policy: default, blocks on error",
      "checks: format, lint (off)",
      "tools: prettier 3.0.0 (bundled)",
      "daemon: off",
    ]);
    expect(renderStatus(status({ enabled: true, running: true, pid: 42, requests: 7 }, true))).toContain(
      "policy: default, strict, blocks on error",
    );
    expect(renderStatus(status({ enabled: true, running: true, pid: 42, requests: 7 }))).toContain(
      "daemon: running (pid 42, 7 requests)",
    );
    expect(renderStatus(status({ enabled: true, running: false }))).toContain(
      "daemon: not running (the next check starts it)",
    );
  });
});

describe("renderExplain", () => {
  it("gives the rule, its check, meaning, fix and the link when there is one", () => {
    const result = {
      rule: "no-var",
      check: "lint",
      meaning: "var is function-scoped",
      fix: "use let",
      source: "eslint",
    };
    expect(renderExplain({ ...result, url: "https://eslint.org/docs/rules/no-var" })).toBe(
      "no-var (lint): var is function-scoped\nFix: use let\nhttps://eslint.org/docs/rules/no-var",
    );
    expect(renderExplain(result)).toBe("no-var (lint): var is function-scoped\nFix: use let");
  });
});
