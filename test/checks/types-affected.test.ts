/**
 * Types follow what an edit changed: a changed file's importers are checked again only when its
 * exported shape differs from the base revision, and then every file that depends on it is. Real
 * TypeScript on a real git project; the oracle is a fresh full program over the whole tsconfig.
 */
import { existsSync, readFileSync, rmSync } from "node:fs";
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import type { CheckResult } from "../../src/checks/check.js";
import { resolveTool } from "../../src/checks/resolve-tool.js";
import typesCheck from "../../src/checks/types/index.js";
import { cachedPrograms } from "../../src/checks/types/api.js";
import { loadTypeScript } from "../../src/checks/types/load.js";
import { changedFile, checkContext } from "../helpers/check-context.js";
import { tempProjects } from "../helpers/temp-projects.js";

const project = tempProjects();

const TSCONFIG = JSON.stringify({
  compilerOptions: {
    target: "ES2022",
    module: "ESNext",
    moduleResolution: "Bundler",
    strict: true,
    noEmit: true,
    skipLibCheck: true,
  },
  include: ["src"],
});

const NESTED =
  "export function outer(): number {\n  function inner() {\n    return 1;\n  }\n  return inner();\n}\n\n" +
  "export class Box {\n  constructor(public size: number) {\n    this.size = size;\n  }\n\n  get area() {\n    return this.size * this.size;\n  }\n}\n";

const KIT =
  'import type { Point } from "./shapes.js";\n\nexport interface Opts {\n  size: number;\n}\n\n' +
  "export function make(o: Opts): number {\n  return o.size;\n}\n\n" +
  'export function name(): string {\n  return "kit";\n}\n\n' +
  "export function where(): Point {\n  return { x: 0, y: 0 };\n}\n";

