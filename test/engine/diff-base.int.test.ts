/**
 * What blocks a diff, over generated edits (issue 39): `qgate check --diff HEAD --only types` blocks
 * exactly when TypeScript's own whole-project check (what `tsc --noEmit` prints) has an error the base
 * revision lacked, counted by file, code and message; and the findings it shows are exactly those.
 * The selection and the engine run in-process (the CLI's `selectChanges` and `runGate`, checks on the
 * calling thread), on a real git repository; tsc's answer comes from the same TypeScript, in-process.
 */
import { rmSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { selectChanges } from "../../src/changes/select.js";
import { InlineHost } from "../../src/engine/host.js";
import { runGate } from "../../src/pipeline.js";
import { loadPolicy } from "../../src/policy/load.js";
import { oneLine } from "../../src/util/text.js";
import { tempProject, type TempProject } from "../helpers/project.js";
import { seededRandom } from "../helpers/random.js";

const BASE: Record<string, string> = {
  "tsconfig.json": `${JSON.stringify({
    compilerOptions: {
      target: "ES2022",
      module: "NodeNext",
      moduleResolution: "NodeNext",
      lib: ["ES2022"],
      types: [],
      strict: true,
      noEmit: true,
      skipLibCheck: true,
    },
    include: ["src"],
  })}\n`,
  "src/lib.ts": [
    "export function add(a: number, b: number): number {",
    "  return a + b;",
    "}",
    "",
    "export function greet(name: string): string {",
    "  return `hi ${name}`;",
    "}",
    "",
    "export function total(xs: number[]): number {",
    "  return xs.reduce((sum, x) => add(sum, x), 0);",
    "}",
    "",
    "export const twice = (n: number): number => add(n, n);",
    'export const hello: string = greet("lib");',
    "// Legacy: wrong since before any change.",
    'export const legacy: number = "one";',
    "",
  ].join("\n"),
  "src/use.ts": [
    'import { add, greet, total } from "./lib.js";',
    "",
    "export const three: number = add(1, 2);",
    'export const hi: string = greet("use");',
    "export const sum: number = total([1, 2, 3]);",
    "// Legacy.",
    "export const wrong: string = add(1, 1);",
    "",
  ].join("\n"),
  "src/solo.ts": [
    "export function solo(flag: boolean): string {",
    '  return flag ? "yes" : "no";',
    "}",
    "",
    "export const answer: string = solo(true);",
    "",
  ].join("\n"),
};

/** The project's files as an edit leaves them: null where a file is deleted. */
type Files = Map<string, string | null>;

/** One kind of edit: changes `files` and says so, or leaves them and returns false (it does not apply). */
type Edit = (files: Files) => boolean;

function replaceIn(file: string, from: string, to: string): Edit {
  return (files) => {
    const text = files.get(file);
    if (!text?.includes(from)) return false;
    files.set(file, text.replace(from, to));
    return true;
  };
}

function append(file: string, line: string): Edit {
  return (files) => {
    const text = files.get(file);
    if (text === null) return false;
    files.set(file, `${text ?? ""}${line}\n`);
    return true;
  };
}

function remove(file: string): Edit {
  return (files) => {
    if (files.get(file) === null) return false;
    files.set(file, null);
    return true;
  };
}

const SIGNATURES: Array<[string, string]> = [
  ["src/lib.ts", "add(a: number, b: number)"],
  ["src/lib.ts", "greet(name: string)"],
  ["src/lib.ts", "total(xs: number[])"],
  ["src/solo.ts", "solo(flag: boolean)"],
];

const EDITS: Record<string, Edit> = {
  // Signatures: callers on unchanged lines of the same file, and in other files.
  ...Object.fromEntries(
    SIGNATURES.flatMap(([file, signature]) => [
      [
        `required parameter: ${signature}`,
        replaceIn(file, signature, `${signature.slice(0, -1)}, extra: boolean)`),
      ],
      [
        `optional parameter: ${signature}`,
        replaceIn(file, signature, `${signature.slice(0, -1)}, extra?: boolean)`),
      ],
    ]),
  ),
  "parameter removed: add": replaceIn(
    "src/lib.ts",
    "add(a: number, b: number): number {\n  return a + b;",
    "add(a: number): number {\n  return a;",
  ),
  "return type: greet": replaceIn(
    "src/lib.ts",
    "greet(name: string): string {\n  return `hi ${name}`;",
    "greet(name: string): number {\n  return name.length;",
  ),
  "renamed: greet": replaceIn("src/lib.ts", "function greet(", "function salute("),
  "body only: add": replaceIn("src/lib.ts", "return a + b;", "return b + a;"),
  "body only: use.ts": replaceIn("src/use.ts", "add(1, 2)", "add(2, 1)"),
  // The base's own errors: repeated (the same message once more), fixed, or on a changed line.
  "legacy repeated": append("src/lib.ts", 'export const legacyToo: number = "two";'),
  "legacy fixed": replaceIn("src/lib.ts", 'legacy: number = "one"', "legacy: number = 1"),
  "legacy line changed": replaceIn("src/lib.ts", "legacy: number", "legacyValue: number"),
  "other legacy fixed": replaceIn(
    "src/use.ts",
    "wrong: string = add(1, 1)",
    "wrong: string = String(add(1, 1))",
  ),
  "bad call added": append("src/use.ts", 'export const bad: number = add("1", 2);'),
  "new file, wrong": (files) => {
    if (files.get("src/fresh.ts") !== undefined) return false;
    files.set(
      "src/fresh.ts",
      'import { greet } from "./lib.js";\n\nexport const n: number = greet("fresh");\n',
    );
    return true;
  },
  "new file, fine": append("src/fine.ts", "export const fine = 1;"),
  "deleted: lib.ts": remove("src/lib.ts"),
  "deleted: solo.ts": remove("src/solo.ts"),
};

const random = seededRandom;

const CASES = 30;

/** Each case: one to three edits, drawn without repeats. */
function generate(seed: number): string[][] {
  const next = random(seed);
  const names = Object.keys(EDITS);
  return Array.from({ length: CASES }, () => {
    const pool = [...names];
    const count = 1 + Math.floor(next() * 3);
    return Array.from({ length: count }, () => pool.splice(Math.floor(next() * pool.length), 1)[0]!);
  });
}

/** A compiler host that keeps parsed files (lib.d.ts above all) between the cases, by text. */
function keepingHost(options: ts.CompilerOptions): ts.CompilerHost {
  const host = ts.createCompilerHost(options);
  const parsed = new Map<string, ts.SourceFile>();
  host.getSourceFile = (fileName, languageVersion) => {
    const text = ts.sys.readFile(fileName);
    if (text === undefined) return undefined;
    const kept = parsed.get(fileName);
    if (kept?.text === text) return kept;
    const sourceFile = ts.createSourceFile(fileName, text, languageVersion);
    parsed.set(fileName, sourceFile);
    return sourceFile;
  };
  return host;
}

/**
 * `tsc --noEmit`'s errors on the whole project (the tsconfig's files, `getPreEmitDiagnostics`), each
 * as `file code message`, the message flattened to one line as qgate reports it.
 */
function tscErrors(dir: string, host: () => ts.CompilerHost): string[] {
  const parsed = ts.getParsedCommandLineOfConfigFile(path.join(dir, "tsconfig.json"), undefined, {
    ...ts.sys,
    onUnRecoverableConfigFileDiagnostic: () => {},
  })!;
  const program = ts.createProgram({ rootNames: parsed.fileNames, options: parsed.options, host: host() });
  return ts
    .getPreEmitDiagnostics(program)
    .filter((d) => d.category === ts.DiagnosticCategory.Error)
    .map((d) => {
      const file = d.file ? path.relative(dir, d.file.fileName).split(path.sep).join("/") : "";
      return `${file} TS${d.code} ${oneLine(ts.flattenDiagnosticMessageText(d.messageText, "\n"), Infinity)}`;
    });
}

/** What `now` has that `before` lacks, counted: two at the base and three now leave one. */
function multisetMinus(now: readonly string[], before: readonly string[]): string[] {
  const left = new Map<string, number>();
  for (const key of before) left.set(key, (left.get(key) ?? 0) + 1);
  return now.filter((key) => {
    const count = left.get(key) ?? 0;
    if (count > 0) left.set(key, count - 1);
    return count === 0;
  });
}

let project: TempProject;
const host = new InlineHost();
let tscHost: ts.CompilerHost | undefined;
const compilerHost = () => (tscHost ??= keepingHost({}));

beforeAll(async () => {
  project = await tempProject(undefined, { git: true, commit: false });
  for (const [file, text] of Object.entries(BASE)) project.write(file, text);
  project.write("package.json", '{ "name": "diff-base", "private": true, "type": "module" }\n');
  await project.git("add", "-A");
  await project.git("commit", "-qm", "base, with two type errors of its own");
});
afterAll(async () => {
  await host.close();
  project.cleanup();
});

describe("--diff HEAD --only types over generated edits", () => {
  it("blocks exactly when tsc has an error the base lacked, and shows exactly those", async () => {
    const root = project.dir;
    const policy = loadPolicy({ root });
    const atBase = tscErrors(root, compilerHost);
    expect(atBase).toHaveLength(2);
    const outcomes: Array<{ edits: string[]; blocked: boolean; preexisting: number; caused: boolean }> = [];
    for (const edits of generate(39)) {
      await project.git("checkout", "-q", "--", ".");
      await project.git("clean", "-fdq", "src");
      const files: Files = new Map(Object.entries(BASE));
      const applied = edits.filter((name) => EDITS[name]!(files));
      for (const [file, text] of files) {
        if (text === null) rmSync(path.join(root, file));
        else if (text !== BASE[file]) project.write(file, text);
      }

      const expected = multisetMinus(tscErrors(root, compilerHost), atBase);
      const { changeSet } = await selectChanges({ root, diff: "HEAD" });
      const report = await runGate(changeSet, { policy, only: ["types"], scope: policy.scope.diff, host });
      const label = `edits: ${applied.join(" + ") || "(none applied)"}`;
      expect(report.failures, label).toEqual([]);
      const shown = report.findings
        .filter((f) => f.severity === "error")
        .map((f) => `${f.file} ${f.rule} ${f.message}`);
      expect(shown.sort(), label).toEqual([...expected].sort());
      expect(report.verdict === "block", label).toBe(expected.length > 0);
      outcomes.push({
        edits: applied,
        blocked: report.verdict === "block",
        preexisting: report.preexisting,
        caused: report.notes.some((note) => note.includes("the change caused")),
      });
    }
    // The generator reaches every side of the property: blocks, passes over the base's own errors,
    // and new errors on lines the change did not touch.
    expect(outcomes.filter((o) => o.blocked).length).toBeGreaterThanOrEqual(5);
    expect(outcomes.filter((o) => !o.blocked && o.preexisting > 0).length).toBeGreaterThanOrEqual(3);
    expect(outcomes.filter((o) => o.caused).length).toBeGreaterThanOrEqual(3);
  });
});

describe("--diff HEAD --only types: a renamed file", () => {
  it("keeps the errors its previous path had as pre-existing, and blocks on what the change broke", async () => {
    const root = project.dir;
    await project.git("checkout", "-q", "--", ".");
    await project.git("clean", "-fdq", "src");
    await project.git("mv", "src/use.ts", "src/usage.ts");
    const policy = loadPolicy({ root });
    const run = async () => {
      const { changeSet } = await selectChanges({ root, diff: "HEAD" });
      expect(changeSet.files.find((f) => f.path === "src/usage.ts")?.previousPath).toBe("src/use.ts");
      return runGate(changeSet, { policy, only: ["types"], scope: policy.scope.diff, host });
    };
    // Moved as it was: its legacy error is the base's, not the change's.
    expect(await run()).toMatchObject({ verdict: "pass", findings: [], preexisting: 1 });

    project.write("src/usage.ts", `${BASE["src/use.ts"]}export const more: number = add("2", 2);\n`);
    const report = await run();
    expect(report.findings.map((f) => `${f.file}:${f.line} ${f.rule}`)).toEqual(["src/usage.ts:8 TS2345"]);
    expect(report).toMatchObject({ verdict: "block", preexisting: 1 });
    await project.git("reset", "-q", "--hard");
  });
});
