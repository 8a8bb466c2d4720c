/**
 * The changed files at the base revision, as the types check reads them: from git, then from what this
 * process read before while HEAD names the same commit. Real git repositories.
 */
import path from "node:path";
import { describe, expect, it } from "vitest";
import { readBaseContents } from "../../src/checks/types/base.js";
import { tempProjects } from "../helpers/temp-projects.js";

const project = tempProjects();

describe("types: the base revision's content", () => {
  it("follows HEAD: a commit, an amend, a reset and a checkout are each seen on the next read", async () => {
    const p = await project(undefined, { git: true });
    const file = p.write("src/a.ts", "export const a = 1;\n");
    const other = path.join(p.dir, "src/new.ts");
    await p.git("add", "-A");
    await p.git("commit", "-qm", "one");
    const read = async () => (await readBaseContents(p.dir, "HEAD", [file, other])).get(file);
    expect(await read()).toBe("export const a = 1;\n");
    expect((await readBaseContents(p.dir, "HEAD", [other])).get(other)).toBeNull();

    p.write("src/a.ts", "export const a = 2;\n");
    // Unchanged HEAD: the work tree's edit is not the base.
    expect(await read()).toBe("export const a = 1;\n");
    await p.git("commit", "-qam", "two");
    expect(await read()).toBe("export const a = 2;\n");

    p.write("src/a.ts", "export const a = 3;\n");
    await p.git("commit", "-q", "--amend", "-am", "two, amended");
    expect(await read()).toBe("export const a = 3;\n");

    await p.git("reset", "-q", "--soft", "HEAD~1");
    expect(await read()).toBe("export const a = 1;\n");

    await p.git("stash", "-q");
    await p.git("checkout", "-q", "-b", "other");
    p.write("src/a.ts", "export const a = 4;\n");
    await p.git("commit", "-qam", "four");
    await p.git("checkout", "-q", "main");
    expect(await read()).toBe("export const a = 1;\n");
    await p.git("checkout", "-q", "other");
    expect(await read()).toBe("export const a = 4;\n");
  });

  it("outside a repository knows no base: nothing is returned, so importers are checked", async () => {
    const p = await project();
    const file = p.write("src/a.ts", "export const a = 1;\n");
    expect((await readBaseContents(p.dir, "HEAD", [file])).size).toBe(0);
  });
});
