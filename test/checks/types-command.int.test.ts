/** The types check through `qgate check` in the test's process (test/helpers/in-process.ts): exit codes, importer findings, TS 7, monorepos. */
import { rmSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { runInProcess } from "../helpers/in-process.js";
import { tempProject, type TempProject } from "../helpers/project.js";

interface JsonReport {
  verdict: string;
  findings: Array<{
    check: string;
    rule: string;
    severity: string;
    file: string;
    line: number;
    column: number;
    message: string;
  }>;
  failures: Array<{ check: string; errorType: string; message: string }>;
  tools: Array<{ name: string; version: string; source: string; packageDir: string }>;
  notes: string[];
}

const projects: TempProject[] = [];
afterEach(() => {
  for (const project of projects.splice(0)) project.cleanup();
});

async function project(fixture?: string, git = false): Promise<TempProject> {
  const created = await tempProject(fixture, { git });
  projects.push(created);
  return created;
}

async function checkTypes(dir: string, files: string[]): Promise<{ exitCode: number; report: JsonReport }> {
  const result = await runInProcess(["check", "--cwd", dir, "--format", "json", "--only", "types", ...files]);
  let report: JsonReport;
  try {
    report = JSON.parse(result.stdout) as JsonReport;
  } catch {
    throw new Error(`no JSON report (exit ${result.exitCode}):\n${result.stdout}\n${result.stderr}`);
  }
  return { exitCode: result.exitCode, report };
}

function located(report: JsonReport): string[] {
  return report.findings.map((f) => `${f.file}:${f.line} ${f.rule}`).sort();
}

describe("qgate check --only types", () => {
  it("passes a clean project and blocks when an edit to a.ts breaks its importers b.ts and d.ts", async () => {
    const p = await project("importer-break");
    const clean = await checkTypes(p.dir, ["src/a.ts"]);
    expect(clean.exitCode).toBe(0);
    expect(clean.report.verdict).toBe("pass");
    expect(clean.report.tools).toEqual([
      { name: "typescript", version: "5.9.3", source: "project", packageDir: "" },
    ]);

    p.write(
      "src/a.ts",
      "export function add(x: number, y: number, z: number): number {\n  return x + y + z;\n}\n",
    );
    const broken = await checkTypes(p.dir, ["src/a.ts"]);
    expect(broken.exitCode).toBe(1);
    expect(broken.report.verdict).toBe("block");
    expect(located(broken.report)).toEqual(["src/b.ts:3 TS2554", "src/d.ts:3 TS2554"]);
    expect(broken.report.findings[0]).toMatchObject({
      check: "types",
      severity: "error",
      column: 30,
      message: "Expected 3 arguments, but got 2.",
    });
  });

  it("re-checks the importers of a file deleted from the working tree (no selector: git changes)", async () => {
    const p = await project("importer-break", true);
    rmSync(path.join(p.dir, "src/a.ts"));
    const result = await runInProcess(["check", "--format", "json", "--only", "types"], { cwd: p.dir });
    expect(result.exitCode).toBe(1);
    const report = JSON.parse(result.stdout) as JsonReport;
    expect(located(report)).toEqual(["src/b.ts:1 TS2307", "src/c.ts:1 TS2307"]);
    expect(report.findings[0]?.message).toBe(
      "Cannot find module './a.js' or its corresponding type declarations.",
    );
  });

  it("checks a TypeScript 7 project with its native tsc", async () => {
    const p = await project("ts7");
    const { exitCode, report } = await checkTypes(p.dir, ["src/greet.ts"]);
    expect(report.failures).toEqual([]);
    expect(exitCode).toBe(1);
    // The changed file's error and its importer's; src/other.ts's error is not this change's business.
    expect(located(report)).toEqual(["src/greet.ts:5 TS2322", "src/main.ts:3 TS2345"]);
    expect(report.tools).toEqual([
      { name: "typescript", version: "7.0.2", source: "project", packageDir: "" },
    ]);
  });

  it("checks files of two monorepo packages in one run, each with its own tsconfig", async () => {
    const p = await project("ts-monorepo");
    const { exitCode, report } = await checkTypes(p.dir, [
      "packages/strict/src/double.ts",
      "packages/loose/src/double.ts",
    ]);
    expect(exitCode).toBe(1);
    expect(located(report)).toEqual(["packages/strict/src/double.ts:2 TS7006"]);
    expect(report.tools.map((t) => `${t.packageDir}: ${t.source} ${t.version}`).sort()).toEqual([
      "packages/loose: project 5.9.3",
      "packages/strict: project 5.9.3",
    ]);
  });

  it("uses qgate's bundled TypeScript in a project without one, and says so", async () => {
    const p = await project();
    p.write("tsconfig.json", JSON.stringify({ compilerOptions: { strict: true, noEmit: true } }));
    p.write("index.ts", "export const answer: number = '42';\n");
    const { exitCode, report } = await checkTypes(p.dir, ["index.ts"]);
    expect(exitCode).toBe(1);
    expect(located(report)).toEqual(["index.ts:1 TS2322"]);
    expect(report.tools).toEqual([expect.objectContaining({ name: "typescript", source: "bundled" })]);
    expect(report.notes.join("\n")).toMatch(/typescript 5\.9\.\d+: qgate's bundled copy/);
  });
});
