/**
 * `qgate check --diff`, `--diff-stdin`, `--scope` and `--shard`, the command line run in the test's process
 * (test/helpers/in-process.ts), on a copy of
 * the clean fixture in a real git repository, with qgate's bundled Prettier, ESLint and TypeScript.
 */
import { readFileSync } from "node:fs";
import path from "node:path";
import { afterEach, beforeEach, describe, expect, it } from "vitest";
import { execa } from "execa";
import { isOneLineError } from "../helpers/cli.js";
import { runInProcess } from "../helpers/in-process.js";
import { REPO_ROOT, tempProject, type TempProject } from "../helpers/project.js";
import { parseReport, snapshot } from "../helpers/check-report.js";

let project: TempProject;
beforeEach(async () => {
  project = await tempProject("clean", { git: true });
});
afterEach(() => project.cleanup());

const check = (...args: string[]) => runInProcess(["check", ...args], { cwd: project.dir });

/** A committed file with a lint error on line 2 (legacy code), then a branch that edits line 7 only. */
async function legacyBranch(line7: string): Promise<void> {
  const legacy = (last: string) =>
    `export function legacy(): number {\n  debugger;\n  return 1;\n}\n\nexport const a = 1;\n${last}\n`;
  project.write("src/legacy.ts", legacy("export const b = 2;"));
  await project.git("add", "-A");
  await project.git("commit", "-qm", "legacy code");
  await project.git("checkout", "-qb", "feature");
  project.write("src/legacy.ts", legacy(line7));
}

