import { afterEach, describe, expect, it } from "vitest";
import { byteColumn, rdjsonReporter, toRdjson } from "../../src/report/rdjson.js";
import { ciReport, finding, sampleRoot, type SampleRoot } from "./ci-sample.js";

let sample: SampleRoot;
afterEach(() => sample?.cleanup());

describe("rdjson reporter", () => {
  it("writes reviewdog's DiagnosticResult: source, severity, diagnostics with location, range and code", () => {
    sample = sampleRoot();
    const out = rdjsonReporter.render(
      ciReport(sample.root, {
        findings: [
          finding({ line: 3, column: 7, endLine: 3, endColumn: 9 }),
          finding({ check: "format", rule: "prettier/format", severity: "warning", file: "b.ts", line: 2 }),
          finding({ severity: "info", file: "c.ts" }),
        ],
      }),
      { color: false, toFile: false },
    );
    expect(JSON.parse(out)).toEqual({
      source: { name: "qgate" },
      severity: "ERROR",
      diagnostics: [
        {
          message: "Unexpected 'debugger' statement.",
          location: {
            path: "src/a.ts",
            range: { start: { line: 3, column: 7 }, end: { line: 3, column: 9 } },
          },
          severity: "ERROR",
          source: { name: "qgate/lint" },
          code: { value: "no-debugger" },
        },
        {
          message: "Unexpected 'debugger' statement.",
          location: { path: "b.ts", range: { start: { line: 2, column: 1 } } },
          severity: "WARNING",
          source: { name: "qgate/format" },
          code: { value: "prettier/format" },
        },
        {
          message: "Unexpected 'debugger' statement.",
          location: { path: "c.ts", range: { start: { line: 1, column: 1 } } },
          severity: "INFO",
          source: { name: "qgate/lint" },
          code: { value: "no-debugger" },
        },
      ],
    });
    expect(out.endsWith("}\n")).toBe(true);
  });

  it("converts columns to UTF-8 byte columns, as the format defines them", () => {
    expect(byteColumn("a𐐀b", 4)).toBe(6); // 'b' after a 4-byte character (2 UTF-16 units)
    expect(byteColumn("héllo", 3)).toBe(4);
    expect(byteColumn(undefined, 5)).toBe(5);
    sample = sampleRoot();
    sample.write("src/a.ts", "const s = 'é'; debugger;\n");
    const result = toRdjson(ciReport(sample.root, { findings: [finding({ column: 16 })] }));
    expect(result.diagnostics[0]!.location.range?.start).toEqual({ line: 1, column: 17 });
  });

  it("has no overall severity when there is nothing to report", () => {
    sample = sampleRoot();
    expect(toRdjson(ciReport(sample.root, { findings: [] }))).toEqual({
      source: { name: "qgate" },
      diagnostics: [],
    });
  });
});
