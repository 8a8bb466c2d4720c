import { describe, expect, it } from "vitest";
import { renderPretty } from "../../src/report/pretty.js";
import { sampleReport } from "./pretty-sample-report.js";

const ESC = "\u001b[";

describe("pretty reporter", () => {
  it("groups findings under their file, then failures, skipped files, notes and a summary line", () => {
    const text = renderPretty(sampleReport(), { color: false, toFile: false });
    const lines = text.trimEnd().split("\n");
    expect(lines[0]).toBe("src/a.ts");
    expect(lines[1]).toMatch(
      /^ {2}3:7\s+error\s+'x' is assigned a value but never used\.\s+lint\/no-unused-vars$/,
    );
    expect(lines[2]).toMatch(/^ {2}5:1\s+warning\s+File is not formatted.*format\/prettier\/format$/);
    expect(lines[4]).toBe("src/b.ts");
    expect(lines[5]).toMatch(/1:14\s+error\s+Type 'string'.*types\/TS2322$/);
    expect(text).toContain(
      "Checks that could not run\n  ✖ security: security timed out after 10 ms [tool_execution_failed]",
    );
    expect(text).toContain("skipped logo.png: binary");
    expect(text).toContain("note: prettier 3.10.1: qgate's bundled copy");
    expect(text).toContain("2 pre-existing findings not shown (--scope all shows them)");
    expect(lines.at(-1)).toBe(
      "BLOCKED 3 files, 2 errors, 1 warning, 1 failed check (412ms: format 35ms, lint 120ms, types 380ms, security 10ms)",
    );
    expect(text).not.toContain(ESC);
  });

  it("colours only when asked", () => {
    const coloured = renderPretty(sampleReport(), { color: true, toFile: false });
    expect(coloured).toContain(`${ESC}31m`); // red: errors and BLOCKED
    expect(coloured).toContain(`${ESC}33m`); // yellow: the warning
    expect(coloured.replace(new RegExp(`${ESC.replace("[", "\\[")}[0-9;]*m`, "g"), "")).toBe(
      renderPretty(sampleReport(), { color: false, toFile: false }),
    );
  });

  it("says PASS with the counts when there is nothing to report", () => {
    const text = renderPretty(
      sampleReport({
        verdict: "pass",
        strict: false,
        files: ["src/a.ts"],
        findings: [],
        failures: [],
        skipped: [],
        notes: [],
        preexisting: 0,
        timings: { totalMs: 50, checks: { lint: 40 } },
      }),
      { color: false, toFile: false },
    );
    expect(text).toBe("PASS 1 file, 0 errors, 0 warnings (50ms: lint 40ms)\n");
  });

  it("shows escaped control characters in file names on one line", () => {
    const report = sampleReport({
      findings: [
        { check: "lint", rule: "r", severity: "error", file: "a\nb.ts", line: 1, column: 1, message: "m" },
      ],
      fixed: ["a\nb.ts"],
    });
    const text = renderPretty(report, { color: false, toFile: false });
    expect(text.split("\n")[0]).toBe("a\\nb.ts");
    expect(text).toContain("fixed: a\\nb.ts");
  });
});
