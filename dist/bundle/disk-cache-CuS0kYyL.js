import { m as remoteCacheMessages } from "./messages-8qt9umW7.js";
import { t as recordTiming } from "./timings-CtNM5MZH.js";
import { createRequire } from "node:module";
import { mkdirSync, readFileSync, readdirSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import os from "node:os";
import { createHash, createHmac, timingSafeEqual } from "node:crypto";

// dist/engine/remote-cache.js
/**
* The remote result cache: the disk cache's entries (disk-cache.ts) shared through a server that speaks
* Turborepo's remote cache HTTP API (`GET`/`PUT`/`HEAD /v8/artifacts/:hash`, a bearer token, the team
* as `teamId` or `slug`), such as the self-hosted `turborepo-remote-cache` or Vercel's.
*
* Settings come from the environment (QGATE_REMOTE_CACHE_*, else Turborepo's own TURBO_*), else the
* policy's `cache.remote` (never the token). With a signature key, each artifact written carries an
* `x-artifact-tag`: Turborepo's HMAC-SHA256 of the hash, the team and the body, base64; an entry read
* without a tag, or with a wrong one, is refused (a miss), said once.
*
* The remote never fails a run and never slows it by more than one request's timeout: the first
* request that fails (not reachable, no answer within the timeout, an error status, a refused token)
* turns it off for the rest of the run, said once in the report's notes. A plain 404 is a miss.
*/
/** A request that takes longer than this (connecting, answering and its body) is given up. */
const REMOTE_TIMEOUT_MS = 1e3;
/** The first of `names` set (non-empty) in `env`, with its name. */
function firstSet(env, names) {
	for (const name of names) {
		const value = env[name]?.trim();
		if (value) return {
			name,
			value
		};
	}
}
function truthy(value) {
	if (value === void 0 || value.trim() === "") return void 0;
	return ![
		"0",
		"false",
		"off",
		"no"
	].includes(value.trim().toLowerCase());
}
/** The URL without its credentials, path or query: what a note or `qgate cache status` may show. */
function shownUrl(url) {
	try {
		const parsed = new URL(url);
		return `${parsed.protocol}//${parsed.host}${parsed.pathname === "/" ? "" : parsed.pathname}`;
	} catch {
		return "(not a URL)";
	}
}
/**
* The remote cache's settings, or none when no URL is set; `problem` says, in one line, why a URL
* that is set cannot be used (no team, not an http(s) URL).
*/
function remoteCacheSettings(policy, env) {
	const remote = policy.cache.remote;
	const fromEnv = firstSet(env, ["QGATE_REMOTE_CACHE_URL", "TURBO_API"]);
	const url = fromEnv?.value ?? remote?.url;
	if (!url) return {};
	const from = fromEnv?.name ?? "the policy's cache.remote.url";
	let parsed;
	try {
		parsed = new URL(url);
	} catch {
		return { problem: remoteCacheMessages.badUrl(from) };
	}
	if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return { problem: remoteCacheMessages.badUrl(from) };
	const team = firstSet(env, ["QGATE_REMOTE_CACHE_TEAM", "TURBO_TEAM"])?.value ?? remote?.team;
	if (!team) return { problem: remoteCacheMessages.noTeam(shownUrl(url)) };
	const readOnly = truthy(env.QGATE_REMOTE_CACHE_READ_ONLY) ?? truthy(env.TURBO_REMOTE_CACHE_READ_ONLY) ?? remote?.readOnly ?? false;
	return { settings: {
		url: url.replace(/\/+$/, ""),
		team,
		token: firstSet(env, ["QGATE_REMOTE_CACHE_TOKEN", "TURBO_TOKEN"])?.value,
		readOnly,
		signatureKey: firstSet(env, ["QGATE_REMOTE_CACHE_SIGNATURE_KEY", "TURBO_REMOTE_CACHE_SIGNATURE_KEY"])?.value,
		from
	} };
}
/** Turborepo's artifact tag: HMAC-SHA256 over the hash, then the team, then the body; base64. */
function artifactTag(key, hash, team, body) {
	return createHmac("sha256", key).update(hash).update(team).update(body).digest("base64");
}
function tagMatches(expected, tag) {
	if (!tag) return false;
	const a = Buffer.from(expected, "base64");
	const b = Buffer.from(tag, "base64");
	return a.length === b.length && timingSafeEqual(a, b);
}
/** Why a request did not get through, in a few words (never the URL's credentials or the token). */
function failureReason(error) {
	const name = error.name;
	if (name === "TimeoutError" || name === "AbortError") return remoteCacheMessages.noAnswer(REMOTE_TIMEOUT_MS);
	const cause = error.cause;
	return remoteCacheMessages.unreachable(cause?.code ?? error.code ?? "network error");
}
var RemoteCache = class {
	settings;
	/** Why the remote is off for the rest of this run, once it is. */
	skipped;
	refusedOnce = false;
	said = [];
	writes = [];
	constructor(settings) {
		this.settings = settings;
	}
	/** What this run has to say about the remote: at most one line for a skip, one for a refusal. */
	get notes() {
		return this.said;
	}
	artifactUrl(hash) {
		const { url, team } = this.settings;
		const query = new URLSearchParams(team.startsWith("team_") ? { teamId: team } : { slug: team });
		return `${url}/v8/artifacts/${encodeURIComponent(hash)}?${query.toString()}`;
	}
	headers(extra = {}) {
		const { token } = this.settings;
		return {
			...token ? { authorization: `Bearer ${token}` } : {},
			...extra
		};
	}
	/** Turns the remote off for the rest of the run, saying why once. */
	skip(reason) {
		if (this.skipped !== void 0) return;
		this.skipped = reason;
		this.said.push(remoteCacheMessages.skipped(shownUrl(this.settings.url), reason));
	}
	/** Says once that an entry was refused (unsigned, wrongly signed, or not what its key says). */
	refuse() {
		if (this.refusedOnce) return;
		this.refusedOnce = true;
		this.said.push(remoteCacheMessages.refused(shownUrl(this.settings.url), this.settings.signatureKey !== void 0));
	}
	/** A status that turns the remote off (anything but success and, for reads, a 404). */
	statusProblem(status) {
		if (status === 401 || status === 403) return remoteCacheMessages.tokenRefused(status, this.settings.token !== void 0);
		return remoteCacheMessages.errorStatus(status);
	}
	/** The artifact stored under `hash`, checked against its signature when there is a key; or a miss. */
	async get(hash) {
		if (this.skipped !== void 0) return void 0;
		try {
			const response = await fetch(this.artifactUrl(hash), {
				headers: this.headers(),
				signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS)
			});
			if (!response.ok) {
				await response.body?.cancel();
				if (response.status !== 404) this.skip(this.statusProblem(response.status));
				return;
			}
			const body = Buffer.from(await response.arrayBuffer());
			const { signatureKey, team } = this.settings;
			if (signatureKey !== void 0 && !tagMatches(artifactTag(signatureKey, hash, team, body), response.headers.get("x-artifact-tag"))) {
				this.refuse();
				return;
			}
			return body;
		} catch (error) {
			this.skip(failureReason(error));
			return;
		}
	}
	/** Starts storing `body` under `hash` (not in read-only mode); settle() waits for it. */
	put(hash, body) {
		if (this.skipped !== void 0 || this.settings.readOnly) return;
		const { signatureKey, team } = this.settings;
		const headers = this.headers({
			"content-type": "application/octet-stream",
			...signatureKey !== void 0 ? { "x-artifact-tag": artifactTag(signatureKey, hash, team, body) } : {}
		});
		this.writes.push(fetch(this.artifactUrl(hash), {
			method: "PUT",
			headers,
			body,
			signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS)
		}).then(async (response) => {
			await response.body?.cancel();
			if (!response.ok) this.skip(this.statusProblem(response.status));
		}, (error) => this.skip(failureReason(error))));
	}
	/**
	* Whether the server answers and takes the token: a HEAD of an artifact no one writes (a 404 is the
	* answer hoped for). For `qgate cache status`.
	*/
	async probe() {
		try {
			const response = await fetch(this.artifactUrl("0".repeat(64)), {
				method: "HEAD",
				headers: this.headers(),
				signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS)
			});
			await response.body?.cancel();
			if (response.ok || response.status === 404) return remoteCacheMessages.reachable;
			return this.statusProblem(response.status);
		} catch (error) {
			return failureReason(error);
		}
	}
	/** Waits for this run's writes (each bounded by the timeout). */
	async settle() {
		await Promise.all(this.writes.splice(0));
	}
};

