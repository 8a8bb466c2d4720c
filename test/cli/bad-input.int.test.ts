/**
 * Bad input to `qgate check`, its command line run in the test's process (test/helpers/in-process.ts): each case has its exit code, a one-line
 * message (no stack trace) when it is an error, and leaves every file of the project as it was.
 */
import { existsSync, mkdirSync, symlinkSync } from "node:fs";
import path from "node:path";
import { afterAll, afterEach, beforeAll, beforeEach, describe, expect, it } from "vitest";
import { isOneLineError } from "../helpers/cli.js";
import { runInProcess } from "../helpers/in-process.js";
import { REPO_ROOT, tempProject, type TempProject } from "../helpers/project.js";
import { parseReport, snapshot } from "../helpers/check-report.js";

let project: TempProject;
let outside: TempProject;
let before: Map<string, string> | undefined;

beforeAll(async () => {
  outside = await tempProject();
  outside.write("secret.ts", "export const outside = 1;\n");
});
afterAll(() => outside.cleanup());

beforeEach(async () => {
  before = undefined;
  project = await tempProject("clean", { git: true });
});
afterEach(() => {
  // No bad input changes a file: compare against the snapshot a test took after its own set-up.
  if (before) expect(snapshot(project.dir)).toEqual(before);
  project.cleanup();
});

const check = (...args: string[]) => runInProcess(["check", ...args], { cwd: project.dir });
const freeze = () => {
  before = snapshot(project.dir);
};

function expectOneLineError(result: { exitCode: number; stderr: string; stdout: string }, pattern: RegExp) {
  expect(result.exitCode).toBe(2);
  expect(isOneLineError(result.stderr), result.stderr).toBe(true);
  expect(result.stderr).toMatch(pattern);
  expect(result.stderr).not.toMatch(/\n\s+at /);
  expect(result.stdout).toBe("");
}

describe("qgate check: bad input", () => {
  it("a nonexistent path: exit 2 naming it", async () => {
    freeze();
    expectOneLineError(await check("src/nope.ts"), /^qgate: src\/nope\.ts: no such file$/);
  });

  it("a directory is expanded to its files (like eslint src/); an empty one gives a note", async () => {
    mkdirSync(path.join(project.dir, "empty"));
    freeze();
    const listed = await check("src", "--only", "format", "--format", "json");
    expect(listed.exitCode).toBe(0);
    expect(parseReport(listed.stdout).files.sort()).toEqual(["src/cart.ts", "src/index.ts", "src/money.ts"]);
    const empty = await check("empty");
    expect(empty.exitCode).toBe(0);
    expect(empty.stderr).toBe("");
    expect(empty.stdout).toContain("skipped empty: an empty directory");
    expect(empty.stdout).toContain("note: nothing to check");
  });

  it("a binary file is skipped with a note, exit 0", async () => {
    project.write(
      "assets/logo.png",
      Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a, 0, 0, 0, 13]),
    );
    freeze();
    const result = await check("assets/logo.png", "--format", "json");
    expect(result.exitCode).toBe(0);
    const report = parseReport(result.stdout);
    expect(report.skipped).toEqual([{ path: "assets/logo.png", reason: "binary" }]);
    expect(report.files).toEqual([]);
    expect(report.verdict).toBe("pass");
  });

  it("a clean 5 MB file is too large for format, lint and types but scanned for secrets, exit 0", async () => {
    project.write("src/huge.ts", `export const data = "${"a".repeat(5 * 1024 * 1024)}";\n`);
    freeze();
    const result = await check("src/huge.ts");
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain(
      "note: src/huge.ts: too large for format, lint and types (5.0 MB > 1.0 MB); scanned for secrets only",
    );
    expect(result.stdout).toMatch(/^PASS 1 file, 0 errors/m);
    // With no check that reads it, it is skipped as before.
    const formatOnly = await check("--only", "format", "src/huge.ts");
    expect(formatOnly.exitCode).toBe(0);
    expect(formatOnly.stdout).toContain("skipped src/huge.ts: too large (5.0 MB > 1.0 MB)");
    expect(formatOnly.stdout).toMatch(/^PASS 0 files/m);
  });

  it("file names with spaces, quotes, a newline and $(touch pwned) are checked as data", async () => {
    const names = ["src/with space.ts", `src/it's "quoted".ts`, "src/new\nline.ts", "src/$(touch pwned).ts"];
    for (const name of names) project.write(name, "export const value = 1;\n");
    freeze();
    const result = await check(...names, "--format", "json");
    expect(result.stderr).toBe("");
    const report = parseReport(result.stdout);
    expect(report.files.sort()).toEqual([...names].sort());
    expect(report.failures).toEqual([]);
    expect(report.findings).toEqual([]);
    expect(result.exitCode).toBe(0);
    for (const dir of [project.dir, path.join(project.dir, "src"), REPO_ROOT]) {
      expect(existsSync(path.join(dir, "pwned")), dir).toBe(false);
    }
  });

  it("a path outside the root: exit 2", async () => {
    freeze();
    expectOneLineError(
      await check(path.join(outside.dir, "secret.ts")),
      /^qgate: .*secret\.ts: outside the project root /,
    );
    expectOneLineError(await check("../../etc/hosts"), /outside the project root/);
  });

  it("a symlink that escapes the root: exit 2, and its target is never read", async () => {
    symlinkSync(path.join(outside.dir, "secret.ts"), path.join(project.dir, "src", "link.ts"));
    symlinkSync(outside.dir, path.join(project.dir, "linked-dir"));
    freeze();
    expectOneLineError(
      await check("src/link.ts"),
      /^qgate: src\/link\.ts: a symlink that leads outside the project root/,
    );
    expectOneLineError(await check("linked-dir/secret.ts"), /a symlink that leads outside the project root/);
  });

  it("broken policy JSON: exit 2 naming the file", async () => {
    project.write(".qgaterc.json", '{ "extends": "strict", ');
    freeze();
    expectOneLineError(await check("src/index.ts"), /^qgate: \.qgaterc\.json: invalid JSON/);
  });

  it("an unknown check name, in --only and in the policy: exit 2", async () => {
    freeze();
    expectOneLineError(
      await check("src/index.ts", "--only", "lint,spelling"),
      /^qgate: --only: unknown check "spelling": expected format, lint, types, security$/,
    );
    project.write(".qgaterc.json", JSON.stringify({ checks: { spelling: { enabled: true } } }));
    freeze();
    expectOneLineError(
      await check("src/index.ts"),
      /^qgate: \.qgaterc\.json: checks: unknown check "spelling": expected format, lint, types, security$/,
    );
  });

  it("a mistyped extends or a bad check option in .qgaterc.json: exit 2 naming the file and the key", async () => {
    project.write(".qgaterc.json", JSON.stringify({ extends: "strcit" }));
    freeze();
    expectOneLineError(
      await check("src/index.ts"),
      /^qgate: \.qgaterc\.json: extends: unknown policy "strcit": .*; did you mean "strict"\?$/,
    );
    project.write(
      ".qgaterc.json",
      JSON.stringify({ checks: { security: { options: { patterns: "$(touch x)" } } } }),
    );
    freeze();
    expectOneLineError(
      await check("src/index.ts"),
      /^qgate: \.qgaterc\.json: checks\.security\.options\.patterns: Invalid input: expected boolean, received string$/,
    );
    // A typo directly under a check, which would otherwise silently keep the default severity.
    project.write(".qgaterc.json", JSON.stringify({ checks: { lint: { serverity: "warning" } } }));
    freeze();
    expectOneLineError(
      await check("src/index.ts"),
      /^qgate: \.qgaterc\.json: checks\.lint: unknown key "serverity": .*; did you mean "severity"\?$/,
    );
  });

  it("an unknown --format: exit 2", async () => {
    freeze();
    expectOneLineError(
      await check("src/index.ts", "--format", "xml"),
      /^qgate: unknown --format "xml": expected one of/,
    );
  });

  it("an unknown option: exit 2 naming it", async () => {
    freeze();
    expectOneLineError(await check("--colour", "src/index.ts"), /^qgate: check: unknown option --colour /);
  });

  it("--cwd that is not a directory: exit 2", async () => {
    freeze();
    expectOneLineError(await check("--cwd", "src/index.ts"), /^qgate: --cwd src\/index\.ts: not a directory/);
  });
});

