/**
 * `qgate install pre-commit` with the real husky (9.1.7) and lefthook (2.2.1) from npm
 * (fixtures/hook-managers), then real `git commit`s: a staged type error is refused, a clean change
 * is committed, and the user's own pre-commit command still runs.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { execa } from "execa";
import { afterEach, describe, expect, it } from "vitest";
import { QGATE_BIN, runQgate } from "../helpers/cli.js";
import { tempProject, type TempProject } from "../helpers/project.js";

let project: TempProject | undefined;
afterEach(() => project?.cleanup());

const COMMAND = `${process.execPath} ${QGATE_BIN}`;
const env = { QGATE_DAEMON: "0", NO_COLOR: "1", CI: "true" };

async function commit(p: TempProject, content: string) {
  p.write("src/change.ts", content);
  await p.git("add", "src/change.ts");
  return execa("git", ["commit", "-m", "change"], { cwd: p.dir, reject: false, env });
}

/** A type error is refused; the fixed file is committed. */
async function expectGate(p: TempProject) {
  const refused = await commit(p, "export const x: string = 42;\n");
  expect(refused.exitCode, refused.stdout + refused.stderr).not.toBe(0);
  expect(refused.stdout + refused.stderr).toMatch(/TS2322/);
  expect((await execa("git", ["log", "--oneline"], { cwd: p.dir })).stdout.split("\n")).toHaveLength(1);
  const committed = await commit(p, 'export const x: string = "42";\n');
  expect(committed.exitCode, committed.stdout + committed.stderr).toBe(0);
  // The user's own pre-commit command ran as well.
  expect(readFileSync(path.join(p.dir, "mine-ran.txt"), "utf8")).toContain("mine");
}

describe("qgate install pre-commit with the real hook managers", () => {
  it("husky: added to .husky/pre-commit after husky init; commits are gated", async () => {
    project = await tempProject("hook-managers", { git: true });
    const init = await execa(path.join(project.dir, "node_modules", ".bin", "husky"), ["init"], {
      cwd: project.dir,
      reject: false,
    });
    expect(init.exitCode, init.stderr).toBe(0);
    // husky init's own `npm test` line, replaced by the user's command.
    project.write(".husky/pre-commit", "echo mine >> mine-ran.txt\n");
    const install = await runQgate(["install", "pre-commit", "--command", COMMAND], { cwd: project.dir });
    expect(install.stdout, install.stderr).toBe(
      "qgate check --staged now runs before each commit: added to husky's .husky/pre-commit",
    );
    expect(readFileSync(path.join(project.dir, ".husky/pre-commit"), "utf8")).toContain(
      "echo mine >> mine-ran.txt",
    );
    await expectGate(project);
  });

  it("lefthook: a qgate command in lefthook.yml, git's hook synced by the project's lefthook; commits are gated", async () => {
    project = await tempProject("hook-managers", { git: true });
    project.write(
      "lefthook.yml",
      "pre-commit:\n  commands:\n    mine:\n      run: echo mine >> mine-ran.txt\n",
    );
    const install = await runQgate(["install", "pre-commit", "--command", COMMAND], { cwd: project.dir });
    expect(install.exitCode, install.stderr).toBe(0);
    expect(install.stdout).not.toMatch(/after `lefthook install`/);
    expect(existsSync(path.join(project.dir, ".git", "hooks", "pre-commit"))).toBe(true);
    await expectGate(project);
    const removed = await runQgate(["uninstall", "pre-commit"], { cwd: project.dir });
    expect(removed.exitCode).toBe(0);
    expect(readFileSync(path.join(project.dir, "lefthook.yml"), "utf8")).toBe(
      "pre-commit:\n  commands:\n    mine:\n      run: echo mine >> mine-ran.txt\n",
    );
  });
});
