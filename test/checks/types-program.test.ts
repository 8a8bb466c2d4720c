/**
 * What the types check builds: a program of the changed files, their importers and what those
 * import, plus the files that may declare globals, never the whole tsconfig. Real TypeScript 5.9 on
 * real files; the cached program shows what was (and was not) built.
 */
import { statSync, utimesSync } from "node:fs";
import path from "node:path";
import type ts from "typescript";
import { describe, expect, it } from "vitest";
import type { CheckResult } from "../../src/checks/check.js";
import { resolveTool } from "../../src/checks/resolve-tool.js";
import typesCheck from "../../src/checks/types/index.js";
import { cachedPrograms } from "../../src/checks/types/api.js";
import { loadTypeScript } from "../../src/checks/types/load.js";
import { changedFile, checkContext } from "../helpers/check-context.js";
import { tempProjects } from "../helpers/temp-projects.js";

const project = tempProjects();

function summary(result: CheckResult): string[] {
  return result.findings.map((f) => `${f.file}:${f.line}:${f.column} ${f.rule}`).sort();
}

/** The program the last run built for `root/tsconfig.json`, and its files relative to `root`. */
async function builtProgram(
  root: string,
): Promise<{ program: ts.Program; roots: string[]; files: string[]; reported: string[] }> {
  const tool = resolveTool("typescript", root, { requireProjectTool: false, root });
  const tsm = await loadTypeScript(tool);
  const key = `${tool.packageJson}|${path.join(root, "tsconfig.json")}`;
  const entry = cachedPrograms(tsm).find((candidate) => candidate.key === key);
  if (!entry) throw new Error(`no cached program for ${key}`);
  const own = (file: string) => path.relative(root, file).split(path.sep).join("/");
  return {
    program: entry.program,
    roots: entry.program.getRootFileNames().map(own).sort(),
    reported: (entry.reported ?? []).map(own).sort(),
    files: entry.program
      .getSourceFiles()
      .map((file) => own(file.fileName))
      .filter((file) => !file.startsWith("..") && !file.includes("node_modules"))
      .sort(),
  };
}

/** An empty project whose tsconfig resolves modules as a bundler does, strict, without emit. */
async function bundlerProject() {
  const p = await project();
  p.write(
    "tsconfig.json",
    JSON.stringify({
      compilerOptions: { module: "ESNext", moduleResolution: "Bundler", strict: true, noEmit: true },
      include: ["src"],
    }),
  );
  return p;
}

const A_THREE_PARAMETERS = `/** Adds three numbers. */
export function add(x: number, y: number, z: number): number {
  return x + y + z;
}
`;

