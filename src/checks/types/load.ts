/**
 * Loading TypeScript: the project's own copy (resolved from the package that owns a file) or qgate's
 * bundled 5.9. Loaded modules stay in module state, keyed by package.json, so a second run in the same
 * process (or the same worker thread) does not pay for loading the compiler again.
 */
import { createRequire } from "node:module";
import { importTool, QGATE_DIR, resolveTool, type ResolvedTool } from "../resolve-tool.js";
import { requireWithCodeCache } from "./code-cache.js";

export type TsModule = typeof import("typescript");

const loaded = new Map<string, Promise<TsModule>>();

/**
 * TypeScript's compiler is one large CommonJS file: `require` loads it directly, while `import()`
 * would first scan all of it for named exports (about a second). ESM-only builds fall back to import.
 */
async function requireTypeScript(tool: ResolvedTool): Promise<TsModule> {
  try {
    // With V8's code cache (code-cache.ts): compiling the compiler is most of the cost of loading it.
    return requireWithCodeCache(createRequire(tool.packageJson).resolve(tool.name)) as TsModule;
  } catch {
    const module = await importTool<{ default?: TsModule } & TsModule>(tool);
    return module.default ?? module;
  }
}

/** The compiler API of a resolved TypeScript 5.x/6.x, loaded once per process. */
export function loadTypeScript(tool: ResolvedTool): Promise<TsModule> {
  let module = loaded.get(tool.packageJson);
  if (!module) {
    module = requireTypeScript(tool);
    loaded.set(tool.packageJson, module);
    // A failed load must not poison the cache: the project may install it before the next run.
    module.catch(() => loaded.delete(tool.packageJson));
  }
  return module;
}

/** qgate's own TypeScript: parses configs and follows imports for projects on the native compiler. */
export function bundledTypeScript(root: string): Promise<TsModule> {
  return loadTypeScript(resolveTool("typescript", QGATE_DIR, { requireProjectTool: false, root }));
}

export function majorVersion(version: string): number {
  const major = Number.parseInt(version, 10);
  return Number.isNaN(major) ? 0 : major;
}

/** TypeScript 7 and later ship a native `tsc` and no compiler API in their JavaScript entry. */
export function isNative(tool: ResolvedTool): boolean {
  return majorVersion(tool.version) >= 7;
}