describe("qgate check --diff", () => {
  it("a lint finding the change caused on a line it did not touch blocks; one the base had does not", async () => {
    const source = (use: string) =>
      `import { readFileSync } from "node:fs";\n\nexport function legacy(): number {\n  debugger;\n  return 1;\n}\n\n${use}\n`;
    project.write("src/unused.ts", source('export const text = readFileSync("a", "utf8");'));
    await project.git("add", "-A");
    await project.git("commit", "-qm", "legacy code using readFileSync");
    // Only the last line changes: the import on line 1 is left unused, untouched.
    project.write("src/unused.ts", source("export const text = 'a';"));
    expect((await project.git("diff", "--numstat")).trim()).toBe("1\t1\tsrc/unused.ts");
    const result = await check("--diff", "HEAD", "--only", "lint", "--format", "json");
    expect(result.stderr).toBe("");
    expect(result.exitCode).toBe(1);
    const report = parseReport(result.stdout);
    expect(report.findings.map((f) => `${f.file}:${f.line} ${f.rule}`)).toEqual([
      "src/unused.ts:1 @typescript-eslint/no-unused-vars",
    ]);
    // The debugger statement was there before the change: counted, not shown.
    expect(report).toMatchObject({ verdict: "block", preexisting: 1 });
    const head = (await project.git("rev-parse", "HEAD")).trim().slice(0, 12);
    expect(report.notes).toContain(
      `1 finding on lines the change did not touch is new against the base revision ${head}: the change caused it (src/unused.ts:1)`,
    );
  });

  it("a layout the change broke on lines it did not touch blocks; a file unformatted before does not", async () => {
    // Three items do not fit on one line, so Prettier puts one per line; with two they fit, and it
    // joins them. Deleting the third touches no remaining line: every line Prettier now wants changed
    // was there before.
    const items = ["alpha-alpha-alpha-al", "bravo-bravo-bravo-br", "charlie-charlie-char"];
    const list = (n: number) =>
      `export const list = [\n${items
        .slice(0, n)
        .map((item) => `  "${item}",\n`)
        .join("")}];\n`;
    const legacy = (last: string) => `export const  spaced = 1;\n\nexport const a = 1;\n${last}\n`;
    project.write("src/list.ts", list(3));
    project.write("src/spaced.ts", legacy("export const b = 2;"));
    project.write("src/mixed.ts", legacy("export const c = 2;"));
    await project.git("add", "-A");
    await project.git("commit", "-qm", "a formatted list, and a file unformatted on line 1");
    project.write("src/list.ts", list(2));
    project.write("src/spaced.ts", legacy("export const b = 3;"));
    // Unformatted before too, and the change's own line is unformatted as well: that still blocks.
    project.write("src/mixed.ts", legacy("export const  c = 3;"));
    expect((await project.git("diff", "--numstat")).trim()).toBe(
      "0\t1\tsrc/list.ts\n1\t1\tsrc/mixed.ts\n1\t1\tsrc/spaced.ts",
    );
    const result = await check("--diff", "HEAD", "--only", "format", "--format", "json");
    expect(result.stderr).toBe("");
    expect(result.exitCode).toBe(1);
    const report = parseReport(result.stdout);
    expect(report.findings.map((f) => `${f.file}:${f.line} ${f.rule}`)).toEqual([
      "src/list.ts:1 prettier/format",
      "src/mixed.ts:1 prettier/format",
    ]);
    // src/spaced.ts was unformatted on line 1 before the change: counted, not shown.
    expect(report).toMatchObject({ verdict: "block", preexisting: 1 });
    const head = (await project.git("rev-parse", "HEAD")).trim().slice(0, 12);
    expect(report.notes).toContain(
      `1 finding on lines the change did not touch is new against the base revision ${head}: the change caused it (src/list.ts:1)`,
    );
  });

  it("findings outside the changed lines are counted, not shown and do not block; --scope all shows them", async () => {
    await legacyBranch("export const b = 3;");
    const before = snapshot(project.dir);
    const result = await check("--diff", "main", "--only", "lint,format");
    expect(result.stderr).toBe("");
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toContain("1 pre-existing finding not shown (--scope all shows them)");
    expect(result.stdout).not.toContain("no-debugger");
    const json = parseReport((await check("--diff", "main", "--only", "lint", "--format", "json")).stdout);
    expect(json).toMatchObject({
      verdict: "pass",
      files: ["src/legacy.ts"],
      findings: [],
      preexisting: 1,
      scope: "added",
    });

    const all = await check("--diff", "main", "--only", "lint", "--scope", "all");
    expect(all.exitCode).toBe(1);
    expect(all.stdout).toMatch(/2:3 +error +Unexpected 'debugger' statement\. +lint\/no-debugger/);
    expect(snapshot(project.dir)).toEqual(before);
  });

  it("a violation on a changed line blocks, with its line", async () => {
    await legacyBranch(
      "export const b = 3;\n// eslint-disable-next-line prefer-const\nexport let c = 4;\ndebugger;",
    );
    const result = await check("--diff", "main", "--only", "lint", "--format", "json");
    expect(result.exitCode).toBe(1);
    const report = parseReport(result.stdout);
    expect(report.findings.map((f) => `${f.rule}@${f.line}`)).toEqual(["no-debugger@10"]);
    expect(report).toMatchObject({ verdict: "block", preexisting: 1 });
  });

  it("type errors a change causes in other files are always reported", async () => {
    // money.ts changes its signature; cart.ts, not part of the diff, no longer type-checks.
    const original = readFileSync(path.join(project.dir, "src/money.ts"), "utf8");
    project.write(
      "src/money.ts",
      original
        .replace(
          "export function lineTotal(item: LineItem): number {",
          "export function lineTotal(item: LineItem, tax: number): number {",
        )
        .replace("return item.unitCents * item.quantity;", "return item.unitCents * item.quantity + tax;"),
    );
    const result = await check("--diff", "HEAD", "--only", "types", "--format", "json");
    const report = parseReport(result.stdout);
    expect(report.files).toEqual(["src/money.ts"]);
    expect(report.findings.length).toBeGreaterThan(0);
    expect(new Set(report.findings.map((f) => `${f.file} ${f.rule}`))).toEqual(
      new Set(["src/cart.ts TS2554"]),
    );
    expect(result.exitCode).toBe(1);
  });

  it("renames, deletions, a binary file and a file name with spaces", async () => {
    await project.git("mv", "src/money.ts", "src/cash money.ts");
    await project.git("rm", "-q", "src/index.ts");
    project.write("assets/logo.png", Buffer.from([0x89, 0x50, 0x4e, 0x47, 0, 0, 0, 13]));
    project.write("src/sp ace.ts", "export const s = 1;\n");
    const result = await check("--diff", "HEAD", "--only", "lint,format", "--format", "json");
    const report = parseReport(result.stdout);
    expect(report.files.sort()).toEqual([
      "src/cash money.ts",
      "src/index.ts",
      "src/money.ts",
      "src/sp ace.ts",
    ]);
    expect(report.skipped).toEqual([{ path: "assets/logo.png", reason: "binary" }]);
    expect(report.findings).toEqual([]);
    expect(result.exitCode).toBe(0);
  });

  it("a base that does not exist: exit 2 and one clear line", async () => {
    const before = snapshot(project.dir);
    const result = await check("--diff", "nope");
    expect(result.exitCode).toBe(2);
    expect(isOneLineError(result.stderr)).toBe(true);
    expect(result.stderr).toBe('qgate: --diff nope: unknown revision "nope"');
    expect(result.stdout).toBe("");
    expect(snapshot(project.dir)).toEqual(before);
  });

  it("a repository with no commits: exit 2 saying so", async () => {
    project.cleanup();
    project = await tempProject("clean", { git: true, commit: false });
    const result = await check("--diff", "main");
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toBe(
      'qgate: --diff main: unknown revision "main" (the repository has no commits yet)',
    );
  });

  it("a detached HEAD", async () => {
    project.write("src/extra.ts", "export const extra = 1;\n");
    await project.git("add", "-A");
    await project.git("commit", "-qm", "extra");
    await project.git("checkout", "-q", "--detach", "HEAD");
    project.write("src/new.ts", "debugger;\n");
    const result = await check("--diff", "main~1", "--only", "lint", "--format", "json");
    const report = parseReport(result.stdout);
    expect(report.files.sort()).toEqual(["src/extra.ts", "src/new.ts"]);
    expect(report.findings.map((f) => `${f.file}:${f.line} ${f.rule}`)).toEqual(["src/new.ts:1 no-debugger"]);
    expect(result.exitCode).toBe(1);
  });

  it("--diff a..b checks the committed version at b, whatever the work tree holds", async () => {
    project.write("src/bad.ts", "export const x = 1;\ndebugger;\n");
    await project.git("add", "-A");
    await project.git("commit", "-qm", "bad");
    project.write("src/bad.ts", "export const x = 1;\n"); // Fixed in the work tree only.
    const result = await check("--diff", "HEAD~1..HEAD", "--only", "lint", "--format", "json");
    expect(parseReport(result.stdout).findings.map((f) => `${f.file}:${f.line}`)).toEqual(["src/bad.ts:2"]);
    expect(result.exitCode).toBe(1);
  });
});

