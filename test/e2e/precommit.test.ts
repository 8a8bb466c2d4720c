/**
 * Pre-commit end to end: `qgate install pre-commit` through the built binary, then real `git commit`s
 * in a copy of the clean fixture (bundled Prettier/ESLint/TypeScript), with git's own hook, a custom
 * core.hooksPath, husky's layout and a foreign hook; and `qgate check --staged` on its own.
 */
import { chmodSync, existsSync, readFileSync, symlinkSync } from "node:fs";
import path from "node:path";
import { execa } from "execa";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { gitState } from "../changes/git-state.js";
import { isOneLineError, runQgate, QGATE_BIN } from "../helpers/cli.js";
import { REPO_ROOT, tempProject, type TempProject } from "../helpers/project.js";
import { parseReport } from "../helpers/check-report.js";

let project: TempProject;
beforeEach(async () => {
  project = await tempProject("clean", { git: true });
});
afterEach(() => project.cleanup());

const BAD = "export function f(x: number): number {\n  debugger;\n  return x;\n}\n";
const GOOD = "export function double(x: number): number {\n  return x * 2;\n}\n";

/** `git commit` as a person runs it: hooks on, no qgate variables unless given. */
async function commit(message: string, env: Record<string, string> = {}) {
  const result = await execa("git", ["commit", "-m", message], {
    cwd: project.dir,
    reject: false,
    env: { NO_COLOR: "1", QGATE_SKIP: undefined, CLAUDE_STRICT_QUALITY: undefined, ...env },
  });
  return { exitCode: result.exitCode ?? -1, output: `${result.stdout}\n${result.stderr}` };
}

/**
 * The real lefthook from npm: fixtures/hook-managers' install (lefthook 2.2.1, installed once by the
 * global setup for test/e2e/hook-managers.test.ts), linked as the project's node_modules.
 */
const HOOK_MANAGERS_MODULES = path.join(REPO_ROOT, "fixtures", "hook-managers", "node_modules");

const head = async () => (await project.git("rev-parse", "HEAD")).trim();
const install = (...args: string[]) => runQgate(["install", "pre-commit", ...args], { cwd: project.dir });

async function expectRefusedThenAccepted(): Promise<void> {
  const start = await head();
  project.write("src/bad.ts", BAD);
  await project.git("add", "src/bad.ts");
  const refused = await commit("bad");
  expect(refused.exitCode).not.toBe(0);
  expect(refused.output).toContain("Unexpected 'debugger' statement.");
  expect(refused.output).toContain("BLOCKED");
  expect(await head()).toBe(start);

  await project.git("rm", "-q", "--cached", "src/bad.ts");
  project.write("src/good.ts", GOOD);
  await project.git("add", "src/good.ts");
  const accepted = await commit("good");
  expect(accepted.output).toContain("PASS");
  expect(accepted.exitCode).toBe(0);
  expect(await head()).not.toBe(start);
  expect(await project.git("show", "--name-only", "--format=", "HEAD")).toBe("src/good.ts");
}

