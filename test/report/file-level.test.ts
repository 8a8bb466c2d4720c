/**
 * A file-level finding (no line or column: ESLint's line 0) in every reporter: the file alone, never a
 * made-up 1:1, and a location without a region or range where the format has one.
 */
import { afterEach, describe, expect, it } from "vitest";
import type { Finding } from "../../src/checks/check.js";
import { renderGithub } from "../../src/report/github.js";
import { toJson } from "../../src/report/json.js";
import { renderJunit } from "../../src/report/junit.js";
import { toRdjson } from "../../src/report/rdjson.js";
import { renderSarif } from "../../src/report/sarif.js";
import { ciReport, sampleRoot, type SampleRoot } from "./ci-sample.js";

const fileLevel: Finding = {
  check: "lint",
  rule: "eslint/parse",
  severity: "error",
  file: "src/a.ts",
  message: "Parsing error: src/a.ts was not found by the project service",
};

let sample: SampleRoot;
afterEach(() => sample.cleanup());

describe("a file-level finding", () => {
  it("has no position in the JSON, SARIF and rdjson reports", () => {
    sample = sampleRoot();
    sample.write("src/a.ts", "export const a = 1;\n");
    const report = ciReport(sample.root, { findings: [fileLevel], failures: [] });
    expect(toJson(report).findings).toEqual([fileLevel]);
    const sarif = JSON.parse(renderSarif(report)) as {
      runs: Array<{ results: Array<{ locations: Array<{ physicalLocation: Record<string, unknown> }> }> }>;
    };
    const location = sarif.runs[0]!.results[0]!.locations[0]!.physicalLocation;
    expect(location.artifactLocation).toMatchObject({ uri: "src/a.ts" });
    expect(location).not.toHaveProperty("region");
    expect(toRdjson(report).diagnostics[0]!.location).toEqual({ path: "src/a.ts" });
  });

  it("names the file alone in the GitHub annotation, log line and summary, and in JUnit", () => {
    sample = sampleRoot();
    const report = ciReport(sample.root, { findings: [fileLevel], failures: [] });
    const github = renderGithub(report, {});
    expect(github).toContain(
      "::error file=src/a.ts,title=qgate lint/eslint/parse::Parsing error: src/a.ts was not found by the project service",
    );
    expect(github).not.toMatch(/line=|undefined/);
    expect(renderJunit(report)).toContain(
      "src/a.ts error lint/eslint/parse: Parsing error: src/a.ts was not found by the project service",
    );
    expect(renderJunit(report)).not.toContain("undefined");
  });
});
