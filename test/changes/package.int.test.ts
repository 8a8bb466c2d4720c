/**
 * `qgate check --package [dir]` (issue 35): the files of the package that owns dir, not a nested
 * package's; with a base, its changes since then, or all of it when it has none of its own.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { selectChanges } from "../../src/changes/select.js";
import { UsageError } from "../../src/errors.js";
import { changeSummary } from "../helpers/change-summary.js";
import { tempProjects } from "../helpers/temp-projects.js";

const newProject = tempProjects();

async function monorepo() {
  const p = await newProject(undefined, { git: true, commit: false });
  p.write("package.json", '{ "workspaces": ["packages/*"] }\n');
  p.write("README.md", "# root\n");
  p.write("packages/a/package.json", '{ "name": "a" }\n');
  p.write("packages/a/src/one.ts", "export const one = 1;\n");
  p.write("packages/a/src/two.ts", "export const two = 2;\n");
  p.write("packages/a/nested/package.json", '{ "name": "nested" }\n');
  p.write("packages/a/nested/inner.ts", "export const inner = 0;\n");
  p.write("packages/b/package.json", '{ "name": "b" }\n');
  p.write("packages/b/index.ts", "export const b = 0;\n");
  await p.git("add", "-A");
  await p.git("commit", "-qm", "base");
  return p;
}

describe("--package", () => {
  it("selects every file of the package that owns the directory, not a nested package's", async () => {
    const p = await monorepo();
    for (const cwd of [path.join(p.dir, "packages/a"), path.join(p.dir, "packages/a/src")]) {
      const { changeSet, fromDiff } = await selectChanges({ root: p.dir, cwd, package: true });
      expect(fromDiff).toBe(false);
      expect(changeSummary(changeSet)).toEqual([
        "modify packages/a/package.json",
        "modify packages/a/src/one.ts",
        "modify packages/a/src/two.ts",
      ]);
    }
    const named = await selectChanges({
      root: p.dir,
      cwd: p.dir,
      files: ["packages/a/nested"],
      package: true,
    });
    expect(changeSummary(named.changeSet)).toEqual([
      "modify packages/a/nested/inner.ts",
      "modify packages/a/nested/package.json",
    ]);
  });

  it("with a base: the package's own changes since it, or all of it when it has none", async () => {
    const p = await monorepo();
    await p.git("checkout", "-q", "-b", "feature");
    p.write("packages/a/src/two.ts", "export const two = 22;\n");
    p.write("packages/a/nested/inner.ts", "export const inner = 1;\n");
    await p.git("commit", "-qam", "change");
    const a = path.join(p.dir, "packages/a");
    for (const options of [{ diff: "main" }, { packageBase: "main" }]) {
      const { changeSet, fromDiff } = await selectChanges({ root: p.dir, cwd: a, package: true, ...options });
      expect(fromDiff).toBe(true);
      expect(changeSummary(changeSet)).toEqual(["modify packages/a/src/two.ts"]);
    }
    // b changed nothing since main: it runs because something it reads did, so all of it.
    const b = await selectChanges({
      root: p.dir,
      cwd: path.join(p.dir, "packages/b"),
      package: true,
      diff: "main",
    });
    expect(changeSummary(b.changeSet)).toEqual([
      "modify packages/b/index.ts",
      "modify packages/b/package.json",
    ]);
    // An empty TURBO_SCM_BASE is none.
    const whole = await selectChanges({ root: p.dir, cwd: a, package: true, packageBase: "" });
    expect(whole.fromDiff).toBe(false);
  });

  it("refuses two directories, --staged, a directory outside the root or without a package", async () => {
    const p = await monorepo();
    const root = { root: p.dir, cwd: p.dir, package: true };
    await expect(selectChanges({ ...root, files: ["packages/a", "packages/b"] })).rejects.toThrow(
      /^--package: expected at most one package directory/,
    );
    await expect(selectChanges({ ...root, staged: true })).rejects.toThrow(UsageError);
    await expect(selectChanges({ ...root, files: [".."] })).rejects.toThrow(
      /^--package \.\.: outside the project root/,
    );
    const bare = await newProject(undefined, { git: true, commit: false });
    bare.write("src/x.ts", "export {};\n");
    await expect(
      selectChanges({ root: bare.dir, cwd: bare.dir, package: true, files: ["src"] }),
    ).rejects.toThrow(/^--package src: no package.json at or above it/);
  });
});