// dist/engine/disk-cache.js
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
let cacacheLoaded;
/**
* cacache, loaded on first use: about 60 modules that a run with the cache off (every test, any
* `QGATE_CACHE=0`) or a command that never reads it would load for nothing, on every cold start.
*/
function loadCacache() {
	return cacacheLoaded ??= import("cacache").then((loaded) => loaded.default);
}
/** Where the cache lives: QGATE_CACHE_DIR, else $XDG_CACHE_HOME/qgate, else ~/.cache/qgate. */
function cacheDir(env) {
	if (env.QGATE_CACHE_DIR) return path.resolve(env.QGATE_CACHE_DIR);
	const xdg = env.XDG_CACHE_HOME;
	const base = xdg && path.isAbsolute(xdg) ? xdg : path.join(os.homedir(), ".cache");
	return path.join(base, "qgate");
}
/** The results' own directory (cacache's), inside the cache directory. */
function resultsDir(env) {
	return path.join(cacheDir(env), "results");
}
/** Whether the environment switches the cache off (QGATE_CACHE=0/false/off/no). */
function cacheDisabledByEnv(env) {
	const value = (env.QGATE_CACHE ?? "").toLowerCase();
	return value === "0" || value === "false" || value === "off" || value === "no";
}
/** QGATE_CACHE_MAX_MB when it is a positive whole number; `bad` when it is set to something else. */
function envMaxMb(env) {
	const value = env.QGATE_CACHE_MAX_MB;
	if (value === void 0 || value.trim() === "") return {};
	return /^\d+$/.test(value.trim()) && Number(value) >= 1 ? { mb: Number(value) } : { bad: value };
}
/** The size cap in bytes: QGATE_CACHE_MAX_MB when it is a positive whole number, else the policy's. */
function cacheMaxBytes(policy, env) {
	return (envMaxMb(env).mb ?? policy.cache.maxSizeMb) * 1024 * 1024;
}
/** What is wrong with the cache's settings in the environment, one line each (shown, never fatal). */
function cacheSettingWarnings(policy, env) {
	const { bad } = envMaxMb(env);
	return bad === void 0 ? [] : [remoteCacheMessages.badMaxMb(bad, policy.cache.maxSizeMb)];
}
/** The disk cache a run uses, or undefined when the policy or the environment turns it off. */
function diskCacheFor(policy, env, { remote: withRemote = true } = {}) {
	if (!policy.cache.enabled || cacheDisabledByEnv(env)) return void 0;
	const { settings, problem } = withRemote ? remoteCacheSettings(policy, env) : {};
	const notes = [...cacheSettingWarnings(policy, env), ...problem ? [problem] : []];
	const remote = settings ? new RemoteCache(settings) : void 0;
	return new DiskCache(resultsDir(env), cacheMaxBytes(policy, env), Date.now, EVICT_EVERY_MS, remote, notes);
}
let build;
/** The installed package `name`'s name and version (not the whole manifest: installers add fields). */
function packageIdentity(require, name) {
	try {
		const manifest = JSON.parse(readFileSync(require.resolve(name), "utf8"));
		return `${manifest.name}@${manifest.version}`;
	} catch {
		return `${name} missing`;
	}
}
/** Where each compiled-code hash is remembered, by the stamp of the files it was computed from. */
const BUILD_MEMO = "qgate-builds";
/** qgate's code files below `dir`, by path relative to it ("/"-separated; no declarations). */
function codeFiles(dir, prefix = "", found = []) {
	for (const entry of readdirSync(dir, { withFileTypes: true })) if (entry.isDirectory()) codeFiles(path.join(dir, entry.name), `${prefix}${entry.name}/`, found);
	else if (/\.[cm]?[jt]s$/.test(entry.name) && !/\.d\.[cm]?ts$/.test(entry.name)) found.push(`${prefix}${entry.name}`);
	return found;
}
/**
* A content hash of qgate's compiled code (every `.js` file of `dist/`, by path relative to it; its
* `.ts` sources when run from them), remembered in the cache directory under the files' stamp (path,
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
	const memo = memoDir ? path.join(memoDir, BUILD_MEMO, stamp.digest("hex")) : void 0;
	if (memo) try {
		const known = readFileSync(memo, "utf8");
		if (/^[0-9a-f]{64}$/.test(known)) return known;
	} catch {}
	const hash = createHash("sha256");
	for (const file of files) hash.update(`\0${file}\0`).update(readFileSync(path.join(codeDir, file)));
	const digest = hash.digest("hex");
	if (memo) try {
		mkdirSync(path.dirname(memo), { recursive: true });
		writeFileSync(memo, digest);
	} catch {}
	return digest;
}
/**
* This qgate and the tools it bundles, by content, so that every install of the same qgate (another
* clone, another machine, a reinstall) has the same build: its name and version, a hash of its
* compiled code, and the name and version of its own Prettier, ESLint and TypeScript, which a result
* depends on when the project has none of its own. Computed once a process.
*/
function qgateBuild(memoDir) {
	if (build !== void 0) return build;
	const started = performance.now();
	const here = fileURLToPath(import.meta.url);
	const require = createRequire(here);
	const parts = [packageIdentity(require, "../../package.json")];
	try {
		parts.push(codeHash(path.resolve(path.dirname(here), ".."), memoDir));
	} catch {
		parts.push("code unreadable");
	}
	for (const name of [
		"prettier",
		"eslint",
		"typescript",
		"typescript-eslint"
	]) parts.push(packageIdentity(require, `${name}/package.json`));
	build = createHash("sha256").update(parts.join("\n")).digest("hex");
	recordTiming("cache.build", performance.now() - started);
	return build;
}
function isEntry(value, key) {
	if (typeof value !== "object" || value === null) return false;
	const entry = value;
	const result = entry.result;
	return entry.key === key && typeof result === "object" && result !== null && Array.isArray(result.findings) && Array.isArray(result.failures) && Array.isArray(result.tools) && Array.isArray(result.notes) && Array.isArray(result.checkedFiles);
}
/** The cap is checked at most this often (one run's writes are far below any sane cap). */
const EVICT_EVERY_MS = 6e5;
/** When the cap was last checked: a time in ms, in the cache directory beside cacache's own folders. */
const EVICT_STAMP = "qgate-evicted-at";
var DiskCache = class {
	dir;
	maxBytes;
	now;
	evictEveryMs;
	remote;
	settingNotes;
	/** Writes started by this run, awaited (and the cap applied) by settle(). */
	writes = [];
	constructor(dir, maxBytes, now = Date.now, evictEveryMs = EVICT_EVERY_MS, remote, settingNotes = []) {
		this.dir = dir;
		this.maxBytes = maxBytes;
		this.now = now;
		this.evictEveryMs = evictEveryMs;
		this.remote = remote;
		this.settingNotes = settingNotes;
	}
	/** What this run has to say about the cache (bad settings, a remote skipped or refused), once each. */
	get notes() {
		return [...this.settingNotes, ...this.remote?.notes ?? []];
	}
	/** The hash of an in-memory key with this build of qgate: the same on every machine and clone. */
	hash(key) {
		return createHash("sha256").update(`${qgateBuild(path.dirname(this.dir))}\n${key}`).digest("hex");
	}
	/** The disk key of an in-memory key: the same inputs, with this build of qgate. */
	diskKey(key) {
		return `qgate-result:1:${this.hash(key)}`;
	}
	/** The result the remote has under `key`, checked, and kept here too; or undefined. */
	async fromRemote(key, diskKey) {
		if (!this.remote) return void 0;
		const body = await this.remote.get(this.hash(key));
		if (!body) return void 0;
		let parsed;
		try {
			parsed = JSON.parse(body.toString("utf8"));
		} catch {
			parsed = void 0;
		}
		if (!isEntry(parsed, diskKey)) {
			this.remote.refuse();
			return;
		}
		this.write(key, diskKey, body);
		return parsed.result;
	}
	/** The result kept under `key`, or undefined: not there, unreadable, corrupt or truncated. */
	async get(key) {
		const diskKey = this.diskKey(key);
		let data;
		let info;
		const cacache = await loadCacache();
		try {
			const entry = await cacache.get(this.dir, diskKey, { memoize: false });
			data = entry.data;
			info = entry;
		} catch (error) {
			if (error.code !== "ENOENT") await this.remove(diskKey);
			return this.fromRemote(key, diskKey);
		}
		let parsed;
		try {
			parsed = JSON.parse(data.toString("utf8"));
		} catch {
			parsed = void 0;
		}
		if (!isEntry(parsed, diskKey)) {
			await this.remove(diskKey);
			return this.fromRemote(key, diskKey);
		}
		try {
			const used = {
				size: info.size ?? data.length,
				metadata: info.metadata,
				time: this.now()
			};
			await cacache.index.insert(this.dir, diskKey, info.integrity, used);
		} catch {}
		return parsed.result;
	}
	/** Starts writing an entry's body on disk; settle() waits for it, and a failed write is skipped. */
	write(key, diskKey, body) {
		const options = {
			metadata: { key },
			time: this.now()
		};
		this.writes.push(loadCacache().then((cacache) => cacache.put(this.dir, diskKey, body, options)).catch(() => void 0));
	}
	/** Starts writing `result` under `key`; settle() waits for it. */
	put(key, result) {
		const diskKey = this.diskKey(key);
		const entry = {
			key: diskKey,
			result
		};
		const body = Buffer.from(JSON.stringify(entry));
		this.write(key, diskKey, body);
		this.remote?.put(this.hash(key), body);
	}
	/**
	* Waits for this run's writes, then, when the last check is old enough, removes the least recently
	* used entries past the cap.
	*/
	async settle() {
		await this.remote?.settle();
		if (this.writes.length === 0) return;
		await Promise.all(this.writes.splice(0));
		if (!this.evictionDue()) return;
		try {
			await evict(this.dir, this.maxBytes);
		} catch {}
	}
	/** Whether the cap is to be checked now; if so, the stamp says so for the next runs. */
	evictionDue() {
		const stamp = path.join(this.dir, EVICT_STAMP);
		const now = this.now();
		let last = NaN;
		try {
			last = Number(readFileSync(stamp, "utf8"));
		} catch {}
		if (Number.isFinite(last) && last <= now && now - last < this.evictEveryMs) return false;
		try {
			writeFileSync(stamp, String(now));
		} catch {}
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
			if (info) await cacache.rm.content(this.dir, info.integrity);
		} catch {}
		try {
			await cacache.rm.entry(this.dir, diskKey);
		} catch {}
	}
};
/** The entries and their total size (each entry counts its content's size). */
async function cacheUsage(dir) {
	const cacache = await loadCacache();
	const entries = Object.values(await cacache.ls(dir));
	return {
		entries: entries.length,
		bytes: entries.reduce((sum, entry) => sum + entry.size, 0)
	};
}
/**
* Removes entries, least recently used first, until their total size is within `maxBytes`, then lets
* cacache's verify remove the content no entry points to any more and compact the index.
*/
async function evict(dir, maxBytes) {
	const cacache = await loadCacache();
	const entries = Object.values(await cacache.ls(dir));
	let total = entries.reduce((sum, entry) => sum + entry.size, 0);
	if (total <= maxBytes) return 0;
	entries.sort((a, b) => a.time - b.time);
	let removed = 0;
	for (const entry of entries) {
		if (total <= maxBytes) break;
		await cacache.rm.entry(dir, entry.key);
		total -= entry.size;
		removed++;
	}
	await cacache.verify(dir);
	return removed;
}
/** Removes every entry; returns how many there were. */
async function cleanCache(dir) {
	const { entries } = await cacheUsage(dir);
	await (await loadCacache()).rm.all(dir);
	return entries;
}

export { cleanCache as a, RemoteCache as c, cacheUsage as i, remoteCacheSettings as l, cacheMaxBytes as n, diskCacheFor as o, cacheSettingWarnings as r, resultsDir as s, cacheDisabledByEnv as t, shownUrl as u };