/**
 * Unchanged content is nearly free: in a long-lived process (the daemon), a check's result is reused
 * when nothing it reads has changed since it ran. The key is everything the result depends on: the
 * check and its policy options, each planned file's path, change and content hash, and the content
 * hashes of the configuration the check's tool reads for those files (its config and ignore files in
 * every directory above each file, package.json, and the installed tool's package.json, which carries
 * its version), each named by its path relative to the project root, never its absolute path. The key is computed afresh from the disk on every run, so a changed file, config,
 * ignore file, policy option or tool version is a different key: nothing is guessed or invalidated
 * by hand.
 *
 * The same keys reach the disk (disk-cache.ts) when a run has one: memory first, then disk.
 *
 * Not cached: `types` (its inputs are the whole program), a lint result whose config uses type
 * information (`readsProgram`), a run with failures (a timeout or a missing tool may pass), and runs
 * that fix files.
 */
import { createHash } from "node:crypto";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { ConfigProbe, racy } from "../util/config-probe.js";
import { PRETTIER_CONFIG_FILES } from "../checks/format/config-names.js";
import { BIOME_CONFIG_FILES, DPRINT_CONFIG_FILES, OXFMT_CONFIG_FILES, OXLINT_CONFIG_FILES, } from "../checks/project-tools.js";
/**
 * What each check's tool reads besides the files, looked for in every directory above each file.
 * Exported for the tests, which change each alone.
 */
