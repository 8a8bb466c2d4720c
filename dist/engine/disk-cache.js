/**
 * The result cache on disk: what a run computed is kept in the user's cache directory, so a later cold
 * run (CLI, pre-commit, CI, a restarted daemon) at the same content, tools and config reuses it. The
 * key is the in-memory cache's (result-cache.ts: the check, its options, each file's path, change and
 * content, the configs' content, the project's tool versions; no absolute path) plus this build of
 * qgate and the tools it bundles by content (qgateBuild), so a second clone or another machine has
 * the same keys. After a miss here the remote cache (remote-cache.ts), when one is set, is asked; a
 * remote hit is kept here too, and every write here is written through to it.
 *
 * Entries are stored with cacache (npm's own cache): writes are atomic and every read checks the
 * content against its integrity hash, so a corrupt or truncated entry is a miss, never a wrong result.
 * Each hit appends an index line with the time of use; past the size cap the least recently used
 * entries go, checked at most once every ten minutes (a stamp in the cache directory says when): the
 * check reads the whole index, work that grows with the cache and was paid by every run that wrote.
 * Anything that goes wrong here is a miss or a skipped write: the cache never fails a run.
 */
import { createHash } from "node:crypto";
import { mkdirSync, readdirSync, readFileSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { remoteCacheMessages } from "../messages.js";
import { recordTiming } from "../util/timings.js";
import { homeDir } from "../util/home.js";
import { RemoteCache, remoteCacheSettings } from "./remote-cache.js";
let cacacheLoaded;
/**
 * cacache, loaded on first use: about 60 modules that a run with the cache off (every test, any
 * `QGATE_CACHE=0`) or a command that never reads it would load for nothing, on every cold start.
 */
function loadCacache() {
    return (cacacheLoaded ??= import("cacache").then((loaded) => loaded.default));
}
/** Where the cache lives: QGATE_CACHE_DIR, else $XDG_CACHE_HOME/qgate, else ~/.cache/qgate. */
export function cacheDir(env) {
    if (env.QGATE_CACHE_DIR)
        return path.resolve(env.QGATE_CACHE_DIR);
    const xdg = env.XDG_CACHE_HOME;
    // The XDG spec says a relative value is invalid and must be ignored.
    const base = xdg && path.isAbsolute(xdg) ? xdg : path.join(homeDir(env), ".cache");
    return path.join(base, "qgate");
}
/** The results' own directory (cacache's), inside the cache directory. */
export function resultsDir(env) {
    return path.join(cacheDir(env), "results");
}
/** Whether the environment switches the cache off (QGATE_CACHE=0/false/off/no). */
export function cacheDisabledByEnv(env) {
    const value = (env.QGATE_CACHE ?? "").toLowerCase();
    return value === "0" || value === "false" || value === "off" || value === "no";
}
/** QGATE_CACHE_MAX_MB when it is a positive whole number; `bad` when it is set to something else. */
function envMaxMb(env) {
    const value = env.QGATE_CACHE_MAX_MB;
    if (value === undefined || value.trim() === "")
        return {};
    return /^\d+$/.test(value.trim()) && Number(value) >= 1 ? { mb: Number(value) } : { bad: value };
}
/** The size cap in bytes: QGATE_CACHE_MAX_MB when it is a positive whole number, else the policy's. */
export function cacheMaxBytes(policy, env) {
    return (envMaxMb(env).mb ?? policy.cache.maxSizeMb) * 1024 * 1024;
}
/** What is wrong with the cache's settings in the environment, one line each (shown, never fatal). */
export function cacheSettingWarnings(policy, env) {
    const { bad } = envMaxMb(env);
    return bad === undefined ? [] : [remoteCacheMessages.badMaxMb(bad, policy.cache.maxSizeMb)];
}
/** The disk cache a run uses, or undefined when the policy or the environment turns it off. */
export function diskCacheFor(policy, env, { remote: withRemote = true } = {}) {
    if (!policy.cache.enabled || cacheDisabledByEnv(env))
        return undefined;
    // The daemon leaves the remote out: an edit's content is new, so every request would be a miss
    // paid on the hook's clock, and a work in progress is nothing to share.
    const { settings, problem } = withRemote ? remoteCacheSettings(policy, env) : {};
    const notes = [...cacheSettingWarnings(policy, env), ...(problem ? [problem] : [])];
    const remote = settings ? new RemoteCache(settings) : undefined;
    return new DiskCache(resultsDir(env), cacheMaxBytes(policy, env), Date.now, EVICT_EVERY_MS, remote, notes);
}
/**
 * qgateBuild's answer, once a process, on globalThis: the thin client's replay (a CommonJS bundle) and
 * the CLI (an ES module bundle) each have a copy of this module, and a replay that misses is followed
 * by the CLI's run, which would hash the same code again (scripts/bundle.js).
 */
const shared = globalThis;
const once = (shared[Symbol.for("qgate.build")] ??= {});
/** The name and version in the manifest at `file` (not the whole manifest: installers add fields). */
function manifestIdentity(file) {
    try {
        const manifest = JSON.parse(readFileSync(file, "utf8"));
        return `${manifest.name}@${manifest.version}`;
    }
    catch {
        return undefined;
    }
}
/**
 * The installed package `name` that code in `fromDir` loads: the first `node_modules/<name>` above it,
 * as Node looks for it, found by hand (require.resolve follows each package's exports map, about 5 ms
 * for qgate's four tools, paid by every replayed run).
 */
function packageIdentity(fromDir, name) {
    for (let dir = fromDir;; dir = path.dirname(dir)) {
        const found = manifestIdentity(path.join(dir, "node_modules", name, "package.json"));
        if (found !== undefined)
            return found;
        if (path.dirname(dir) === dir)
            return `${name} missing`;
    }
}
/** The names in a package.json's `dependencies`, sorted (none when it cannot be read). */
function dependencyNames(manifest) {
    try {
        const { dependencies } = JSON.parse(readFileSync(manifest, "utf8"));
        return Object.keys(dependencies ?? {}).sort();
    }
    catch {
        return [];
    }
}
/** Where each compiled-code hash is remembered, by the stamp of the files it was computed from. */
const BUILD_MEMO = "qgate-builds";
/** qgate's code files below `dir`, by path relative to it ("/"-separated; no declarations). */
function codeFiles(dir, prefix = "", found = []) {
    // A walk by hand: Node 20's recursive readdirSync takes about five times as long here.
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
        if (entry.isDirectory())
            codeFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`, found);
        else if (/\.[cm]?[jt]s$/.test(entry.name) && !/\.d\.[cm]?ts$/.test(entry.name))
            found.push(`${prefix}${entry.name}`);
    }
    return found;
}
/**
 * A content hash of qgate's compiled code (every `.js` and `.cjs` file of `dist/bundle/` when bundled, of `dist/`
 * otherwise, by path relative to it; its `.ts` sources when run from them), remembered in the cache directory under the files' stamp (path,
 * size, mtime, inode): a cold run walks and stats the files (about 4 ms for 236 files here) and reads
 * one small file, instead of reading and hashing them all (another 5 to 10 ms). A stamp that is not
 * remembered is hashed and written.
 */
function codeHash(codeDir, memoDir) {
    const files = codeFiles(codeDir).sort();
    const stamp = createHash("sha256").update(codeDir);
    for (const file of files) {
        const stats = statSync(path.join(codeDir, file));
        stamp.update(`\0${file}\0${stats.size}\0${stats.mtimeMs}\0${stats.ino}`);
    }
    const memo = memoDir ? path.join(memoDir, BUILD_MEMO, stamp.digest("hex")) : undefined;
    if (memo) {
        try {
            const known = readFileSync(memo, "utf8");
            if (/^[0-9a-f]{64}$/.test(known))
                return known;
        }
        catch {
            // Not remembered yet.
        }
    }
    const hash = createHash("sha256");
    for (const file of files)
        hash.update(`\0${file}\0`).update(readFileSync(path.join(codeDir, file)));
    const digest = hash.digest("hex");
    if (memo) {
        try {
            mkdirSync(path.dirname(memo), { recursive: true });
            writeFileSync(memo, digest);
        }
        catch {
            // Unwritable: hashed again next run.
        }
    }
    return digest;
}
/**
 * This qgate and the tools it bundles, by content, so that every install of the same qgate (another
 * clone, another machine, a reinstall) has the same build: its name and version, a hash of its
 * compiled code, and the name and version of each package it depends on as installed (its own
 * Prettier, ESLint and TypeScript, which a result depends on when the project has none of its own;
 * secretlint and its rules, which the security check and the redactor run). Computed once a process.
 */
export function qgateBuild(memoDir) {
    if (once.build !== undefined)
        return once.build;
    const started = performance.now();
    const here = fileURLToPath(import.meta.url);
    const ownManifest = path.resolve(path.dirname(here), "../../package.json");
    const own = manifestIdentity(ownManifest);
    const parts = [own ?? "qgate's package.json missing"];
    try {
        // The code that runs: dist/bundle/ when bundled (what bin/qgate.js loads: half of dist/'s files and
        // bytes, which a first run on a machine hashes whole), else dist/ (the API) or the sources.
        const dir = path.dirname(here);
        parts.push(codeHash(path.basename(dir) === "bundle" ? dir : path.resolve(dir, ".."), memoDir));
    }
    catch {
        parts.push("code unreadable");
    }
    // Every package qgate depends on, as installed (a range resolves to other versions on other
    // machines): the bundled tools, whose results these are when the project has none of its own, and
    // those the checks and the redactor run (secretlint and its rules, eslint-plugin-security).
    for (const name of dependencyNames(ownManifest))
        parts.push(packageIdentity(path.dirname(here), name));
    once.build = createHash("sha256").update(parts.join("\n")).digest("hex");
    recordTiming("cache.build", performance.now() - started);
    return once.build;
}
function isEntry(value, key) {
    if (typeof value !== "object" || value === null)
        return false;
    const entry = value;
    const result = entry.result;
    return (entry.key === key &&
        typeof result === "object" &&
        result !== null &&
        Array.isArray(result.findings) &&
        Array.isArray(result.failures) &&
        Array.isArray(result.tools) &&
        Array.isArray(result.notes) &&
        Array.isArray(result.checkedFiles));
}
/** The cap is checked at most this often (one run's writes are far below any sane cap). */
const EVICT_EVERY_MS = 10 * 60 * 1000;
/** When the cap was last checked: a time in ms, in the cache directory beside cacache's own folders. */
const EVICT_STAMP = "qgate-evicted-at";
export class DiskCache {
    dir;
    maxBytes;
    now;
    evictEveryMs;
    remote;
    settingNotes;
    /** Writes started by this run, awaited (and the cap applied) by settle(). */
    writes = [];
    constructor(dir, maxBytes, 
    /** The time of a write or use, which eviction orders by (a test gives its own, without sleeping). */
    now = Date.now, 
    /** How long after one check of the cap the next may run (0: after every run that wrote). */
    evictEveryMs = EVICT_EVERY_MS, 
    /** The remote cache (remote-cache.ts), read after a miss here and written through. */
    remote, 
    /** What was wrong with the settings, for the report's notes. */
    settingNotes = []) {
        this.dir = dir;
        this.maxBytes = maxBytes;
        this.now = now;
        this.evictEveryMs = evictEveryMs;
        this.remote = remote;
        this.settingNotes = settingNotes;
    }
    /** What this run has to say about the cache (bad settings, a remote skipped or refused), once each. */
    get notes() {
        return [...this.settingNotes, ...(this.remote?.notes ?? [])];
    }
    /** The hash of an in-memory key with this build of qgate: the same on every machine and clone. */
    hash(key) {
        return createHash("sha256")
            .update(`${qgateBuild(path.dirname(this.dir))}\n${key}`)
            .digest("hex");
    }
    /** The disk key of an in-memory key: the same inputs, with this build of qgate. */
    diskKey(key) {
        return `qgate-result:1:${this.hash(key)}`;
    }
    /** The result the remote has under `key`, checked, and kept here too; or undefined. */
    async fromRemote(key, diskKey) {
        if (!this.remote)
            return undefined;
        const body = await this.remote.get(this.hash(key));
        if (!body)
            return undefined;
        let parsed;
        try {
            parsed = JSON.parse(body.toString("utf8"));
        }
        catch {
            parsed = undefined;
        }
        if (!isEntry(parsed, diskKey)) {
            this.remote.refuse();
            return undefined;
        }
        this.write(key, diskKey, body);
        return { result: parsed.result, from: "remote" };
    }
    /** The result kept under `key`, or undefined: not there, unreadable, corrupt or truncated. */
    async get(key) {
        return (await this.lookup(key))?.result;
    }
    /** The result kept under `key` and where it was found (here, or the remote), or undefined. */
    async lookup(key) {
        const diskKey = this.diskKey(key);
        let data;
        let info;
        const cacache = await loadCacache();
        try {
            const entry = await cacache.get(this.dir, diskKey, { memoize: false });
            data = entry.data;
            info = entry;
        }
        catch (error) {
            // Not there is a plain miss; anything else (a failed integrity check, a broken index) is a
            // corrupt entry, removed so that the next run writes it afresh.
            if (error.code !== "ENOENT")
                await this.remove(diskKey);
            return this.fromRemote(key, diskKey);
        }
        let parsed;
        try {
            parsed = JSON.parse(data.toString("utf8"));
        }
        catch {
            parsed = undefined;
        }
        if (!isEntry(parsed, diskKey)) {
            await this.remove(diskKey);
            return this.fromRemote(key, diskKey);
        }
        // Used now: a new index line with the same content and this time, which eviction sorts by.
        try {
            // cacache's index takes `time` (lib/entry-index.js) though its types leave it out.
            const used = { size: info.size ?? data.length, metadata: info.metadata, time: this.now() };
            await cacache.index.insert(this.dir, diskKey, info.integrity, used);
        }
        catch {
            // Only the eviction order suffers.
        }
        return { result: parsed.result, from: "local" };
    }
    /** Starts writing an entry's body on disk; settle() waits for it, and a failed write is skipped. */
    write(key, diskKey, body) {
        const options = { metadata: { key }, time: this.now() };
        this.writes.push(loadCacache()
            .then((cacache) => cacache.put(this.dir, diskKey, body, options))
            .catch(() => undefined));
    }
    /** Starts writing `result` under `key`; settle() waits for it. */
    put(key, result) {
        const diskKey = this.diskKey(key);
        const entry = { key: diskKey, result };
        const body = Buffer.from(JSON.stringify(entry));
        this.write(key, diskKey, body);
        // Written through: the remote's request runs alongside the checks still running; settle() waits.
        this.remote?.put(this.hash(key), body);
    }
    /**
     * Waits for this run's writes, then, when the last check is old enough, removes the least recently
     * used entries past the cap.
     */
    async settle() {
        await this.remote?.settle();
        if (this.writes.length === 0)
            return;
        await Promise.all(this.writes.splice(0));
        if (!this.evictionDue())
            return;
        try {
            await evict(this.dir, this.maxBytes);
        }
        catch {
            // Another run may be evicting at the same time: the cap is applied again at the next check.
        }
    }
    /** Whether the cap is to be checked now; if so, the stamp says so for the next runs. */
    evictionDue() {
        const stamp = path.join(this.dir, EVICT_STAMP);
        const now = this.now();
        let last = Number.NaN;
        try {
            last = Number(readFileSync(stamp, "utf8"));
        }
        catch {
            // No stamp: never checked here.
        }
        // A stamp from the future (a clock set back) counts as none.
        if (Number.isFinite(last) && last <= now && now - last < this.evictEveryMs)
            return false;
        try {
            writeFileSync(stamp, String(now));
        }
        catch {
            // Unwritable: the cap is checked every run, as before.
        }
        return true;
    }
    /**
     * Removes a corrupt entry and its content: cacache never rewrites content it already holds, so
     * garbled content left in place would make every later write of the same result a miss again.
     */
    async remove(diskKey) {
        const cacache = await loadCacache();
        try {
            const info = await cacache.get.info(this.dir, diskKey);
            if (info)
                await cacache.rm.content(this.dir, info.integrity);
        }
        catch {
            // No content to remove.
        }
        try {
            await cacache.rm.entry(this.dir, diskKey);
        }
        catch {
            // Nothing to remove, or another run removed it.
        }
    }
}
/** The entries and their total size (each entry counts its content's size). */
export async function cacheUsage(dir) {
    const cacache = await loadCacache();
    const entries = Object.values(await cacache.ls(dir));
    return { entries: entries.length, bytes: entries.reduce((sum, entry) => sum + entry.size, 0) };
}
/**
 * Removes entries, least recently used first, until their total size is within `maxBytes`, then lets
 * cacache's verify remove the content no entry points to any more and compact the index.
 */
export async function evict(dir, maxBytes) {
    const cacache = await loadCacache();
    const entries = Object.values(await cacache.ls(dir));
    let total = entries.reduce((sum, entry) => sum + entry.size, 0);
    if (total <= maxBytes)
        return 0;
    entries.sort((a, b) => a.time - b.time);
    let removed = 0;
    for (const entry of entries) {
        if (total <= maxBytes)
            break;
        await cacache.rm.entry(dir, entry.key);
        total -= entry.size;
        removed++;
    }
    await cacache.verify(dir);
    return removed;
}
/** Removes every entry; returns how many there were. */
export async function cleanCache(dir) {
    const { entries } = await cacheUsage(dir);
    await (await loadCacache()).rm.all(dir);
    return entries;
}
