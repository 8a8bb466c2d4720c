/** The format check, called directly, with real Prettier on real fixture copies. */
import { readFileSync, rmSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import formatCheck from "../../src/checks/format/index.js";
import { getPrettier, prettierCacheSize } from "../../src/checks/format/prettier-api.js";
import { resolveTool } from "../../src/checks/resolve-tool.js";
import { differingLines } from "../../src/checks/format/diff.js";
import { changedFile, checkContext } from "../helpers/check-context.js";
import { tempProjects } from "../helpers/temp-projects.js";

const project = tempProjects();

describe("differingLines", () => {
  it("returns nothing for identical text", () => {
    expect(differingLines("a\nb\n", "a\nb\n")).toBeUndefined();
  });

  it("gives the first and last differing lines of the original", () => {
    expect(differingLines("a\nb\nc\nd\n", "a\nB\nC\nd\n")).toEqual({ line: 2, endLine: 3 });
    expect(differingLines("a\nx y\nz\n", "a\nx\ny\nz\n")).toEqual({ line: 2, endLine: 2 });
  });

  it("points at the last line for a missing final newline or extra blank lines", () => {
    expect(differingLines("a\nb", "a\nb\n")).toEqual({ line: 2, endLine: 2 });
    expect(differingLines("a\n\n\n", "a\n")).toEqual({ line: 3, endLine: 3 });
  });

  it("treats CRLF lines as different", () => {
    expect(differingLines("a\r\nb\r\n", "a\nb\n")).toEqual({ line: 1, endLine: 2 });
  });
});

describe("format check", () => {
  it("uses the project's own Prettier and config, and points at the unformatted lines", async () => {
    const p = await project("lint-flat");
    const files = ["src/clean.ts", "src/lint-errors.ts", "src/unformatted.ts"].map((f) =>
      changedFile(p.dir, f),
    );
    const result = await formatCheck.run(checkContext(p.dir, files));
    expect(result.failures).toEqual([]);
    expect(result.tools).toEqual([
      { name: "prettier", version: "3.10.1", source: "project", packageDir: "" },
    ]);
    expect(result.findings).toEqual([
      {
        check: "format",
        rule: "prettier/format",
        severity: "error",
        file: "src/unformatted.ts",
        line: 5,
        column: 1,
        endLine: 5,
        message: "File is not formatted (Prettier): line 5 differs",
        fixable: true,
      },
    ]);
    expect(result.checkedFiles).toEqual(["src/clean.ts", "src/lint-errors.ts", "src/unformatted.ts"]);
  });

  it("honours .prettierrc (semi: false) and package.json overrides", async () => {
    const p = await project("lint-flat");
    p.write("src/semi.ts", "export const a = 1;\n");
    p.write("src/nosemi.ts", "export const a = 1\n");
    const result = await formatCheck.run(
      checkContext(p.dir, [changedFile(p.dir, "src/semi.ts"), changedFile(p.dir, "src/nosemi.ts")]),
    );
    expect(result.findings.map((f) => f.file)).toEqual(["src/semi.ts"]);

    // An `overrides` entry for one directory turns semicolons back on there.
    p.write(
      ".prettierrc",
      JSON.stringify({ semi: false, overrides: [{ files: "src/semi.ts", options: { semi: true } }] }),
    );
    const again = await formatCheck.run(
      checkContext(p.dir, [changedFile(p.dir, "src/semi.ts"), changedFile(p.dir, "src/nosemi.ts")]),
    );
    expect(again.findings).toEqual([]);
  });

  it("sees a nested config added, edited or removed between runs in the same process (a warm worker)", async () => {
    const p = await project("lint-flat");
    p.write("src/deep/a.ts", "export const a = 1\n");
    const run = async () =>
      (await formatCheck.run(checkContext(p.dir, [changedFile(p.dir, "src/deep/a.ts")]))).findings.length;
    expect(await run()).toBe(0); // The project's own config: no semicolons.
    expect(await run()).toBe(0); // Cached: nothing changed.
    p.write("src/deep/.prettierrc.json", JSON.stringify({ semi: true }));
    expect(await run()).toBe(1);
    p.write("src/deep/.prettierrc.json", JSON.stringify({ semi: false }));
    expect(await run()).toBe(0);
    p.write("src/deep/.editorconfig", "[*]\nindent_style = tab\n");
    p.write("src/deep/a.ts", "export function f() {\n  return 1\n}\n");
    expect(await run()).toBe(1);
    rmSync(path.join(p.dir, "src/deep/.editorconfig"));
    expect(await run()).toBe(0);
  });

  it("skips files in .prettierignore and .gitignore, and files Prettier has no parser for", async () => {
    const p = await project("lint-flat");
    p.write(".gitignore", "node_modules/\nsrc/git-ignored.ts\n");
    p.write("src/git-ignored.ts", "export const  x = 1;\n");
    p.write("notes.unknownext", "whatever   text");
    const files = ["src/prettier-ignored.ts", "src/git-ignored.ts", "notes.unknownext"].map((f) =>
      changedFile(p.dir, f),
    );
    const result = await formatCheck.run(checkContext(p.dir, files));
    expect(result.findings).toEqual([]);
    expect(result.failures).toEqual([]);
    expect(result.checkedFiles).toEqual([]);
    expect(result.notes).toEqual([
      "2 files ignored by Prettier's ignore files: src/prettier-ignored.ts, src/git-ignored.ts",
      "1 file of a type Prettier has no parser for: notes.unknownext",
    ]);
  });

  it("says the files Prettier ignores in one note that counts them, not one note a file", async () => {
    const p = await project("lint-flat");
    const ignored = Array.from({ length: 12 }, (_, i) => `vendor/v${String(i).padStart(2, "0")}.ts`);
    p.write(".prettierignore", "src/prettier-ignored.ts\nvendor/\n");
    for (const file of ignored) p.write(file, "export const  x = 1;\n");
    const files = [...ignored, "src/unformatted.ts"].map((f) => changedFile(p.dir, f));
    const result = await formatCheck.run(checkContext(p.dir, files));
    expect(result.checkedFiles).toEqual(["src/unformatted.ts"]);
    expect(result.findings.map((f) => f.file)).toEqual(["src/unformatted.ts"]);
    expect(result.notes).toEqual([
      "12 files ignored by Prettier's ignore files: vendor/v00.ts, vendor/v01.ts, vendor/v02.ts, " +
        "vendor/v03.ts, vendor/v04.ts and 7 more",
    ]);
  });

  it("reports a syntax error as a finding with its location", async () => {
    const p = await project("lint-flat");
    p.write("src/broken.ts", "export const a = 1\nconst b = ;\n");
    const result = await formatCheck.run(checkContext(p.dir, [changedFile(p.dir, "src/broken.ts")]));
    expect(result.failures).toEqual([]);
    expect(result.findings).toHaveLength(1);
    expect(result.findings[0]).toMatchObject({
      rule: "prettier/syntax",
      severity: "error",
      file: "src/broken.ts",
      line: 2,
      column: 11,
    });
    expect(result.findings[0]?.message).toMatch(/^Prettier cannot parse this file: Expression expected\.$/);
  });

  it("checks the staged content instead of the disk, and never writes it back", async () => {
    const p = await project("lint-flat");
    const onDisk = readFileSync(path.join(p.dir, "src/clean.ts"), "utf8");
    const staged = changedFile(p.dir, "src/clean.ts", { content: 'export const staged = "double";\n' });
    const result = await formatCheck.run(checkContext(p.dir, [staged], { fix: true }));
    expect(result.findings.map((f) => [f.rule, f.line])).toEqual([["prettier/format", 1]]);
    expect(result.fixedFiles).toEqual([]);
    expect(readFileSync(path.join(p.dir, "src/clean.ts"), "utf8")).toBe(onDisk);

    // And the reverse: formatted staged content passes although the disk copy is not formatted.
    const good = changedFile(p.dir, "src/unformatted.ts", { content: "export const ok = 1\n" });
    expect((await formatCheck.run(checkContext(p.dir, [good]))).findings).toEqual([]);
  });

  it("--fix rewrites only the named files that need it", async () => {
    const p = await project("lint-flat");
    p.write("src/other.ts", 'export const  other = "x";\n');
    const otherBefore = readFileSync(path.join(p.dir, "src/other.ts"));
    const cleanBefore = readFileSync(path.join(p.dir, "src/clean.ts"));
    const files = [changedFile(p.dir, "src/unformatted.ts"), changedFile(p.dir, "src/clean.ts")];
    const result = await formatCheck.run(checkContext(p.dir, files, { fix: true }));
    expect(result.fixedFiles).toEqual(["src/unformatted.ts"]);
    expect(result.findings).toEqual([]);
    expect(readFileSync(path.join(p.dir, "src/unformatted.ts"), "utf8")).toContain(
      "export const label = 'product'\n",
    );
    expect(readFileSync(path.join(p.dir, "src/other.ts"))).toEqual(otherBefore);
    expect(readFileSync(path.join(p.dir, "src/clean.ts"))).toEqual(cleanBefore);
    // Fixed means formatted: a second run finds nothing.
    expect((await formatCheck.run(checkContext(p.dir, files))).findings).toEqual([]);
  });

  it("falls back to qgate's bundled Prettier, or fails with dependency_error when the project's is required", async () => {
    const p = await project("no-tools");
    const files = [changedFile(p.dir, "src/ugly.ts"), changedFile(p.dir, "src/util.js")];
    const result = await formatCheck.run(checkContext(p.dir, files));
    expect(result.tools).toEqual([
      { name: "prettier", version: "3.10.1", source: "bundled", packageDir: "" },
    ]);
    expect(result.findings.map((f) => [f.file, f.rule, f.line])).toEqual([
      ["src/ugly.ts", "prettier/format", 1],
    ]);

    const required = await formatCheck.run(checkContext(p.dir, files, { requireProjectTool: true }));
    expect(required.findings).toEqual([]);
    expect(required.failures).toEqual([
      {
        check: "format",
        errorType: "dependency_error",
        message:
          "prettier is not installed in . and the policy requires the project's own (requireProjectTool)",
        file: "src/ugly.ts",
      },
    ]);
  });

  it("applies each package's own Prettier options in a monorepo", async () => {
    const p = await project("monorepo");
    const files = [
      changedFile(p.dir, "packages/a/src/same.js"),
      changedFile(p.dir, "packages/b/src/same.js"),
    ];
    const result = await formatCheck.run(checkContext(p.dir, files));
    expect(result.failures).toEqual([]);
    // Same code: semicolons are right in a (semi: true), wrong in b (semi: false).
    expect(result.findings.map((f) => [f.file, f.line, f.endLine])).toEqual([
      ["packages/b/src/same.js", 2, 3],
    ]);
    expect(result.tools.map((t) => [t.packageDir, t.source])).toEqual([
      ["packages/a", "project"],
      ["packages/b", "project"],
    ]);
  });

  it("works with a project's Prettier 2 (sync API) and its `prettier` key in package.json", async () => {
    const p = await project("legacy-eslintrc");
    p.write("src/quotes.js", 'export const quoted = "double";\n');
    const files = ["src/clean.js", "src/violations.js", "src/quotes.js"].map((f) => changedFile(p.dir, f));
    const result = await formatCheck.run(checkContext(p.dir, files));
    expect(result.failures).toEqual([]);
    expect(result.tools).toEqual([{ name: "prettier", version: "2.8.8", source: "project", packageDir: "" }]);
    expect(result.findings.map((f) => [f.file, f.line, f.endLine])).toEqual([
      ["src/violations.js", 4, 4],
      ["src/quotes.js", 1, 1],
    ]);
  });

  it("keeps the loaded Prettier module between runs", async () => {
    const p = await project("lint-flat");
    const files = [changedFile(p.dir, "src/clean.ts")];
    await formatCheck.run(checkContext(p.dir, files));
    const size = prettierCacheSize();
    await formatCheck.run(checkContext(p.dir, files));
    expect(size).toBeGreaterThan(0);
    expect(prettierCacheSize()).toBe(size);
    const tool = resolveTool("prettier", p.dir, { requireProjectTool: true, root: p.dir });
    expect(await getPrettier(tool)).toBe(await getPrettier(tool));
  });
});