/** Each file's variants; the first is what is committed (null: the file does not exist). */
const VARIANTS: Record<string, Array<string | null>> = {
  // An import that resolves only once the file is created (TS2307 until then, and after its deletion).
  "src/late.ts": [null, "export const late = 1;\n", 'export const late = "1";\n'],
  "src/late-user.ts": ['import { late } from "./late.js";\n\nexport const v: number = late;\n'],
  // A type that travels: user.ts never imports shapes.ts, but sees Point through geometry.ts's signature.
  "src/shapes.ts": [
    "export interface Point {\n  x: number;\n  y: number;\n}\n",
    "export interface Point {\n  x: number;\n  y: string;\n}\n",
    "export interface Point {\n  x: number;\n  y: number;\n  z?: number;\n}\n",
  ],
  "src/geometry.ts": [
    'import type { Point } from "./shapes.js";\n\nexport function origin(): Point {\n  return { x: 0, y: 0 };\n}\n',
    // A body-only edit.
    'import type { Point } from "./shapes.js";\n\nexport function origin(): Point {\n  const zero = 0;\n  return { x: zero, y: zero };\n}\n',
    // A signature edit that keeps every caller correct (an optional parameter).
    'import type { Point } from "./shapes.js";\n\nexport function origin(scale?: number): Point {\n  return { x: 0 * (scale ?? 1), y: 0 };\n}\n',
    // A signature edit that breaks callers.
    'import type { Point } from "./shapes.js";\n\nexport function origin(scale: number): Point {\n  return { x: 0 * scale, y: 0 };\n}\n',
    // A body-only edit with an error of its own.
    'import type { Point } from "./shapes.js";\n\nexport function origin(): Point {\n  return { x: "0", y: 0 };\n}\n',
  ],
  "src/user.ts": [
    'import { origin } from "./geometry.js";\n\nexport const height: number = origin().y;\n',
    'import { origin } from "./geometry.js";\n\nexport const height: string = origin().y;\n',
  ],
  // Body edits decided without the declaration emit only where the signature says what it returns:
  // an inferred return type (count, the getter area) follows its body; inner() has none, but the edit
  // is inside outer(), whose return type is written out.
  "src/inferred.ts": [
    "export function count() {\n  return 1;\n}\n",
    'export function count() {\n  return "1";\n}\n',
    "export function count() {\n  const one = 1;\n  return one;\n}\n",
  ],
  "src/nested.ts": [
    NESTED,
    NESTED.replace("return 1;", 'return "1";'),
    NESTED.replace("return this.size * this.size;", "return String(this.size * this.size);"),
    NESTED.replace("this.size = size;", "this.size = size + 0;"),
  ],
  "src/inferred-user.ts": [
    'import { count } from "./inferred.js";\nimport { Box, outer } from "./nested.js";\n\nexport const n: number = count() + outer() + new Box(2).area;\n',
  ],
  // An `export *` chain: consumer.ts reaches geometry.ts through index.ts.
  "src/index.ts": [
    'export * from "./geometry.js";\nexport * from "./shapes.js";\n',
    'export * from "./shapes.js";\n',
  ],
  "src/consumer.ts": [
    'import { origin, type Point } from "./index.js";\n\nexport const p: Point = origin();\n',
    'import { origin, type Point } from "./index.js";\n\nexport const p: Point = origin(2);\n',
  ],
  // Declaration merging through a module augmentation nothing imports.
  "src/config.ts": ["export interface Config {\n  a: number;\n}\n"],
  "src/config-extra.ts": [
    'export {};\n\ndeclare module "./config.js" {\n  interface Config {\n    b?: string;\n  }\n}\n',
    'export {};\n\ndeclare module "./config.js" {\n  interface Config {\n    b?: number;\n  }\n}\n',
  ],
  "src/config-user.ts": [
    'import type { Config } from "./config.js";\n\nexport const c: Config = { a: 1, b: "x" };\n',
  ],
  // A global augmentation, and a script whose declarations are global.
  "src/globals.ts": [
    "export {};\n\ndeclare global {\n  var appName: string;\n}\n",
    "export {};\n\ndeclare global {\n  var appName: number;\n}\n",
    "export {};\n\nconst local = 1;\nvoid local;\n\ndeclare global {\n  var appName: string;\n}\n",
  ],
  "src/global-user.ts": ["export const label: string = globalThis.appName;\n"],
  "src/legacy.ts": [
    "function legacyHelper(): number {\n  return 1;\n}\n",
    'function legacyHelper(): string {\n  return "1";\n}\n',
    "function legacyHelper(): number {\n  return 2;\n}\n",
  ],
  "src/legacy-user.ts": ["export const l: number = legacyHelper();\n"],
  // An import cycle (ring-a.ts and ring-b.ts import each other): ring-user.ts reaches ring-b.ts's type
  // through it.
  "src/ring-a.ts": [
    'import type { Unit } from "./ring-b.js";\n\nexport type Scale = number;\nexport const unit: Unit = 1;\n',
    'import type { Unit } from "./ring-b.js";\n\nexport type Scale = string;\nexport const unit: Unit = 1;\n',
  ],
  "src/ring-b.ts": [
    'import type { Scale } from "./ring-a.js";\n\nexport type Unit = Scale;\n',
    'import type { Scale } from "./ring-a.js";\n\nexport type Unit = string | Scale[];\n',
    'import type { Scale } from "./ring-a.js";\n\nexport type Unit = Scale | undefined;\n',
  ],
  "src/ring-user.ts": ['import { unit } from "./ring-a.js";\n\nexport const u: number = unit;\n'],
  // Chains deeper than their hub's direct importers, where the re-check follows shapes
  // (follow-shapes.ts): hub-typed.ts's exported types are written out and never change; hub-inferred.ts's
  // follow hub()'s return type; hub-far.ts and hub-farther.ts import only those two.
  "src/hub.ts": [
    "export function hub(x: number): number {\n  return x;\n}\n",
    "export function hub(x: number, scale?: number): number {\n  return x * (scale ?? 1);\n}\n",
    "export function hub(x: number, scale: number): number {\n  return x * scale;\n}\n",
    "export function hub(x: number): string {\n  return String(x);\n}\n",
  ],
  "src/hub-typed.ts": [
    'import { hub } from "./hub.js";\n\nexport function typed(): number {\n  return hub(1);\n}\n',
  ],
  "src/hub-inferred.ts": ['import { hub } from "./hub.js";\n\nexport const inferred = hub(2);\n'],
  "src/hub-far.ts": [
    'import { typed } from "./hub-typed.js";\nimport { inferred } from "./hub-inferred.js";\n\nexport const far: number = typed() + inferred;\n',
  ],
  "src/hub-farther.ts": ['import { far } from "./hub-far.js";\n\nexport const farther: number = far;\n'],
  // The same text, another meaning: kind-api.ts's emit is unchanged when Kind changes, but it names
  // kind.ts, so kind-user.ts (which never imports kind.ts) is checked again; kind-far.ts is not.
  "src/kind.ts": ["export type Kind = number;\n", "export type Kind = string;\n"],
  "src/kind-api.ts": [
    'import type { Kind } from "./kind.js";\n\nexport function identity(k: Kind): Kind {\n  return k;\n}\n',
  ],
  "src/kind-user.ts": [
    'import { identity } from "./kind-api.js";\n\nexport const one: number = identity(1);\n',
  ],
  "src/kind-far.ts": ['import { one } from "./kind-user.js";\n\nexport const two: number = one + 1;\n'],
  "src/kind-farther.ts": ['import { two } from "./kind-far.js";\n\nexport const three: number = two;\n'],
  // A module of several exports whose importers each see some of them (changed-exports.ts): after an
  // edit of name(), kit-make.ts and kit-where.ts, which never name it, are not checked again; an edit
  // of Opts changes make() too (its parameter's type), though make's own text is the same.
  "src/kit.ts": [
    KIT,
    KIT.replace("size: number;", "size: string;").replace("return o.size;", "return Number(o.size);"),
    KIT.replace("name(): string", "name(times?: number): string"),
    KIT.replace("name(): string", "name(times: number): string"),
    KIT.replace('name(): string {\n  return "kit";', "name(): number {\n  return 1;"),
    `${KIT}\nexport const extra = 1;\n`,
  ],
  "src/kit-extra.ts": ['export const extra = "x";\n'],
  "src/kit-star.ts": ['export * from "./kit.js";\nexport * from "./kit-extra.js";\n'],
  "src/kit-star-user.ts": ['import { extra } from "./kit-star.js";\n\nexport const e: string = extra;\n'],
  "src/kit-make.ts": [
    'import { make } from "./kit.js";\n\nexport const made: number = make({ size: 1 });\n',
    'import { make } from "./kit.js";\n\nexport const made = make({ size: 1 });\n',
  ],
  "src/kit-made.ts": ['import { made } from "./kit-make.js";\n\nexport const twice: number = made * 2;\n'],
  "src/kit-ns.ts": ['import * as kit from "./kit.js";\n\nexport const label: string = kit.name();\n'],
  // The namespace used whole: name() is reached without its identifier.
  "src/kit-whole.ts": ['import * as kit from "./kit.js";\n\nexport const label2: string = kit["name"]();\n'],
  "src/kit-barrel.ts": [
    'export * as toolkit from "./kit.js";\nexport { name as kitName } from "./kit.js";\n',
  ],
  "src/kit-far.ts": [
    'import { kitName, toolkit } from "./kit-barrel.js";\n\nexport const a: string = kitName();\nexport const b: number = toolkit.make({ size: 2 });\n',
  ],
  "src/kit-where.ts": ['import { where } from "./kit.js";\n\nexport const wy: number = where().y;\n'],
};

