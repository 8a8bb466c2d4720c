import { existsSync, mkdirSync, rmSync, symlinkSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { explicitChangeSet } from "../../src/changes/explicit.js";
import { displayPath, resolveInsideRoot, toRelative } from "../../src/changes/paths.js";
import { FileError } from "../../src/errors.js";
import { changeSummary } from "../helpers/change-summary.js";
import { tempProjects } from "../helpers/temp-projects.js";

const newProject = tempProjects();
const project = (git = true) => newProject(undefined, { git, commit: false });

describe("paths", () => {
  it("turns absolute paths into /-separated root-relative ones and escapes control characters", () => {
    expect(toRelative("/p", "/p/src/a.ts")).toBe("src/a.ts");
    expect(displayPath("a\nb.ts")).toBe("a\\nb.ts");
    expect(displayPath('say "hi".ts')).toBe('say \\"hi\\".ts');
  });

  it("refuses paths that leave the root, directly or through a symlink", async () => {
    const p = await project(false);
    const outside = await project(false);
    outside.write("x.ts", "export {};\n");
    symlinkSync(outside.dir, path.join(p.dir, "linked"));
    expect(() => resolveInsideRoot(p.dir, p.dir, "../x.ts")).toThrow(/outside the project root/);
    expect(() => resolveInsideRoot(p.dir, p.dir, "/etc/hosts")).toThrow(FileError);
    expect(() => resolveInsideRoot(p.dir, p.dir, "linked/x.ts")).toThrow(
      /^linked\/x\.ts: a symlink that leads outside the project root/,
    );
    expect(resolveInsideRoot(p.dir, path.join(p.dir, "src"), "a.ts")).toEqual({
      absPath: path.join(p.dir, "src", "a.ts"),
      path: "src/a.ts",
    });
  });
});

describe("explicitChangeSet", () => {
  it("takes the named files relative to cwd, once each, as modifications", async () => {
    const p = await project();
    p.write("src/a.ts", "export const a = 1;\n");
    p.write("src/b.ts", "export const b = 1;\n");
    const set = await explicitChangeSet(p.dir, path.join(p.dir, "src"), ["a.ts", "./a.ts", "b.ts"]);
    expect(set.source).toBe("explicit");
    expect(set.root).toBe(p.dir);
    expect(changeSummary(set)).toEqual(["modify src/a.ts", "modify src/b.ts"]);
    expect(set.files[0]?.absPath).toBe(path.join(p.dir, "src", "a.ts"));
  });

  it("expands a directory to its tracked and untracked, non-ignored files", async () => {
    const p = await project();
    p.write(".gitignore", "node_modules\n*.log\n");
    p.write("src/tracked.ts", "export {};\n");
    p.write("src/deep/nested.ts", "export {};\n");
    await p.git("add", "-A");
    await p.git("commit", "-qm", "init");
    p.write("src/untracked.ts", "export {};\n");
    p.write("src/debug.log", "ignored\n");
    p.write("node_modules/dep/index.js", "ignored\n");
    p.write("other/c.ts", "export {};\n");
    const set = await explicitChangeSet(p.dir, p.dir, ["src"]);
    expect(changeSummary(set)).toEqual([
      "modify src/deep/nested.ts",
      "modify src/tracked.ts",
      "modify src/untracked.ts",
    ]);
    const all = await explicitChangeSet(p.dir, p.dir, ["."]);
    expect(all.files.map((f) => f.path)).not.toContain("node_modules/dep/index.js");
    expect(all.files.map((f) => f.path)).toContain("other/c.ts");
  });

  it("leaves out what sits in a node_modules below a named directory, tracked or not, as the project's tools do (issue 39, D4)", async () => {
    const p = await project();
    // unjs/c12 tracks test/fixture/node_modules/...: git lists it, Prettier, ESLint and oxfmt skip it.
    p.write(".gitignore", "*.log\n");
    p.write("test/b.ts", "export {};\n");
    p.write("test/fixture/a.ts", "export {};\n");
    p.write("test/fixture/node_modules/dep/index.ts", "export {};\n");
    p.write("test/fixture/node_modules/dep/lib/x.ts", "export {};\n");
    p.write("packages/x/node_modules/y/index.js", "module.exports = 1;\n");
    await p.git("add", "-A");
    await p.git("commit", "-qm", "init");
    p.write("test/fixture/node_modules/dep/untracked.ts", "export {};\n");
    const reason =
      "a directory the project's formatters and linters skip (node_modules, .git): name a file in it to check it";

    const test = await explicitChangeSet(p.dir, p.dir, ["test"]);
    expect(changeSummary(test)).toEqual(["modify test/b.ts", "modify test/fixture/a.ts"]);
    // Listed by the expansion, not named: the types check leaves out what no tsconfig holds.
    expect(test.files.every((file) => file.expanded === true)).toBe(true);
    expect(test.skipped).toEqual([{ path: "test/fixture/node_modules", reason }]);

    const all = await explicitChangeSet(p.dir, p.dir, ["."]);
    expect(changeSummary(all)).toEqual(["modify .gitignore", "modify test/b.ts", "modify test/fixture/a.ts"]);
    expect(all.skipped.map((entry) => entry.path).sort()).toEqual([
      "packages/x/node_modules",
      "test/fixture/node_modules",
    ]);

    // A file named itself, or the node_modules directory named itself, is checked as asked.
    const named = await explicitChangeSet(p.dir, p.dir, ["test", "test/fixture/node_modules/dep/index.ts"]);
    expect(changeSummary(named)).toContain("modify test/fixture/node_modules/dep/index.ts");
    expect(named.files.find((file) => file.path.endsWith("dep/index.ts"))?.expanded).toBeUndefined();
    const inside = await explicitChangeSet(p.dir, path.join(p.dir, "test/fixture"), ["node_modules"]);
    expect(changeSummary(inside)).toEqual([
      "modify test/fixture/node_modules/dep/index.ts",
      "modify test/fixture/node_modules/dep/lib/x.ts",
      "modify test/fixture/node_modules/dep/untracked.ts",
    ]);
    expect(inside.skipped).toEqual([]);
    // A file named after its directory is checked as named, not as listed.
    const again = await explicitChangeSet(p.dir, p.dir, ["test", "test/b.ts"]);
    expect(again.files.find((file) => file.path === "test/b.ts")?.expanded).toBeUndefined();
  });

  it("notes an empty directory instead of failing", async () => {
    const p = await project();
    mkdirSync(path.join(p.dir, "empty"));
    const set = await explicitChangeSet(p.dir, p.dir, ["empty"]);
    expect(set.files).toEqual([]);
    expect(set.skipped).toEqual([{ path: "empty", reason: "an empty directory" }]);
  });

  it("outside git, expands a directory without dependency and build folders", async () => {
    const p = await project(false);
    p.write("src/a.ts", "export {};\n");
    p.write("node_modules/x/index.js", "x\n");
    p.write("dist/a.js", "x\n");
    const set = await explicitChangeSet(p.dir, p.dir, ["."]);
    expect(changeSummary(set)).toEqual(["modify src/a.ts"]);
  });

  it("treats a tracked file missing from the work tree as a deletion, an unknown one as an error", async () => {
    const p = await project();
    p.write("src/gone.ts", "export {};\n");
    p.write("src/kept.ts", "export {};\n");
    await p.git("add", "-A");
    await p.git("commit", "-qm", "init");
    rmSync(path.join(p.dir, "src/gone.ts"));
    expect(changeSummary(await explicitChangeSet(p.dir, p.dir, ["src/gone.ts"]))).toEqual([
      "delete src/gone.ts",
    ]);
    expect(changeSummary(await explicitChangeSet(p.dir, p.dir, ["src"]))).toEqual([
      "delete src/gone.ts",
      "modify src/kept.ts",
    ]);
    await expect(explicitChangeSet(p.dir, p.dir, ["src/typo.ts"])).rejects.toThrow(
      /^src\/typo\.ts: no such file$/,
    );
  });

  it("refuses a path outside the root and a symlink that escapes it", async () => {
    const p = await project();
    const outside = await project(false);
    outside.write("secret.txt", "x\n");
    symlinkSync(path.join(outside.dir, "secret.txt"), path.join(p.dir, "escape.txt"));
    await expect(explicitChangeSet(p.dir, p.dir, [path.join(outside.dir, "secret.txt")])).rejects.toThrow(
      FileError,
    );
    await expect(explicitChangeSet(p.dir, p.dir, ["escape.txt"])).rejects.toThrow(
      /escape\.txt: a symlink that leads outside the project root/,
    );
  });

  it("keeps odd file names as data: spaces, quotes, a newline, $(...)", async () => {
    const p = await project();
    const names = ["with space.ts", `it's "quoted".ts`, "new\nline.ts", "$(touch pwned).ts"];
    for (const name of names) p.write(`src/${name}`, "export {};\n");
    const named = await explicitChangeSet(
      p.dir,
      p.dir,
      names.map((n) => `src/${n}`),
    );
    expect(named.files.map((f) => f.path).sort()).toEqual(names.map((n) => `src/${n}`).sort());
    const listed = await explicitChangeSet(p.dir, p.dir, ["src"]);
    expect(listed.files.map((f) => f.path).sort()).toEqual(names.map((n) => `src/${n}`).sort());
    expect(existsSync(path.join(p.dir, "pwned"))).toBe(false);
    expect(existsSync(path.join(p.dir, "src", "pwned"))).toBe(false);
  });
});
