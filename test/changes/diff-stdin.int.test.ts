/** `--diff-stdin`: unified diffs from git, from `diff -u` and from a mailed patch, against a real work tree. */
import { symlinkSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { diffTextChangeSet } from "../../src/changes/diff-stdin.js";
import { UsageError } from "../../src/errors.js";
import { changeSummary } from "../helpers/change-summary.js";
import { tempProjects } from "../helpers/temp-projects.js";

const project = tempProjects();
const repo = () => project(undefined, { git: true });

describe("--diff-stdin", () => {
  it("takes paths from the new side of `git diff` output, with ranges; content stays the work tree's", async () => {
    const p = await repo();
    p.write("src/a b.ts", "one\ntwo\nthree\n");
    p.write("old.ts", "x\n".repeat(20));
    p.write("gone.ts", "g\n");
    p.write("pic.bin", Buffer.from([0, 1, 2]));
    await p.git("add", "-A");
    await p.git("commit", "-qm", "base");
    p.write("src/a b.ts", "one\nTWO\nthree\nfour\n");
    await p.git("mv", "old.ts", 'n"ew.ts');
    await p.git("rm", "-q", "gone.ts");
    p.write("pic.bin", Buffer.from([0, 9, 9]));
    p.write("added.ts", "export const added = 1;\n");
    await p.git("add", "-A");
    const diff = await p.git("diff", "--cached", "-M");
    const cs = diffTextChangeSet(p.dir, `${diff}\n`);
    expect(cs.source).toBe("diff");
    expect(changeSummary(cs)).toEqual([
      "create added.ts",
      "delete gone.ts",
      "delete old.ts",
      'modify n"ew.ts (from old.ts)',
      "modify src/a b.ts",
    ]);
    expect(cs.skipped).toEqual([{ path: "pic.bin", reason: "binary" }]);
    const ab = cs.files.find((f) => f.path === "src/a b.ts")!;
    expect(ab.addedLines).toEqual([
      { start: 2, end: 2 },
      { start: 4, end: 4 },
    ]);
    expect(ab.absPath).toBe(path.join(p.dir, "src", "a b.ts"));
    expect(ab.content).toBeUndefined();
  });

  it("reads plain `diff -u` names with or without a/ b/ prefixes", async () => {
    const p = await repo();
    p.write("src/x.ts", "x\n");
    p.write("b/inside.ts", "y\n"); // A real directory called b/: its name is kept.
    const text = [
      "--- a/src/x.ts\t2024-01-01 00:00:00.000000000 +0000",
      "+++ b/src/x.ts\t2024-01-01 00:00:01.000000000 +0000",
      "@@ -0,0 +1 @@",
      "+x",
      "--- b/inside.ts.orig",
      "+++ b/inside.ts",
      "@@ -0,0 +1 @@",
      "+y",
      "",
    ].join("\n");
    expect(changeSummary(diffTextChangeSet(p.dir, text))).toEqual(["modify b/inside.ts", "modify src/x.ts"]);
  });

  it("skips paths outside the root and submodules; a file touched twice (a patch series) is checked whole", async () => {
    const p = await repo();
    p.write("a.ts", "a\nb\n");
    const text = [
      "diff --git a/../escape.ts b/../escape.ts",
      "--- a/../escape.ts",
      "+++ b/../escape.ts",
      "@@ -1 +1 @@",
      "-x",
      "+y",
      "diff --git a/vendor/lib b/vendor/lib",
      "new file mode 160000",
      "index 0000000..1234567",
      "--- /dev/null",
      "+++ b/vendor/lib",
      "@@ -0,0 +1 @@",
      "+Subproject commit 1234567890123456789012345678901234567890",
      "diff --git a/a.ts b/a.ts",
      "--- a/a.ts",
      "+++ b/a.ts",
      "@@ -1 +1 @@",
      "-A",
      "+a",
      "diff --git a/a.ts b/a.ts",
      "--- a/a.ts",
      "+++ b/a.ts",
      "@@ -2 +2 @@",
      "-B",
      "+b",
      "",
    ].join("\n");
    const cs = diffTextChangeSet(p.dir, text);
    expect(changeSummary(cs)).toEqual(["modify a.ts"]);
    expect(cs.files[0]!.addedLines).toBeUndefined();
    expect(cs.notes).toEqual(["a.ts appears 2 times in the diff: the whole file is in scope"]);
    expect(cs.skipped).toEqual([
      { path: "../escape.ts", reason: "outside the project root" },
      { path: "vendor/lib", reason: "a submodule (not checked)" },
    ]);
  });

  it("follows a symlink only inside the root", async () => {
    const p = await repo();
    symlinkSync("/etc/hostname", path.join(p.dir, "link.ts"));
    const text = "--- /dev/null\n+++ b/link.ts\n@@ -0,0 +1 @@\n+x\n";
    const cs = diffTextChangeSet(p.dir, text);
    expect(cs.files).toEqual([]);
    expect(cs.skipped).toEqual([
      { path: "link.ts", reason: "a symlink that leads outside the project root" },
    ]);
  });

  it("empty input is an empty change set; text that is not a diff is a usage error", async () => {
    const p = await repo();
    expect(diffTextChangeSet(p.dir, "").files).toEqual([]);
    expect(() => diffTextChangeSet(p.dir, "just some text\n")).toThrow(
      new UsageError("--diff-stdin: no unified diff found on standard input"),
    );
  });
});
