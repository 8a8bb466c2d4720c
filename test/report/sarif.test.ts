import { mkdirSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type * as Sarif from "sarif";
import { afterEach, describe, expect, it } from "vitest";
import { FINGERPRINT_KEY, MAX_RESULTS, fileUri, renderSarif } from "../../src/report/sarif.js";
import { QGATE_VERSION } from "../../src/report/source.js";
import { ciReport, finding, sampleRoot, type SampleRoot } from "./ci-sample.js";
import { sarifErrors } from "./sarif-schema.js";

let sample: SampleRoot;
afterEach(() => sample?.cleanup());

function render(overrides: Parameters<typeof ciReport>[1] = {}): Sarif.Log {
  return JSON.parse(renderSarif(ciReport(sample.root, overrides))) as Sarif.Log;
}

describe("sarif reporter", () => {
  it("is valid SARIF 2.1.0 (the official schema) with one run, tool rules and results", () => {
    sample = sampleRoot({ git: true });
    sample.write("src/a.ts", "const x = 1;\nconst y = 2;\nlet unused = 3;\n");
    const log = render();
    expect(sarifErrors(log)).toEqual([]);
    expect(log.version).toBe("2.1.0");
    expect(log.runs).toHaveLength(1);
    const run = log.runs[0]!;
    expect(run.tool.driver).toMatchObject({ name: "qgate", version: QGATE_VERSION });
    expect(run.tool.driver.rules?.map((r) => r.id)).toEqual([
      "qgate/format/prettier/format",
      "qgate/lint/no-unused-vars",
      "qgate/types/TS2322",
    ]);
    const results = run.results!;
    expect(results).toHaveLength(3);
    for (const result of results) {
      // ruleIndex points at the rule with that id.
      expect(run.tool.driver.rules![result.ruleIndex!]!.id).toBe(result.ruleId);
    }
    const unused = results.find((r) => r.ruleId === "qgate/lint/no-unused-vars")!;
    expect(unused).toMatchObject({
      level: "error",
      message: { text: "'x' is assigned a value but never used." },
      locations: [
        {
          physicalLocation: {
            artifactLocation: { uri: "src/a.ts", uriBaseId: "%SRCROOT%" },
            region: { startLine: 3, startColumn: 7 },
          },
        },
      ],
    });
    expect(results.find((r) => r.ruleId === "qgate/format/prettier/format")?.level).toBe("warning");
    expect(run.originalUriBaseIds?.["%SRCROOT%"]?.uri).toBe(`${pathToFileURL(sample.root).href}/`);
    // A check that could not run is a tool execution notification, and the run was not successful.
    expect(run.invocations).toEqual([
      {
        executionSuccessful: false,
        toolExecutionNotifications: [
          {
            level: "error",
            message: { text: "security: security timed out after 10 ms [tool_execution_failed]" },
            descriptor: { id: "qgate/security" },
          },
        ],
      },
    ]);
  });

  it("info findings are notes; a clean run is successful and still valid", () => {
    sample = sampleRoot();
    const log = render({ findings: [finding({ severity: "info" })], failures: [] });
    expect(sarifErrors(log)).toEqual([]);
    expect(log.runs[0]!.results![0]!.level).toBe("note");
    expect(log.runs[0]!.invocations![0]!.executionSuccessful).toBe(true);
    const empty = render({ findings: [], failures: [] });
    expect(sarifErrors(empty)).toEqual([]);
    expect(empty.runs[0]!.results).toEqual([]);
  });

  it("URIs are repository-relative: a project in a subdirectory of the repository gets its prefix", () => {
    sample = sampleRoot({ git: true });
    const project = path.join(sample.root, "packages", "web");
    mkdirSync(project, { recursive: true });
    const log = JSON.parse(
      renderSarif(ciReport(project, { findings: [finding({ file: "src/a.ts" })] })),
    ) as Sarif.Log;
    expect(log.runs[0]!.results![0]!.locations![0]!.physicalLocation!.artifactLocation!.uri).toBe(
      "packages/web/src/a.ts",
    );
    expect(log.runs[0]!.originalUriBaseIds!["%SRCROOT%"]!.uri).toBe(`${pathToFileURL(sample.root).href}/`);
  });

  it("percent-encodes unusual file names into valid URI references", () => {
    sample = sampleRoot();
    const names = ["sp ace.ts", 'q"uote.ts', "new\nline.ts", "hash#1?.ts", "100%.ts", "café.ts"];
    const log = render({ findings: names.map((file) => finding({ file })), failures: [] });
    expect(sarifErrors(log)).toEqual([]);
    const uris = log.runs[0]!.results!.map((r) => r.locations![0]!.physicalLocation!.artifactLocation!.uri);
    expect(uris).toEqual(names.map(fileUri));
    expect(uris).toContain("sp%20ace.ts");
    expect(uris).toContain("new%0Aline.ts");
    expect(uris.map((u) => decodeURIComponent(u!))).toEqual(names);
  });

  it("fingerprints are stable across line shifts and distinct for repeated identical lines", () => {
    sample = sampleRoot();
    sample.write("src/a.ts", "debugger;\nconst a = 1;\ndebugger;\n");
    const first = render({ findings: [finding({ line: 1 }), finding({ line: 3 })], failures: [] });
    const prints = first.runs[0]!.results!.map((r) => r.partialFingerprints![FINGERPRINT_KEY]);
    expect(prints[0]).not.toBe(prints[1]);
    expect(prints[0]).toMatch(/^[0-9a-f]{32}:1$/);
    expect(prints[1]).toMatch(/:2$/);
    // The same code moved down two lines keeps its fingerprints.
    sample.write("src/a.ts", "// one\n// two\ndebugger;\nconst a = 1;\ndebugger;\n");
    const moved = render({ findings: [finding({ line: 3 }), finding({ line: 5 })], failures: [] });
    expect(moved.runs[0]!.results!.map((r) => r.partialFingerprints![FINGERPRINT_KEY])).toEqual(prints);
  });

  it(`keeps at most ${MAX_RESULTS} results (GitHub's limit per run), errors first, and says so`, () => {
    sample = sampleRoot();
    const findings = Array.from({ length: MAX_RESULTS + 5 }, (_, i) =>
      finding({ line: i + 1, severity: i < 5 ? "warning" : "error" }),
    );
    const log = render({ findings, failures: [] });
    const run = log.runs[0]!;
    expect(run.results).toHaveLength(MAX_RESULTS);
    expect(run.results!.every((r) => r.level === "error")).toBe(true);
    expect(run.invocations![0]!.toolExecutionNotifications).toEqual([
      {
        level: "warning",
        message: {
          text: `5 results left out: GitHub code scanning accepts at most ${MAX_RESULTS} results per run`,
        },
      },
    ]);
  });
});
