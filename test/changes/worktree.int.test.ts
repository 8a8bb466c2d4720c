import { rmSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { changeTypeOf, parseNameStatus, worktreeChangeSet } from "../../src/changes/worktree.js";
import { UsageError } from "../../src/errors.js";
import { changeSummary } from "../helpers/change-summary.js";
import type { TempProject } from "../helpers/project.js";
import { tempProjects } from "../helpers/temp-projects.js";

const project = tempProjects();

describe("parseNameStatus", () => {
  it("reads NUL-separated entries, with two paths for renames and copies", () => {
    const output = ["M", "a.ts", "R087", "old.ts", "new.ts", "D", "gone.ts", "C100", "x.ts", "y.ts", ""].join(
      "\0",
    );
    expect(parseNameStatus(output)).toEqual([
      { status: "M", path: "a.ts" },
      { status: "R087", previousPath: "old.ts", path: "new.ts" },
      { status: "D", path: "gone.ts" },
      { status: "C100", previousPath: "x.ts", path: "y.ts" },
    ]);
    expect(["A", "C100", "D", "M", "T", "R100"].map(changeTypeOf)).toEqual([
      "create",
      "create",
      "delete",
      "modify",
      "modify",
      "modify",
    ]);
  });
});

describe("worktreeChangeSet", () => {
  async function committed(): Promise<TempProject> {
    const p = await project(undefined, { git: true, commit: false });
    p.write(".gitignore", "node_modules\n*.log\n");
    p.write("src/edit.ts", "export const a = 1;\n");
    p.write("src/same.ts", "export const same = 1;\n");
    p.write("src/gone.ts", "export const gone = 1;\n");
    p.write("src/move.ts", "export const moved = 'a fairly long line so git sees a rename';\n");
    await p.git("add", "-A");
    await p.git("commit", "-qm", "init");
    return p;
  }

  it("lists modified, deleted, renamed, staged and untracked files against HEAD, not ignored ones", async () => {
    const p = await committed();
    p.write("src/edit.ts", "export const a = 2;\n");
    rmSync(path.join(p.dir, "src/gone.ts"));
    await p.git("mv", "src/move.ts", "src/moved.ts");
    p.write("src/staged.ts", "export {};\n");
    await p.git("add", "src/staged.ts");
    p.write("src/new file.ts", "export {};\n");
    p.write("debug.log", "ignored\n");
    p.write("node_modules/x/index.js", "ignored\n");
    const set = await worktreeChangeSet(p.dir);
    expect(set.source).toBe("worktree");
    expect(changeSummary(set)).toEqual([
      "create src/new file.ts",
      "create src/staged.ts",
      "delete src/gone.ts",
      "delete src/move.ts",
      "modify src/edit.ts",
      "modify src/moved.ts (from src/move.ts)",
    ]);
    expect(set.files.find((f) => f.path === "src/edit.ts")?.absPath).toBe(path.join(p.dir, "src/edit.ts"));
  });

  it("is empty when nothing changed", async () => {
    const p = await committed();
    expect((await worktreeChangeSet(p.dir)).files).toEqual([]);
  });

  it("treats everything as new in a repository with no commits", async () => {
    const p = await project(undefined, { git: true, commit: false });
    p.write("a.ts", "export {};\n");
    await p.git("add", "a.ts");
    p.write("b.ts", "export {};\n");
    expect(changeSummary(await worktreeChangeSet(p.dir))).toEqual([
      "create .gitignore",
      "create a.ts",
      "create b.ts",
    ]);
  });

  it("with a root below the top level (--cwd), lists only files under it, relative to it", async () => {
    const p = await committed();
    p.write("src/edit.ts", "export const a = 3;\n");
    p.write("other.ts", "export {};\n");
    p.write("src/sub/new.ts", "export {};\n");
    const set = await worktreeChangeSet(path.join(p.dir, "src"));
    expect(changeSummary(set)).toEqual(["create sub/new.ts", "modify edit.ts"]);
  });

  it("refuses a directory outside any git repository with a one-line usage error", async () => {
    const p = await project();
    await expect(worktreeChangeSet(p.dir)).rejects.toThrow(UsageError);
    await expect(worktreeChangeSet(p.dir)).rejects.toThrow(/is not in a git repository: name the files/);
  });

  it("keeps file names with newlines and quotes intact (-z)", async () => {
    const p = await committed();
    p.write('src/odd\n"name".ts', "export {};\n");
    expect(changeSummary(await worktreeChangeSet(p.dir))).toEqual(['create src/odd\n"name".ts']);
  });
});
