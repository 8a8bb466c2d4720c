/**
 * `qgate check --fix`, the command line run in the test's process (test/helpers/in-process.ts): Prettier
 * and ESLint fixes on the selected files only, then a fresh check.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runInProcess } from "../helpers/in-process.js";
import type { TempProject } from "../helpers/project.js";
import { tempProjects } from "../helpers/temp-projects.js";
import { parseReport, snapshot } from "../helpers/check-report.js";

const newProject = tempProjects();

const UGLY = "export function f(): number {\n  let y = 1\n    return y}\n";

async function project(): Promise<TempProject> {
  const p = await newProject("clean", { git: true });
  p.write("src/selected.ts", UGLY);
  p.write("src/other.ts", UGLY);
  await p.git("add", "-A");
  await p.git("commit", "-qm", "two files with fixable problems");
  return p;
}

describe("qgate check --fix", () => {
  it("fixes the selected file (ESLint fix, then Prettier), re-checks it, and touches nothing else", async () => {
    const p = await project();
    const before = snapshot(p.dir);
    const result = await runInProcess(["check", "--fix", "src/selected.ts", "--format", "json"], {
      cwd: p.dir,
    });
    expect(result.stderr).toBe("");
    const report = parseReport(result.stdout);
    expect(report.fixed).toEqual(["src/selected.ts"]);
    expect(report.findings).toEqual([]);
    expect(report.verdict).toBe("pass");
    expect(result.exitCode).toBe(0);
    expect(readFileSync(path.join(p.dir, "src/selected.ts"), "utf8")).toBe(
      "export function f(): number {\n  const y = 1;\n  return y;\n}\n",
    );
    // Every other file, the unformatted sibling included, is byte-identical.
    const after = snapshot(p.dir);
    before.delete("src/selected.ts");
    after.delete("src/selected.ts");
    expect(after).toEqual(before);
    expect(readFileSync(path.join(p.dir, "src/other.ts"), "utf8")).toBe(UGLY);
  });

  it("reports what no fixer can repair, after fixing the rest", async () => {
    const p = await project();
    p.write("src/selected.ts", "export function g(): number {\n  debugger\n  let z = 2\n  return z}\n");
    const result = await runInProcess(["check", "--fix", "src/selected.ts", "--format", "json"], {
      cwd: p.dir,
    });
    const report = parseReport(result.stdout);
    expect(report.findings.map((f) => `${f.check}/${f.rule}`)).toEqual(["lint/no-debugger"]);
    expect(result.exitCode).toBe(1);
    expect(readFileSync(path.join(p.dir, "src/selected.ts"), "utf8")).toBe(
      "export function g(): number {\n  debugger;\n  const z = 2;\n  return z;\n}\n",
    );
  });

  it("without --fix, no file changes", async () => {
    const p = await project();
    const before = snapshot(p.dir);
    const result = await runInProcess(["check", "src/selected.ts", "src/other.ts"], { cwd: p.dir });
    expect(result.exitCode).toBe(1);
    expect(snapshot(p.dir)).toEqual(before);
  });
});
