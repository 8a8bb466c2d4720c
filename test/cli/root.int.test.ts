import { mkdirSync, realpathSync, symlinkSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { resolveRoot } from "../../src/changes/root.js";
import { tempProjects } from "../helpers/temp-projects.js";

const newProject = tempProjects();
const project = (git: boolean) => newProject(undefined, { git });

describe("resolveRoot", () => {
  it("is the git top level of the current directory", async () => {
    const p = await project(true);
    mkdirSync(path.join(p.dir, "a/b"), { recursive: true });
    expect(await resolveRoot(undefined, path.join(p.dir, "a/b"))).toBe(p.dir);
  });

  it("is the current directory outside git", async () => {
    const p = await project(false);
    mkdirSync(path.join(p.dir, "sub"));
    expect(await resolveRoot(undefined, path.join(p.dir, "sub"))).toBe(path.join(p.dir, "sub"));
  });

  it("is --cwd when given (relative to the current directory, symlinks resolved)", async () => {
    const p = await project(true);
    mkdirSync(path.join(p.dir, "packages/api"), { recursive: true });
    symlinkSync(path.join(p.dir, "packages"), path.join(p.dir, "pk"));
    expect(await resolveRoot("packages/api", p.dir)).toBe(path.join(p.dir, "packages/api"));
    expect(await resolveRoot("pk/api", p.dir)).toBe(realpathSync(path.join(p.dir, "packages/api")));
  });

  it("refuses a --cwd that is missing or not a directory, in one line", async () => {
    const p = await project(false);
    p.write("file.txt", "x\n");
    await expect(resolveRoot("missing", p.dir)).rejects.toThrow(/^--cwd missing: does not exist$/);
    await expect(resolveRoot("file.txt", p.dir)).rejects.toThrow(/^--cwd file\.txt: not a directory$/);
    await expect(resolveRoot("new\nline", p.dir)).rejects.toThrow(/^--cwd new\\nline: does not exist$/);
  });
});
