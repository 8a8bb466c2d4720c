/** `--diff <base>` and `--diff <a>..<b>` on real temporary git repositories. */
import { rmSync, symlinkSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { diffChangeSet, parseDiffSpec } from "../../src/changes/diff.js";
import { UsageError } from "../../src/errors.js";
import { changeSummary } from "../helpers/change-summary.js";
import type { TempProject } from "../helpers/project.js";
import { tempProjects } from "../helpers/temp-projects.js";

const project = tempProjects();
const repo = (options: { commit?: boolean } = {}) => project(undefined, { git: true, ...options });

const lines = (n: number, prefix = "line") =>
  Array.from({ length: n }, (_, i) => `${prefix} ${i + 1}`).join("\n") + "\n";

describe("parseDiffSpec", () => {
  it("reads a base, a..b and a...b (an empty side is HEAD)", () => {
    expect(parseDiffSpec("origin/main")).toEqual({ kind: "base", base: "origin/main" });
    expect(parseDiffSpec("a..b")).toEqual({ kind: "range", from: "a", to: "b", symmetric: false });
    expect(parseDiffSpec("a...")).toEqual({ kind: "range", from: "a", to: "HEAD", symmetric: true });
    expect(parseDiffSpec("..b")).toEqual({ kind: "range", from: "HEAD", to: "b", symmetric: false });
    expect(() => parseDiffSpec(" ")).toThrow(UsageError);
  });
});

describe("--diff <base>", () => {
  it("lists modified, renamed, deleted, untracked files and odd names, with the changed lines", async () => {
    const p = await repo();
    p.write("src/a.ts", lines(10));
    p.write("src/old name.ts", lines(30, "rename me"));
    p.write("src/gone.ts", "export const gone = 1;\n");
    p.write("logo.png", Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 1, 2]));
    await p.git("add", "-A");
    await p.git("commit", "-qm", "base");
    // Line 5 changed, a line added at the end.
    p.write("src/a.ts", lines(10).replace("line 5\n", "line five\n") + "line 11\n");
    await p.git("mv", "src/old name.ts", "src/new name.ts");
    await p.git("rm", "-q", "src/gone.ts");
    p.write("logo.png", Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 9, 9]));
    p.write("sp ace.ts", "export const s = 1;\n");
    p.write('q"uote.ts', "export const q = 1;\n");
    p.write("new\nline.ts", "export const n = 1;\n");

    const cs = await diffChangeSet(p.dir, "HEAD");
    expect(cs.source).toBe("diff");
    expect(changeSummary(cs)).toEqual([
      "create new\nline.ts",
      'create q"uote.ts',
      "create sp ace.ts",
      "delete src/gone.ts",
      "delete src/old name.ts",
      "modify src/a.ts",
      "modify src/new name.ts (from src/old name.ts)",
    ]);
    expect(cs.skipped).toEqual([{ path: "logo.png", reason: "binary" }]);
    const a = cs.files.find((f) => f.path === "src/a.ts")!;
    expect(a.addedLines).toEqual([
      { start: 5, end: 5 },
      { start: 11, end: 11 },
    ]);
    expect(a.contextLines).toEqual([{ start: 2, end: 11 }]);
    expect(a.content).toBeUndefined(); // The work tree is what is checked.
    expect(cs.files.find((f) => f.path === "src/new name.ts")!.addedLines).toEqual([]);
    expect(cs.notes?.[0]).toMatch(/^changes since HEAD \(merge-base [0-9a-f]{12}\), work tree included$/);
  });

  it("uses the merge-base: changes made on the base branch since are not listed", async () => {
    const p = await repo();
    p.write("shared.ts", "export const v = 1;\n");
    await p.git("add", "-A");
    await p.git("commit", "-qm", "base");
    await p.git("checkout", "-qb", "feature");
    p.write("feature.ts", "export const f = 1;\n");
    await p.git("add", "-A");
    await p.git("commit", "-qm", "feature work");
    await p.git("checkout", "-q", "main");
    p.write("main-only.ts", "export const m = 1;\n");
    await p.git("add", "-A");
    await p.git("commit", "-qm", "main moved on");
    await p.git("checkout", "-q", "feature");
    expect(changeSummary(await diffChangeSet(p.dir, "main"))).toEqual(["create feature.ts"]);
  });

  it("works on a detached HEAD", async () => {
    const p = await repo();
    p.write("a.ts", "export const a = 1;\n");
    await p.git("add", "-A");
    await p.git("commit", "-qm", "one");
    p.write("b.ts", "export const b = 1;\n");
    await p.git("add", "-A");
    await p.git("commit", "-qm", "two");
    await p.git("checkout", "-q", "--detach", "HEAD");
    expect((await p.git("rev-parse", "--abbrev-ref", "HEAD")).trim()).toBe("HEAD");
    expect(changeSummary(await diffChangeSet(p.dir, "main~1"))).toEqual(["create b.ts"]);
  });

  it("a base that does not exist is a one-line usage error naming it", async () => {
    const p = await repo();
    await expect(diffChangeSet(p.dir, "nope")).rejects.toThrow(
      new UsageError('--diff nope: unknown revision "nope"'),
    );
    await expect(diffChangeSet(p.dir, "--output=/tmp/x")).rejects.toThrow(
      /unknown revision "--output=\/tmp\/x"/,
    );
    await expect(diffChangeSet(p.dir, "main..nope")).rejects.toThrow(
      /--diff main\.\.nope: unknown revision "nope"/,
    );
  });

  it("a repository with no commits: every base is unknown, and the message says why", async () => {
    const p = await repo({ commit: false });
    p.write("a.ts", "export const a = 1;\n");
    await expect(diffChangeSet(p.dir, "main")).rejects.toThrow(
      '--diff main: unknown revision "main" (the repository has no commits yet)',
    );
  });

  it("in a shallow clone, an unknown revision says how to fetch it", async () => {
    const p = await repo();
    for (const n of [1, 2, 3]) {
      p.write("a.ts", `export const a = ${n};\n`);
      await p.git("add", "-A");
      await p.git("commit", "-qm", `commit ${n}`);
    }
    const clone = await project();
    rmSync(clone.dir, { recursive: true, force: true });
    await execa("git", ["clone", "-q", "--depth", "1", pathToFileURL(p.dir).href, clone.dir]);
    await expect(diffChangeSet(clone.dir, "HEAD~1")).rejects.toThrow(
      '--diff HEAD~1: unknown revision "HEAD~1" (this is a shallow clone, so it may not have that commit: git fetch --deepen=50, or fetch-depth: 0 in actions/checkout)',
    );
    await expect(diffChangeSet(clone.dir, "upstream/main")).rejects.toThrow(
      /a remote branch needs git fetch upstream main\)$/,
    );
  });

  it("outside a git repository: a usage error", async () => {
    const p = await project();
    await expect(diffChangeSet(p.dir, "main")).rejects.toThrow(/^--diff: .* is not in a git repository$/);
  });

  it("follows symlinks only inside the root", async () => {
    const p = await repo();
    p.write("src/a.ts", "export const a = 1;\n");
    await p.git("add", "-A");
    await p.git("commit", "-qm", "base");
    symlinkSync("src/a.ts", path.join(p.dir, "inside-link.ts"));
    symlinkSync("/etc/hostname", path.join(p.dir, "outside-link.ts"));
    symlinkSync("missing.ts", path.join(p.dir, "dangling.ts"));
    const cs = await diffChangeSet(p.dir, "HEAD");
    expect(changeSummary(cs)).toEqual(["create inside-link.ts"]);
    expect(cs.skipped).toEqual(
      expect.arrayContaining([
        { path: "outside-link.ts", reason: "a symlink that leads outside the project root" },
        { path: "dangling.ts", reason: "a dangling symlink" },
      ]),
    );
  });

  it("a project in a subdirectory of the repository sees only its own files, relative to itself", async () => {
    const p = await repo();
    p.write("pkg/src/a.ts", "export const a = 1;\n");
    p.write("other/b.ts", "export const b = 1;\n");
    await p.git("add", "-A");
    await p.git("commit", "-qm", "base");
    p.write("pkg/src/a.ts", "export const a = 2;\n");
    p.write("other/b.ts", "export const b = 2;\n");
    const cs = await diffChangeSet(path.join(p.dir, "pkg"), "HEAD");
    expect(changeSummary(cs)).toEqual(["modify src/a.ts"]);
    expect(cs.files[0]!.absPath).toBe(path.join(p.dir, "pkg", "src", "a.ts"));
  });
});