export const CONFIG_NAMES = {
    // Prettier's config search (checks/format/config-stamps.ts), its ignore files and .editorconfig.
    format: [
        "package.json",
        "package.yaml",
        ...PRETTIER_CONFIG_FILES,
        ".editorconfig",
        ".prettierignore",
        ".gitignore",
        // The project's own formatters (checks/project-tools.ts): Biome (and the ignore files its VCS
        // integration reads, .gitignore above and .ignore), oxfmt, dprint.
        ...BIOME_CONFIG_FILES,
        ".ignore",
        ...OXFMT_CONFIG_FILES,
        ...DPRINT_CONFIG_FILES,
    ],
    // ESLint's flat and legacy configs (checks/lint/config.ts), its ignore file, and the tsconfigs
    // typescript-eslint's parser may read.
    lint: [
        "package.json",
        "eslint.config.js",
        "eslint.config.mjs",
        "eslint.config.cjs",
        "eslint.config.ts",
        "eslint.config.mts",
        "eslint.config.cts",
        ".eslintrc.js",
        ".eslintrc.cjs",
        ".eslintrc.yaml",
        ".eslintrc.yml",
        ".eslintrc.json",
        ".eslintrc",
        ".eslintignore",
        "tsconfig.json",
        "jsconfig.json",
        // The project's own linters: Biome (and its VCS ignore files), oxlint.
        ".gitignore",
        ".ignore",
        ...BIOME_CONFIG_FILES,
        ...OXLINT_CONFIG_FILES,
    ],
    // Types: what the result depends on is the whole program, recorded by the run itself and checked
    // before an entry is used (checks/types/inputs.ts); the key holds only the run's own files.
    types: [],
    // The security scan is qgate's own (its rules come with this build); the project's policy
    // options are in the key already.
    security: ["package.json", ".secretlintrc", ".secretlintrc.json", ".secretlintignore"],
};
/** The installed tools whose version a check's result depends on, looked for the same way. */
export const TOOL_PACKAGES = {
    format: ["prettier", "@biomejs", "oxfmt", "dprint"],
    // A scoped name is its scope's directory first: node_modules/@typescript-eslint changes with it.
    lint: ["eslint", "typescript-eslint", "@typescript-eslint", "typescript", "@biomejs", "oxlint"],
    security: [],
};
/** The package whose manifest stands for a scope's directory. */
export const SCOPE_MANIFEST = {
    "@typescript-eslint": "@typescript-eslint/parser",
    "@biomejs": "@biomejs/biome",
};
export function cacheable(id) {
    return CONFIG_NAMES[id] !== undefined;
}
const MAX_ENTRIES = 256;
/** A checked file's content hash, read every time (configs are re-read only when their stat changes). */
function contentHash(file) {
    try {
        return createHash("sha1").update(readFileSync(file)).digest("hex");
    }
    catch (error) {
        return `!${error.code ?? "unreadable"}`;
    }
}
/** A result that may be reused: no failures, nothing fixed, no type information read. */
export function reusable(result) {
    return !(result.failures.length > 0 ||
        result.readsProgram === true ||
        (result.fixedFiles?.length ?? 0) > 0);
}
export class ResultCache {
    results = new Map();
    /** Content hashes by path, reused while the file's stamp (inode, size, mtime, ctime) is the same. */
    hashes = new Map();
    /** Which config names exist in each directory, without a stat per name every run. */
    probe = new ConfigProbe();
    hashFile(file) {
        const stats = statSync(file, { throwIfNoEntry: false });
        if (!stats?.isFile())
            return "-";
        const stamp = `${stats.ino}:${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}`;
        const known = this.hashes.get(file);
        if (known?.stamp === stamp)
            return known.hash;
        let hash;
        try {
            hash = createHash("sha1").update(readFileSync(file)).digest("hex");
        }
        catch {
            return "?";
        }
        if (this.hashes.size >= 4096)
            this.hashes.clear();
        // A stamp from the last clock ticks may not tell a second edit of the same size: hashed again.
        if (!racy(stats))
            this.hashes.set(file, { stamp, hash });
        return hash;
    }
    /** The key of a run of `id` on `files`, or undefined when it cannot be cached. */
    key(id, root, files, options) {
        const names = CONFIG_NAMES[id];
        if (!names)
            return undefined;
        // No absolute path: a second clone, or another machine, at the same content has the same key
        // (the disk and remote caches share entries by it). Configs are named relative to the root.
        const parts = [id, JSON.stringify(options)];
        const named = (file) => path.relative(root, file).split(path.sep).join("/");
        const dirs = new Set();
        for (const file of files) {
            // The planned content: a staged blob when there is one, else the file on disk (every file is
            // hashed by content; a file touched without a change still hits).
            const content = file.content !== undefined
                ? createHash("sha1").update(file.content).digest("hex")
                : file.change === "delete"
                    ? "-"
                    : contentHash(file.absPath);
            // An oversized file (the policy's maxFileBytes) gets the secret scan only: part of the key too;
            // and a file a directory's expansion listed is left out of types when no tsconfig holds it.
            parts.push(`${file.path}\0${file.change}\0${content}\0${JSON.stringify(file.oversized ?? null)}\0${file.expanded ? 1 : 0}`);
            for (let dir = path.dirname(file.absPath); !dirs.has(dir); dir = path.dirname(dir)) {
                dirs.add(dir);
                if (path.dirname(dir) === dir)
                    break;
            }
        }
        const tools = TOOL_PACKAGES[id] ?? [];
        for (const dir of [...dirs].sort()) {
            // The names present (cheaply, see config-probe.ts), then each one's content hash.
            for (const name of this.probe.probe(dir, names).present) {
                const hash = this.hashFile(path.join(dir, name));
                if (hash !== "-")
                    parts.push(`${named(path.join(dir, name))}\0${hash}`);
            }
            // An install or removal changes node_modules itself; a tool's package.json is hashed when present.
            for (const tool of this.probe.probe(path.join(dir, "node_modules"), tools).present) {
                const manifest = path.join(dir, "node_modules", SCOPE_MANIFEST[tool] ?? tool, "package.json");
                const hash = this.hashFile(manifest);
                if (hash !== "-")
                    parts.push(`${named(manifest)}\0${hash}`);
            }
        }
        return createHash("sha1").update(parts.join("\n")).digest("hex");
    }
    get(key) {
        const result = this.results.get(key);
        if (!result)
            return undefined;
        // Most recently used last.
        this.results.delete(key);
        this.results.set(key, result);
        return structuredClone(result);
    }
    /** The result kept under `key`, in memory, else on `disk` (then kept in memory too). */
    async fetch(key, disk) {
        const known = this.get(key);
        if (known)
            return { result: known, from: "memory" };
        const stored = await disk?.lookup(key);
        if (stored)
            this.set(key, stored.result);
        return stored;
    }
    /** Keeps a result that may be reused, in memory and on `disk`. */
    keep(key, result, disk) {
        if (!reusable(result))
            return;
        this.set(key, result);
        disk?.put(key, result);
    }
    /** Keeps a result that may be reused: no failures, nothing fixed, no type information read. */
    set(key, result) {
        if (!reusable(result))
            return;
        this.results.delete(key);
        this.results.set(key, structuredClone(result));
        if (this.results.size > MAX_ENTRIES) {
            const oldest = this.results.keys().next().value;
            if (oldest !== undefined)
                this.results.delete(oldest);
        }
    }
    clear() {
        this.results.clear();
        this.hashes.clear();
    }
}
