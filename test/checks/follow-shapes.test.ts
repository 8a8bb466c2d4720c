/**
 * followShapes on a hand-made import graph, with the shapes looked up counted: the order in which a
 * level's importers are asked changes how soon a file that affects every file is found, never the
 * answer. The whole path, with real programs, is test/checks/types-affected.test.ts.
 */
import ts from "typescript";
import { describe, expect, it } from "vitest";
import { followShapes, type ShapeLookup } from "../../src/checks/types/follow-shapes.js";
import type { ImportGraphSource, ModuleRef } from "../../src/checks/types/importers.js";

const HUB = "/p/hub.ts";
const AUGMENTS = "/p/augments.ts";
const NAMED = "/p/named.ts";
const OTHERS = Array.from({ length: 20 }, (_, i) => `/p/other${i}.ts`);

/** Every file imports the hub; augments.ts also imports named.ts. */
function graphOf(files: readonly string[]): ImportGraphSource {
  const imports = (file: string): ModuleRef[] =>
    file === HUB
      ? []
      : [
          { specifier: "./hub", kind: "import" },
          ...(file === AUGMENTS ? [{ specifier: "./named", kind: "import" as const }] : []),
        ];
  return {
    files,
    importsOf: imports,
    reexportsOf: () => new Set(),
    resolve: (ref) => `/p/${ref.specifier.slice(2)}.ts`,
  };
}

/**
 * Shapes where `changed` files differ between base and now; augments.ts's emit names named.ts. The
 * files whose shapes were asked for are collected in `asked`.
 */
function lookupOf(changed: ReadonlySet<string>, asked: Set<string>): ShapeLookup {
  const shape = (file: string, side: string) => {
    asked.add(file);
    const own = changed.has(file)
      ? `export declare const v: ${side};\n`
      : "export declare const v: number;\n";
    return file === AUGMENTS ? `import type { N } from "./named";\n${own}` : own;
  };
  return {
    now: (file) => shape(file, "string"),
    base: (file) => shape(file, "number"),
    affectsEveryFile: (file) => file === AUGMENTS,
  };
}

function follow(changed: ReadonlySet<string>, order: readonly string[]) {
  const files = [HUB, ...order];
  const asked = new Set<string>();
  const report = new Set([HUB]);
  const lookup = lookupOf(changed, asked);
  const answer = followShapes({
    tsm: ts,
    graph: graphOf(files),
    reshaped: [HUB],
    report,
    importers: new Set(order),
    widen: (added) => {
      for (const file of added) report.add(file);
      return lookup;
    },
  });
  return { answer, asked };
}

describe("followShapes", () => {
  it("answers everything as soon as a file that affects every file changes meaning, whatever the order", () => {
    // named.ts changes shape; augments.ts names it, so its meaning changes too.
    const changed = new Set([NAMED]);
    for (const order of [
      [...OTHERS, NAMED, AUGMENTS],
      [AUGMENTS, ...OTHERS, NAMED],
      [NAMED, ...OTHERS, AUGMENTS],
    ]) {
      const { answer, asked } = follow(changed, order);
      expect(answer).toBe("everything");
      // augments.ts first, then what it names: none of the twenty other importers' shapes is needed.
      expect([...asked].sort()).toEqual([AUGMENTS, NAMED].sort());
    }
  });

  it("asks every importer when nothing that affects every file changes meaning", () => {
    const changed = new Set([OTHERS[3]!]);
    const { answer, asked } = follow(changed, [...OTHERS, NAMED, AUGMENTS]);
    expect(answer).toBeUndefined();
    expect(asked.size).toBe(OTHERS.length + 2);
  });
});