type Diagnostics = Map<string, string[]>;

const libFiles = new Map<string, ts.SourceFile>();

/**
 * A fresh full program over the whole tsconfig, with `replaced` files read as given (null: absent):
 * errors by file.
 */
function fullCheck(root: string, replaced: Map<string, string | null> = new Map()): Diagnostics {
  const configPath = path.join(root, "tsconfig.json");
  const config = ts.getParsedCommandLineOfConfigFile(
    configPath,
    {},
    {
      ...ts.sys,
      onUnRecoverableConfigFileDiagnostic: () => {},
    },
  )!;
  const host = ts.createCompilerHost(config.options);
  const readFile = host.readFile.bind(host);
  const fileExists = host.fileExists.bind(host);
  host.fileExists = (file) => {
    const text = replaced.get(path.resolve(file));
    return text === undefined ? fileExists(file) : text !== null;
  };
  host.readFile = (file) => {
    const text = replaced.get(path.resolve(file));
    return text === undefined ? readFile(file) : (text ?? undefined);
  };
  const getSourceFile = host.getSourceFile.bind(host);
  host.getSourceFile = (file, version, onError) => {
    const text = replaced.get(path.resolve(file));
    if (text === null) return undefined;
    if (text !== undefined) return ts.createSourceFile(file, text, version);
    if (!file.startsWith(root)) {
      // lib.*.d.ts: parsed once for the whole test, as they never change (the project's own files are
      // always read afresh).
      const kept = libFiles.get(file) ?? getSourceFile(file, version, onError);
      if (kept) libFiles.set(file, kept);
      return kept;
    }
    return getSourceFile(file, version, onError);
  };
  const rootNames = config.fileNames.filter((file) => replaced.get(path.resolve(file)) !== null);
  const atBase = [...replaced].flatMap(([file, text]) => (text === null ? [] : [file]));
  const program = ts.createProgram({
    rootNames: [...new Set([...rootNames, ...atBase])],
    options: config.options,
    host,
  });
  const byFile: Diagnostics = new Map();
  for (const diagnostic of ts.getPreEmitDiagnostics(program)) {
    if (!diagnostic.file) continue;
    const file = path.relative(root, diagnostic.file.fileName).split(path.sep).join("/");
    const { line, character } = diagnostic.file.getLineAndCharacterOfPosition(diagnostic.start ?? 0);
    const list = byFile.get(file) ?? [];
    list.push(`${file}:${line + 1}:${character + 1} TS${diagnostic.code}`);
    byFile.set(file, list);
  }
  for (const list of byFile.values()) list.sort();
  return byFile;
}

