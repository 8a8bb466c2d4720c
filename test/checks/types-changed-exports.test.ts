/**
 * Which exports of a reshaped file changed, by name (its two declaration emits), and which importers
 * can see them: real TypeScript parses the emits and the re-exporting files. The import graph is a
 * plain map of files to what they import (resolution itself is tested with the project graph).
 */
import path from "node:path";
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { changedExports, importersThatSee } from "../../src/checks/types/changed-exports.js";
import type { ImportGraphSource } from "../../src/checks/types/importers.js";
import { scanReexports } from "../../src/checks/types/importers.js";

const changed = (was: string, is: string) => {
  const names = changedExports(ts, "/p/src/kit.ts", was, is);
  return names === undefined ? undefined : [...names].sort();
};

const KIT =
  "export interface Opts {\n    size: number;\n}\n" +
  "export declare function make(o: Opts): number;\n" +
  "export declare function name(): string;\n" +
  "declare const hidden: number;\n" +
  "export declare const shown: typeof hidden;\n";

describe("changedExports: the exports whose declarations differ, by name", () => {
  it("names the edited declaration and every declaration that mentions it", () => {
    expect(changed(KIT, KIT.replace("name(): string", "name(x?: number): string"))).toEqual(["name"]);
    // make's own text is the same, but Opts is what it takes.
    expect(changed(KIT, KIT.replace("size: number", "size: string"))).toEqual(["Opts", "make"]);
    // A declaration that is not exported changes what exported ones that mention it are.
    expect(changed(KIT, KIT.replace("hidden: number", "hidden: string"))).toEqual(["shown"]);
    expect(changed(KIT, `${KIT}export declare function added(): void;\n`)).toEqual(["added"]);
    expect(changed(KIT, KIT.replace("export declare function name(): string;\n", ""))).toEqual(["name"]);
    expect(changed(KIT, KIT)).toEqual([]);
  });

  it("follows an import binding of the emit, and export lists' renames", () => {
    const was =
      'import type { Point } from "./shapes.js";\nexport declare function at(): Point;\nexport {};\n';
    const is = was.replace("./shapes.js", "./other.js");
    expect(changed(was, is)).toEqual(["at"]);
    const listed = "declare function inner(): number;\nexport { inner as outer };\n";
    expect(changed(listed, listed.replace("number", "string"))).toEqual(["outer"]);
  });

  it("gives up where exports cannot be told apart by name", () => {
    // `export =`, a different re-export or augmentation, declaration-emit problems, a side-effect import.
    expect(
      changed("declare const a: number;\nexport = a;\n", "declare const a: string;\nexport = a;\n"),
    ).toBe(undefined);
    expect(changed(`${KIT}export * from "./a.js";\n`, `${KIT}export * from "./b.js";\n`)).toBe(undefined);
    expect(changed(KIT, `${KIT}declare global {\n    var x: number;\n}\n`)).toBe(undefined);
    // An emit with problems may have left types out: the same problems on both sides decide nothing.
    const problem = "\0\nkit.ts(1,2) 9005: Declaration emit for this file requires using private name";
    expect(
      changed(`${KIT}${problem}`, `${KIT.replace("name(): string", "name(x?: number): string")}${problem}`),
    ).toBe(undefined);
    expect(changed(KIT, `import "./side.js";\n${KIT}`)).toBe(undefined);
    expect(changed(KIT, `/// <reference types="node" />\n${KIT}`)).toBe(undefined);
  });

  it("names an anonymous default export `default`", () => {
    const was = "export default function (): number;\n";
    expect(changed(was, "export default function (): string;\n")).toEqual(["default"]);
  });
});

/** A project of files (absolute under /p/src) whose imports are their `from "./x.js"` specifiers. */
function graphOf(files: Record<string, string>): {
  graph: ImportGraphSource;
  textOf: (file: string) => string | undefined;
} {
  const abs = (name: string) => path.join("/p/src", name);
  const texts = new Map(Object.entries(files).map(([name, text]) => [abs(name), text]));
  const graph: ImportGraphSource = {
    files: [...texts.keys()],
    importsOf: (file) =>
      ts
        .preProcessFile(texts.get(file) ?? "", true, true)
        .importedFiles.map((ref) => ({ specifier: ref.fileName, kind: "import" as const })),
    reexportsOf: (file) =>
      scanReexports(ts, ts.createSourceFile(file, texts.get(file) ?? "", ts.ScriptTarget.Latest)),
    resolve: (ref, from) => {
      const target = path.resolve(path.dirname(from), ref.specifier.replace(/\.js$/, ".ts"));
      return texts.has(target) ? target : undefined;
    },
  };
  return { graph, textOf: (file) => texts.get(file) };
}

