/**
 * `--staged` on real temporary git repositories: the index blobs are what is checked, and nothing in
 * the work tree or the index changes (compared byte for byte before and after every run).
 */
import { symlinkSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { restageFixed, stagedChangeSet } from "../../src/changes/staged.js";
import { UsageError } from "../../src/errors.js";
import { changeSummary } from "../helpers/change-summary.js";
import type { TempProject } from "../helpers/project.js";
import { tempProjects } from "../helpers/temp-projects.js";
import { gitState } from "./git-state.js";

const project = tempProjects();
const repo = (options: { commit?: boolean } = {}) => project(undefined, { git: true, ...options });

const state = (p: TempProject) => gitState(p.dir);

async function unchanged<T>(p: TempProject, run: () => Promise<T>): Promise<T> {
  const before = await state(p);
  const result = await run().finally(async () => expect(await state(p)).toEqual(before));
  expect(await state(p)).toEqual(before);
  return result;
}

describe("--staged", () => {
  it("checks the staged blob, not the work tree, and says types use the work tree", async () => {
    const p = await repo();
    p.write("src/a.ts", "export const a = 1;\n");
    await p.git("add", "-A");
    await p.git("commit", "-qm", "base");
    p.write("src/a.ts", "export const a = 1;\nexport const staged = 2;\n");
    await p.git("add", "src/a.ts");
    p.write("src/a.ts", "export const a = 1;\nexport const staged = 2;\nconst unstaged = eval('x');\n");
    const { changeSet, fixable } = await unchanged(p, () => stagedChangeSet(p.dir));
    expect(changeSet.source).toBe("staged");
    expect(changeSummary(changeSet)).toEqual(["modify src/a.ts"]);
    expect(changeSet.files[0]!.content).toBe("export const a = 1;\nexport const staged = 2;\n");
    expect(changeSet.files[0]!.addedLines).toEqual([{ start: 2, end: 2 }]);
    // The types check notes for itself that it reads the work tree (one note, only when it runs).
    expect(changeSet.notes).toEqual([]);
    expect(fixable).toEqual([]);
  });

  it("handles renames, deletions, binary files, odd names, symlinks and untracked files", async () => {
    const p = await repo();
    p.write("old.ts", "export const o = 1;\n".repeat(5));
    p.write("gone.ts", "export const g = 1;\n");
    await p.git("add", "-A");
    await p.git("commit", "-qm", "base");
    await p.git("mv", "old.ts", "new name.ts");
    await p.git("rm", "-q", "gone.ts");
    p.write("bin.dat", Buffer.from([0, 1, 2, 3]));
    p.write('we"ird\nname.ts', "export const w = 1;\n");
    symlinkSync("/etc/hostname", path.join(p.dir, "out.txt"));
    symlinkSync("new name.ts", path.join(p.dir, "in.ts"));
    await p.git("add", "bin.dat", 'we"ird\nname.ts', "out.txt", "in.ts");
    p.write("untracked.ts", "export const u = 1;\n"); // Not staged: not checked.
    const { changeSet } = await unchanged(p, () => stagedChangeSet(p.dir));
    expect(changeSummary(changeSet)).toEqual([
      'create we"ird\nname.ts',
      "delete gone.ts",
      "delete old.ts",
      "modify new name.ts (from old.ts)",
    ]);
    expect(changeSet.files.find((f) => f.path === "new name.ts")!.content).toBe(
      "export const o = 1;\n".repeat(5),
    );
    expect(changeSet.skipped).toEqual(
      expect.arrayContaining([
        { path: "bin.dat", reason: "binary" },
        { path: "out.txt", reason: "a symlink that leads outside the project root" },
        { path: "in.ts", reason: "a symlink (its target is checked as its own file)" },
      ]),
    );
  });

  it("works in a repository with no commits yet, and on a detached HEAD", async () => {
    const empty = await repo({ commit: false });
    empty.write("first.ts", "export const f = 1;\n");
    await empty.git("add", "first.ts");
    const first = await unchanged(empty, () => stagedChangeSet(empty.dir));
    expect(changeSummary(first.changeSet)).toEqual(["create first.ts"]);
    expect(first.changeSet.files[0]!.content).toBe("export const f = 1;\n");

    const p = await repo();
    await p.git("checkout", "-q", "--detach");
    p.write("x.ts", "export const x = 1;\n");
    await p.git("add", "x.ts");
    expect(changeSummary((await unchanged(p, () => stagedChangeSet(p.dir))).changeSet)).toEqual([
      "create x.ts",
    ]);
  });

  it("nothing staged: an empty change set", async () => {
    const p = await repo();
    p.write("dirty.ts", "export const d = 1;\n");
    const { changeSet } = await unchanged(p, () => stagedChangeSet(p.dir));
    expect(changeSet.files).toEqual([]);
    expect(changeSet.notes).toEqual([]);
  });
});

describe("--staged --fix", () => {
  it("refuses a partially staged file, naming it, and changes nothing", async () => {
    const p = await repo();
    p.write("a.ts", "export const a = 1;\n");
    p.write("b.ts", "export const b = 1;\n");
    await p.git("add", "-A");
    await p.git("commit", "-qm", "base");
    p.write("a.ts", "export const a = 2;\n");
    p.write("b.ts", "export const b = 2;\n");
    await p.git("add", "a.ts", "b.ts");
    p.write("b.ts", "export const b = 3;\n");
    const error = await unchanged(p, () =>
      stagedChangeSet(p.dir, { fix: true }).then(
        () => undefined,
        (e: unknown) => e,
      ),
    );
    expect(error).toBeInstanceOf(UsageError);
    expect((error as Error).message).toBe(
      "--staged --fix: b.ts is partially staged (its working tree copy differs from the index); stage or undo those changes first, or run without --fix",
    );
  });

  it("fully staged files are read from disk (so they can be fixed) and re-staged afterwards, and only they", async () => {
    const p = await repo();
    p.write("a.ts", "const a   =  1\n");
    await p.git("add", "a.ts");
    p.write("other.ts", "export const o = 1;\n"); // Untracked, unrelated.
    const { changeSet, fixable } = await unchanged(p, () => stagedChangeSet(p.dir, { fix: true }));
    expect(fixable).toEqual(["a.ts"]);
    expect(changeSet.files[0]!.content).toBeUndefined();
    // A fixer rewrote a.ts (and, wrongly, other.ts): only a.ts is staged again.
    p.write("a.ts", "const a = 1;\n");
    p.write("other.ts", "export const o = 2;\n");
    expect(await restageFixed(p.dir, ["a.ts", "other.ts"], fixable)).toEqual(["a.ts"]);
    expect(await p.git("show", ":a.ts")).toBe("const a = 1;");
    expect(await p.git("status", "--porcelain", "--", "other.ts")).toBe("?? other.ts");
  });

  it("re-staging takes file names literally (a name that looks like a pathspec)", async () => {
    const p = await repo();
    p.write("*.ts", "export const star = 1;\n");
    p.write("x.ts", "export const x = 1;\n");
    await p.git("add", "-A");
    const { fixable } = await stagedChangeSet(p.dir, { fix: true });
    expect(fixable.sort()).toEqual(["*.ts", "x.ts"]);
    p.write("*.ts", "export const star = 2;\n");
    p.write("x.ts", "export const x = 2;\n");
    await restageFixed(p.dir, ["*.ts"], fixable);
    expect(await p.git("show", ":x.ts")).toBe("export const x = 1;");
    expect(await p.git("show", ":*.ts")).toBe("export const star = 2;");
  });
});
