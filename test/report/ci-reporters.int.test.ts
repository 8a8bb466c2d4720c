/**
 * The CI door's reporters, the command line run in the test's process (test/helpers/in-process.ts): one run on a pull-request-like diff writes every CI format at
 * once (SARIF validated against the official schema, GitHub workflow commands and step summary, JUnit,
 * rdjson), as action.yml runs it (test/e2e/action.test.ts runs the action itself).
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import type * as Sarif from "sarif";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { runInProcess } from "../helpers/in-process.js";
import { tempProject, type TempProject } from "../helpers/project.js";
import { sarifErrors } from "../report/sarif-schema.js";

let project: TempProject;
beforeEach(async () => {
  project = await tempProject("clean", { git: true });
  await project.git("checkout", "-qb", "feature");
  // A file whose name needs escaping in every format, with a lint error and a security finding.
  project.write(
    "src/pay, now.ts",
    "export function pay(x: string): unknown {\n  debugger;\n  return eval(x);\n}\n",
  );
  await project.git("add", "-A");
  await project.git("commit", "-qm", "feature");
});
afterEach(() => project.cleanup());

const read = (name: string) => readFileSync(path.join(project.dir, name), "utf8");

describe("CI reporters end to end", () => {
  it("the same check run twice in a job appends its step summary twice: such a run is never replayed", async () => {
    const summary = path.join(project.dir, "step-summary.md");
    const run = () =>
      runInProcess(["check", "--only", "lint", "--format", "github", "src/pay, now.ts"], {
        cwd: project.dir,
        // The cache on (the tests turn it off), in a directory of this test's own.
        env: {
          GITHUB_STEP_SUMMARY: summary,
          QGATE_CACHE: "1",
          QGATE_CACHE_DIR: path.join(project.dir, ".qgate-cache"),
        },
      });
    expect((await run()).exitCode).toBe(1);
    expect((await run()).exitCode).toBe(1);
    // A replay prints the first run's output but appends nothing to the job's summary.
    expect(read("step-summary.md").split("### ❌ qgate blocked").length - 1).toBe(2);
  });

  it("sarif, github, junit and rdjson from one run", async () => {
    const summary = path.join(project.dir, "step-summary.md");
    const result = await runInProcess(
      [
        "check",
        "--diff",
        "main",
        "--only",
        "lint,security",
        "--format",
        "github",
        "--format",
        "sarif=out/qgate.sarif",
        "--format",
        "junit=out/junit.xml",
        "--format",
        "rdjson=out/rdjson.json",
      ],
      { cwd: project.dir, env: { GITHUB_STEP_SUMMARY: summary } },
    );
    expect(result.exitCode).toBe(1);

    // GitHub workflow commands: the comma in the file name is escaped as a property.
    const lines = result.stdout.split("\n");
    expect(lines).toContain(
      "::error file=src/pay%2C now.ts,line=2,col=3,endLine=2,endColumn=12,title=qgate lint/no-debugger::Unexpected 'debugger' statement.",
    );
    expect(
      lines.some(
        (l) => l.startsWith("::error file=src/pay%2C now.ts,line=3,") && l.includes("title=qgate security/"),
      ),
    ).toBe(true);
    expect(lines.at(-1)).toMatch(/^qgate: BLOCKED 1 file, \d+ errors?, \d+ warnings?$/);
    expect(read("step-summary.md")).toContain("### ❌ qgate blocked");

    const sarif = JSON.parse(read("out/qgate.sarif")) as Sarif.Log;
    expect(sarifErrors(sarif)).toEqual([]);
    const results = sarif.runs[0]!.results!;
    expect(results.map((r) => r.ruleId)).toContain("qgate/lint/no-debugger");
    expect(results[0]!.locations![0]!.physicalLocation!.artifactLocation).toEqual({
      uri: "src/pay%2C%20now.ts",
      uriBaseId: "%SRCROOT%",
    });
    expect(sarif.runs[0]!.invocations![0]!.executionSuccessful).toBe(true);

    const junit = read("out/junit.xml");
    expect(junit).toContain('<testsuite name="lint" tests="1" failures="1"');
    expect(junit).toContain(
      '<testcase name="src/pay, now.ts" classname="qgate.lint" file="src/pay, now.ts">',
    );

    const rdjson = JSON.parse(read("out/rdjson.json")) as {
      diagnostics: Array<{ code: { value: string }; location: { path: string } }>;
    };
    expect(rdjson.diagnostics.map((d) => d.code.value)).toContain("no-debugger");
    expect(rdjson.diagnostics[0]!.location.path).toBe("src/pay, now.ts");
  });

  it("a check that cannot run is an error annotation and an unsuccessful SARIF invocation", async () => {
    project.write(
      "require-eslint.json",
      JSON.stringify({ extends: "default", checks: { lint: { requireProjectTool: true } } }),
    );
    const result = await runInProcess(
      [
        "check",
        "--diff",
        "main",
        "--only",
        "lint",
        "--policy",
        "require-eslint.json",
        "--format",
        "github",
        "--format",
        "sarif=qgate.sarif",
      ],
      { cwd: project.dir },
    );
    // The policy requires the project's own ESLint, which the clean fixture does not have.
    const failure = result.stdout.split("\n").find((l) => l.includes(",title=qgate lint failed::"));
    expect(failure, result.stdout).toMatch(
      /^::error file=src\/pay%2C now\.ts,title=qgate lint failed::eslint is not installed/,
    );
    expect(failure).toMatch(/\[dependency_error\]$/);
    expect(result.exitCode).toBe(2);
    const sarif = JSON.parse(read("qgate.sarif")) as Sarif.Log;
    expect(sarifErrors(sarif)).toEqual([]);
    expect(sarif.runs[0]!.invocations![0]).toMatchObject({
      executionSuccessful: false,
      toolExecutionNotifications: [{ level: "error", descriptor: { id: "qgate/lint" } }],
    });
  });
});
