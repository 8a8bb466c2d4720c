/** Which files `qgate check` looks at, in the test's process (test/helpers/in-process.ts): named files, the work tree, --cwd. */
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isOneLineError } from "../helpers/cli.js";
import { runInProcess } from "../helpers/in-process.js";
import { tempProjects } from "../helpers/temp-projects.js";
import { parseReport } from "../helpers/check-report.js";

const project = tempProjects();

// The format check alone keeps these runs quick; selection does not depend on which checks run.
const FORMAT = ["--only", "format", "--format", "json"];

describe("qgate check <file...>", () => {
  it("takes paths relative to the current directory and reports them relative to the root, with /", async () => {
    const p = await project("clean", { git: true });
    p.write("src/ugly.ts", "export const  x={a:1}\n");
    const result = await runInProcess(["check", "ugly.ts", "money.ts", ...FORMAT], {
      cwd: path.join(p.dir, "src"),
    });
    const report = parseReport(result.stdout);
    expect(report.files).toEqual(["src/ugly.ts", "src/money.ts"]);
    expect(report.findings.map((f) => `${f.check} ${f.file}:${f.line}`)).toEqual(["format src/ugly.ts:1"]);
    expect(result.exitCode).toBe(1);
  });

  it("a file deleted from the work tree is a deletion, not an error", async () => {
    const p = await project("clean", { git: true });
    rmSync(path.join(p.dir, "src/money.ts"));
    const result = await runInProcess(["check", "src/money.ts", "--only", "types", "--format", "json"], {
      cwd: p.dir,
    });
    expect(result.stderr).toBe("");
    const report = parseReport(result.stdout);
    expect(report.files).toEqual(["src/money.ts"]);
    // Its importers are checked again: cart.ts and index.ts lose their import.
    expect(new Set(report.findings.map((f) => f.file))).toEqual(new Set(["src/cart.ts", "src/index.ts"]));
    expect(result.exitCode).toBe(1);
  });

  it("a directory: leaves out its node_modules, and types leaves out what the tsconfig excludes, as the tools do (issue 39, D4)", async () => {
    // unjs/c12's layout: a tracked test/fixture/node_modules, and a tsconfig that leaves test/fixture out.
    const p = await project("clean", { git: true });
    p.write("test/fixture/node_modules/dep/index.ts", "export const  y=1\n");
    p.write("test/fixture/loose.ts", "export function f(x) {\n  return x;\n}\n");
    p.write(
      "test/money.test.ts",
      'import { formatCents } from "../src/money.js";\n\nexport const one = formatCents(1);\n',
    );
    await p.git("add", "-f", "-A");
    await p.git("commit", "-qm", "fixtures");
    const only = ["--only", "format,types", "--format", "json"];
    const listed = await runInProcess(["check", "test", ...only], { cwd: p.dir });
    const report = parseReport(listed.stdout);
    expect(report.files.sort()).toEqual(["test/fixture/loose.ts", "test/money.test.ts"]);
    expect(report.skipped.map((entry) => entry.path)).toEqual(["test/fixture/node_modules"]);
    expect(report.findings).toEqual([]);
    expect(report.notes.join("\n")).toContain("not checked: tsconfig.json does not include them,");
    expect(listed.exitCode).toBe(0);
    // Named, each is checked as asked: types with the tsconfig's options, Prettier's own ignore rules.
    const named = await runInProcess(["check", "test/fixture/loose.ts", ...only], { cwd: p.dir });
    expect(parseReport(named.stdout).findings.map((f) => `${f.file}:${f.line} ${f.rule}`)).toEqual([
      "test/fixture/loose.ts:1 TS7006",
    ]);
    expect(named.exitCode).toBe(1);
  });

  it("--cwd <dir> is the project root; paths are relative to it", async () => {
    const p = await project("clean", { git: true });
    p.write("src/ugly.ts", "export const  x={a:1}\n");
    const result = await runInProcess(["check", "--cwd", p.dir, "src/ugly.ts", ...FORMAT], { cwd: "/" });
    expect(parseReport(result.stdout).findings.map((f) => f.file)).toEqual(["src/ugly.ts"]);
    expect(result.exitCode).toBe(1);
  });
});