describe("types: the program holds what the change needs", () => {
  it("leaves an unrelated file of the same tsconfig out, type error and all", async () => {
    const p = await project("importer-break");
    p.write("src/a.ts", A_THREE_PARAMETERS);
    p.write("src/unrelated.ts", 'export const wrong: number = "text";\n');
    const result = await typesCheck.run(checkContext(p.dir, [changedFile(p.dir, "src/a.ts")]));
    expect(result.failures).toEqual([]);
    // The importers break exactly as with the whole project (types.test.ts), and nothing else is reported.
    expect(summary(result)).toEqual(["src/b.ts:3:30 TS2554", "src/d.ts:3:28 TS2554"]);

    const { program, roots, files } = await builtProgram(p.dir);
    expect(program.getSourceFile(path.join(p.dir, "src/unrelated.ts"))).toBeUndefined();
    // The changed file and its importers are the roots; c.ts (re-exported through) comes in as an import.
    expect(roots).toEqual(["src/a.ts", "src/b.ts", "src/c.ts", "src/d.ts"]);
    expect(files).toEqual(["src/a.ts", "src/b.ts", "src/c.ts", "src/d.ts"]);
  });

  it("builds a leaf with no importers alone with what it imports", async () => {
    const p = await project("importer-break");
    p.write("src/unrelated.ts", 'export const wrong: number = "text";\n');
    const result = await typesCheck.run(checkContext(p.dir, [changedFile(p.dir, "src/d.ts")]));
    expect(result.findings).toEqual([]);
    const { roots, files } = await builtProgram(p.dir);
    expect(roots).toEqual(["src/d.ts"]);
    expect(files).toEqual(["src/a.ts", "src/c.ts", "src/d.ts"]);
  });

  it("still sees globals from a .d.ts, from `declare global` in a module nothing imports, and from a script", async () => {
    const p = await project();
    p.write(
      "tsconfig.json",
      JSON.stringify({
        compilerOptions: {
          target: "ES2022",
          module: "ESNext",
          moduleResolution: "Bundler",
          strict: true,
          noEmit: true,
          skipLibCheck: true,
        },
        include: ["src"],
      }),
    );
    p.write("src/env.d.ts", "declare const BUILD_ID: string;\n");
    p.write("src/flags.ts", "export {};\n\ndeclare global {\n  var featureFlags: { dark: boolean };\n}\n");
    p.write("src/legacy.ts", "declare function legacyLog(message: string): void;\n");
    p.write("src/unrelated.ts", 'export const wrong: number = "text";\n');
    // Each use resolves to its declaration: wrong types (TS2322, TS2345), not unknown names (TS2304).
    p.write(
      "src/use.ts",
      [
        "export const id: number = BUILD_ID;",
        "export const dark: string = globalThis.featureFlags.dark;",
        "legacyLog(1);",
        "",
      ].join("\n"),
    );
    const result = await typesCheck.run(checkContext(p.dir, [changedFile(p.dir, "src/use.ts")]));
    expect(result.failures).toEqual([]);
    expect(summary(result)).toEqual([
      "src/use.ts:1:14 TS2322",
      "src/use.ts:2:14 TS2322",
      "src/use.ts:3:11 TS2345",
    ]);

    const { program, roots } = await builtProgram(p.dir);
    expect(roots).toEqual(["src/env.d.ts", "src/flags.ts", "src/legacy.ts", "src/use.ts"]);
    expect(program.getSourceFile(path.join(p.dir, "src/unrelated.ts"))).toBeUndefined();
  });

  it("sees a module augmentation (`declare module`) that nothing imports", async () => {
    const p = await bundlerProject();
    p.write("src/store.ts", "export interface Store {\n  size: number;\n}\n");
    p.write(
      "src/store-plugin.ts",
      'export {};\n\ndeclare module "./store.js" {\n  interface Store {\n    label: string;\n  }\n}\n',
    );
    p.write(
      "src/use.ts",
      'import type { Store } from "./store.js";\n\nexport const n: number = ({} as Store).label;\n',
    );
    const result = await typesCheck.run(checkContext(p.dir, [changedFile(p.dir, "src/use.ts")]));
    expect(result.failures).toEqual([]);
    // `label` is found (declared by the augmentation) and is a string: TS2322, not TS2339.
    expect(summary(result)).toEqual(["src/use.ts:3:14 TS2322"]);
  });

  it("makes every project file a composite program pulls in a root (no TS6307)", async () => {
    const p = await project();
    p.write(
      "tsconfig.json",
      JSON.stringify({
        compilerOptions: {
          composite: true,
          module: "ESNext",
          moduleResolution: "Bundler",
          strict: true,
          outDir: "dist",
        },
        include: ["src"],
      }),
    );
    p.write("src/util.ts", "export const two = (n: number): number => n * 2;\n");
    p.write("src/helper.ts", "export const three = 3;\n");
    p.write(
      "src/main.ts",
      'import { three } from "./helper.js";\nimport { two } from "./util.js";\n\nexport const x: string = two(three);\n',
    );
    p.write("src/unrelated.ts", "export const one = 1;\n");
    const result = await typesCheck.run(checkContext(p.dir, [changedFile(p.dir, "src/util.ts")]));
    expect(result.failures).toEqual([]);
    expect(summary(result)).toEqual(["src/main.ts:4:14 TS2322"]);
    const { roots } = await builtProgram(p.dir);
    expect(roots).toEqual(["src/helper.ts", "src/main.ts", "src/util.ts"]);
  });

  it("sees an importer stop importing the changed file on the next run (scans are fresh by stat)", async () => {
    const p = await project("importer-break");
    p.write("src/a.ts", A_THREE_PARAMETERS);
    const files = [changedFile(p.dir, "src/a.ts")];
    expect(summary(await typesCheck.run(checkContext(p.dir, files)))).toEqual([
      "src/b.ts:3:30 TS2554",
      "src/d.ts:3:28 TS2554",
    ]);
    p.write("src/b.ts", "export const total: number = 3;\n");
    expect(summary(await typesCheck.run(checkContext(p.dir, files)))).toEqual(["src/d.ts:3:28 TS2554"]);
    const { reported, roots } = await builtProgram(p.dir);
    expect(reported).toEqual(["src/a.ts", "src/c.ts", "src/d.ts"]);
    expect(roots).toEqual(["src/a.ts", "src/c.ts", "src/d.ts"]);
  });

  it("builds the next body edit from the last run's program of the changed file alone, reused whole", async () => {
    const p = await project("importer-break", { git: true });
    const check = () =>
      typesCheck.run(checkContext(p.dir, [changedFile(p.dir, "src/a.ts")], { baseRevision: "HEAD" }));
    p.write("src/a.ts", A_THREE_PARAMETERS);
    expect(summary(await check())).toEqual(["src/b.ts:3:30 TS2554", "src/d.ts:3:28 TS2554"]);
    expect((await builtProgram(p.dir)).roots).toEqual(["src/a.ts", "src/b.ts", "src/c.ts", "src/d.ts"]);

    // Back to the base's signature, a new body: nothing a.ts's importers see has changed, so a program
    // of a.ts alone, built from the first program of the run before (the same roots: TypeScript reuses
    // its structure whole, 2). Built from the wider program it would resolve every import again (0).
    p.write(
      "src/a.ts",
      "/** Adds two numbers. */\nexport function add(x: number, y: number): number {\n  return y + x;\n}\n",
    );
    expect(summary(await check())).toEqual([]);
    const narrow = await builtProgram(p.dir);
    expect(narrow.roots).toEqual(["src/a.ts"]);
    expect(narrow.reported).toEqual(["src/a.ts"]);
    expect((narrow.program as unknown as { structureIsReused: number }).structureIsReused).toBe(2);
  });

  it("checks an importer of an import cycle again when any file of the cycle changes", async () => {
    const p = await bundlerProject();
    const ringA = (scale: string) =>
      `import type { Unit } from "./ring-b.js";\n\nexport type Scale = ${scale};\nexport declare const unit: Unit;\n`;
    const ringB = (unit: string) =>
      `import type { Scale } from "./ring-a.js";\n\nexport type Unit = ${unit};\n`;
    p.write("src/ring-a.ts", ringA("number"));
    p.write("src/ring-b.ts", ringB("Scale"));
    p.write("src/user.ts", 'import { unit } from "./ring-a.js";\n\nexport const u: number = unit;\n');
    const check = (file: string) => typesCheck.run(checkContext(p.dir, [changedFile(p.dir, file)]));
    // user.ts reaches both files of the cycle through ring-a.ts: its diagnostics are reused only while
    // both are what they were, whichever file of the cycle the walk of the imports meets first.
    expect(summary(await check("src/ring-b.ts"))).toEqual([]);
    p.write("src/ring-b.ts", ringB("string"));
    expect(summary(await check("src/ring-b.ts"))).toEqual(["src/user.ts:3:14 TS2322"]);
    p.write("src/ring-b.ts", ringB("Scale"));
    expect(summary(await check("src/ring-b.ts"))).toEqual([]);
    // ring-a.ts rewritten behind the back (a shell command), the hook naming ring-b.ts.
    p.write("src/ring-a.ts", ringA("string"));
    expect(summary(await check("src/ring-b.ts"))).toEqual(["src/user.ts:3:14 TS2322"]);
    p.write("src/ring-a.ts", ringA("number"));
    expect(summary(await check("src/ring-a.ts"))).toEqual([]);
  });

  it("sees an importer rewritten behind its back with the same size, on the next run of the same state", async () => {
    // The daemon's case: the warm parsed files survive between runs, and a shell command (not an edit
    // the hook saw) rewrites an importer that is not part of the change. Same length, new content.
    const p = await project("importer-break");
    const files = [changedFile(p.dir, "src/a.ts")];
    expect(summary(await typesCheck.run(checkContext(p.dir, files)))).toEqual([]);
    const b = path.join(p.dir, "src/b.ts");
    const before = statSync(b);
    const rewritten = 'import { add } from "./a.js";\n\nexport const total: string = add(1, 2);\n';
    p.write("src/b.ts", rewritten);
    // A distinct modification time, whatever the file system's clock resolution.
    utimesSync(b, before.atime, new Date(before.mtimeMs + 10_000));
    expect(statSync(b).size).toBe(before.size);
    expect(summary(await typesCheck.run(checkContext(p.dir, files)))).toEqual(["src/b.ts:3:14 TS2322"]);
  });
});