describe("qgate install pre-commit", () => {
  it("writes git's hook running this checkout's qgate; a violating commit is refused, a clean one succeeds", async () => {
    const result = await install();
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toBe(
      "qgate check --staged now runs before each commit: added to git's pre-commit hook .git/hooks/pre-commit",
    );
    const hook = path.join(project.dir, ".git", "hooks", "pre-commit");
    const text = readFileSync(hook, "utf8");
    expect(text.startsWith("#!/bin/sh\n# >>> qgate pre-commit >>>\n")).toBe(true);
    expect(text).toContain(`${process.execPath} ${QGATE_BIN} check --staged || exit $?`);
    // Idempotent.
    expect((await install()).stdout).toBe("qgate is already in .git/hooks/pre-commit: nothing to change");
    expect(readFileSync(hook, "utf8")).toBe(text);
    await expectRefusedThenAccepted();
  }, 180_000);

  it("QGATE_SKIP=1 skips it once; uninstall removes the hook qgate created", async () => {
    await install();
    project.write("src/bad.ts", BAD);
    await project.git("add", "src/bad.ts");
    const skipped = await commit("skip", { QGATE_SKIP: "1" });
    expect(skipped.exitCode).toBe(0);
    expect(skipped.output).not.toContain("BLOCKED");
    const removed = await runQgate(["uninstall", "pre-commit"], { cwd: project.dir });
    expect(removed.stdout).toBe("removed qgate from .git/hooks/pre-commit");
    expect(existsSync(path.join(project.dir, ".git", "hooks", "pre-commit"))).toBe(false);
    expect((await runQgate(["uninstall", "pre-commit"], { cwd: project.dir })).stdout).toBe(
      "qgate is not in any pre-commit hook: nothing to change",
    );
  }, 120_000);

  it("honours core.hooksPath", async () => {
    await project.git("config", "core.hooksPath", ".githooks");
    const result = await install();
    expect(result.stdout).toBe(
      "qgate check --staged now runs before each commit: added to git's pre-commit hook .githooks/pre-commit (core.hooksPath .githooks)",
    );
    expect(existsSync(path.join(project.dir, ".git", "hooks", "pre-commit"))).toBe(false);
    await expectRefusedThenAccepted();
  }, 180_000);

  it("keeps a foreign hook: both run, and uninstall gives the original back", async () => {
    const hook = project.write(".git/hooks/pre-commit", "#!/bin/sh\necho foreign > foreign-ran.txt\n");
    chmodSync(hook, 0o755);
    await install();
    const text = readFileSync(hook, "utf8");
    expect(text).toContain("# >>> qgate pre-commit >>>");
    expect(text).toContain("echo foreign > foreign-ran.txt");
    project.write("src/good.ts", GOOD);
    await project.git("add", "src/good.ts");
    expect((await commit("good")).exitCode).toBe(0);
    expect(readFileSync(path.join(project.dir, "foreign-ran.txt"), "utf8")).toBe("foreign\n");
    await runQgate(["uninstall", "pre-commit"], { cwd: project.dir });
    expect(readFileSync(hook, "utf8")).toBe("#!/bin/sh\necho foreign > foreign-ran.txt\n");
  }, 120_000);

  it("with husky (.husky/ and core.hooksPath=.husky/_ as husky sets them), the husky hook is the one used", async () => {
    // husky 9's layout: .husky/_/pre-commit sources .husky/_/h, which runs .husky/pre-commit with sh -e.
    const dispatcher = project.write(".husky/_/pre-commit", '#!/bin/sh\n. "$(dirname "$0")/h"\n');
    const h = project.write(
      ".husky/_/h",
      '#!/bin/sh\nn=$(basename "$0")\ns=$(dirname "$(dirname "$0")")/$n\n[ ! -f "$s" ] && exit 0\nsh -e "$s" "$@"\n',
    );
    chmodSync(dispatcher, 0o755);
    chmodSync(h, 0o755);
    await project.git("config", "core.hooksPath", ".husky/_");
    const result = await install();
    expect(result.stdout).toBe(
      "qgate check --staged now runs before each commit: added to husky's .husky/pre-commit",
    );
    expect(readFileSync(path.join(project.dir, ".husky", "pre-commit"), "utf8")).toContain("check --staged");
    expect(readFileSync(dispatcher, "utf8")).toBe('#!/bin/sh\n. "$(dirname "$0")/h"\n');
    expect(existsSync(path.join(project.dir, ".git", "hooks", "pre-commit"))).toBe(false);
    await expectRefusedThenAccepted();
  }, 180_000);

  it("with the real lefthook (git init, lefthook install, no pre-commit section yet), syncs lefthook so the hook really runs", async () => {
    symlinkSync(HOOK_MANAGERS_MODULES, path.join(project.dir, "node_modules"), "dir");
    const lefthook = path.join(project.dir, "node_modules", ".bin", "lefthook");
    await execa(lefthook, ["install"], { cwd: project.dir });
    expect(readFileSync(path.join(project.dir, "lefthook.yml"), "utf8")).not.toMatch(/^pre-commit:/m);
    expect(existsSync(path.join(project.dir, ".git", "hooks", "pre-commit"))).toBe(false);
    const result = await install("--command", `${process.execPath} ${QGATE_BIN}`);
    expect(result.stdout).toBe(
      "qgate check --staged now runs before each commit: added to lefthook's lefthook.yml",
    );
    expect(readFileSync(path.join(project.dir, ".git", "hooks", "pre-commit"), "utf8")).toMatch(/lefthook/);
    const start = await head();
    project.write("src/token.ts", `export const token = "ghp_${"A1b2C3d4E5f6G7h8I9j0K1l2M3n4O5p6Q7r8"}";\n`);
    await project.git("add", "src/token.ts");
    const refused = await commit("token");
    expect(refused.exitCode, refused.output).not.toBe(0);
    expect(await head()).toBe(start);
  }, 120_000);

  it("says husky's hook takes effect only once husky is set up (core.hooksPath)", async () => {
    project.write("package.json", JSON.stringify({ name: "x", devDependencies: { husky: "^9.0.0" } }));
    project.write(".husky/.keep", "");
    const result = await install();
    expect(result.stdout).toMatch(
      /^qgate check --staged added to husky's \.husky\/pre-commit; it takes effect after husky is set up/,
    );
  });

  it("joins lefthook.yml and .pre-commit-config.yaml instead of git's hook", async () => {
    project.write("lefthook.yml", "pre-commit:\n  commands:\n    lint:\n      run: npm run lint\n");
    // No lefthook installed here to sync git's hook: install says so instead of claiming it runs.
    expect((await install("--command", "npx qgate")).stdout).toBe(
      "qgate check --staged added to lefthook's lefthook.yml; it takes effect after `lefthook install`",
    );
    const lefthook = readFileSync(path.join(project.dir, "lefthook.yml"), "utf8");
    expect(lefthook).toContain(
      `    qgate:\n      run: '[ "\${QGATE_SKIP:-}" = "1" ] || npx qgate check --staged'`,
    );
    expect(lefthook).toContain("    lint:\n      run: npm run lint");
    await runQgate(["uninstall", "pre-commit"], { cwd: project.dir });
    expect(readFileSync(path.join(project.dir, "lefthook.yml"), "utf8")).toBe(
      "pre-commit:\n  commands:\n    lint:\n      run: npm run lint\n",
    );

    project.cleanup();
    project = await tempProject("clean", { git: true });
    // An empty list is extended; a flow-style list with items is refused in one line.
    project.write(".pre-commit-config.yaml", "repos: []\n");
    expect((await install("--command", "npx qgate")).exitCode).toBe(0);
    expect(readFileSync(path.join(project.dir, ".pre-commit-config.yaml"), "utf8")).toMatch(
      /^repos:\n {2}# >>> qgate pre-commit >>>\n {2}- repo: local\n/,
    );
    project.write(".pre-commit-config.yaml", "repos: [{ repo: local, hooks: [] }]\n");
    const refused = await install();
    expect(refused.exitCode).toBe(2);
    expect(isOneLineError(refused.stderr)).toBe(true);
    project.write(".pre-commit-config.yaml", "repos:\n  - repo: local\n    hooks: []\n");
    const added = await install("--command", "npx qgate");
    expect(added.stdout).toContain("added to the pre-commit framework's .pre-commit-config.yaml");
    expect(readFileSync(path.join(project.dir, ".pre-commit-config.yaml"), "utf8")).toContain(
      "      - id: qgate\n        name: qgate\n",
    );
  });

  it("outside a git repository: exit 2, one line", async () => {
    project.cleanup();
    project = await tempProject("clean");
    const result = await install();
    expect(result.exitCode).toBe(2);
    expect(isOneLineError(result.stderr)).toBe(true);
    expect(result.stderr).toMatch(/^qgate: install pre-commit: .* is not in a git repository$/);
  });
});

