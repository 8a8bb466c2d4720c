/**
 * Loading CommonJS through V8's code cache (TypeScript's compiler on Node 20): the module behaves as
 * `require` would load it, a cache is written after a cold load in a form a new process accepts, and
 * replaced when the source changes or V8 rejects it. Real files in a temp dir, real V8.
 */
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import v8 from "node:v8";
import { execFileSync } from "node:child_process";
import { execa } from "execa";
import { afterEach, describe, expect, it } from "vitest";
import { QGATE_DIR } from "../../src/checks/resolve-tool.js";
import {
  codeCacheFile,
  preloadTypeScriptForEslint,
  requireWithCodeCache,
  saveCodeCaches,
} from "../../src/checks/types/code-cache.js";
import { JIT_BUDGET_FLAG } from "../../src/util/jit-budget.js";

/** V8's own interrupt budget (`node --v8-options` says it), restored after a test raises it. */
const V8_DEFAULT_INTERRUPT_BUDGET = /--interrupt-budget=(\d+)/.exec(
  execFileSync(process.execPath, ["--v8-options"], { encoding: "utf8" }),
)![1];

const hasNativeCache =
  typeof (createRequire(import.meta.url)("node:module") as Record<string, unknown>).enableCompileCache ===
  "function";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = mkdtempSync(path.join(tmpdir(), "qgate-code-cache-"));
  dirs.push(dir);
  return dir;
}

/** Forgets a module so the next load compiles it again (as a new process would). */
function unload(file: string): void {
  delete createRequire(file).cache[file];
}

