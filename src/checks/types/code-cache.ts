/**
 * TypeScript's compiler is one 9 MB CommonJS file, and on a cold run up to three worker threads load
 * it: types, lint (typescript-eslint's parser) and security (the same parser). Compiling it costs
 * each of them 150-250 ms of CPU. Node 22 caches compiled code itself (`module.enableCompileCache`);
 * Node 20 does not, so this loads that one file through `vm.Script` with V8's code cache and puts the
 * module into require's cache, where typescript-eslint's `require("typescript")` finds the same
 * instance. The cache lives in qgate's own `node_modules/.cache/qgate/v8` (whoever can write there can
 * already change qgate's code) and is written after a check ran, so it also holds the functions that
 * run compiled; where it cannot be written, loading simply works as before.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import Module, { createRequire } from "node:module";
import path from "node:path";
import vm from "node:vm";
import { threadId } from "node:worker_threads";
import { QGATE_DIR } from "../resolve-tool.js";

const CACHE_DIR = path.join(QGATE_DIR, "node_modules", ".cache", "qgate", "v8");

interface Pending {
  script: vm.Script;
  cacheFile: string;
}

const pending: Pending[] = [];

/** Node 22+: the runtime's own compile cache, for every module this thread loads. */
const enableCompileCache = (Module as { enableCompileCache?: (dir?: string) => unknown }).enableCompileCache;

function hash(text: string): string {
  return createHash("sha256").update(text).digest("hex").slice(0, 24);
}

function readCache(file: string): Buffer | undefined {
  try {
    return readFileSync(file);
  } catch {
    return undefined;
  }
}

/**
 * V8's version and flags, as a code cache records them (the header of a one-character script's cache:
 * its version hash, that script's source hash and the flag hash). V8 rejects a cache made under other
 * flags, and the flags differ between qgate's own processes: the CLI raises the JIT budget
 * (util/jit-budget.ts), the daemon sets its heap's growth too (daemon/memory.ts), the library sets
 * neither. One file for all of them was rejected and written again by each in turn (seen in
 * `npm test`: TypeScript's cache rewritten on every run), each time paying the 150-250 ms compile.
 */
function v8Flavour(): string {
  return new vm.Script("0").createCachedData().subarray(4, 16).toString("hex");
}

/**
 * Where the code cache of `file` is kept: named after its path and V8's flags (one entry each, so
 * processes with other flags keep theirs), and its size, modification time and the runtime (V8 itself
 * only checks the source's length and its flags), `<path and flags>-<version>.v8`.
 */
export function codeCacheFile(file: string, cacheDir = CACHE_DIR): string {
  const stats = statSync(file);
  const version = hash([stats.mtimeMs, stats.size, process.version, process.arch].join("\0"));
  return path.join(cacheDir, `${hash(`${file}\0${v8Flavour()}`)}-${version}.v8`);
}

/**
 * `require(file)` (an absolute, resolved CommonJS file), compiled with V8's code cache when there is
 * one. A module already loaded in this thread is returned as is.
 */
export function requireWithCodeCache(file: string, cacheDir = CACHE_DIR): unknown {
  // A resolved tool path, never user input: load it the way Node would from its own location.
  const requireFrom = createRequire(file);
  const loaded = requireFrom.cache[file];
  if (loaded) return loaded.exports;
  if (enableCompileCache) {
    enableCompileCache(cacheDir);
    return requireFrom(file);
  }
  const text = readFileSync(file, "utf8");
  const cacheFile = codeCacheFile(file, cacheDir);
  const cachedData = readCache(cacheFile);

  const module = new Module(file);
  module.filename = file;
  // The node_modules folders a bare name is looked up in, as Node sets them for a module.
  module.paths = requireFrom.resolve.paths("some-package") ?? [];
  requireFrom.cache[file] = module;
  try {
    const script = new vm.Script(Module.wrap(text), {
      filename: file,
      ...(cachedData ? { cachedData } : {}),
      importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER,
    });
    const wrapper = script.runInThisContext() as (
      exports: unknown,
      require: NodeJS.Require,
      module: NodeJS.Module,
      filename: string,
      dirname: string,
    ) => void;
    wrapper.call(module.exports, module.exports, requireFrom, module, file, path.dirname(file));
    module.loaded = true;
    if (!cachedData || script.cachedDataRejected === true) pending.push({ script, cacheFile });
  } catch (error) {
    delete requireFrom.cache[file];
    throw error;
  }
  return module.exports;
}

/**
 * The `typescript` that the typescript-eslint visible from `fromFile` parses with (through its
 * typescript-estree), loaded now with the code cache, so that typescript-eslint's own
 * `require("typescript")` finds it compiled. Returns it; undefined when any of them does not resolve
 * or load.
 */
export function preloadTypeScriptForEslint(fromFile: string): unknown {
  let file: string;
  try {
    const tseslint = createRequire(fromFile).resolve("typescript-eslint");
    const estree = createRequire(tseslint).resolve("@typescript-eslint/typescript-estree");
    file = createRequire(estree).resolve("typescript");
  } catch {
    return undefined;
  }
  try {
    return requireWithCodeCache(file);
  } catch {
    // Loaded the ordinary way later, by whoever needs it, and failing there if it must.
    return undefined;
  }
}

/** At most this many entries (3-4 MB each): one per TypeScript install and V8 flags qgate has loaded it with, recent first. */
const MAX_ENTRIES = 8;

/** Removes older versions of the file just written, and the least recently written beyond MAX_ENTRIES. */
function prune(dir: string, written: string, prefix: string): void {
  const entries = readdirSync(dir)
    .filter((entry) => entry.endsWith(".v8") && entry !== written)
    .map((entry) => ({
      entry,
      mtimeMs: statSync(path.join(dir, entry), { throwIfNoEntry: false })?.mtimeMs ?? 0,
    }))
    .sort((a, b) => b.mtimeMs - a.mtimeMs);
  entries.forEach(({ entry }, index) => {
    if (entry.startsWith(prefix) || index >= MAX_ENTRIES - 1) rmSync(path.join(dir, entry), { force: true });
  });
}

/**
 * Writes the code caches of files loaded without a usable one (atomically, so concurrent workers
 * never read half a file), replacing caches of older versions of the same file. Called after a
 * check ran: by then V8 has compiled the functions the check used, and the cache keeps them too.
 */
export function saveCodeCaches(): void {
  for (const { script, cacheFile } of pending.splice(0)) {
    const dir = path.dirname(cacheFile);
    const name = path.basename(cacheFile);
    const prefix = name.slice(0, name.indexOf("-") + 1);
    try {
      mkdirSync(dir, { recursive: true });
      const temp = `${cacheFile}.${process.pid}.${threadId}.tmp`;
      writeFileSync(temp, script.createCachedData());
      renameSync(temp, cacheFile);
      prune(dir, name, prefix);
    } catch {
      // A read-only install: no cache, loading stays as fast as it was.
    }
  }
}
