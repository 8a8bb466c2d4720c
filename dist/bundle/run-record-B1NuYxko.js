import { r as redactDeep } from "./redact-CzCWQn79.js";
import { r as inputsUnchanged } from "./inputs-0W2IjWdi.js";
import { m as remoteCacheMessages } from "./messages-CuSOVVL6.js";
import { t as recordTiming } from "./timings-DSKXXjcA.js";
import { t as homeDir } from "./home-CJHKUSVb.js";
import { n as racy, t as ConfigProbe } from "./config-probe-DzZ_2I1P.js";
import { a as OXFMT_CONFIG_FILES, d as PRETTIER_CONFIG_FILES, n as DPRINT_CONFIG_FILES, o as OXLINT_CONFIG_FILES, t as BIOME_CONFIG_FILES } from "./project-tools-DcEmU7UV.js";
import { t as replayableRun } from "./replayable-run-TvmVsVXc.js";
import { lstatSync, mkdirSync, readFileSync, readdirSync, realpathSync, renameSync, rmSync, statSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { createHash, createHmac, randomBytes, timingSafeEqual } from "node:crypto";

// dist/engine/result-cache.js
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
/**
* What each check's tool reads besides the files, looked for in every directory above each file.
* Exported for the tests, which change each alone.
*/
const CONFIG_NAMES = {
	format: [
		"package.json",
		"package.yaml",
		...PRETTIER_CONFIG_FILES,
		".editorconfig",
		".prettierignore",
		".gitignore",
		...BIOME_CONFIG_FILES,
		".ignore",
		...OXFMT_CONFIG_FILES,
		...DPRINT_CONFIG_FILES
	],
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
		".gitignore",
		".ignore",
		...BIOME_CONFIG_FILES,
		...OXLINT_CONFIG_FILES
	],
	types: [],
	security: [
		"package.json",
		".secretlintrc",
		".secretlintrc.json",
		".secretlintignore"
	]
};
/** The installed tools whose version a check's result depends on, looked for the same way. */
const TOOL_PACKAGES = {
	format: [
		"prettier",
		"@biomejs",
		"oxfmt",
		"dprint"
	],
	lint: [
		"eslint",
		"typescript-eslint",
		"@typescript-eslint",
		"typescript",
		"@biomejs",
		"oxlint"
	],
	security: []
};
/** The package whose manifest stands for a scope's directory. */
const SCOPE_MANIFEST = {
	"@typescript-eslint": "@typescript-eslint/parser",
	"@biomejs": "@biomejs/biome"
};
const MAX_ENTRIES = 256;
/** A checked file's content hash, read every time (configs are re-read only when their stat changes). */
function contentHash(file) {
	try {
		return createHash("sha1").update(readFileSync(file)).digest("hex");
	} catch (error) {
		return `!${error.code ?? "unreadable"}`;
	}
}
/** A result that may be reused: no failures, nothing fixed, no type information read. */
function reusable(result) {
	return !(result.failures.length > 0 || result.readsProgram === true || (result.fixedFiles?.length ?? 0) > 0);
}
var ResultCache = class {
	results = /* @__PURE__ */ new Map();
	/** Content hashes by path, reused while the file's stamp (inode, size, mtime, ctime) is the same. */
	hashes = /* @__PURE__ */ new Map();
	/** Which config names exist in each directory, without a stat per name every run. */
	probe = new ConfigProbe();
	hashFile(file) {
		const stats = statSync(file, { throwIfNoEntry: false });
		if (!stats?.isFile()) return "-";
		const stamp = `${stats.ino}:${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}`;
		const known = this.hashes.get(file);
		if (known?.stamp === stamp) return known.hash;
		let hash;
		try {
			hash = createHash("sha1").update(readFileSync(file)).digest("hex");
		} catch {
			return "?";
		}
		if (this.hashes.size >= 4096) this.hashes.clear();
		if (!racy(stats)) this.hashes.set(file, {
			stamp,
			hash
		});
		return hash;
	}
	/** The key of a run of `id` on `files`, or undefined when it cannot be cached. */
	key(id, root, files, options) {
		const names = CONFIG_NAMES[id];
		if (!names) return void 0;
		const parts = [id, JSON.stringify(options)];
		const named = (file) => path.relative(root, file).split(path.sep).join("/");
		const dirs = /* @__PURE__ */ new Set();
		for (const file of files) {
			const content = file.content !== void 0 ? createHash("sha1").update(file.content).digest("hex") : file.change === "delete" ? "-" : contentHash(file.absPath);
			parts.push(`${file.path}\0${file.change}\0${content}\0${JSON.stringify(file.oversized ?? null)}\0${file.expanded ? 1 : 0}`);
			for (let dir = path.dirname(file.absPath); !dirs.has(dir); dir = path.dirname(dir)) {
				dirs.add(dir);
				if (path.dirname(dir) === dir) break;
			}
		}
		const tools = TOOL_PACKAGES[id] ?? [];
		for (const dir of [...dirs].sort()) {
			for (const name of this.probe.probe(dir, names).present) {
				const hash = this.hashFile(path.join(dir, name));
				if (hash !== "-") parts.push(`${named(path.join(dir, name))}\0${hash}`);
			}
			for (const tool of this.probe.probe(path.join(dir, "node_modules"), tools).present) {
				const manifest = path.join(dir, "node_modules", SCOPE_MANIFEST[tool] ?? tool, "package.json");
				const hash = this.hashFile(manifest);
				if (hash !== "-") parts.push(`${named(manifest)}\0${hash}`);
			}
		}
		return createHash("sha1").update(parts.join("\n")).digest("hex");
	}
	get(key) {
		const result = this.results.get(key);
		if (!result) return void 0;
		this.results.delete(key);
		this.results.set(key, result);
		return structuredClone(result);
	}
	/** The result kept under `key`, in memory, else on `disk` (then kept in memory too). */
	async fetch(key, disk) {
		const known = this.get(key);
		if (known) return {
			result: known,
			from: "memory"
		};
		const stored = await disk?.lookup(key);
		if (stored) this.set(key, stored.result);
		return stored;
	}
	/** Keeps a result that may be reused, in memory and on `disk`. */
	keep(key, result, disk) {
		if (!reusable(result)) return;
		this.set(key, result);
		disk?.put(key, result);
	}
	/** Keeps a result that may be reused: no failures, nothing fixed, no type information read. */
	set(key, result) {
		if (!reusable(result)) return;
		this.results.delete(key);
		this.results.set(key, structuredClone(result));
		if (this.results.size > MAX_ENTRIES) {
			const oldest = this.results.keys().next().value;
			if (oldest !== void 0) this.results.delete(oldest);
		}
	}
	clear() {
		this.results.clear();
		this.hashes.clear();
	}
};

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
		from,
		...env.QGATE_REMOTE_CACHE_SKIPPED ? { skipped: env.QGATE_REMOTE_CACHE_SKIPPED } : {}
	} };
}
/** Turborepo's artifact tag: HMAC-SHA256 over the hash, then the team, then the body; base64. */
function artifactTag(key, hash, team, body) {
	return createHmac("sha256", key).update(hash).update(team).update(body).digest("base64");
}
function ok(status) {
	return status >= 200 && status < 300;
}
function tagMatches(expected, tag) {
	if (!tag) return false;
	const a = Buffer.from(expected, "base64");
	const b = Buffer.from(tag, "base64");
	return a.length === b.length && timingSafeEqual(a, b);
}
/**
* One request, its body read whole, within REMOTE_TIMEOUT_MS from start to end. node:http rather
* than fetch: a cold process pays about 40 ms to load fetch's implementation on its first call, and
* a replayed run (run-record.ts) makes one request in all.
*/
function send(method, url, headers, body) {
	const { request } = url.startsWith("https:") ? process.getBuiltinModule("node:https") : process.getBuiltinModule("node:http");
	return new Promise((resolve, reject) => {
		const outgoing = request(url, {
			method,
			headers,
			agent: false,
			signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS)
		}, (response) => {
			const chunks = [];
			response.on("data", (chunk) => chunks.push(chunk));
			response.on("end", () => resolve({
				status: response.statusCode ?? 0,
				headers: response.headers,
				body: Buffer.concat(chunks)
			}));
			response.on("error", reject);
			response.on("close", () => {
				if (!response.complete) reject(Object.assign(/* @__PURE__ */ new Error("cut off"), { code: "ECONNRESET" }));
			});
		});
		outgoing.on("error", reject);
		outgoing.end(body);
	});
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
		if (settings.skipped !== void 0) this.skip(settings.skipped);
	}
	/** Why the remote is off for the rest of this run, if it is (not for a refused entry). */
	get skippedBecause() {
		return this.skipped;
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
			const response = await send("GET", this.artifactUrl(hash), this.headers());
			if (!ok(response.status)) {
				if (response.status !== 404) this.skip(this.statusProblem(response.status));
				return;
			}
			const { body } = response;
			const { signatureKey, team } = this.settings;
			const tag = response.headers["x-artifact-tag"];
			if (signatureKey !== void 0 && !tagMatches(artifactTag(signatureKey, hash, team, body), typeof tag === "string" ? tag : null)) {
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
		this.writes.push(send("PUT", this.artifactUrl(hash), headers, body).then((response) => {
			if (!ok(response.status)) this.skip(this.statusProblem(response.status));
		}, (error) => this.skip(failureReason(error))));
	}
	/**
	* Whether the server answers and takes the token: a HEAD of an artifact no one writes (a 404 is the
	* answer hoped for). For `qgate cache status`.
	*/
	async probe() {
		try {
			const response = await send("HEAD", this.artifactUrl("0".repeat(64)), this.headers());
			if (ok(response.status) || response.status === 404) return remoteCacheMessages.reachable;
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
	const base = xdg && path.isAbsolute(xdg) ? xdg : path.join(homeDir(env), ".cache");
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
/**
* qgateBuild's answer, once a process, on globalThis: the thin client's replay (a CommonJS bundle) and
* the CLI (an ES module bundle) each have a copy of this module, and a replay that misses is followed
* by the CLI's run, which would hash the same code again (scripts/bundle.js).
*/
const shared = globalThis;
const once = shared[Symbol.for("qgate.build")] ??= {};
/** The name and version in the manifest at `file` (not the whole manifest: installers add fields). */
function manifestIdentity(file) {
	try {
		const manifest = JSON.parse(readFileSync(file, "utf8"));
		return `${manifest.name}@${manifest.version}`;
	} catch {
		return;
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
		if (found !== void 0) return found;
		if (path.dirname(dir) === dir) return `${name} missing`;
	}
}
/** The names in a package.json's `dependencies`, sorted (none when it cannot be read). */
function dependencyNames(manifest) {
	try {
		const { dependencies } = JSON.parse(readFileSync(manifest, "utf8"));
		return Object.keys(dependencies ?? {}).sort();
	} catch {
		return [];
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
* compiled code, and the name and version of each package it depends on as installed (its own
* Prettier, ESLint and TypeScript, which a result depends on when the project has none of its own;
* secretlint and its rules, which the security check and the redactor run). Computed once a process.
*/
function qgateBuild(memoDir) {
	if (once.build !== void 0) return once.build;
	const started = performance.now();
	const here = fileURLToPath(import.meta.url);
	const ownManifest = path.resolve(path.dirname(here), "../../package.json");
	const parts = [manifestIdentity(ownManifest) ?? "qgate's package.json missing"];
	try {
		const dir = path.dirname(here);
		parts.push(codeHash(path.basename(dir) === "bundle" ? dir : path.resolve(dir, ".."), memoDir));
	} catch {
		parts.push("code unreadable");
	}
	for (const name of dependencyNames(ownManifest)) parts.push(packageIdentity(path.dirname(here), name));
	once.build = createHash("sha256").update(parts.join("\n")).digest("hex");
	recordTiming("cache.build", performance.now() - started);
	return once.build;
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
		return {
			result: parsed.result,
			from: "remote"
		};
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
		return {
			result: parsed.result,
			from: "local"
		};
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

// dist/engine/run-record.js
/**
* Run records: a cold `qgate check <files>` whose every check was served or kept under a result key
* is recorded whole (its redacted output, exit code and metrics line), so that the next cold run of
* the same command is answered by the thin client without loading the CLI, the policy or any tool.
* One file checked from a filled cache then costs a process start and some hashing, not the CLI's
* load (issue 20's single-file row).
*
* A record is used only when everything its output depended on is as it was:
* - the run: the same command line (files, flags), the same directory relative to the project root,
*   the repository's top at the same place relative to the root, the same qgate build (disk-cache.ts's
*   qgateBuild: its code and every installed dependency), the platform, and the environment variables
*   that change what a check run prints (runKey below);
* - the files named are regular files inside the root, and the change set's files and the policy's
*   files have the bytes they had (the policy's as loadPolicy read them; a project policy file it did
*   not find is still not there);
* - each check's result key, computed afresh from the disk (result-cache.ts: its files, configs and
*   tool versions), is the recorded one, and for `types` everything the program read
*   (checks/types/inputs.ts) is unchanged.
* Anything else is a miss, and the run happens as before (and records itself again).
*
* Only simple runs are recorded: explicit regular files, no `--fix`, `--staged`, `--diff`, `--shard`,
* report files or SARIF, no terminal (colours and the progress line), no git discovery variables,
* nothing the cache had to say, nothing on stderr, no input changed while it ran, an output that names
* neither the project root nor the directory the run started in (a second clone has other paths), and
* a root found the way the client finds it. Records live in `<cache dir>/runs/`, one small JSON file
* each, at most MAX_RECORDS, and go to the remote cache (remote-cache.ts, signed like the results)
* under their own hashes; a replay reads the remote only when the environment sets it (the policy is
* not read before a replay).
*/
const VERSION = 1;
/** Records kept on disk; past this the oldest (by last use) go. */
const MAX_RECORDS = 256;
/**
* What each check of a finished run depended on, or undefined when one of them cannot be replayed: a
* result not kept under a key (a failure, type-aware lint, the cache off), a `types` result without
* what it read, or a file checked at other content than the disk's (a staged blob).
*/
function recordedChecks(outcomes) {
	const checks = [];
	for (const { plan, key, keyOptions, inputs } of outcomes) {
		if (key === void 0 || keyOptions === void 0) return void 0;
		if (plan.id === "types" && inputs === void 0) return void 0;
		if (plan.files.some((file) => file.content !== void 0)) return void 0;
		checks.push({
			id: plan.id,
			files: plan.files.map(({ path: name, change, oversized, expanded }) => ({
				path: name,
				change,
				...oversized ? { oversized } : {},
				...expanded ? { expanded } : {}
			})),
			options: keyOptions,
			key,
			...inputs ? { inputs } : {}
		});
	}
	return checks;
}
/**
* The project root as the CLI resolves it (changes/root.ts): `--cwd`, else the nearest directory
* above with a `.git`, real paths both; the CLI records only where its own answer (git's) is this one.
*/
function replayRoot(run, cwd) {
	try {
		if (run.cwdOption !== void 0) {
			const dir = realpathSync(path.resolve(cwd, run.cwdOption));
			return statSync(dir).isDirectory() ? dir : void 0;
		}
		const start = realpathSync(cwd);
		return repositoryTop(start) ?? start;
	} catch {
		return;
	}
}
/** The nearest directory at or above `dir` that holds a `.git` (a directory or a worktree's file). */
function repositoryTop(dir) {
	for (let at = dir;; at = path.dirname(at)) {
		if (statSync(path.join(at, ".git"), { throwIfNoEntry: false })) return at;
		if (path.dirname(at) === at) return void 0;
	}
}
/**
* Whether every path the run names is a regular file: a directory is expanded by git and a missing
* file may be a deletion (git decides), so those runs are neither recorded nor replayed.
*/
function namesRegularFiles(run, root, cwd) {
	const base = run.cwdOption === void 0 ? cwd : root;
	return run.files.every((file) => {
		const named = path.resolve(base, file);
		if (!lstatSync(named, { throwIfNoEntry: false })?.isFile()) return false;
		try {
			const relative = path.relative(root, realpathSync(named));
			return relative !== "" && !relative.startsWith("..") && !path.isAbsolute(relative);
		} catch {
			return false;
		}
	});
}
/**
* Where the git repository's top is, relative to the root (the nearest `.git` at or above it): the
* github and rdjson reporters name files from there, so a root in another place within its repository
* is another output.
*/
function repositoryPrefix(root) {
	const top = repositoryTop(root);
	return top === void 0 ? "-" : path.relative(root, top).split(path.sep).join("/");
}
/**
* Variables the run's output depends on besides its inputs (colours, strictness, the door), besides
* the QGATE_* ones (runKeyVariable). Exported for the tests, which change each alone.
*/
const OUTPUT_VARIABLES = [
	"CI",
	"NO_COLOR",
	"FORCE_COLOR",
	"TERM",
	"CLAUDE_STRICT_QUALITY",
	"CLAUDE_PROJECT_DIR",
	"GITHUB_ACTIONS",
	"GITLAB_CI"
];
/**
* QGATE_* variables that change where things are kept or how they are timed, not what a run prints
* (the cache's own switch and cap: a run with the cache off, or a cap that is said to be wrong, is
* never recorded).
*/
const UNPRINTED_QGATE = /^QGATE_(TIMINGS|DAEMON|DAEMON_DIR|CACHE|CACHE_DIR|CACHE_MAX_MB|RUN_RECORDS|LOG_DIR|LOG_MAX_BYTES|LOG_KEEP|LOCK_DIR|PROGRESS_DELAY_MS|REMOTE_CACHE_.*)$/;
/** Whether `name`'s value is part of the run's key (runKey): it may change what a run prints. */
function runKeyVariable(name) {
	return OUTPUT_VARIABLES.includes(name) || name.startsWith("QGATE_") && !UNPRINTED_QGATE.test(name);
}
/**
* Whether the environment switches run records off (QGATE_RUN_RECORDS=0/false/off/no): each check's
* entry is still used, and every run runs (its report's timings are its own).
*/
function runRecordsDisabledByEnv(env) {
	const value = (env.QGATE_RUN_RECORDS ?? "").toLowerCase();
	return value === "0" || value === "false" || value === "off" || value === "no";
}
/** Whether the environment rules records out (exported for the tests). */
function environmentRefuses(env) {
	return cacheDisabledByEnv(env) || runRecordsDisabledByEnv(env) || [
		"GIT_DIR",
		"GIT_WORK_TREE",
		"GIT_CEILING_DIRECTORIES",
		"GIT_DISCOVERY_ACROSS_FILESYSTEM",
		"GIT_COMMON_DIR"
	].some((name) => env[name] !== void 0) || env.GITHUB_STEP_SUMMARY !== void 0;
}
/** The run's hash: everything besides files and configs that its output depends on. */
function runKey(argv, root, cwd, env, build) {
	const variables = Object.keys(env).filter(runKeyVariable).sort().map((name) => [name, env[name]]);
	const relativeCwd = path.relative(root, cwd).split(path.sep).join("/");
	const end = argv.indexOf("--");
	const command = [...(end === -1 ? argv : argv.slice(0, end)).filter((arg) => arg !== "--timings"), ...end === -1 ? [] : argv.slice(end)];
	return createHash("sha256").update(JSON.stringify([
		`qgate-run:${VERSION}`,
		build,
		process.platform,
		command,
		relativeCwd,
		repositoryPrefix(root),
		variables
	])).digest("hex");
}
/** The remote's name for a record (the results' hashes are of another form: they never meet). */
function remoteHash(run) {
	return createHash("sha256").update(`qgate-run:${VERSION}\n${run}`).digest("hex");
}
function recordFile(env, run) {
	return path.join(cacheDir(env), "runs", `${run}.json`);
}
/** Where records are kept: `qgate cache clean` removes it with the rest. */
function runsDir(env) {
	return path.join(cacheDir(env), "runs");
}
/** How many records are kept (`qgate cache status`). */
function countRunRecords(env) {
	try {
		return readdirSync(runsDir(env)).filter((name) => name.endsWith(".json")).length;
	} catch {
		return 0;
	}
}
/** Removes every record (`qgate cache clean`); returns how many there were. */
function cleanRunRecords(env) {
	const count = countRunRecords(env);
	rmSync(runsDir(env), {
		recursive: true,
		force: true
	});
	return count;
}
/**
* Keeps the run's record, on disk and on the remote, when it is one of the runs recorded; best effort
* and silent (a record that cannot be written is a replay that does not happen).
*/
async function keepRunRecord(argv, pending, output, terminal, env = process.env) {
	const run = replayableRun(argv);
	if (!run || environmentRefuses(env) || terminal) return;
	const cwd = process.cwd();
	if (replayRoot(run, cwd) !== pending.root || !namesRegularFiles(run, pending.root, cwd)) return;
	if (!await inputsUnchanged(pending.root, pending.inputs)) return;
	if (output.stderr !== "") return;
	if (output.stdout.includes(pending.root) || output.stdout.includes(cwd)) return;
	try {
		const dir = runsDir(env);
		const hash = runKey(argv, pending.root, cwd, env, qgateBuild(cacheDir(env)));
		const record = {
			version: VERSION,
			run: hash,
			checks: pending.checks,
			inputs: pending.inputs,
			...output,
			...pending.metrics ? { metrics: redactDeep(pending.metrics) } : {}
		};
		const body = JSON.stringify(record);
		mkdirSync(dir, { recursive: true });
		writeAtomically(recordFile(env, hash), body);
		trimRecords(dir);
		if (pending.remote) {
			const remote = new RemoteCache(pending.remote);
			remote.put(remoteHash(hash), Buffer.from(body));
			await remote.settle();
		}
	} catch {}
}
/**
* Writes `file` through a temporary file moved into place: a reader sees the old record or the new,
* never half of one. The temporary name is new (`wx`: never through something already there).
*/
function writeAtomically(file, body) {
	const temporary = `${file}.${process.pid}.${randomBytes(6).toString("hex")}.tmp`;
	try {
		writeFileSync(temporary, body, {
			flag: "wx",
			mode: 384
		});
		renameSync(temporary, file);
	} catch (error) {
		rmSync(temporary, { force: true });
		throw error;
	}
}
function trimRecords(dir) {
	const entries = readdirSync(dir);
	const stale = Date.now() - 6e5;
	for (const name of entries.filter((entry) => entry.endsWith(".tmp"))) {
		const stats = statSync(path.join(dir, name), { throwIfNoEntry: false });
		if (stats && stats.mtimeMs < stale) rmSync(path.join(dir, name), { force: true });
	}
	const names = entries.filter((name) => name.endsWith(".json"));
	if (names.length <= MAX_RECORDS) return;
	const byUse = names.map((name) => ({
		name,
		time: statSync(path.join(dir, name), { throwIfNoEntry: false })?.mtimeMs ?? 0
	})).sort((a, b) => a.time - b.time);
	for (const { name } of byUse.slice(0, names.length - MAX_RECORDS)) rmSync(path.join(dir, name), { force: true });
}

export { reusable as C, ResultCache as S, resultsDir as _, keepRunRecord as a, shownUrl as b, runKeyVariable as c, cacheDisabledByEnv as d, cacheMaxBytes as f, diskCacheFor as g, cleanCache as h, environmentRefuses as i, runRecordsDisabledByEnv as l, cacheUsage as m, cleanRunRecords as n, recordedChecks as o, cacheSettingWarnings as p, countRunRecords as r, replayRoot as s, OUTPUT_VARIABLES as t, runsDir as u, RemoteCache as v, CONFIG_NAMES as x, remoteCacheSettings as y };