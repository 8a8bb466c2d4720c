import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import {
  ANNOTATIONS_PER_KIND,
  command,
  escapeData,
  escapeProperty,
  renderGithub,
  renderGithubLines,
  stepSummary,
} from "../../src/report/github.js";
import { ciReport, finding, sampleRoot, type SampleRoot } from "./ci-sample.js";

let sample: SampleRoot;
afterEach(() => sample?.cleanup());

describe("workflow command escaping (as @actions/core)", () => {
  it("escapes %, CR and LF in data", () => {
    expect(escapeData("100% done\r\nnext: a,b")).toBe("100%25 done%0D%0Anext: a,b");
  });

  it("also escapes : and , in properties", () => {
    expect(escapeProperty("C:\\dir\\a,b.ts\n%")).toBe("C%3A\\dir\\a%2Cb.ts%0A%25");
  });

  it("builds a command with escaped properties and message, leaving out empty ones", () => {
    expect(
      command(
        "error",
        { file: "src/a,b.ts", line: 3, col: undefined, title: "qgate lint/x:y" },
        "bad\nthing 50%",
      ),
    ).toBe("::error file=src/a%2Cb.ts,line=3,title=qgate lint/x%3Ay::bad%0Athing 50%25");
  });
});

describe("github reporter", () => {
  it("annotates findings with file, line, col, end and title; failures as errors; warnings and infos", () => {
    sample = sampleRoot();
    const lines = renderGithubLines(
      ciReport(sample.root, {
        findings: [
          finding({ file: "src/a.ts", line: 3, column: 7, endLine: 3, endColumn: 9, message: "Bad: 100%" }),
          finding({
            check: "format",
            rule: "prettier/format",
            severity: "warning",
            file: "sp ace.ts",
            line: 5,
          }),
          finding({ check: "security", rule: "x", severity: "info", file: "c.ts", line: 1 }),
        ],
        preexisting: 2,
      }),
    );
    expect(lines).toEqual([
      "::error title=qgate security failed::security timed out after 10 ms [tool_execution_failed]",
      "::error file=src/a.ts,line=3,col=7,endLine=3,endColumn=9,title=qgate lint/no-debugger::Bad: 100%25",
      "::warning file=sp ace.ts,line=5,col=1,title=qgate format/prettier/format::Unexpected 'debugger' statement.",
      "::notice file=c.ts,line=1,col=1,title=qgate security/x::Unexpected 'debugger' statement.",
      "qgate: BLOCKED 3 files, 1 error, 1 warning, 1 failed check; 2 pre-existing findings not shown (--scope all shows them)",
    ]);
  });

  it("names security rules once in titles, log lines and the summary table (security/no-eval)", () => {
    sample = sampleRoot();
    const findings = [
      ...Array.from({ length: ANNOTATIONS_PER_KIND + 1 }, (_, i) =>
        finding({ check: "security", rule: "security/no-eval", line: i + 1 }),
      ),
    ];
    const report = ciReport(sample.root, { findings, failures: [] });
    const lines = renderGithubLines(report);
    expect(lines[0]).toContain(",title=qgate security/no-eval::");
    expect(lines).toContain("src/a.ts:11:1: error security/no-eval: Unexpected 'debugger' statement.");
    expect(stepSummary(report)).toContain("| 1:1 | security/no-eval |");
    expect(lines.join("\n")).not.toContain("security/security");
    expect(stepSummary(report)).not.toContain("security/security");
  });

  it("escapes file names in the lines past the annotation cap, so they cannot inject workflow commands", () => {
    sample = sampleRoot();
    const evil = "src/x.ts\n::error file=y.ts::injected";
    const findings = [
      ...Array.from({ length: ANNOTATIONS_PER_KIND }, (_, i) => finding({ line: i + 1 })),
      finding({ file: evil, message: "two\nlines" }),
      finding({ file: "::warning::z.ts" }),
    ];
    const failures = Array.from({ length: ANNOTATIONS_PER_KIND + 1 }, () => ({
      check: "types" as const,
      file: "a\n::error::b.ts",
      message: "broke\n::error::c",
      errorType: "tool_execution_failed" as const,
    }));
    const lines = renderGithubLines(ciReport(sample.root, { findings, failures })).flatMap((l) =>
      l.split("\n"),
    );
    expect(lines.filter((l) => /^\s*::error/.test(l))).toHaveLength(ANNOTATIONS_PER_KIND);
    expect(lines.filter((l) => /^\s*::warning/.test(l))).toEqual([]);
    expect(lines).toContain("src/x.ts%0A::error file=y.ts::injected:1:1: error lint/no-debugger: two lines");
    expect(lines).toContain(
      "%3A:warning::z.ts:1:1: error lint/no-debugger: Unexpected 'debugger' statement.",
    );
    expect(lines).toContain(
      "qgate types failed: broke ::error::c (a%0A::error::b.ts) [tool_execution_failed]",
    );
  });

  it("paths are relative to the repository when the project is a subdirectory of it", () => {
    sample = sampleRoot({ git: true });
    const project = path.join(sample.root, "pkg");
    const [line] = renderGithubLines(ciReport(project, { failures: [], findings: [finding()] }));
    expect(line).toContain("file=pkg/src/a.ts,");
  });

  it(`annotates at most ${ANNOTATIONS_PER_KIND} of each kind, logs the rest and sums them up in one notice`, () => {
    sample = sampleRoot();
    const findings = [
      ...Array.from({ length: 13 }, (_, i) => finding({ line: i + 1 })),
      ...Array.from({ length: 11 }, (_, i) => finding({ severity: "warning", line: 100 + i })),
    ];
    const lines = renderGithubLines(ciReport(sample.root, { findings, failures: [] }));
    expect(lines.filter((l) => l.startsWith("::error "))).toHaveLength(ANNOTATIONS_PER_KIND);
    expect(lines.filter((l) => l.startsWith("::warning "))).toHaveLength(ANNOTATIONS_PER_KIND);
    expect(lines.filter((l) => l.startsWith("src/a.ts:"))).toEqual([
      "src/a.ts:11:1: error lint/no-debugger: Unexpected 'debugger' statement.",
      "src/a.ts:12:1: error lint/no-debugger: Unexpected 'debugger' statement.",
      "src/a.ts:13:1: error lint/no-debugger: Unexpected 'debugger' statement.",
      "src/a.ts:110:1: warning lint/no-debugger: Unexpected 'debugger' statement.",
    ]);
    const notices = lines.filter((l) => l.startsWith("::notice "));
    expect(notices).toEqual([
      "::notice title=qgate%3A more findings than GitHub annotates::3 errors, 1 warning not annotated (GitHub shows 10 of each kind per step): they are listed in this step's log",
    ]);
  });

  it("appends a Markdown summary to $GITHUB_STEP_SUMMARY when set", () => {
    sample = sampleRoot();
    const summaryFile = path.join(sample.root, "summary.md");
    sample.write("summary.md", "# earlier step\n");
    const report = ciReport(sample.root, {
      findings: [finding({ message: "a | pipe <b>" })],
      preexisting: 4,
    });
    const out = renderGithub(report, { GITHUB_STEP_SUMMARY: summaryFile });
    expect(out).toContain("::error file=src/a.ts");
    const summary = readFileSync(summaryFile, "utf8");
    expect(summary.startsWith("# earlier step\n### ❌ qgate blocked\n")).toBe(true);
    expect(summary).toContain("3 files checked, 1 error, 0 warnings, 1 check could not run");
    expect(summary).toContain("4 pre-existing findings not shown (`--scope all` shows them).");
    expect(summary).toContain("- `security`: security timed out after 10 ms (tool_execution_failed)");
    expect(summary).toContain("| error | `src/a.ts` | 1:1 | lint/no-debugger | a \\| pipe &lt;b&gt; |");
    expect(stepSummary(ciReport(sample.root, { findings: [], failures: [], verdict: "pass" }))).toContain(
      "### ✅ qgate passed",
    );
  });

  it("says INCOMPLETE, in the log and the summary, for a run a check could not complete (exit 2)", () => {
    sample = sampleRoot();
    const report = ciReport(sample.root, { findings: [], verdict: "incomplete" });
    expect(renderGithub(report, {})).toMatch(
      /^qgate: INCOMPLETE 3 files, 0 errors, 0 warnings, 1 failed check/m,
    );
    expect(stepSummary(report)).toMatch(/^### ❌ qgate incomplete \(a check could not run\)$/m);
  });

  it("caps the summary table", () => {
    sample = sampleRoot();
    const findings = Array.from({ length: 60 }, (_, i) => finding({ line: i + 1 }));
    const summary = stepSummary(ciReport(sample.root, { findings }));
    expect(summary.split("\n").filter((l) => l.startsWith("| error |"))).toHaveLength(50);
    expect(summary).toContain("… and 10 more findings (see the log).");
  });
});