function seeing(files: Record<string, string>, names: string[], importers: string[]) {
  const { graph, textOf } = graphOf(files);
  const abs = (name: string) => path.join("/p/src", name);
  const result = importersThatSee(
    ts,
    graph,
    [abs("kit.ts")],
    new Set(importers.map(abs)),
    new Set(names),
    textOf,
  );
  return result === undefined ? undefined : [...result.affected].map((f) => path.basename(f)).sort();
}

describe("importersThatSee: the importers a changed name can reach", () => {
  const files = {
    "kit.ts": "export function name(): string {\n  return 'k';\n}\nexport const size = 1;\n",
    "named.ts": 'import { name } from "./kit.js";\nexport const a = name();\n',
    "other.ts": 'import { size } from "./kit.js";\nexport const b = size;\n',
    "member.ts": 'import * as kit from "./kit.js";\nexport const c = kit.size;\n',
    "called.ts": 'import * as kit from "./kit.js";\nexport const d = kit.name();\n',
    "whole.ts": 'import * as kit from "./kit.js";\nexport const e: object = kit;\n',
    "keys.ts": 'import * as kit from "./kit.js";\nexport type K = keyof typeof kit;\n',
    "dynamic.ts": 'import { size } from "./kit.js";\nexport const f = import("./kit.js");\nvoid size;\n',
    "plain.js": 'import { size } from "./kit.js";\nexport const g = size;\n',
  };
  const importers = Object.keys(files).filter((f) => f !== "kit.ts");

  it("keeps those that name it, use the namespace whole or import it dynamically", () => {
    expect(seeing(files, ["name"], importers)).toEqual([
      "called.ts",
      "dynamic.ts",
      "keys.ts",
      "named.ts",
      "plain.js",
      "whole.ts",
    ]);
  });

  it("follows renames and namespace names through re-exporting files, and keeps `export *` files", () => {
    const chain = {
      "kit.ts": files["kit.ts"],
      "star.ts": 'export * from "./kit.js";\n',
      "barrel.ts": 'export * as kit from "./kit.js";\nexport { name as kitName, size } from "./kit.js";\n',
      "renamed.ts": 'import { kitName } from "./barrel.js";\nexport const a = kitName();\n',
      "through.ts": 'import { kit } from "./barrel.js";\nexport const b = kit.size;\n',
      "through-whole.ts": 'import { kit } from "./barrel.js";\nexport const c: object = kit;\n',
      "sized.ts": 'import { size } from "./barrel.js";\nexport const d = size;\n',
      "relay.ts": 'import { name as n } from "./kit.js";\nexport { n as relayed };\n',
      "relayed.ts": 'import { relayed } from "./relay.js";\nexport const e = relayed();\n',
    };
    const all = Object.keys(chain).filter((f) => f !== "kit.ts");
    expect(seeing(chain, ["name"], all)).toEqual([
      "barrel.ts",
      "relay.ts",
      "relayed.ts",
      "renamed.ts",
      "star.ts",
      "through-whole.ts",
    ]);
  });

  it("scans an importer again when its text changed (the scan is kept per file and text)", () => {
    const before = {
      "kit.ts": files["kit.ts"],
      "later.ts": 'import { size } from "./kit.js";\nexport const a = size;\n',
    };
    expect(seeing(before, ["name"], ["later.ts"])).toEqual([]);
    const after = {
      ...before,
      "later.ts": 'import { name, size } from "./kit.js";\nexport const a = size + name();\n',
    };
    expect(seeing(after, ["name"], ["later.ts"])).toEqual(["later.ts"]);
  });

  it("gives up on a changed default export, and on a re-exported one", () => {
    expect(seeing(files, ["default"], importers)).toBe(undefined);
    const chain = {
      "kit.ts": files["kit.ts"],
      "again.ts": 'import { name } from "./kit.js";\nexport default name;\n',
      "user.ts": 'import again from "./again.js";\nexport const a = again();\n',
    };
    expect(seeing(chain, ["name"], ["again.ts", "user.ts"])).toBe(undefined);
  });
});