/**
 * What blocks a diff is what is new against the base: a function gains a required parameter and its
 * callers, on lines the change did not touch, no longer compile (issue 39). tsc is the judge.
 */
describe("qgate check --diff: type errors the change causes on unchanged lines", () => {
  const update = (signature: string) =>
    [
      `export function updateConfig(${signature}): string {`,
      "  return path.trim();",
      "}",
      "",
      "export function first(): string {",
      '  return updateConfig("a");',
      "}",
      "",
      "export function second(): string {",
      '  return updateConfig("b");',
      "}",
      "",
      "// Legacy: wrong since before the change.",
      'export const legacy: number = "not a number";',
      "",
    ].join("\n");

  /** `tsc --noEmit` on the project, with the TypeScript qgate bundles: its error lines. */
  async function tsc(): Promise<string[]> {
    const bin = path.join(REPO_ROOT, "node_modules/typescript/bin/tsc");
    const result = await execa(process.execPath, [bin, "--noEmit", "-p", project.dir], { reject: false });
    return result.stdout.split("\n").filter((line) => / error TS\d+:/.test(line));
  }

  it("blocks, shows the callers' errors and says the change caused them; the base's own error stays pre-existing", async () => {
    project.write("src/update.ts", update("path: string"));
    await project.git("add", "-A");
    await project.git("commit", "-qm", "update.ts, with a legacy type error");
    // Only line 1 changes: the callers on lines 6 and 10 are untouched.
    project.write("src/update.ts", update("path: string, strict: boolean"));
    expect((await project.git("diff", "--numstat")).trim()).toBe("1\t1\tsrc/update.ts");
    const compiler = await tsc();
    expect(compiler.filter((line) => line.includes("TS2554"))).toHaveLength(2);
    expect(compiler.filter((line) => line.includes("TS2322"))).toHaveLength(1);

    const result = await check("--diff", "HEAD", "--only", "types", "--format", "json");
    expect(result.stderr).toBe("");
    const report = parseReport(result.stdout);
    expect(report.findings.map((f) => `${f.file}:${f.line} ${f.rule} ${f.message}`)).toEqual([
      "src/update.ts:6 TS2554 Expected 2 arguments, but got 1.",
      "src/update.ts:10 TS2554 Expected 2 arguments, but got 1.",
    ]);
    expect(report).toMatchObject({ verdict: "block", preexisting: 1 });
    const head = (await project.git("rev-parse", "HEAD")).slice(0, 12);
    expect(report.notes).toContain(
      `2 type errors on lines the change did not touch are new against the base revision ${head}: the change caused them (src/update.ts:6, src/update.ts:10)`,
    );
    expect(result.exitCode).toBe(1);
    const pretty = await check("--diff", "HEAD", "--only", "types");
    expect(pretty.stdout).toContain("the change caused them");
    expect(pretty.stdout).toContain("1 pre-existing finding not shown");
    expect(pretty.exitCode).toBe(1);

    // A body edit instead: nothing is new against the base, and the legacy error alone does not block.
    project.write(
      "src/update.ts",
      update("path: string").replace("path.trim()", "path.trim().toLowerCase()"),
    );
    const body = await check("--diff", "HEAD", "--only", "types", "--format", "json");
    expect(parseReport(body.stdout)).toMatchObject({ verdict: "pass", findings: [], preexisting: 1 });
    expect(body.exitCode).toBe(0);
  });

  it("a config's own error that the base already has (an option TypeScript removed) stays pre-existing", async () => {
    const config = path.join(project.dir, "tsconfig.json");
    const options = JSON.parse(readFileSync(config, "utf8")) as { compilerOptions?: Record<string, unknown> };
    options.compilerOptions = { ...options.compilerOptions, target: "ES3" };
    project.write("tsconfig.json", `${JSON.stringify(options, null, 2)}\n`);
    project.write("src/update.ts", update("path: string"));
    await project.git("add", "-A");
    await project.git("commit", "-qm", "a removed option in tsconfig.json, since before the change");
    expect(
      (await tsc()).filter((line) => line.includes("tsconfig.json") && line.includes("TS5108")),
    ).toHaveLength(1);
    // A body edit: the config's error and the legacy one were both there before.
    project.write(
      "src/update.ts",
      update("path: string").replace("path.trim()", "path.trim().toLowerCase()"),
    );
    const body = await check("--diff", "HEAD", "--only", "types", "--format", "json");
    expect(parseReport(body.stdout)).toMatchObject({ verdict: "pass", findings: [], preexisting: 2 });
    expect(body.exitCode).toBe(0);
    // The signature edit still blocks on what it caused, and only on that.
    project.write("src/update.ts", update("path: string, strict: boolean"));
    const signature = await check("--diff", "HEAD", "--only", "types", "--format", "json");
    expect(parseReport(signature.stdout).findings.map((f) => `${f.file}:${f.line} ${f.rule}`)).toEqual([
      "src/update.ts:6 TS2554",
      "src/update.ts:10 TS2554",
    ]);
    expect(signature.exitCode).toBe(1);
  });
});