describe("usage errors that suggest the fix (issue 13 item 4)", () => {
  it("a mistyped command or option gets the closest one; a missing value an example", async () => {
    const chek = await runInProcess(["chek"]);
    expect(chek.exitCode).toBe(2);
    expect(chek.stderr).toBe('qgate: unknown command "chek"; did you mean "check"? (see qgate --help)');
    const stagged = await runInProcess(["check", "--stagged"]);
    expect(stagged.exitCode).toBe(2);
    expect(stagged.stderr).toBe(
      "qgate: check: unknown option --stagged; did you mean --staged? (see qgate check --help)",
    );
    const diff = await runInProcess(["check", "--diff"]);
    expect(diff.exitCode).toBe(2);
    expect(diff.stderr).toBe("qgate: check: --diff needs a value, e.g. --diff main (see qgate check --help)");
    const hookPolicy = await runInProcess(["hook", "--policy"]);
    expect(hookPolicy).toMatchObject({
      exitCode: 2,
      stderr: "qgate: hook: --policy needs a value, e.g. --policy strict (see qgate hook --help)",
    });
  });

  it("qgate install with no target: one line on stderr naming the targets, exit 2", async () => {
    const result = await runInProcess(["install"]);
    expect(result).toEqual({
      exitCode: 2,
      stdout: "",
      stderr:
        "qgate: install: name a target: claude, codex, gemini, cursor, copilot, cline, qwen, droid, auggie, opencode, kilo, windsurf, pre-commit, turbo, nx (see qgate install --help)",
    });
    expect((await runInProcess(["install", "claud"])).stderr).toMatch(/did you mean "claude"\?$/);
    // A name from an object's prototype is an unknown target, not a crash.
    expect(await runInProcess(["install", "toString"])).toMatchObject({
      exitCode: 2,
      stderr: expect.stringMatching(
        /^qgate: install: unknown target "toString": expected claude, /,
      ) as unknown,
    });
  });

  it("--cwd that does not exist says so", async () => {
    const result = await runInProcess(["check", "--cwd", "no/such/dir"]);
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toBe("qgate: --cwd no/such/dir: does not exist");
  });
});