function reported(result: CheckResult): string[] {
  return result.findings.map((f) => `${f.file}:${f.line}:${f.column} ${f.rule}`).sort();
}

async function checkedFiles(root: string): Promise<string[]> {
  const tool = resolveTool("typescript", root, { requireProjectTool: false, root });
  const tsm = await loadTypeScript(tool);
  const entry = cachedPrograms(tsm).find(
    (c) => c.key === `${tool.packageJson}|${path.join(root, "tsconfig.json")}`,
  );
  return (entry?.reported ?? []).map((f) => path.relative(root, f)).sort();
}

async function committedProject() {
  const p = await project();
  p.write("tsconfig.json", TSCONFIG);
  for (const [file, variants] of Object.entries(VARIANTS)) if (variants[0]) p.write(file, variants[0]);
  await p.git("init", "-q", "-b", "main");
  await p.git("add", "-A");
  await p.git("-c", "user.email=t@example.com", "-c", "user.name=t", "commit", "-q", "-m", "base");
  return p;
}

describe("types: what an edit can affect", () => {
  it("checks only the edited file after a body edit, and every dependent after a signature edit", async () => {
    const p = await committedProject();
    const check = (file: string) =>
      typesCheck.run(checkContext(p.dir, [changedFile(p.dir, file)], { baseRevision: "HEAD" }));

    p.write("src/geometry.ts", VARIANTS["src/geometry.ts"]![1]!);
    expect(reported(await check("src/geometry.ts"))).toEqual([]);
    // The body edit kept geometry.ts's shape: none of its importers was built.
    expect(await checkedFiles(p.dir)).not.toContain("src/user.ts");

    p.write("src/shapes.ts", VARIANTS["src/shapes.ts"]![1]!);
    // Point.y became a string: user.ts breaks through geometry.ts's signature, without importing
    // shapes.ts; geometry.ts itself no longer returns a Point.
    expect(reported(await check("src/shapes.ts"))).toEqual([
      "src/geometry.ts:5:21 TS2322",
      "src/kit-where.ts:3:14 TS2322",
      "src/kit.ts:16:18 TS2322",
      "src/user.ts:3:14 TS2322",
    ]);

    p.write("src/geometry.ts", VARIANTS["src/geometry.ts"]![3]!);
    // The parameter became required: consumer.ts breaks through index.ts's `export *`.
    expect(reported(await check("src/geometry.ts"))).toEqual([
      "src/consumer.ts:3:25 TS2554",
      "src/geometry.ts:4:26 TS2322",
      "src/user.ts:3:14 TS2322",
      "src/user.ts:3:31 TS2554",
    ]);
  });

  it("follows an inferred return type's body, and decides a typed function's body edit without emit", async () => {
    const p = await committedProject();
    const check = (file: string) =>
      typesCheck.run(checkContext(p.dir, [changedFile(p.dir, file)], { baseRevision: "HEAD" }));
    p.write("src/inferred.ts", VARIANTS["src/inferred.ts"]![1]!);
    expect(reported(await check("src/inferred.ts"))).toEqual(["src/inferred-user.ts:4:14 TS2322"]);
    p.write("src/inferred.ts", VARIANTS["src/inferred.ts"]![0]!);
    p.write("src/nested.ts", VARIANTS["src/nested.ts"]![2]!);
    expect(reported(await check("src/nested.ts"))).toEqual(["src/inferred-user.ts:4:14 TS2322"]);
    // Inside outer(), whose return type is written out: an error of its own, and no importer built.
    p.write("src/nested.ts", VARIANTS["src/nested.ts"]![1]!);
    expect(reported(await check("src/nested.ts"))).toEqual(["src/nested.ts:5:3 TS2322"]);
    expect(await checkedFiles(p.dir)).not.toContain("src/inferred-user.ts");
  });

  it("passes a signature edit on only through importers whose own exported types change", async () => {
    const p = await committedProject();
    const check = (file: string) =>
      typesCheck.run(checkContext(p.dir, [changedFile(p.dir, file)], { baseRevision: "HEAD" }));
    // An optional parameter: both importers keep their exported types, so nothing beyond them is built.
    p.write("src/hub.ts", VARIANTS["src/hub.ts"]![1]!);
    expect(reported(await check("src/hub.ts"))).toEqual([]);
    expect(await checkedFiles(p.dir)).toEqual(["src/hub-inferred.ts", "src/hub-typed.ts", "src/hub.ts"]);
    // A required one breaks both callers, and still no file beyond them.
    p.write("src/hub.ts", VARIANTS["src/hub.ts"]![2]!);
    expect(reported(await check("src/hub.ts"))).toEqual([
      "src/hub-inferred.ts:3:25 TS2554",
      "src/hub-typed.ts:4:10 TS2554",
    ]);
    expect(await checkedFiles(p.dir)).not.toContain("src/hub-far.ts");
    // Another return type: hub-inferred.ts's exported type changes with it, so hub-far.ts is checked
    // (and breaks); hub-far.ts's own type is written out, so hub-farther.ts is not.
    p.write("src/hub.ts", VARIANTS["src/hub.ts"]![3]!);
    expect(reported(await check("src/hub.ts"))).toEqual([
      "src/hub-far.ts:4:14 TS2322",
      "src/hub-typed.ts:4:3 TS2322",
    ]);
    expect(await checkedFiles(p.dir)).toEqual([
      "src/hub-far.ts",
      "src/hub-inferred.ts",
      "src/hub-typed.ts",
      "src/hub.ts",
    ]);
    // The same emit text naming a type whose meaning changed: kind-user.ts breaks, kind-far.ts is not built.
    p.write("src/kind.ts", VARIANTS["src/kind.ts"]![1]!);
    expect(reported(await check("src/kind.ts"))).toEqual([
      "src/kind-user.ts:3:14 TS2322",
      "src/kind-user.ts:3:37 TS2345",
    ]);
    expect(await checkedFiles(p.dir)).toEqual(["src/kind-api.ts", "src/kind-user.ts", "src/kind.ts"]);
  });

  it("checks again only the importers that can see a changed export", async () => {
    const p = await committedProject();
    const check = (file: string) =>
      typesCheck.run(checkContext(p.dir, [changedFile(p.dir, file)], { baseRevision: "HEAD" }));
    // name() takes an optional parameter: kit-make.ts (and kit-made.ts after it) and kit-where.ts never
    // name it, so they are not checked; kit-far.ts calls it under another name, kit-whole.ts through
    // the namespace, kit-star.ts re-exports everything.
    p.write("src/kit.ts", VARIANTS["src/kit.ts"]![2]!);
    expect(reported(await check("src/kit.ts"))).toEqual([]);
    // kit-barrel.ts names it; kit-star-user.ts imports through kit-star.ts, whose meaning changed.
    expect(await checkedFiles(p.dir)).toEqual([
      "src/kit-barrel.ts",
      "src/kit-far.ts",
      "src/kit-ns.ts",
      "src/kit-star-user.ts",
      "src/kit-star.ts",
      "src/kit-whole.ts",
      "src/kit.ts",
    ]);
    // Opts changed: make() with it, though make's text did not; kit-ns.ts calls name() only.
    p.write("src/kit.ts", VARIANTS["src/kit.ts"]![1]!);
    expect(reported(await check("src/kit.ts"))).toEqual([
      "src/kit-far.ts:4:41 TS2322",
      "src/kit-make.ts:3:36 TS2322",
    ]);
    expect(await checkedFiles(p.dir)).toEqual([
      "src/kit-far.ts",
      "src/kit-make.ts",
      "src/kit-star-user.ts",
      "src/kit-star.ts",
      "src/kit-whole.ts",
      "src/kit.ts",
    ]);
  });

  it("without a base revision (named files) still checks every dependent", async () => {
    const p = await committedProject();
    const result = await typesCheck.run(checkContext(p.dir, [changedFile(p.dir, "src/geometry.ts")]));
    expect(reported(result)).toEqual([]);
    expect(await checkedFiles(p.dir)).toEqual(
      expect.arrayContaining(["src/consumer.ts", "src/index.ts", "src/user.ts"]),
    );
  });

  it("reports what a fresh full tsc reports for every file an edit can affect, over a generated sequence", async () => {
    const editable = Object.entries(VARIANTS).filter(([, variants]) => variants.length > 1);
    const edited = await generatedSequence(editable, 20261368, 50);
    // The seed's sequence changes every editable file, the import cycle's ring-b.ts among them.
    expect([...edited].sort()).toEqual(editable.map(([file]) => file).sort());
    // Two fresh full programs a step, for the oracle: about 10 s on an idle 2-core machine.
  }, 120_000);

  it("does the same over edits of one module's several exports, and of what its importers see", async () => {
    const editable = Object.entries(VARIANTS).filter(
      ([file, variants]) => variants.length > 1 && (file.startsWith("src/kit") || file === "src/shapes.ts"),
    );
    const edited = await generatedSequence(editable, 20261128, 30);
    expect([...edited].sort()).toEqual(editable.map(([file]) => file).sort());
  }, 120_000);
});

