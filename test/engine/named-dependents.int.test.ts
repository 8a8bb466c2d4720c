/**
 * Named files have no base revision, so every file that depends on them is checked (docs/checks/types.md):
 * `qgate check src/a.ts` with a.ts unchanged can show, and block on, an error in b.ts. The report says
 * why, and how to see only what a change caused (issue 39, N2). Selection and engine in-process, as the
 * CLI runs them, on a real git repository.
 */
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selectChanges } from "../../src/changes/select.js";
import { InlineHost } from "../../src/engine/host.js";
import { runGate } from "../../src/pipeline.js";
import { loadPolicy } from "../../src/policy/load.js";
import { tempProject, type TempProject } from "../helpers/project.js";

let project: TempProject;
const host = new InlineHost();

beforeAll(async () => {
  project = await tempProject("importer-break", { git: true, commit: true });
  // An error in an importer of src/a.ts, in the work tree; src/a.ts itself is as committed.
  project.write(
    "src/b.ts",
    'import { add } from "./a.js";\n\nexport const total: number = add(1, 2);\nexport const planted: number = "not a number";\n',
  );
});
afterAll(async () => {
  await host.close();
  project.cleanup();
});

async function check(selection: { files?: string[]; diff?: string }) {
  const { changeSet, fromDiff } = await selectChanges({ root: project.dir, ...selection });
  const policy = loadPolicy({ root: project.dir });
  // As the CLI chooses it: the policy's diff scope on a diff, the whole file for named files.
  const scope = fromDiff ? policy.scope.diff : "file";
  return runGate(changeSet, { policy, only: ["types"], scope, host });
}

const NOTE = /named files are checked with every file that depends on them/;

describe("named files and the files that depend on them", () => {
  it("an unchanged named file blocks on an importer's error: one note says why, and what --diff HEAD shows", async () => {
    const report = await check({ files: ["src/a.ts"] });
    expect(report.files).toEqual(["src/a.ts"]);
    expect(report.findings.map((f) => `${f.file}:${f.line} ${f.rule}`)).toEqual(["src/b.ts:4 TS2322"]);
    expect(report.verdict).toBe("block");
    expect(report.notes.filter((note) => NOTE.test(note))).toEqual([
      "1 type error in files you did not name (src/b.ts:4): named files are checked with every file that depends on them, since there is no base revision to tell what a change to them caused, so it may have been there before; --diff HEAD shows only what a change caused",
    ]);
  });

  it("no note when the findings are in the named files, nor on a diff", async () => {
    const named = await check({ files: ["src/b.ts"] });
    expect(named.findings.map((f) => f.file)).toEqual(["src/b.ts"]);
    expect(named.notes.join("\n")).not.toMatch(NOTE);
    const diff = await check({ diff: "HEAD" });
    expect(diff.files).toEqual(["src/b.ts"]);
    expect(diff.notes.join("\n")).not.toMatch(NOTE);
  });
});
