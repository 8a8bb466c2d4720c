/** The types check, called directly, with real TypeScript (5.9 and 7) on real fixture copies. */
import { rmSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import type { ChangedFile } from "../../src/changes/change-set.js";
import type { CheckResult } from "../../src/checks/check.js";
import { resolveTool } from "../../src/checks/resolve-tool.js";
import typesCheck from "../../src/checks/types/index.js";
import { cachedPrograms } from "../../src/checks/types/api.js";
import { loadTypeScript } from "../../src/checks/types/load.js";
import { renderPretty } from "../../src/report/pretty.js";
import { checkContext as context } from "../helpers/check-context.js";
import { sampleReport } from "../report/pretty-sample-report.js";
import { tempProjects } from "../helpers/temp-projects.js";

const project = tempProjects();

function changed(root: string, file: string, change: ChangedFile["change"] = "modify"): ChangedFile {
  return { path: file, absPath: path.join(root, file), change };
}

function summary(result: CheckResult): string[] {
  return result.findings.map((f) => `${f.file}:${f.line}:${f.column} ${f.rule}`).sort();
}

/** `add` gains a third parameter: every caller breaks, the changed file itself is fine. */
const A_THREE_PARAMETERS = `/** Adds three numbers. */
export function add(x: number, y: number, z: number): number {
  return x + y + z;
}
`;

describe("types: importers of the changed file", () => {
  it("reports nothing for the clean fixture and says which TypeScript it used", async () => {
    const p = await project("importer-break");
    const result = await typesCheck.run(context(p.dir, [changed(p.dir, "src/a.ts")]));
    expect(result.failures).toEqual([]);
    expect(result.findings).toEqual([]);
    expect(result.checkedFiles).toEqual(["src/a.ts"]);
    expect(result.tools).toEqual([
      { name: "typescript", version: "5.9.3", source: "project", packageDir: "" },
    ]);
  });

  it("finds the break in b.ts (direct importer) and d.ts (through c.ts's re-export) when only a.ts changed", async () => {
    const p = await project("importer-break");
    p.write("src/a.ts", A_THREE_PARAMETERS);
    const result = await typesCheck.run(context(p.dir, [changed(p.dir, "src/a.ts")]));
    expect(result.failures).toEqual([]);
    expect(summary(result)).toEqual(["src/b.ts:3:30 TS2554", "src/d.ts:3:28 TS2554"]);
    const [b] = result.findings;
    expect(b).toMatchObject({
      check: "types",
      severity: "error",
      endLine: 3,
      endColumn: 33,
      message: "Expected 3 arguments, but got 2.",
    });
  });

  it("says which changed file each broken importer imports, directly or through a re-export (issue 39, N1)", async () => {
    const p = await project("importer-break");
    p.write("src/a.ts", A_THREE_PARAMETERS);
    // Another changed file, a new shape too, that neither importer imports.
    p.write("src/e.ts", "export const e: number = 1;\n");
    const result = await typesCheck.run(
      context(p.dir, [changed(p.dir, "src/a.ts"), changed(p.dir, "src/e.ts", "create")]),
    );
    expect(summary(result)).toEqual(["src/b.ts:3:30 TS2554", "src/d.ts:3:28 TS2554"]);
    expect(result.causes).toEqual({ "src/b.ts": ["src/a.ts"], "src/d.ts": ["src/a.ts"] });
    // A changed file that declares globals has the whole project checked (no importer search): the
    // causes are still found (unjs/c12's src/dotenv.ts has a \`declare global\`).
    p.write("src/a.ts", `${A_THREE_PARAMETERS}\ndeclare global {\n  var qgateTest: number;\n}\n`);
    const global = await typesCheck.run(
      context(p.dir, [changed(p.dir, "src/a.ts"), changed(p.dir, "src/e.ts", "create")]),
    );
    expect(summary(global)).toEqual(["src/b.ts:3:30 TS2554", "src/d.ts:3:28 TS2554"]);
    expect(global.causes).toEqual({ "src/b.ts": ["src/a.ts"], "src/d.ts": ["src/a.ts"] });
  });

  it("re-checks an importer that reaches the changed file through a directory import (./lib is lib/index.ts)", async () => {
    const p = await project("importer-break");
    // Directory imports need classic Node resolution (bundler resolution allows them too).
    p.write(
      "tsconfig.json",
      JSON.stringify({
        compilerOptions: { module: "ESNext", moduleResolution: "Bundler", strict: true, noEmit: true },
        include: ["src"],
      }),
    );
    p.write("src/lib/index.ts", "export const limit: number = 1;\n");
    p.write("src/use-lib.ts", 'import { limit } from "./lib";\nexport const twice: number = limit * 2;\n');
    const clean = await typesCheck.run(context(p.dir, [changed(p.dir, "src/lib/index.ts")]));
    expect(summary(clean)).toEqual([]);
    p.write("src/lib/index.ts", 'export const limit: string = "1";\n');
    const result = await typesCheck.run(context(p.dir, [changed(p.dir, "src/lib/index.ts")]));
    expect(result.failures).toEqual([]);
    expect(summary(result)).toEqual(["src/use-lib.ts:2:30 TS2362"]);
  });

  it("re-checks the importers of a deleted file: TS2307 where it was imported", async () => {
    const p = await project("importer-break");
    rmSync(path.join(p.dir, "src/a.ts"));
    const result = await typesCheck.run(context(p.dir, [changed(p.dir, "src/a.ts", "delete")]));
    expect(result.failures).toEqual([]);
    const rules = summary(result);
    expect(rules).toContain("src/b.ts:1:21 TS2307");
    expect(rules).toContain("src/c.ts:1:21 TS2307");
    expect(result.causes).toMatchObject({ "src/b.ts": ["src/a.ts"], "src/c.ts": ["src/a.ts"] });
    expect(result.findings.every((f) => f.file !== "src/a.ts")).toBe(true);
    expect(result.findings[0]?.message).toBe(
      "Cannot find module './a.js' or its corresponding type declarations.",
    );
  });

  it("finds importers of a deleted file that is only in allFiles (filtered out of the planned files)", async () => {
    const p = await project("importer-break");
    rmSync(path.join(p.dir, "src/a.ts"));
    const b = changed(p.dir, "src/b.ts");
    const result = await typesCheck.run({
      ...context(p.dir, [b]),
      allFiles: [b, changed(p.dir, "src/a.ts", "delete")],
    });
    expect(summary(result)).toEqual(expect.arrayContaining(["src/b.ts:1:21 TS2307", "src/c.ts:1:21 TS2307"]));
  });

  it("keeps the program between runs and reuses its structure and source files", async () => {
    const p = await project("importer-break");
    const files = [changed(p.dir, "src/b.ts")];
    await typesCheck.run(context(p.dir, files));
    const tool = resolveTool("typescript", p.dir, { requireProjectTool: false, root: p.dir });
    const tsm = await loadTypeScript(tool);
    const key = `${tool.packageJson}|${path.join(p.dir, "tsconfig.json")}`;
    const first = cachedPrograms(tsm).find((entry) => entry.key === key);
    expect(first?.runs).toBe(1);

    // The same TypeScript module object comes back: loaded once per process.
    expect(await loadTypeScript(tool)).toBe(tsm);
    const again = await typesCheck.run(context(p.dir, files));
    expect(again.findings).toEqual([]);
    const second = cachedPrograms(tsm).find((entry) => entry.key === key);
    expect(second?.runs).toBe(2);
    expect(second?.program).not.toBe(first?.program);
    // StructureIsReused.Completely (2): nothing was parsed again.
    expect((second?.program as unknown as { structureIsReused: number }).structureIsReused).toBe(2);
    const lib = first!.program.getSourceFiles().find((f) => f.fileName.endsWith("lib.es5.d.ts"));
    expect(lib).toBeDefined();
    expect(second!.program.getSourceFile(lib!.fileName)).toBe(lib);
    expect(second!.program.getSourceFile(path.join(p.dir, "src/a.ts"))).toBe(
      first!.program.getSourceFile(path.join(p.dir, "src/a.ts")),
    );

    // An edit is seen on the next run, with the unchanged files still reused.
    p.write("src/b.ts", 'import { add } from "./a.js";\n\nexport const total: string = add(1, 2);\n');
    const third = await typesCheck.run(context(p.dir, files));
    expect(summary(third)).toEqual(["src/b.ts:3:14 TS2322"]);
    const thirdEntry = cachedPrograms(tsm).find((entry) => entry.key === key);
    expect(thirdEntry?.program.getSourceFile(lib!.fileName)).toBe(lib);
  });
});

describe("types: projects and tools", () => {
  it("uses each package's own tsconfig in a monorepo: the same code fails in the strict package only", async () => {
    const p = await project("ts-monorepo");
    const result = await typesCheck.run(
      context(p.dir, [
        changed(p.dir, "packages/strict/src/double.ts"),
        changed(p.dir, "packages/loose/src/double.ts"),
      ]),
    );
    expect(result.failures).toEqual([]);
    expect(summary(result)).toEqual(["packages/strict/src/double.ts:2:24 TS7006"]);
    expect(result.findings[0]?.message).toBe("Parameter 'value' implicitly has an 'any' type.");
    expect(result.tools.map((t) => `${t.packageDir} ${t.version} ${t.source}`).sort()).toEqual([
      "packages/loose 5.9.3 project",
      "packages/strict 5.9.3 project",
    ]);
  });

  it("falls back to qgate's bundled TypeScript when the project has none", async () => {
    const p = await project();
    p.write(
      "tsconfig.json",
      JSON.stringify({ compilerOptions: { strict: true, noEmit: true }, include: ["src"] }),
    );
    p.write("src/x.ts", "export const n: number = 'one';\n");
    const result = await typesCheck.run(context(p.dir, [changed(p.dir, "src/x.ts")]));
    expect(result.failures).toEqual([]);
    expect(summary(result)).toEqual(["src/x.ts:1:14 TS2322"]);
    expect(result.tools).toEqual([
      expect.objectContaining({ name: "typescript", source: "bundled", packageDir: "" }),
    ]);
    expect(result.tools[0]?.version).toMatch(/^5\.9\./);
  });

  it("fails with dependency_error when the policy requires the project's own TypeScript and there is none", async () => {
    const p = await project();
    p.write("src/x.ts", "export const n = 1;\n");
    const result = await typesCheck.run(
      context(p.dir, [changed(p.dir, "src/x.ts")], { requireProjectTool: true }),
    );
    expect(result.findings).toEqual([]);
    expect(result.failures).toHaveLength(1);
    expect(result.failures[0]).toMatchObject({ check: "types", errorType: "dependency_error" });
    expect(result.failures[0]?.message).toMatch(/typescript is not installed/);
    // Every reporter names the check before the message: the message does not name it again.
    const shown = renderPretty(sampleReport({ findings: [], failures: result.failures }), {
      color: false,
      toFile: false,
    });
    expect(shown).toMatch(/✖ types: \S/);
    expect(shown).not.toContain("types: types:");
  });

  it("checks a file in no project with the nearest tsconfig's options, and says so", async () => {
    const p = await project("importer-break");
    p.write("scripts/tool.ts", "export function f(x) { return x; }\n");
    const result = await typesCheck.run(context(p.dir, [changed(p.dir, "scripts/tool.ts")]));
    expect(summary(result)).toEqual(["scripts/tool.ts:1:19 TS7006"]);
    expect(result.notes.join("\n")).toContain(
      "types: not in any tsconfig project, so checked with the options of tsconfig.json: scripts/tool.ts",
    );
  });

  it("leaves out the files of a named directory that the nearest tsconfig excludes, as tsc -p does (issue 39, D4)", async () => {
    const p = await project("importer-break");
    // c12's layout: a fixture the tsconfig leaves out, with errors tsc never reports.
    p.write("test/fixture/broken.ts", "export function f(x) { return x; }\n");
    p.write("src/bad.ts", "export const n: number = 'one';\n");
    const listed = (file: string): ChangedFile => ({ ...changed(p.dir, file), expanded: true });
    const result = await typesCheck.run(
      context(p.dir, [listed("test/fixture/broken.ts"), listed("src/bad.ts")]),
    );
    expect(result.failures).toEqual([]);
    expect(summary(result)).toEqual(["src/bad.ts:1:14 TS2322"]);
    expect(result.checkedFiles).toEqual(["src/bad.ts"]);
    expect(result.notes).toContain(
      "types: 1 file of the named directories not checked: tsconfig.json does not include it, so tsc -p " +
        "would not check it either (name a file to check it with its options): test/fixture/broken.ts",
    );
    // Named on its own, the same file is still checked, with the tsconfig's options.
    const named = await typesCheck.run(context(p.dir, [changed(p.dir, "test/fixture/broken.ts")]));
    expect(summary(named)).toEqual(["test/fixture/broken.ts:1:19 TS7006"]);
  });

  it("checks a file with no tsconfig at all with default options (strict), and says so", async () => {
    const p = await project();
    p.write("x.ts", "export function f(x) { return x; }\n");
    const result = await typesCheck.run(context(p.dir, [changed(p.dir, "x.ts")]));
    expect(summary(result)).toEqual(["x.ts:1:19 TS7006"]);
    expect(result.notes.join("\n")).toContain("qgate's default options (no tsconfig.json found)");
  });

  it("follows a solution-style tsconfig's references to the project that owns the file", async () => {
    const p = await project();
    p.write("tsconfig.json", JSON.stringify({ files: [], references: [{ path: "./app" }] }));
    p.write(
      "app/tsconfig.json",
      JSON.stringify({
        compilerOptions: { strict: true, noEmit: true, composite: false },
        include: ["**/*.ts"],
      }),
    );
    p.write("app/util.ts", "export const two = (n: number): number => n * 2;\n");
    p.write("app/main.ts", 'import { two } from "./util";\nexport const x: string = two(1);\n');
    const result = await typesCheck.run(context(p.dir, [changed(p.dir, "app/util.ts")]));
    expect(result.failures).toEqual([]);
    expect(summary(result)).toEqual(["app/main.ts:2:14 TS2322"]);
    expect(result.notes.join("\n")).not.toContain("not in any tsconfig project");
  });

  it("reports a broken tsconfig option as a finding on the tsconfig", async () => {
    const p = await project("importer-break");
    p.write(
      "tsconfig.json",
      '{\n  "compilerOptions": {\n    "strict": true,\n    "noSuchOption": true\n  },\n  "include": ["src"]\n}\n',
    );
    const result = await typesCheck.run(context(p.dir, [changed(p.dir, "src/a.ts")]));
    expect(summary(result)).toEqual(["tsconfig.json:4:5 TS5023"]);
    expect(result.findings[0]?.message).toBe("Unknown compiler option 'noSuchOption'.");
  });

  it("reads the snapshot (the index, a commit) instead of the work tree: the file and its importers", async () => {
    const p = await project("importer-break");
    // Staged: a.ts now takes strings; the work tree still has the good version.
    const staged = "export function add(x: string): string {\n  return x;\n}\n";
    const file = { ...changed(p.dir, "src/a.ts"), content: staged };
    const snapshot = [{ path: "src/a.ts", absPath: path.join(p.dir, "src/a.ts"), content: staged }];
    const result = await typesCheck.run({ ...context(p.dir, [file]), snapshot });
    expect([...new Set(summary(result).map((line) => line.split(":")[0]))]).toEqual(["src/b.ts", "src/d.ts"]);
    expect(result.notes.filter((note) => note.includes("working tree"))).toEqual([]);
    // The next run without a snapshot sees the work tree again (nothing of the overlay is kept).
    expect((await typesCheck.run(context(p.dir, [changed(p.dir, "src/a.ts")]))).findings).toEqual([]);
  });

  it("a file absent from the snapshot is absent for TypeScript too", async () => {
    const p = await project("importer-break");
    const snapshot = [{ path: "src/a.ts", absPath: path.join(p.dir, "src/a.ts"), content: null }];
    const result = await typesCheck.run({ ...context(p.dir, [changed(p.dir, "src/b.ts")]), snapshot });
    expect(summary(result)).toEqual(["src/b.ts:1:21 TS2307"]);
  });

  it("skips JavaScript outside any project without allowJs, with a note", async () => {
    const p = await project("importer-break");
    p.write("bin/run.js", "console.log('hi');\n");
    const result = await typesCheck.run(context(p.dir, [changed(p.dir, "bin/run.js")]));
    expect(result.findings).toEqual([]);
    expect(result.failures).toEqual([]);
    expect(result.checkedFiles).toEqual([]);
    expect(result.notes.join("\n")).toContain("JavaScript in no TypeScript project with allowJs: bin/run.js");
  });
});

describe("types: TypeScript 7 (native tsc)", () => {
  it("runs the project's native tsc and keeps the changed file's and its importers' errors", async () => {
    const p = await project("ts7");
    const children: number[] = [];
    const result = await typesCheck.run(
      context(p.dir, [changed(p.dir, "src/greet.ts")], {
        registerChild: (child) => children.push(child.pid!),
      }),
    );
    expect(result.failures).toEqual([]);
    // src/other.ts has an error too, but it neither changed nor imports the changed file.
    expect(summary(result)).toEqual(["src/greet.ts:5:14 TS2322", "src/main.ts:3:38 TS2345"]);
    expect(result.findings.find((f) => f.file === "src/main.ts")?.message).toBe(
      "Argument of type 'number' is not assignable to parameter of type 'string'.",
    );
    expect(result.tools).toEqual([
      { name: "typescript", version: "7.0.2", source: "project", packageDir: "" },
    ]);
    expect(children).toHaveLength(1);
  });

  it("joins multi-line elaborations into one message", async () => {
    const p = await project("ts7");
    writeFileSync(
      path.join(p.dir, "src/other.ts"),
      "declare const src: { x: { y: string } };\nexport const dst: { x: { y: number } } = src;\n",
    );
    const result = await typesCheck.run(context(p.dir, [changed(p.dir, "src/other.ts")]));
    expect(result.findings).toHaveLength(1);
    expect(result.findings[0]).toMatchObject({ file: "src/other.ts", line: 2, column: 14, rule: "TS2322" });
    expect(result.findings[0]?.message).toBe(
      "Type '{ x: { y: string; }; }' is not assignable to type '{ x: { y: number; }; }'. " +
        "The types of 'x.y' are incompatible between these types. " +
        "Type 'string' is not assignable to type 'number'.",
    );
  });

  it("re-checks the importers of a deleted file with TypeScript 7", async () => {
    const p = await project("ts7");
    rmSync(path.join(p.dir, "src/greet.ts"));
    const result = await typesCheck.run(context(p.dir, [changed(p.dir, "src/greet.ts", "delete")]));
    expect(result.failures).toEqual([]);
    expect(summary(result)).toEqual(["src/main.ts:1:23 TS2307"]);
  });
});