describe("qgate check --staged", () => {
  const staged = (...args: string[]) => runQgate(["check", "--staged", ...args], { cwd: project.dir });

  it("a bad version staged and fixed only in the work tree blocks; nothing changes", async () => {
    project.write("src/f.ts", BAD);
    await project.git("add", "src/f.ts");
    project.write("src/f.ts", GOOD); // Fixed, but not staged.
    const before = await gitState(project.dir);
    const result = await staged("--only", "lint,format,security", "--format", "json");
    expect(await gitState(project.dir)).toEqual(before);
    const report = parseReport(result.stdout);
    expect(report.findings.map((f) => `${f.file}:${f.line} ${f.rule}`)).toEqual(["src/f.ts:2 no-debugger"]);
    // Types did not run (--only): no note about them.
    expect(report.notes.filter((note) => note.includes("working tree"))).toEqual([]);
    expect(result.exitCode).toBe(1);
  });

  it("types read the staged snapshot: a type error fixed only in the work tree blocks, importers included", async () => {
    project.write("src/typed.ts", "export const x: string = 42;\n");
    await project.git("add", "src/typed.ts");
    project.write("src/typed.ts", 'export const x: string = "42";\n'); // Fixed, but not staged.
    const blocked = await staged("--format", "json");
    expect(parseReport(blocked.stdout).findings.map((f) => `${f.file}:${f.line} ${f.rule}`)).toEqual([
      "src/typed.ts:1 TS2322",
    ]);
    expect(blocked.exitCode).toBe(1);
    expect(parseReport(blocked.stdout).notes.filter((note) => note.includes("working tree"))).toEqual([]);

    // The importer's error, against the staged signature.
    await project.git("reset", "-q", "--", "src/typed.ts");
    project.write("src/lib.ts", "export function twice(x: number): number {\n  return x * 2;\n}\n");
    project.write(
      "src/use.ts",
      'import { twice } from "./lib.js";\n\nexport const four: number = twice(2);\n',
    );
    await project.git("add", "src/lib.ts", "src/use.ts");
    await project.git("commit", "-q", "-m", "lib");
    project.write("src/lib.ts", "export function twice(x: string): string {\n  return x + x;\n}\n");
    await project.git("add", "src/lib.ts");
    project.write("src/lib.ts", "export function twice(x: number): number {\n  return x * 2;\n}\n");
    const importer = await staged("--format", "json");
    expect(parseReport(importer.stdout).findings.map((f) => `${f.file} ${f.rule}`)).toContain(
      "src/use.ts TS2345",
    );
  });

  it("an unstaged type error in a partially staged file is not reported, not even as pre-existing", async () => {
    project.write("src/f.ts", GOOD);
    await project.git("add", "src/f.ts");
    project.write("src/f.ts", `${GOOD}export const bad: number = "x";\n`);
    const result = await staged("--format", "json");
    const report = parseReport(result.stdout) as ReturnType<typeof parseReport> & { preexisting?: number };
    expect(report.findings).toEqual([]);
    expect(report.preexisting ?? 0).toBe(0);
    expect(result.exitCode).toBe(0);
  });

  it("a good version staged with a bad unstaged edit passes; nothing changes", async () => {
    project.write("src/f.ts", GOOD);
    await project.git("add", "src/f.ts");
    project.write("src/f.ts", `${GOOD}debugger;\neval("1");\n`);
    const before = await gitState(project.dir);
    const result = await staged("--only", "lint,format,security", "--format", "json");
    expect(await gitState(project.dir)).toEqual(before);
    expect(parseReport(result.stdout)).toMatchObject({ verdict: "pass", files: ["src/f.ts"], findings: [] });
    expect(result.exitCode).toBe(0);
  });

  it("--fix refuses a partially staged file and changes nothing", async () => {
    project.write("src/f.ts", "export const f   = 1\n");
    await project.git("add", "src/f.ts");
    project.write("src/f.ts", "export const f   = 2\n");
    const before = await gitState(project.dir);
    const result = await staged("--fix");
    expect(await gitState(project.dir)).toEqual(before);
    expect(result.exitCode).toBe(2);
    expect(isOneLineError(result.stderr)).toBe(true);
    expect(result.stderr).toContain("--staged --fix: src/f.ts is partially staged");
  });

  it("--fix fixes a fully staged file and stages the fix, leaving other files alone", async () => {
    project.write("src/f.ts", "export const f   = 1\n");
    project.write("src/untouched.ts", "export const u   = 1\n"); // Untracked: not staged, not fixed.
    await project.git("add", "src/f.ts");
    const result = await staged("--fix", "--only", "format");
    expect(result.stdout).toContain("re-staged after fixing: src/f.ts");
    expect(result.exitCode).toBe(0);
    expect(await project.git("show", ":src/f.ts")).toBe("export const f = 1;");
    expect(readFileSync(path.join(project.dir, "src/f.ts"), "utf8")).toBe("export const f = 1;\n");
    expect(readFileSync(path.join(project.dir, "src/untouched.ts"), "utf8")).toBe("export const u   = 1\n");
    expect(await project.git("status", "--porcelain", "--", "src/f.ts")).toBe("A  src/f.ts");
  });
});
