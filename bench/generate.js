/**
 * The generated project of `npm run bench`: 10,000 modules in 20 layers of 500, each importing three
 * modules of the layer below (chosen by a seeded generator, so every run writes the same files), one of
 * 20 hub modules and the central types. A hub is imported by about 500 modules: its signature is what a
 * "central" edit changes. No dependency, no randomness across runs: `generate(dir)` always writes the
 * same tree.
 */
import { mkdirSync, writeFileSync } from "node:fs";
import path from "node:path";

export const LAYERS = 20;
export const PER_LAYER = 500;
export const HUBS = 20;
/** What each module imports from the layer below. */
const FAN_IN = 3;

/** mulberry32: a small seeded generator (the same sequence on every machine). */
function seeded(seed) {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
  };
}

const TYPES = `/** The central types: every module of the project imports them. */
export interface Entity {
  readonly id: string;
  readonly value: number;
}

export interface Scored<T extends Entity> {
  readonly entity: T;
  readonly score: number;
}

export type Weigh = (input: Entity) => number;
`;

function hub(h) {
  return `import type { Entity } from "./types.js";

/** Hub ${h}: about ${PER_LAYER} modules call it. */
export function hub${h}(value: number, entity: Entity): number {
  let result = value;
  result += entity.id.length;
  return result;
}
`;
}

function module(layer, index, deps, hubIndex) {
  const name = `${layer}_${index}`;
  const imports = [
    `import type { Entity, Scored } from "../core/types.js";`,
    `import { hub${hubIndex} } from "../core/hub${hubIndex}.js";`,
    ...deps.map((d) => `import { f_${layer - 1}_${d} } from "../l${layer - 1}/m${d}.js";`),
  ];
  const sum = deps.map((d) => `  acc += f_${layer - 1}_${d}(input);\n`).join("");
  return `${imports.join("\n")}

export interface R_${name} extends Entity {
  readonly layer: ${layer};
}

export function f_${name}(input: Entity): number {
  let acc = input.value;
${sum}  return hub${hubIndex}(acc, input);
}

export function score_${name}(input: R_${name}): Scored<R_${name}> {
  return { entity: input, score: f_${name}(input) };
}
`;
}

/** Writes the project's sources under `dir` (src/, tsconfig.json, package.json); returns the file count. */
export function generate(dir) {
  const random = seeded(20251125);
  let files = 0;
  const write = (rel, text) => {
    const file = path.join(dir, rel);
    mkdirSync(path.dirname(file), { recursive: true });
    writeFileSync(file, text);
    files++;
  };
  write("src/core/types.ts", TYPES);
  for (let h = 0; h < HUBS; h++) write(`src/core/hub${h}.ts`, hub(h));
  for (let layer = 0; layer < LAYERS; layer++) {
    for (let index = 0; index < PER_LAYER; index++) {
      const deps = new Set();
      while (layer > 0 && deps.size < FAN_IN) deps.add(Math.floor(random() * PER_LAYER));
      const hubIndex = Math.floor(random() * HUBS);
      write(
        `src/l${layer}/m${index}.ts`,
        module(
          layer,
          index,
          [...deps].sort((a, b) => a - b),
          hubIndex,
        ),
      );
    }
  }
  return files;
}
