/** `qgate check` for the lint and format checks, in the test's process (test/helpers/in-process.ts), on real fixture projects. */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runInProcess } from "../helpers/in-process.js";
import type { TempProject } from "../helpers/project.js";
import { tempProjects } from "../helpers/temp-projects.js";
import type { JsonReport } from "../helpers/check-report.js";

const newProject = tempProjects();
const project = (fixture: string) => newProject(fixture, { git: true });

async function check(
  p: TempProject,
  args: string[],
): Promise<{ exitCode: number; report: JsonReport; stderr: string }> {
  const result = await runInProcess(["check", "--format", "json", ...args], { cwd: p.dir });
  let report: JsonReport;
  try {
    report = JSON.parse(result.stdout) as JsonReport;
  } catch {
    throw new Error(`not JSON (exit ${result.exitCode}): ${result.stdout}\n${result.stderr}`);
  }
  return { exitCode: result.exitCode, report, stderr: result.stderr };
}

function rows(report: JsonReport): string[] {
  return report.findings.map((f) => `${f.check} ${f.file}:${f.line}:${f.column} ${f.severity} ${f.rule}`);
}

function tool(report: JsonReport, name: string) {
  return report.tools
    .filter((t) => t.name === name)
    .map((t) => `${t.version} ${t.source} ${t.packageDir || "."}`);
}

