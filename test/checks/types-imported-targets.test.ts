/**
 * importedTargetsOf (what an error in a file may have been caused by, for many files at once) gives
 * for each file what importedTargets' walk from that file gives, over generated import graphs with
 * cycles, files outside the project and a deleted target. The graph is a plain map of files to the
 * files they import.
 */
import { describe, expect, it } from "vitest";
import {
  importedTargets,
  importedTargetsOf,
  type ImportGraphSource,
} from "../../src/checks/types/importers.js";

function generatedGraph(seed: number, size: number): { graph: ImportGraphSource; own: Set<string> } {
  let state = seed;
  const random = () => {
    state = (state * 1103515245 + 12345) % 2147483648;
    return state / 2147483648;
  };
  const files = Array.from({ length: size }, (_, i) => `/p/src/m${i}.ts`);
  const imports = new Map<string, string[]>();
  for (const [i, file] of files.entries()) {
    const list: string[] = [];
    const count = Math.floor(random() * 4);
    for (let k = 0; k < count; k++) {
      // Mostly to lower modules, sometimes upwards (a cycle), sometimes to a declaration outside the
      // project or to the deleted file.
      const roll = random();
      if (roll < 0.08) list.push("/p/node_modules/lib/index.d.ts");
      else if (roll < 0.12) list.push("/p/src/deleted.ts");
      else if (roll < 0.25) list.push(files[Math.floor(random() * size)]!);
      else if (i > 0) list.push(files[Math.floor(random() * i)]!);
    }
    imports.set(file, list);
  }
  const graph: ImportGraphSource = {
    files,
    importsOf: (file) =>
      (imports.get(file) ?? []).map((specifier) => ({ specifier, kind: "import" as const })),
    reexportsOf: () => new Set(),
    resolve: (ref) => ref.specifier,
  };
  return { graph, own: new Set(files) };
}

describe("importedTargetsOf: the targets each file imports, for many files at once", () => {
  it("equals importedTargets' walk from each file, over generated graphs", () => {
    for (const seed of [1, 7, 2026, 1128]) {
      const { graph, own } = generatedGraph(seed, 120);
      const targets = new Set(["/p/src/m0.ts", "/p/src/m17.ts", "/p/src/m60.ts", "/p/src/deleted.ts"]);
      const files = graph.files.filter((_, i) => i % 3 !== 1);
      expect(files.length).toBeGreaterThan(16);
      const batch = importedTargetsOf(files, targets, graph, own);
      for (const file of files) {
        const one = [...importedTargets(file, targets, graph, own)].sort();
        expect([...(batch.get(file) ?? [])].sort(), `seed ${seed}: ${file}`).toEqual(one);
      }
      // Some file reaches a target only through other files, and some reaches none.
      const reached = [...batch.values()].map((found) => found.size);
      expect(reached.some((n) => n === 0) && reached.some((n) => n > 1)).toBe(true);
    }
  });
});