describe("qgate check (no selector): the work tree against HEAD", () => {
  it("checks modified, staged and untracked files, not ignored or unchanged ones", async () => {
    const p = await project("clean", { git: true });
    p.write(".gitignore", "node_modules\n*.gen.ts\n");
    await p.git("commit", "-qam", "ignore generated files");
    p.write("src/money.ts", "export const  changed={a:1}\n");
    p.write("src/staged.ts", "export const staged = 1;\n");
    await p.git("add", "src/staged.ts");
    p.write("src/new file.ts", "export const fresh = 1;\n");
    p.write("src/skip.gen.ts", "export const  ignored={a:1}\n");
    const result = await runInProcess(["check", ...FORMAT], { cwd: path.join(p.dir, "src") });
    const report = parseReport(result.stdout);
    expect(report.files.sort()).toEqual(["src/money.ts", "src/new file.ts", "src/staged.ts"]);
    expect(report.findings.map((f) => f.file)).toEqual(["src/money.ts"]);
    expect(result.exitCode).toBe(1);
  });

  it("passes with a note when nothing changed", async () => {
    const p = await project("clean", { git: true });
    const result = await runInProcess(["check"], { cwd: p.dir });
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain("note: nothing to check");
    expect(result.stdout.trimEnd().split("\n").at(-1)).toMatch(/^PASS 0 files, 0 errors, 0 warnings/);
  });

  it("works in a repository with no commits: every file is new", async () => {
    const p = await project("clean", { git: true, commit: false });
    const result = await runInProcess(["check", ...FORMAT], { cwd: p.dir });
    expect(result.stderr).toBe("");
    expect(parseReport(result.stdout).files.sort()).toEqual([
      ".gitignore",
      ".prettierrc.json",
      "README.md",
      "package.json",
      "src/cart.ts",
      "src/index.ts",
      "src/money.ts",
      "tsconfig.json",
    ]);
    expect(result.exitCode).toBe(0);
  });

  it("outside a git repository: exit 2 with one line that says to name the files", async () => {
    const p = await project("clean", {});
    const result = await runInProcess(["check"], { cwd: p.dir });
    expect(result.exitCode).toBe(2);
    expect(isOneLineError(result.stderr), result.stderr).toBe(true);
    expect(result.stderr).toMatch(/is not in a git repository: name the files to check/);
    // Named files still work there.
    const named = await runInProcess(["check", "src/money.ts", ...FORMAT], { cwd: p.dir });
    expect(named.exitCode).toBe(0);
    expect(parseReport(named.stdout).files).toEqual(["src/money.ts"]);
  });

  it("--cwd a package inside a repository: only its changes, relative to it", async () => {
    const p = await project("clean", { git: true });
    p.write("src/money.ts", "export const  changed={a:1}\n");
    p.write("README.md", "# changed outside the package\n");
    const result = await runInProcess(["check", "--cwd", "src", ...FORMAT], { cwd: p.dir });
    const report = parseReport(result.stdout);
    expect(report.files).toEqual(["money.ts"]);
    expect(report.findings.map((f) => f.file)).toEqual(["money.ts"]);
  });
});

describe("qgate check --stdin-filepath <file>", () => {
  it("checks stdin as the file's content, its importers against it, and leaves the disk alone", async () => {
    const p = await project("importer-break", { git: true });
    const onDisk = readFileSync(path.join(p.dir, "src/a.ts"), "utf8");
    const buffer = `export function add(x: number): number {\n  return eval(String(x));\n}\n`;
    const result = await runInProcess(
      ["check", "--stdin-filepath", "src/a.ts", "--only", "types,security", "--format", "json"],
      { cwd: p.dir, input: buffer },
    );
    const report = parseReport(result.stdout);
    expect(report.files).toEqual(["src/a.ts"]);
    expect(report.findings.map((f) => `${f.file}:${f.line} ${f.rule}`)).toEqual([
      "src/a.ts:2 security/no-eval",
      "src/b.ts:3 TS2554",
      "src/d.ts:3 TS2554",
    ]);
    expect(result.exitCode).toBe(1);
    expect(readFileSync(path.join(p.dir, "src/a.ts"), "utf8")).toBe(onDisk);
  });

  it("refuses --fix and another selector in one line", async () => {
    const p = await project("importer-break", { git: true });
    for (const extra of [["--fix"], ["src/b.ts"]]) {
      const result = await runInProcess(["check", "--stdin-filepath", "src/a.ts", ...extra], {
        cwd: p.dir,
        input: "",
      });
      expect(result.exitCode).toBe(2);
      expect(isOneLineError(result.stderr), result.stderr).toBe(true);
    }
  });
});