describe("qgate check --diff a..b and types", () => {
  it("checks the types of b's tree: an importer broken at b is reported though the work tree differs", async () => {
    project.write("src/lib.ts", "export function twice(x: number): number {\n  return x * 2;\n}\n");
    project.write(
      "src/use.ts",
      'import { twice } from "./lib.js";\n\nexport const four: number = twice(2);\n',
    );
    await project.git("add", "-A");
    await project.git("commit", "-qm", "lib");
    project.write("src/lib.ts", "export function twice(x: string): string {\n  return x + x;\n}\n");
    await project.git("commit", "-qam", "breaks use.ts");
    // The work tree is back to the good signature: only the tree at HEAD has the error.
    project.write("src/lib.ts", "export function twice(x: number): number {\n  return x * 2;\n}\n");
    const result = await check("--diff", "HEAD~1..HEAD", "--only", "types", "--format", "json");
    const findings = parseReport(result.stdout).findings.map((f) => `${f.file} ${f.rule}`);
    expect(findings).toContain("src/use.ts TS2345");
    expect(new Set(findings.map((f) => f.split(" ")[0]))).toEqual(new Set(["src/use.ts"]));
    expect(result.exitCode).toBe(1);
  });
});

describe("qgate check --diff-stdin", () => {
  it("reads `git diff` from standard input: same files and scope as --diff", async () => {
    await legacyBranch("export const b = 3;\ndebugger;");
    const diff = await project.git("diff", "main");
    const result = await runInProcess(["check", "--diff-stdin", "--only", "lint", "--format", "json"], {
      cwd: project.dir,
      input: `${diff}\n`,
    });
    const report = parseReport(result.stdout);
    expect(report.files).toEqual(["src/legacy.ts"]);
    expect(report.findings.map((f) => `${f.rule}@${f.line}`)).toEqual(["no-debugger@8"]);
    expect(report).toMatchObject({ preexisting: 1 });
    // Nothing to compare with: said, so that "pre-existing" is not taken for a comparison.
    expect(report.notes).toContain(
      "1 finding outside the changed lines is counted as pre-existing without a base revision to compare with (a diff on standard input): a type error or lint finding the change caused on an unchanged line would be among them; --diff <base> compares with the base",
    );
    expect(result.exitCode).toBe(1);
  });

  it("text that is not a diff: exit 2, one line", async () => {
    const result = await runInProcess(["check", "--diff-stdin"], { cwd: project.dir, input: "hello\n" });
    expect(result.exitCode).toBe(2);
    expect(result.stderr).toBe("qgate: --diff-stdin: no unified diff found on standard input");
  });
});

