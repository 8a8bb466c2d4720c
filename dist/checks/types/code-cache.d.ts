/**
 * Where the code cache of `file` is kept: named after its path and V8's flags (one entry each, so
 * processes with other flags keep theirs), and its size, modification time and the runtime (V8 itself
 * only checks the source's length and its flags), `<path and flags>-<version>.v8`.
 */
export declare function codeCacheFile(file: string, cacheDir?: string): string;
/**
 * `require(file)` (an absolute, resolved CommonJS file), compiled with V8's code cache when there is
 * one. A module already loaded in this thread is returned as is.
 */
export declare function requireWithCodeCache(file: string, cacheDir?: string): unknown;
/**
 * The `typescript` that the typescript-eslint visible from `fromFile` parses with (through its
 * typescript-estree), loaded now with the code cache, so that typescript-eslint's own
 * `require("typescript")` finds it compiled. Returns it; undefined when any of them does not resolve
 * or load.
 */
export declare function preloadTypeScriptForEslint(fromFile: string): unknown;
/**
 * Writes the code caches of files loaded without a usable one (atomically, so concurrent workers
 * never read half a file), replacing caches of older versions of the same file. Called after a
 * check ran: by then V8 has compiled the functions the check used, and the cache keeps them too.
 */
export declare function saveCodeCaches(): void;