describe("--diff <a>..<b>", () => {
  async function history(p: TempProject): Promise<void> {
    p.write("src/a.ts", "export const a = 1;\n");
    p.write("src/keep.ts", "export const k = 1;\n");
    await p.git("add", "-A");
    await p.git("commit", "-qm", "one");
    await p.git("tag", "v1");
    p.write("src/a.ts", "export const a = 1;\nexport const added = 2;\n");
    p.write("src/b.ts", "export const b = 1;\n");
    p.write("img.bin", Buffer.from([1, 0, 2, 0]));
    await p.git("add", "-A");
    await p.git("commit", "-qm", "two");
    await p.git("tag", "v2");
  }

  it("lists only committed changes, with the content at <b> when <b> is not checked out", async () => {
    const p = await repo();
    await history(p);
    p.write("src/c.ts", "export const c = 3;\n");
    await p.git("add", "-A");
    await p.git("commit", "-qm", "three");
    p.write("src/a.ts", "work tree edit\n"); // Not part of v1..v2.
    const cs = await diffChangeSet(p.dir, "v1..v2");
    expect(changeSummary(cs)).toEqual(["create src/b.ts", "modify src/a.ts"]);
    expect(cs.skipped).toEqual([{ path: "img.bin", reason: "binary" }]);
    const a = cs.files.find((f) => f.path === "src/a.ts")!;
    expect(a.content).toBe("export const a = 1;\nexport const added = 2;\n");
    expect(a.addedLines).toEqual([{ start: 2, end: 2 }]);
    expect(cs.files.find((f) => f.path === "src/b.ts")!.content).toBe("export const b = 1;\n");
    expect(cs.notes).toContain("files are checked as they are at v2");
  });

  it("reads the work tree when <b> is HEAD and the file is unchanged there; --fix is refused otherwise", async () => {
    const p = await repo();
    await history(p);
    let cs = await diffChangeSet(p.dir, "v1..HEAD");
    expect(cs.files.every((f) => f.content === undefined)).toBe(true);
    p.write("src/b.ts", "export const b = 'edited';\n");
    cs = await diffChangeSet(p.dir, "v1..HEAD");
    expect(cs.files.find((f) => f.path === "src/b.ts")!.content).toBe("export const b = 1;\n");
    expect(cs.files.find((f) => f.path === "src/a.ts")!.content).toBeUndefined();
    await expect(diffChangeSet(p.dir, "v1..HEAD", { fix: true })).rejects.toThrow(
      /^--fix with --diff v1\.\.HEAD: the files at HEAD are not the checked-out ones/,
    );
    // Without --fix, a..b with a b that is not checked out is fine: its files come from b's tree.
    const atV2 = await diffChangeSet(p.dir, "v1..v2", { fix: false });
    expect(changeSummary(atV2)).toEqual(["create src/b.ts", "modify src/a.ts"]);
    expect(atV2.files.find((f) => f.path === "src/b.ts")!.content).toBe("export const b = 1;\n");
  });

  it("a...b compares b with the merge-base; submodules are skipped with a note", async () => {
    const p = await repo();
    await history(p);
    await p.git("checkout", "-qb", "side", "v1");
    p.write("side.ts", "export const s = 1;\n");
    const sub = (await p.git("rev-parse", "HEAD")).trim();
    await p.git("update-index", "--add", "--cacheinfo", `160000,${sub},vendor/lib`);
    await p.git("add", "side.ts");
    await p.git("commit", "-qm", "side");
    const cs = await diffChangeSet(p.dir, "v2...side");
    expect(changeSummary(cs)).toEqual(["create side.ts"]);
    expect(cs.skipped).toEqual([{ path: "vendor/lib", reason: "a submodule (not checked)" }]);
  });
});
