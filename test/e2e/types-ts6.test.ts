/**
 * TypeScript 6 through the compiler API, with the project's own copy. The fixture's tsconfig has no
 * "strict": TypeScript 6 turns strict on by default and 5.x does not, so TS7006 appears only when the
 * project's TypeScript 6 is the one that ran, which the bundled-5.9 counter-case confirms.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runQgate } from "../helpers/cli.js";
import { FIXTURES } from "../helpers/project.js";
import { tempProjects } from "../helpers/temp-projects.js";

const newProject = tempProjects();

interface TypesReport {
  verdict: string;
  findings: Array<{ file: string; line: number; rule: string; message: string }>;
  tools: Array<{ name: string; version: string; source: string }>;
}

async function checkTypes(dir: string): Promise<{ exitCode: number; report: TypesReport }> {
  const result = await runQgate(["check", "--format", "json", "--only", "types", "src/math.ts"], {
    cwd: dir,
  });
  return { exitCode: result.exitCode, report: JSON.parse(result.stdout) as TypesReport };
}

describe("qgate check --only types on a TypeScript 6 project", () => {
  it("uses the project's TypeScript 6 in-process, with its defaults", async () => {
    const p = await newProject("ts6", { git: true });
    const { exitCode, report } = await checkTypes(p.dir);
    expect(report.tools).toEqual([
      { name: "typescript", version: "6.0.3", source: "project", packageDir: "" },
    ]);
    expect(report.findings.map((f) => `${f.file}:${f.line} ${f.rule}`)).toEqual(["src/math.ts:2 TS7006"]);
    expect(report.findings[0]?.message).toBe("Parameter 'value' implicitly has an 'any' type.");
    expect(exitCode).toBe(1);
  });

  it("the same sources under qgate's bundled TypeScript 5.9 give no finding (5.x is not strict by default)", async () => {
    const p = await newProject(undefined, { git: true });
    for (const file of ["tsconfig.json", "src/math.ts", "src/use.ts"]) {
      p.write(file, readFileSync(path.join(FIXTURES, "ts6", file)));
    }
    const { exitCode, report } = await checkTypes(p.dir);
    expect(report.tools).toMatchObject([{ name: "typescript", source: "bundled" }]);
    expect(report.tools[0]?.version).toMatch(/^5\./);
    expect(report.findings).toEqual([]);
    expect(exitCode).toBe(0);
  });
});
