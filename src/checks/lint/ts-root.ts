/**
 * typescript-eslint infers `tsconfigRootDir` from the directories of the config files that read
 * `tseslint.configs.*`, kept in one process-wide set; once two configs from different directories
 * are loaded in one process (a monorepo with a config per package, a warm worker serving several
 * projects), every parse fails with "multiple candidate TSConfigRootDirs". A single CLI run would
 * only ever have seen the one config it loaded, so before each lint we leave exactly that one: the
 * directory of the config in use. A tsconfigRootDir set in the config itself still wins.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { preloadTypeScriptForEslint } from "../types/code-cache.js";

interface CandidateRegistry {
  clearCandidateTSConfigRootDirs(): void;
  addCandidateTSConfigRootDir(dir: string): void;
}

const registries = new Map<string, CandidateRegistry | null>();

function isRegistry(value: unknown): value is CandidateRegistry {
  const candidate = value as Partial<CandidateRegistry> | null;
  return (
    typeof candidate?.clearCandidateTSConfigRootDirs === "function" &&
    typeof candidate.addCandidateTSConfigRootDir === "function"
  );
}

/** The typescript-estree that the typescript-eslint visible from `fromDir` uses, if any. */
function registryFrom(fromDir: string): CandidateRegistry | null {
  let registry = registries.get(fromDir);
  if (registry !== undefined) return registry;
  registry = null;
  try {
    const from = path.join(fromDir, "__qgate_resolve__.js");
    // Its TypeScript compiled from V8's code cache (the largest load of a cold lint run).
    preloadTypeScriptForEslint(from);
    const tseslint = createRequire(from).resolve("typescript-eslint");
    const estree: unknown = createRequire(tseslint)("@typescript-eslint/typescript-estree");
    if (isRegistry(estree)) registry = estree;
  } catch {
    // No typescript-eslint (or an old one without inference): nothing to pin.
  }
  registries.set(fromDir, registry);
  return registry;
}

/** Makes `rootDir` the only inferred tsconfigRootDir candidate of the typescript-eslint seen from `fromDir`. */
export function pinTsconfigRootDir(fromDir: string, rootDir: string): void {
  const registry = registryFrom(fromDir);
  if (!registry) return;
  registry.clearCandidateTSConfigRootDirs();
  registry.addCandidateTSConfigRootDir(rootDir);
}