describe.skipIf(hasNativeCache)("requireWithCodeCache (Node 20: V8 code cache by hand)", () => {
  it("loads a module as require would, with its own require, module and paths, into require's cache", () => {
    const dir = tempDir();
    writeFileSync(path.join(dir, "dep.js"), "module.exports = 20;\n");
    const file = path.join(dir, "main.js");
    writeFileSync(
      file,
      "const dep = require('./dep.js');\nexports.answer = dep + 22;\nexports.where = [__filename, __dirname, module.id];\n",
    );
    const cacheDir = path.join(dir, "cache");
    const loaded = requireWithCodeCache(file, cacheDir) as { answer: number; where: string[] };
    expect(loaded.answer).toBe(42);
    expect(loaded.where).toEqual([file, dir, file]);
    // require() now returns the very same instance, as typescript-eslint's require("typescript") must.
    expect(createRequire(file)(file)).toBe(loaded);
    expect(requireWithCodeCache(file, cacheDir)).toBe(loaded);
    unload(file);
  });

  it("writes the cache after a cold load, in a form a new process's V8 accepts", async () => {
    const dir = tempDir();
    const cacheDir = path.join(dir, "cache");
    const file = path.join(dir, "lib.js");
    writeFileSync(file, "exports.double = (n) => n * 2;\n");

    expect((requireWithCodeCache(file, cacheDir) as { double(n: number): number }).double(4)).toBe(8);
    expect(existsSync(codeCacheFile(file, cacheDir))).toBe(false);
    saveCodeCaches();
    expect(readdirSync(cacheDir)).toEqual([path.basename(codeCacheFile(file, cacheDir))]);
    unload(file);

    // A fresh isolate compiles the same wrapper with the cache, as requireWithCodeCache does.
    const probe = [
      "const fs = require('node:fs'), vm = require('node:vm'), Module = require('node:module');",
      "const [file, cache] = process.argv.slice(1);",
      "const script = new vm.Script(Module.wrap(fs.readFileSync(file, 'utf8')), { filename: file,",
      "  cachedData: fs.readFileSync(cache), importModuleDynamically: vm.constants.USE_MAIN_CONTEXT_DEFAULT_LOADER });",
      "process.stdout.write(String(script.cachedDataRejected));",
    ].join("\n");
    const { stdout } = await execa(process.execPath, ["-e", probe, file, codeCacheFile(file, cacheDir)]);
    expect(stdout).toBe("false");
  });

  it("replaces a cache V8 rejects, and the entry of an older version of the file", () => {
    const dir = tempDir();
    const cacheDir = path.join(dir, "cache");
    const file = path.join(dir, "rejected.js");
    writeFileSync(file, "exports.triple = (n) => n * 3;\n");
    const cacheFile = codeCacheFile(file, cacheDir);
    mkdirSync(cacheDir);
    writeFileSync(cacheFile, "not a code cache");
    // An entry of the same file at an older version (another size and time).
    const older = `${path.basename(cacheFile).slice(0, 25)}${"0".repeat(24)}.v8`;
    writeFileSync(path.join(cacheDir, older), "stale");

    expect((requireWithCodeCache(file, cacheDir) as { triple(n: number): number }).triple(3)).toBe(9);
    saveCodeCaches();
    expect(readdirSync(cacheDir)).toEqual([path.basename(cacheFile)]);
    expect(readFileSync(cacheFile).length).toBeGreaterThan(100);
    expect(readFileSync(cacheFile, "latin1")).not.toContain("not a code cache");
    unload(file);
  });

  it("keeps at most 8 entries, dropping the least recently written", () => {
    const dir = tempDir();
    const cacheDir = path.join(dir, "cache");
    mkdirSync(cacheDir);
    const others = Array.from(
      { length: 10 },
      (_, i) => `${String(i).padStart(24, "a")}-${"b".repeat(24)}.v8`,
    );
    others.forEach((name, i) => {
      writeFileSync(path.join(cacheDir, name), "other install");
      // others[9] is the most recent.
      utimesSync(path.join(cacheDir, name), new Date(), new Date(Date.now() - (20 - i) * 60_000));
    });
    const file = path.join(dir, "newest.js");
    writeFileSync(file, "module.exports = 'newest';\n");
    requireWithCodeCache(file, cacheDir);
    saveCodeCaches();
    expect(readdirSync(cacheDir).sort()).toEqual(
      [path.basename(codeCacheFile(file, cacheDir)), ...others.slice(3)].sort(),
    );
    unload(file);
  });

  it("names a changed file's cache anew (V8 alone would accept a stale cache of the same length)", () => {
    const dir = tempDir();
    const file = path.join(dir, "changing.js");
    writeFileSync(file, "module.exports = 1;\n");
    const before = codeCacheFile(file, dir);
    writeFileSync(file, "module.exports = 2;\n");
    utimesSync(file, new Date(), new Date(Date.now() + 5000));
    expect(codeCacheFile(file, dir)).not.toBe(before);
    expect(path.basename(codeCacheFile(file, dir)).slice(0, 25)).toBe(path.basename(before).slice(0, 25));
  });

  it("keeps one entry per set of V8 flags: a cache V8 would reject under other flags is not overwritten", () => {
    const dir = tempDir();
    const cacheDir = path.join(dir, "cache");
    const file = path.join(dir, "flagged.js");
    writeFileSync(file, "module.exports = 'flagged';\n");
    const plain = codeCacheFile(file, cacheDir);
    requireWithCodeCache(file, cacheDir);
    saveCodeCaches();
    unload(file);
    // The CLI's JIT budget, set as main() sets it, then V8's default back (the flag is process-wide).
    v8.setFlagsFromString(JIT_BUDGET_FLAG);
    try {
      const flagged = codeCacheFile(file, cacheDir);
      expect(flagged).not.toBe(plain);
      requireWithCodeCache(file, cacheDir);
      saveCodeCaches();
      unload(file);
      expect(readdirSync(cacheDir).sort()).toEqual([path.basename(plain), path.basename(flagged)].sort());
    } finally {
      v8.setFlagsFromString(`--interrupt-budget=${V8_DEFAULT_INTERRUPT_BUDGET}`);
    }
    expect(codeCacheFile(file, cacheDir)).toBe(plain);
  });

  it("loads nothing and writes nothing when the cache directory cannot be created", () => {
    const dir = tempDir();
    const file = path.join(dir, "m.js");
    writeFileSync(file, "module.exports = 'ok';\n");
    writeFileSync(path.join(dir, "blocker"), "a file where the cache directory would go");
    expect(requireWithCodeCache(file, path.join(dir, "blocker", "v8"))).toBe("ok");
    expect(() => saveCodeCaches()).not.toThrow();
    unload(file);
  });

  it("preloads the TypeScript that typescript-eslint's parser will require", () => {
    preloadTypeScriptForEslint(path.join(QGATE_DIR, "package.json"));
    const tseslint = createRequire(path.join(QGATE_DIR, "package.json")).resolve("typescript-eslint");
    const estree = createRequire(tseslint).resolve("@typescript-eslint/typescript-estree");
    const tsFile = createRequire(estree).resolve("typescript");
    const ts = createRequire(estree)("typescript") as { version: string };
    expect(createRequire(tsFile).cache[tsFile]?.exports).toBe(ts);
    expect(ts.version).toMatch(/^\d+\.\d+\./);
  });
});