/**
 * Edits `editable` files at random (a seeded sequence of their variants), checks each edit, and
 * compares with fresh full programs: nothing reported that a full check does not report, and
 * everything it reports for the edited file and for each file whose errors the edit changed.
 * Returns the files the sequence changed.
 */
async function generatedSequence(
  editable: Array<[string, Array<string | null>]>,
  firstSeed: number,
  steps: number,
): Promise<Set<string>> {
  const p = await committedProject();
  let seed = firstSeed;
  const random = () => {
    seed = (seed + 0x6d2b79f5) | 0;
    let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
    t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
  const edited = new Set<string>();
  for (let step = 1; step <= steps; step++) {
    const [file, variants] = editable[Math.floor(random() * editable.length)]!;
    const text = variants[Math.floor(random() * variants.length)]!;
    const absolute = path.join(p.dir, file);
    const before = existsSync(absolute) ? readFileSync(absolute, "utf8") : null;
    if (text !== before) edited.add(file);
    if (text === null) rmSync(absolute, { force: true });
    else p.write(file, text);
    const change = text === null ? "delete" : before === null ? "create" : "modify";
    const context = checkContext(p.dir, [changedFile(p.dir, file, { change })], {
      baseRevision: "HEAD",
    });
    const result = await typesCheck.run(context);
    const label = `step ${step}: ${file} variant ${variants.indexOf(text)} (was ${variants.indexOf(before)})`;
    expect(result.failures, label).toEqual([]);
    // The same content again (a re-run with nothing changed, from the warm state) gives the same.
    if (random() < 0.3) expect(reported(await typesCheck.run(context)), label).toEqual(reported(result));
    const now = fullCheck(p.dir);
    const atBase = fullCheck(p.dir, new Map([[absolute, variants[0]!]]));
    const got = reported(result);
    // Nothing reported that a full check does not report.
    const everything = [...now.values()].flat();
    for (const finding of got) expect(everything, label).toContain(finding);
    // Everything a full check reports for the edited file, and for each file whose errors the edit
    // changed (they differ with the edited file as it is at the base revision).
    const files = new Set([...now.keys(), ...atBase.keys()]);
    for (const other of files) {
      const changedErrors = (now.get(other) ?? []).join() !== (atBase.get(other) ?? []).join();
      if (other !== file && !changedErrors) continue;
      for (const finding of now.get(other) ?? []) expect(got, label).toContain(finding);
    }
  }
  return edited;
}