describe("qgate check --shard", () => {
  it("n shards cover every file exactly once", async () => {
    for (const name of ["a", "b", "c", "d", "e"])
      project.write(`src/new-${name}.ts`, `export const ${name} = 1;\n`);
    const all = parseReport(
      (await check("--diff", "HEAD", "--only", "format", "--format", "json")).stdout,
    ).files;
    expect(all).toHaveLength(5);
    const shards = await Promise.all(
      [1, 2, 3].map(async (i) => {
        const result = await check(
          "--diff",
          "HEAD",
          "--only",
          "format",
          "--shard",
          `${i}/3`,
          "--format",
          "json",
        );
        expect(result.exitCode).toBe(0);
        return parseReport(result.stdout);
      }),
    );
    const seen = shards.flatMap((r) => r.files);
    expect(seen.sort()).toEqual([...all].sort());
    expect(new Set(seen).size).toBe(seen.length);
    expect(shards[0]!.notes).toContain(`shard 1/3: ${shards[0]!.files.length} of 5 files`);
  });

  it.each(["0/2", "3/2", "x"])("a bad value %j: exit 2, one line", async (bad) => {
    const result = await check("--shard", bad);
    expect(result.exitCode).toBe(2);
    expect(isOneLineError(result.stderr)).toBe(true);
    expect(result.stderr).toContain(`--shard ${JSON.stringify(bad)}: expected <i>/<n>`);
  });
});
