/**
 * The part of Prettier's API the format check uses, for Prettier 3 (async) and Prettier 2 (sync
 * `format`, async config look-ups): every call is awaited, so both work. Loaded modules are kept in
 * module state, keyed by the package's path, so later runs in this process (a worker, a daemon) are warm.
 */
import { importTool, type ResolvedTool } from "../resolve-tool.js";
import { checkMessages } from "../../messages.js";

export type PrettierOptions = Record<string, unknown>;

export interface PrettierFileInfo {
  ignored: boolean;
  inferredParser: string | null;
}

export interface PrettierApi {
  format(source: string, options: PrettierOptions): string | Promise<string>;
  resolveConfig(
    file: string,
    options?: { editorconfig?: boolean },
  ): PrettierOptions | null | Promise<PrettierOptions | null>;
  getFileInfo(
    file: string,
    options?: {
      ignorePath?: string | string[];
      withNodeModules?: boolean;
      plugins?: unknown[];
      resolveConfig?: boolean;
    },
  ): PrettierFileInfo | Promise<PrettierFileInfo>;
  clearConfigCache?(): void | Promise<void>;
}

const loaded = new Map<string, Promise<PrettierApi>>();

function isApi(value: unknown): value is PrettierApi {
  const candidate = value as Partial<PrettierApi> | null;
  return (
    typeof candidate?.format === "function" &&
    typeof candidate.resolveConfig === "function" &&
    typeof candidate.getFileInfo === "function"
  );
}

async function load(tool: ResolvedTool): Promise<PrettierApi> {
  const module = await importTool<Record<string, unknown>>(tool);
  // Prettier 3 (ESM or its CJS wrapper) has named exports; Prettier 2 is CJS behind `default`.
  const api = isApi(module) ? module : module.default;
  if (!isApi(api)) throw new Error(checkMessages.format.notPrettier(tool.version, tool.dir));
  return api;
}

/** The Prettier module of `tool`, loaded once per process. */
export function getPrettier(tool: ResolvedTool): Promise<PrettierApi> {
  let api = loaded.get(tool.packageJson);
  if (!api) {
    api = load(tool);
    // A failed load is not cached: the next run tries again (the user may have installed it meanwhile).
    api.catch(() => loaded.delete(tool.packageJson));
    loaded.set(tool.packageJson, api);
  }
  return api;
}

export function prettierCacheSize(): number {
  return loaded.size;
}

/** The major version of a resolved tool, or 0 when it cannot be read. */
export function majorVersion(version: string): number {
  const major = Number.parseInt(version, 10);
  return Number.isFinite(major) ? major : 0;
}