describe("qgate check: lint and format", () => {
  it("uses the project's own ESLint 9 flat config and Prettier 3, and is silent about ignored files", async () => {
    const p = await project("lint-flat");
    const { exitCode, report } = await check(p, [
      "--only",
      "lint,format",
      "src/clean.ts",
      "src/lint-errors.ts",
      "src/unformatted.ts",
      "src/prettier-ignored.ts",
      "src/generated/eslint-ignored.ts",
    ]);
    expect(report.failures).toEqual([]);
    expect(rows(report)).toEqual([
      "lint src/lint-errors.ts:2:7 error prefer-const",
      "lint src/lint-errors.ts:3:9 error @typescript-eslint/no-unused-vars",
      "lint src/lint-errors.ts:4:3 warning no-console",
      "lint src/lint-errors.ts:5:16 error eqeqeq",
      "format src/unformatted.ts:5:1 error prettier/format",
    ]);
    expect(tool(report, "eslint")).toEqual(["9.39.5 project ."]);
    expect(tool(report, "prettier")).toEqual(["3.10.1 project ."]);
    expect(report.verdict).toBe("block");
    expect(exitCode).toBe(1);
  });

  it("runs a legacy .eslintrc project with its own ESLint 8 (and Prettier 2)", async () => {
    const p = await project("legacy-eslintrc");
    const { exitCode, report } = await check(p, [
      "--only",
      "lint,format",
      "src/clean.js",
      "src/violations.js",
    ]);
    expect(report.failures).toEqual([]);
    expect(rows(report)).toEqual([
      "lint src/violations.js:2:3 warning no-var",
      "lint src/violations.js:2:18 error eqeqeq",
      "lint src/violations.js:3:9 error no-unused-vars",
      "format src/violations.js:4:1 error prettier/format",
      "lint src/violations.js:4:16 error semi",
    ]);
    expect(tool(report, "eslint")).toEqual(["8.57.1 project ."]);
    expect(tool(report, "prettier")).toEqual(["2.8.8 project ."]);
    expect(exitCode).toBe(1);

    // .eslintignore: no finding and no warning for the vendored file.
    const ignored = await check(p, ["--only", "lint", "src/vendor/thirdparty.js"]);
    expect(ignored.report.findings).toEqual([]);
    expect(ignored.report.failures).toEqual([]);
    expect(ignored.exitCode).toBe(0);
  });

  it("applies each package's own rules and Prettier options in a monorepo", async () => {
    const p = await project("monorepo");
    const { exitCode, report } = await check(p, [
      "--only",
      "lint,format",
      "packages/a/src/same.js",
      "packages/b/src/same.js",
    ]);
    expect(report.failures).toEqual([]);
    // Same code: `==` is an error only in a; console is a warning only in b; semicolons are wrong only in b.
    expect(rows(report)).toEqual([
      "lint packages/a/src/same.js:3:16 error eqeqeq",
      "format packages/b/src/same.js:2:1 error prettier/format",
      "lint packages/b/src/same.js:2:3 warning no-console",
    ]);
    expect(tool(report, "eslint")).toEqual(["9.39.5 project packages/a", "9.39.5 project packages/b"]);
    expect(exitCode).toBe(1);
  });

  it("says when qgate's bundled ESLint and Prettier were used", async () => {
    const p = await project("no-tools");
    const { exitCode, report } = await check(p, ["--only", "lint,format", "src/util.js", "src/ugly.ts"]);
    expect(report.failures).toEqual([]);
    expect(rows(report)).toEqual([
      "format src/ugly.ts:1:1 error prettier/format",
      "lint src/util.js:2:9 error no-unused-vars",
    ]);
    expect(tool(report, "eslint")).toEqual(["10.15.0 bundled ."]);
    expect(tool(report, "prettier")).toEqual(["3.10.1 bundled ."]);
    // Each bundled tool named once: the lint note already says which ESLint ran.
    expect(report.notes).toEqual([
      "lint: no ESLint config in the project; used qgate's bundled ESLint 10.15.0 with @eslint/js and typescript-eslint recommended rules",
      "prettier 3.10.1: qgate's bundled copy (none installed in the project)",
    ]);
    expect(exitCode).toBe(1);
  });

  it("fails with dependency_error and exit 2 when the policy requires the project's own ESLint", async () => {
    const p = await project("no-tools");
    p.write(".qgaterc.json", JSON.stringify({ checks: { lint: { requireProjectTool: true } } }));
    const { exitCode, report } = await check(p, ["--only", "lint", "src/util.js"]);
    expect(report.findings).toEqual([]);
    expect(report.failures).toEqual([
      {
        check: "lint",
        errorType: "dependency_error",
        message:
          "eslint is not installed in . and the policy requires the project's own (requireProjectTool)",
        file: "src/util.js",
      },
    ]);
    expect(exitCode).toBe(2);
  });

  it("--staged checks the staged content, not the working tree", async () => {
    const p = await project("lint-flat");
    p.write("src/clean.ts", 'let staged = "double"\nexport { staged }\n');
    await p.git("add", "src/clean.ts");
    // The working tree is clean again; only the index holds the problems.
    p.write("src/clean.ts", "export const fine = 1\n");
    const { exitCode, report } = await check(p, ["--staged", "--only", "lint,format"]);
    expect(report.failures).toEqual([]);
    expect(rows(report)).toEqual([
      "format src/clean.ts:1:1 error prettier/format",
      "lint src/clean.ts:1:5 error prefer-const",
    ]);
    expect(readFileSync(path.join(p.dir, "src/clean.ts"), "utf8")).toBe("export const fine = 1\n");
    expect(exitCode).toBe(1);
  });

  it("--fix rewrites only the named files, then reports what remains", async () => {
    const p = await project("lint-flat");
    p.write("src/other.ts", 'let other = "x";\nexport { other };\n');
    const untouched = ["src/other.ts", "src/prettier-ignored.ts", "src/clean.ts"].map((f) => [
      f,
      readFileSync(path.join(p.dir, f)),
    ]);
    const { exitCode, report } = await check(p, [
      "--fix",
      "--only",
      "lint,format",
      "src/lint-errors.ts",
      "src/unformatted.ts",
    ]);
    expect(report.fixed).toEqual(["src/lint-errors.ts", "src/unformatted.ts"]);
    expect(readFileSync(path.join(p.dir, "src/lint-errors.ts"), "utf8")).toContain("  const limit = 10\n");
    expect(readFileSync(path.join(p.dir, "src/unformatted.ts"), "utf8")).toContain(
      "export const label = 'product'\n",
    );
    for (const [file, before] of untouched)
      expect(readFileSync(path.join(p.dir, file as string))).toEqual(before);
    // What --fix cannot repair is still reported.
    expect(rows(report)).toEqual([
      "lint src/lint-errors.ts:3:9 error @typescript-eslint/no-unused-vars",
      "lint src/lint-errors.ts:4:3 warning no-console",
      "lint src/lint-errors.ts:5:16 error eqeqeq",
    ]);
    expect(exitCode).toBe(1);
  });
});
