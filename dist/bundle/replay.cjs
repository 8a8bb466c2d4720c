Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
const require_rolldown_runtime = require("./rolldown-runtime-oLSKB5bz.cjs");
const require_timings = require("./timings-CQyj-2qy.cjs");
const require_messages = require("./messages-yIMMAzS0.cjs");
let node_fs = require("node:fs");
let node_path = require("node:path");
node_path = require_rolldown_runtime.__toESM(node_path, 1);
let node_url = require("node:url");
let node_os = require("node:os");
node_os = require_rolldown_runtime.__toESM(node_os, 1);
let node_crypto = require("node:crypto");

// dist/util/secret-detectors.js
/**
* The security check's secret detectors (secretlint's recommended preset), shared with the redactor:
* what the gate would flag in a file is also masked in everything qgate prints, logs or sends.
* Loaded once per process (about 30 ms), only when something needs it.
*/

// dist/util/redact.js
const MASK = "****";
const SECRET_PATTERNS = [
	{
		name: "a private key block",
		strong: true,
		pattern: /-----BEGIN[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----[\s\S]*?(?:-----END[A-Z0-9 ]*PRIVATE KEY(?: BLOCK)?-----|$)/g
	},
	{
		name: "credentials in a URL",
		strong: true,
		pattern: /\b[a-z][a-z0-9+.-]{0,31}:\/\/[^\s:@/]+:(?<secret>[^\s@/]+)@/gi
	},
	{
		name: "an AWS access key id",
		strong: true,
		pattern: /\b(?:A3T[A-Z0-9]|AKIA|AGPA|AIDA|AROA|AIPA|ANPA|ANVA|ASIA)[A-Z0-9]{16}\b/g
	},
	{
		name: "an AWS secret access key",
		strong: true,
		pattern: /(?:aws)?_?secret_?access_?key["']?\s*(?::|=>|=)\s*["']?(?<secret>[A-Za-z0-9/+=]{40})/gi
	},
	{
		name: "an AWS secret access key",
		strong: true,
		pattern: /aws[A-Za-z0-9_.-]{0,40}["']?\s*(?::|=>|=)\s*["']?(?<secret>[A-Za-z0-9/+=]{40})(?![A-Za-z0-9/+=])/gi
	},
	{
		name: "a GitHub token",
		strong: true,
		pattern: /\b(?:ghp|gho|ghu|ghs|ghr)_[A-Za-z0-9]{36,}\b/g
	},
	{
		name: "a GitHub token",
		strong: true,
		pattern: /\bgithub_pat_[A-Za-z0-9_]{22,}/g
	},
	{
		name: "a Slack token",
		strong: true,
		pattern: /\bxox[abposre]-[A-Za-z0-9-]{10,}/g
	},
	{
		name: "a Slack webhook URL",
		strong: true,
		pattern: /https:\/\/hooks\.slack\.com\/(?:services|workflows|triggers)\/[A-Za-z0-9/_-]+/g
	},
	{
		name: "an OpenAI or Anthropic API key",
		strong: true,
		pattern: /\bsk-(?:proj-|ant-|svcacct-|admin-)?[A-Za-z0-9_-]{20,}/g
	},
	{
		name: "an npm token",
		strong: true,
		pattern: /\bnpm_[A-Za-z0-9]{36}\b/g
	},
	{
		name: "a SendGrid API key",
		strong: true,
		pattern: /\bSG\.[A-Za-z0-9_-]{22}\.[A-Za-z0-9_-]{43}\b/g
	},
	{
		name: "a Shopify token",
		strong: true,
		pattern: /\bshp(?:at|ss|ca|pa)_[a-fA-F0-9]{32}\b/g
	},
	{
		name: "a Linear API key",
		strong: true,
		pattern: /\blin_api_[A-Za-z0-9]{40}\b/g
	},
	{
		name: "a 1Password service account token",
		strong: true,
		pattern: /\bops_[A-Za-z0-9+/=_-]{50,}/g
	},
	{
		name: "a Google API key",
		strong: true,
		pattern: /\bAIza[0-9A-Za-z_-]{35}\b/g
	},
	{
		name: "a JSON Web Token",
		strong: true,
		pattern: /(?<![A-Za-z0-9_-])eyJ[A-Za-z0-9_-]{8,}\.eyJ[A-Za-z0-9_-]{8,}\.[A-Za-z0-9_-]{8,}/g
	},
	{
		name: "an Authorization header value",
		strong: true,
		pattern: /\b(?:Bearer|Basic)\s+(?<secret>[A-Za-z0-9._~+/=-]{16,})/g
	},
	{
		name: "a value assigned to a secret-looking name",
		strong: false,
		pattern: /(?:password|passwd|pwd|secret|token|api[_-]?key|access[_-]?key|private[_-]?key|credentials?)["']?\s*(?::|=>|=)\s*["']?(?<secret>[^\s"'`,;&]{8,})/gi
	}
];
const PATTERNS = SECRET_PATTERNS.map((entry) => entry.pattern);
function escapeRegExp(text) {
	return text.replace(/[.*+?^${}()|[\]\\]/g, "\\$&");
}
/**
* Returns `text` with credentials replaced by `****`. `known` holds exact secret strings to mask
* wherever they appear (strings shorter than 4 characters are ignored: masking them would destroy
* the text without protecting anything).
*/
function redactSecrets(text, known = []) {
	let result = text;
	const exact = [...new Set(known)].filter((secret) => secret.length >= 4).sort((a, b) => b.length - a.length);
	for (const secret of exact) result = result.replace(new RegExp(escapeRegExp(secret), "g"), MASK);
	for (const pattern of PATTERNS) result = result.replace(pattern, (match, ...rest) => {
		const groups = rest.at(-1);
		const secret = typeof groups === "object" && groups !== null ? groups.secret : void 0;
		if (secret === void 0) return MASK;
		const at = match.lastIndexOf(secret);
		return `${match.slice(0, at)}${MASK}${match.slice(at + secret.length)}`;
	});
	return result;
}
/**
* Keys whose values are credentials whatever they look like: `{"password": "hunter2hunter2"}` has no
* secret shape for the text patterns to see. Matched anywhere in the key (DB_PASSWORD, authToken,
* x-api-key); `author` is not `auth`.
*/
const SECRET_KEY = /pass(?:word|wd|phrase)?|pwd|secret|token|api[_-]?key|private[_-]?key|credential|auth(?!or)/i;
/**
* Like redactSecrets, for any JSON-able value (webhook payloads, logged error context): every string
* inside is redacted, and every string or number under a secret-looking key (SECRET_KEY, at any depth
* above it) is replaced by `****` whole.
*/
function redactDeep(value, known = []) {
	const secrets = [...known];
	const walk = (item, underSecretKey, key = "") => {
		if (underSecretKey && (typeof item === "string" || typeof item === "number")) return MASK;
		if (typeof item === "string" && /aws/i.test(key) && /^[A-Za-z0-9/+=]{40}$/.test(item)) return MASK;
		if (typeof item === "string") return redactSecrets(item, secrets);
		if (Array.isArray(item)) return item.map((inner) => walk(inner, underSecretKey));
		if (item !== null && typeof item === "object") return Object.fromEntries(Object.entries(item).map(([key, inner]) => [key, walk(inner, underSecretKey || SECRET_KEY.test(key), key)]));
		return item;
	};
	return walk(value, false);
}

// dist/changes/paths.js
/** Turning user-given paths into project-relative ones, refusing anything that leaves the root. */
/** `/`-separated path relative to the root. */
function toRelative(root, absolute) {
	return node_path.default.relative(root, absolute).split(node_path.default.sep).join("/");
}

// dist/checks/types/base.js
/**
* The changed files as they are at the change's base revision (HEAD, or the merge base of a diff), read
* in one `git cat-file --batch`. The types check compares a file's exported shape there and now: when
* it is the same, nothing that imports the file can have new errors because of the change.
*/
/**
* Content at the base by absolute path: a string, or null where the file is not in the base revision
* (a new file). A file that could not be read there (no repository, git failing, a name git's batch
* protocol cannot carry) is left out: its importers are then checked again, as without a base.
*/
async function readBaseContents(root, revision, files) {
	const proof = revisionProof(root, revision);
	const cacheKey = `${root}\0${revision}`;
	let cache = proof === void 0 ? void 0 : knownContents.get(cacheKey);
	if (cache?.proof !== proof) cache = void 0;
	if (proof !== void 0 && !cache) knownContents.set(cacheKey, cache = {
		proof,
		contents: /* @__PURE__ */ new Map()
	});
	const found = /* @__PURE__ */ new Map();
	for (const file of files) {
		const known = cache?.contents.get(file);
		if (known !== void 0) found.set(file, known);
	}
	const missing = files.filter((file) => !found.has(file));
	if (missing.length === 0) return found;
	const read = await readWithGit(root, revision, missing);
	for (const [file, text] of read) {
		found.set(file, text);
		cache?.contents.set(file, text);
	}
	return found;
}
const knownContents = /* @__PURE__ */ new Map();
/** The repository's git directory and the directory its refs live in (they differ in a worktree). */
function gitDirs(root) {
	for (let dir = root;; dir = node_path.default.dirname(dir)) {
		const dotGit = node_path.default.join(dir, ".git");
		const stats = (0, node_fs.statSync)(dotGit, { throwIfNoEntry: false });
		if (stats?.isDirectory()) return {
			gitDir: dotGit,
			commonDir: dotGit
		};
		if (stats?.isFile()) {
			const pointer = /^gitdir:\s*(.+)$/m.exec((0, node_fs.readFileSync)(dotGit, "utf8"))?.[1]?.trim();
			if (!pointer) return void 0;
			const gitDir = node_path.default.resolve(dir, pointer);
			return {
				gitDir,
				commonDir: (0, node_fs.existsSync)(node_path.default.join(gitDir, "commondir")) ? node_path.default.resolve(gitDir, (0, node_fs.readFileSync)(node_path.default.join(gitDir, "commondir"), "utf8").trim()) : gitDir
			};
		}
		if (node_path.default.dirname(dir) === dir) return void 0;
	}
}
/**
* What `revision` names is unchanged while this string is: a full commit id always is; for HEAD,
* the stamps of HEAD, its reflog, the index, the checked-out branch's ref and packed-refs (every
* move of HEAD rewrites one of them). Undefined: cannot tell, so nothing is kept.
*/
function revisionProof(root, revision) {
	if (/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(revision)) return revision;
	if (revision !== "HEAD") return void 0;
	try {
		const dirs = gitDirs(root);
		if (!dirs) return void 0;
		const head = (0, node_fs.readFileSync)(node_path.default.join(dirs.gitDir, "HEAD"), "utf8");
		const ref = /^ref:\s*(\S+)/.exec(head)?.[1];
		const stamps = [
			node_path.default.join(dirs.gitDir, "HEAD"),
			node_path.default.join(dirs.gitDir, "logs", "HEAD"),
			node_path.default.join(dirs.gitDir, "index"),
			node_path.default.join(dirs.commonDir, "packed-refs"),
			...ref ? [node_path.default.join(dirs.commonDir, ref)] : []
		].map((file) => {
			const stats = (0, node_fs.statSync)(file, { throwIfNoEntry: false });
			return stats ? `${stats.ino}:${stats.size}:${stats.mtimeMs}` : "-";
		});
		return `${head.trim()}|${stamps.join("|")}`;
	} catch {
		return;
	}
}
async function readWithGit(root, revision, files) {
	const found = /* @__PURE__ */ new Map();
	const asked = files.filter((file) => !/[\r\n]/.test(file));
	if (asked.length === 0) return found;
	const names = asked.map((file) => `${revision}:./${toRelative(root, file)}`);
	const { execa } = await Promise.resolve().then(() => require("./execa-CqD6Skgq.cjs"));
	const result = await execa("git", ["cat-file", "--batch"], {
		cwd: root,
		input: `${names.join("\n")}\n`,
		encoding: "buffer",
		reject: false,
		stripFinalNewline: false,
		env: { GIT_OPTIONAL_LOCKS: "0" }
	}).catch(() => void 0);
	if (!result || result.exitCode !== 0) return found;
	const out = Buffer.from(result.stdout);
	let offset = 0;
	for (let i = 0; i < asked.length; i++) {
		const newline = out.indexOf(10, offset);
		if (newline === -1) break;
		const header = out.subarray(offset, newline).toString("utf8");
		offset = newline + 1;
		if (header === `${names[i]} missing`) {
			found.set(asked[i], null);
			continue;
		}
		const match = /^[0-9a-f]+ (\w+) (\d+)$/.exec(header);
		if (!match) break;
		const size = Number(match[2]);
		if (match[1] === "blob") found.set(asked[i], out.subarray(offset, offset + size).toString("utf8"));
		offset += size + 1;
	}
	return found;
}

// dist/checks/types/inputs.js
/**
* What a cold `types` run read, so that its result can be kept in the result cache (engine/) and
* reused only while all of it is unchanged. A type error can come from any file of the program, and a
* file's absence matters as much as its content (a module resolved elsewhere, a new tsconfig nearer
* the file, a root file a wildcard now matches), so the run records, through TypeScript's `sys` and
* qgate's own lookups:
* - the content hash of every file read (sources, libs, declaration files, tsconfigs, package.json);
* - whether each path looked up was there (module resolution's probes, found or not);
* - the listing of every directory listed (those a tsconfig's wildcards walk, the type roots, and
*   the directories from each changed file up to the root, where the owning tsconfig and package are
*   looked for): a file added or removed there is a change;
* - where each real path resolved to (symlinked packages);
* - the changed files as they are at the base revision, when the change has one (they decide whose
*   importers are checked again).
* Paths inside the project root are relative, so a second clone, or another CI machine, shares the
* entry. Checking an entry (inputsUnchanged) reads those files and directories again: no TypeScript.
*/
function sha1(text) {
	return (0, node_crypto.createHash)("sha1").update(text).digest("hex");
}
function listingHash(dir) {
	try {
		return sha1((0, node_fs.readdirSync)(dir).sort().join("\0"));
	} catch {
		return "-";
	}
}
function contentHash$1(file) {
	try {
		return sha1((0, node_fs.readFileSync)(file, "utf8"));
	} catch {
		return "-";
	}
}
/**
* Whether `file`'s content hash (as contentHash gives it) is `hash`. The bytes are hashed first, read
* through one reused buffer: for UTF-8 text that is the same hash, without decoding the text and
* encoding it again or allocating it (about 10 ms instead of 20 to 35 for RxJS's 3.3 MB of sources
* and declaration files, in a fresh process); only when they differ is the text hashed as read, which
* tells a byte order mark or other encodings apart as before.
*/
function sameContent(file, hash) {
	const bytes = bytesHash(file);
	if (bytes === void 0 || hash === "-") return bytes === void 0 && hash === "-";
	return bytes === hash || contentHash$1(file) === hash;
}
/** A buffer the files are read through, a chunk at a time: no allocation per file (megabytes here). */
let chunk;
/** The sha1 of `file`'s bytes, or undefined when it cannot be read. */
function bytesHash(file) {
	let fd;
	try {
		fd = (0, node_fs.openSync)(file, "r");
	} catch {
		return;
	}
	try {
		chunk ??= Buffer.allocUnsafe(65536);
		const hash = (0, node_crypto.createHash)("sha1");
		for (let read = (0, node_fs.readSync)(fd, chunk); read > 0; read = (0, node_fs.readSync)(fd, chunk)) hash.update(read === chunk.length ? chunk : chunk.subarray(0, read));
		return hash.digest("hex");
	} catch {
		return;
	} finally {
		(0, node_fs.closeSync)(fd);
	}
}
function kindOf(file) {
	const stats = (0, node_fs.statSync)(file, { throwIfNoEntry: false });
	return stats ? stats.isDirectory() ? "d" : "f" : "-";
}
function realpathOf(file) {
	try {
		return (0, node_fs.realpathSync)(file);
	} catch {
		return "-";
	}
}
/** A path as the manifest names it: relative (POSIX) inside the root, else absolute. */
function named(root, file) {
	const relative = node_path.default.relative(root, file);
	return relative.startsWith("..") || node_path.default.isAbsolute(relative) ? file : relative.split(node_path.default.sep).join("/");
}
function located(root, name) {
	return node_path.default.isAbsolute(name) ? name : node_path.default.join(root, ...name.split("/"));
}
/** Whether everything `manifest` records is as it was: the cached result may then be reused. */
async function inputsUnchanged(root, manifest) {
	for (const [name, hash] of Object.entries(manifest.dirs)) if (listingHash(located(root, name)) !== hash) return false;
	for (const [name, kind] of Object.entries(manifest.probes)) if (kindOf(located(root, name)) !== kind) return false;
	for (const [name, real] of Object.entries(manifest.realpaths)) {
		const now = realpathOf(located(root, name));
		if ((now === "-" ? "-" : named(root, now)) !== real) return false;
	}
	for (const [name, hash] of Object.entries(manifest.files)) if (!sameContent(located(root, name), hash)) return false;
	if (manifest.base) {
		const files = Object.keys(manifest.base.files).map((name) => located(root, name));
		const contents = await readBaseContents(root, manifest.base.revision, files);
		for (const file of files) {
			const text = contents.get(file);
			if (text === void 0) return false;
			if ((text === null ? "-" : sha1(text)) !== manifest.base.files[named(root, file)]) return false;
		}
	}
	return true;
}

// dist/util/home.js
/**
* The user's home directory as the given environment says it (`HOME`), else the process's own. A
* daemon, MCP server or language server runs each request in its client's environment by swapping
* `process.env` for a plain object (daemon/run-request.ts), and `os.homedir()` reads the process's real
* environment, not that object: a path under `~` must come from the request's environment.
*/
function homeDir(env) {
	return env.HOME || node_os.default.homedir();
}

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
		return { problem: require_messages.remoteCacheMessages.badUrl(from) };
	}
	if (parsed.protocol !== "http:" && parsed.protocol !== "https:") return { problem: require_messages.remoteCacheMessages.badUrl(from) };
	const team = firstSet(env, ["QGATE_REMOTE_CACHE_TEAM", "TURBO_TEAM"])?.value ?? remote?.team;
	if (!team) return { problem: require_messages.remoteCacheMessages.noTeam(shownUrl(url)) };
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
	return (0, node_crypto.createHmac)("sha256", key).update(hash).update(team).update(body).digest("base64");
}
function ok(status) {
	return status >= 200 && status < 300;
}
function tagMatches(expected, tag) {
	if (!tag) return false;
	const a = Buffer.from(expected, "base64");
	const b = Buffer.from(tag, "base64");
	return a.length === b.length && (0, node_crypto.timingSafeEqual)(a, b);
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
	if (name === "TimeoutError" || name === "AbortError") return require_messages.remoteCacheMessages.noAnswer(REMOTE_TIMEOUT_MS);
	const cause = error.cause;
	return require_messages.remoteCacheMessages.unreachable(cause?.code ?? error.code ?? "network error");
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
		this.said.push(require_messages.remoteCacheMessages.skipped(shownUrl(this.settings.url), reason));
	}
	/** Says once that an entry was refused (unsigned, wrongly signed, or not what its key says). */
	refuse() {
		if (this.refusedOnce) return;
		this.refusedOnce = true;
		this.said.push(require_messages.remoteCacheMessages.refused(shownUrl(this.settings.url), this.settings.signatureKey !== void 0));
	}
	/** A status that turns the remote off (anything but success and, for reads, a 404). */
	statusProblem(status) {
		if (status === 401 || status === 403) return require_messages.remoteCacheMessages.tokenRefused(status, this.settings.token !== void 0);
		return require_messages.remoteCacheMessages.errorStatus(status);
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
			if (ok(response.status) || response.status === 404) return require_messages.remoteCacheMessages.reachable;
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
/** Where the cache lives: QGATE_CACHE_DIR, else $XDG_CACHE_HOME/qgate, else ~/.cache/qgate. */
function cacheDir(env) {
	if (env.QGATE_CACHE_DIR) return node_path.default.resolve(env.QGATE_CACHE_DIR);
	const xdg = env.XDG_CACHE_HOME;
	const base = xdg && node_path.default.isAbsolute(xdg) ? xdg : node_path.default.join(homeDir(env), ".cache");
	return node_path.default.join(base, "qgate");
}
/** Whether the environment switches the cache off (QGATE_CACHE=0/false/off/no). */
function cacheDisabledByEnv(env) {
	const value = (env.QGATE_CACHE ?? "").toLowerCase();
	return value === "0" || value === "false" || value === "off" || value === "no";
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
		const manifest = JSON.parse((0, node_fs.readFileSync)(file, "utf8"));
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
	for (let dir = fromDir;; dir = node_path.default.dirname(dir)) {
		const found = manifestIdentity(node_path.default.join(dir, "node_modules", name, "package.json"));
		if (found !== void 0) return found;
		if (node_path.default.dirname(dir) === dir) return `${name} missing`;
	}
}
/** The names in a package.json's `dependencies`, sorted (none when it cannot be read). */
function dependencyNames(manifest) {
	try {
		const { dependencies } = JSON.parse((0, node_fs.readFileSync)(manifest, "utf8"));
		return Object.keys(dependencies ?? {}).sort();
	} catch {
		return [];
	}
}
/** Where each compiled-code hash is remembered, by the stamp of the files it was computed from. */
const BUILD_MEMO = "qgate-builds";
/** qgate's code files below `dir`, by path relative to it ("/"-separated; no declarations). */
function codeFiles(dir, prefix = "", found = []) {
	for (const entry of (0, node_fs.readdirSync)(dir, { withFileTypes: true })) if (entry.isDirectory()) codeFiles(node_path.default.join(dir, entry.name), `${prefix}${entry.name}/`, found);
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
	const stamp = (0, node_crypto.createHash)("sha256").update(codeDir);
	for (const file of files) {
		const stats = (0, node_fs.statSync)(node_path.default.join(codeDir, file));
		stamp.update(`\0${file}\0${stats.size}\0${stats.mtimeMs}\0${stats.ino}`);
	}
	const memo = memoDir ? node_path.default.join(memoDir, BUILD_MEMO, stamp.digest("hex")) : void 0;
	if (memo) try {
		const known = (0, node_fs.readFileSync)(memo, "utf8");
		if (/^[0-9a-f]{64}$/.test(known)) return known;
	} catch {}
	const hash = (0, node_crypto.createHash)("sha256");
	for (const file of files) hash.update(`\0${file}\0`).update((0, node_fs.readFileSync)(node_path.default.join(codeDir, file)));
	const digest = hash.digest("hex");
	if (memo) try {
		(0, node_fs.mkdirSync)(node_path.default.dirname(memo), { recursive: true });
		(0, node_fs.writeFileSync)(memo, digest);
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
	const here = (0, node_url.fileURLToPath)(require("url").pathToFileURL(__filename).href);
	const ownManifest = node_path.default.resolve(node_path.default.dirname(here), "../../package.json");
	const parts = [manifestIdentity(ownManifest) ?? "qgate's package.json missing"];
	try {
		const dir = node_path.default.dirname(here);
		parts.push(codeHash(node_path.default.basename(dir) === "bundle" ? dir : node_path.default.resolve(dir, ".."), memoDir));
	} catch {
		parts.push("code unreadable");
	}
	for (const name of dependencyNames(ownManifest)) parts.push(packageIdentity(node_path.default.dirname(here), name));
	once.build = (0, node_crypto.createHash)("sha256").update(parts.join("\n")).digest("hex");
	require_timings.recordTiming("cache.build", performance.now() - started);
	return once.build;
}

// dist/util/config-probe.js
/**
* Which of a set of config file names exist in a directory, and their stamps (inode, size, mtime,
* ctime), without a stat per name on every run. A directory's own mtime changes whenever an entry is
* created, removed or renamed in it, so while it stays the same only the names found before can have
* changed (an edit in place): those are stat'ed again, the others are known to be absent. A directory
* whose mtime changed (a new file, an editor's atomic save) is looked at name by name again.
*
* File times are coarse (the kernel's clock tick, a few ms): a directory changed twice within one tick
* keeps one mtime. As git does with its index, a stamp that recent is not trusted: a directory
* modified in the last RACY_MS is looked at name by name next time too.
*/
function stampOf(stats) {
	return `${stats.ino}:${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}`;
}
/** Younger than this, a modification time may hide a second change made within the same tick. */
const RACY_MS = 2e3;
/** Whether a file or directory was modified so recently that its stamp may not tell every change. */
function racy(stats) {
	return Date.now() - Math.max(stats.mtimeMs, stats.ctimeMs) < RACY_MS;
}
var ConfigProbe = class {
	dirs = /* @__PURE__ */ new Map();
	/**
	* The names of `names` present in `dir` (in their order), and their stamps as one string (`name:stamp;`
	* each). Pass the same `names` array every time: a directory is trusted for the list it was probed for.
	*/
	probe(dir, names) {
		const dirStats = (0, node_fs.statSync)(dir, { throwIfNoEntry: false });
		if (!dirStats) {
			this.dirs.delete(dir);
			return {
				present: [],
				stamp: "(no directory)"
			};
		}
		const dirStamp = racy(dirStats) ? "racy" : `${dirStats.ino}:${dirStats.mtimeMs}:${dirStats.ctimeMs}`;
		const seen = this.dirs.get(dir);
		const candidates = seen !== void 0 && dirStamp !== "racy" && seen.dirStamp === dirStamp && seen.names === names ? seen.present : names;
		const present = [];
		let stamp = "";
		for (const name of candidates) {
			const stats = (0, node_fs.statSync)(node_path.default.join(dir, name), { throwIfNoEntry: false });
			if (!stats) continue;
			present.push(name);
			stamp += `${name}:${stampOf(stats)};`;
		}
		if (this.dirs.size >= 4096) this.dirs.clear();
		this.dirs.set(dir, {
			dirStamp,
			names,
			present
		});
		return {
			present,
			stamp
		};
	}
};

// dist/checks/format/config-names.js
/** The config files Prettier 2 and 3 look for in each directory, in the order it looks (package.json aside). */
const PRETTIER_CONFIG_FILES = [
	".prettierrc",
	".prettierrc.json",
	".prettierrc.yaml",
	".prettierrc.yml",
	".prettierrc.json5",
	".prettierrc.js",
	".prettierrc.cjs",
	".prettierrc.mjs",
	".prettierrc.ts",
	".prettierrc.cts",
	".prettierrc.mts",
	".prettierrc.toml",
	"prettier.config.js",
	"prettier.config.cjs",
	"prettier.config.mjs",
	"prettier.config.ts",
	"prettier.config.cts",
	"prettier.config.mts"
];

// dist/checks/project-tools.js
/**
* Which formatters and linters are the project's own, per file: the tools whose config governs the
* file (found the way each CLI looks for it, walking up from the file to the project root), else the
* tools the owning package (or the root package) declares in package.json. A tool that merely sits in
* node_modules (qgate's own Prettier and ESLint, hoisted there when qgate is a devDependency) is not
* the project's. When a file has none, the format and lint checks fall back to qgate's bundled
* Prettier and ESLint as before; when it has one, the bundled fallback never runs.
*/
/**
* Config file names as each CLI looks for them: Biome 2 (biome.json, biome.jsonc), oxlint 1.x and
* oxfmt (the names their binaries list: JSON, JSONC, and the TypeScript configs their npm packages
* load), dprint (dprint.json(c) or .dprint.json(c) in the directory or an ancestor), Prettier 3.
* The result cache's key holds them too (engine/result-cache.ts).
*/
const BIOME_CONFIG_FILES = ["biome.json", "biome.jsonc"];
const OXLINT_CONFIG_FILES = [
	".oxlintrc.json",
	".oxlintrc.jsonc",
	"oxlint.config.ts",
	"oxlint.config.mts"
];
const OXFMT_CONFIG_FILES = [
	".oxfmtrc.json",
	".oxfmtrc.jsonc",
	"oxfmt.config.ts",
	"oxfmt.config.mts"
];
const DPRINT_CONFIG_FILES = [
	"dprint.json",
	"dprint.jsonc",
	".dprint.json",
	".dprint.jsonc"
];
const CONFIG_FILES = {
	biome: BIOME_CONFIG_FILES,
	oxlint: OXLINT_CONFIG_FILES,
	oxfmt: OXFMT_CONFIG_FILES,
	dprint: DPRINT_CONFIG_FILES,
	prettier: [...PRETTIER_CONFIG_FILES]
};

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
		return (0, node_crypto.createHash)("sha1").update((0, node_fs.readFileSync)(file)).digest("hex");
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
		const stats = (0, node_fs.statSync)(file, { throwIfNoEntry: false });
		if (!stats?.isFile()) return "-";
		const stamp = `${stats.ino}:${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}`;
		const known = this.hashes.get(file);
		if (known?.stamp === stamp) return known.hash;
		let hash;
		try {
			hash = (0, node_crypto.createHash)("sha1").update((0, node_fs.readFileSync)(file)).digest("hex");
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
		const named = (file) => node_path.default.relative(root, file).split(node_path.default.sep).join("/");
		const dirs = /* @__PURE__ */ new Set();
		for (const file of files) {
			const content = file.content !== void 0 ? (0, node_crypto.createHash)("sha1").update(file.content).digest("hex") : file.change === "delete" ? "-" : contentHash(file.absPath);
			parts.push(`${file.path}\0${file.change}\0${content}\0${JSON.stringify(file.oversized ?? null)}\0${file.expanded ? 1 : 0}`);
			for (let dir = node_path.default.dirname(file.absPath); !dirs.has(dir); dir = node_path.default.dirname(dir)) {
				dirs.add(dir);
				if (node_path.default.dirname(dir) === dir) break;
			}
		}
		const tools = TOOL_PACKAGES[id] ?? [];
		for (const dir of [...dirs].sort()) {
			for (const name of this.probe.probe(dir, names).present) {
				const hash = this.hashFile(node_path.default.join(dir, name));
				if (hash !== "-") parts.push(`${named(node_path.default.join(dir, name))}\0${hash}`);
			}
			for (const tool of this.probe.probe(node_path.default.join(dir, "node_modules"), tools).present) {
				const manifest = node_path.default.join(dir, "node_modules", SCOPE_MANIFEST[tool] ?? tool, "package.json");
				const hash = this.hashFile(manifest);
				if (hash !== "-") parts.push(`${named(manifest)}\0${hash}`);
			}
		}
		return (0, node_crypto.createHash)("sha1").update(parts.join("\n")).digest("hex");
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

// dist/engine/replayable-run.js
/**
* Which `qgate check` command lines are recorded and replayed whole (run-record.ts): named files, and
* only the flags that shape the output. Imports nothing, so that main() can ask before a run whether
* it may be recorded (and hash nothing for the runs that may not).
*/
const BOOLEAN_FLAGS = /* @__PURE__ */ new Set([
	"--strict",
	"--no-progress",
	"--timings"
]);
const VALUE_FLAGS = /* @__PURE__ */ new Set([
	"--format",
	"--policy",
	"--only",
	"--scope",
	"--cwd"
]);
/** The run `argv` asks for when it is one of the simple ones recorded (run-record.ts), else undefined. */
function replayableRun(argv) {
	if (argv[0] !== "check") return void 0;
	const files = [];
	let cwdOption;
	for (let i = 1; i < argv.length; i++) {
		const arg = argv[i];
		if (arg === "--") {
			files.push(...argv.slice(i + 1));
			break;
		}
		if (!arg.startsWith("-")) {
			files.push(arg);
			continue;
		}
		if (BOOLEAN_FLAGS.has(arg)) continue;
		const equals = arg.indexOf("=");
		const flag = equals === -1 ? arg : arg.slice(0, equals);
		const inline = equals === -1 ? void 0 : arg.slice(equals + 1);
		if (!VALUE_FLAGS.has(flag)) return void 0;
		const value = inline ?? argv[++i];
		if (value === void 0) return void 0;
		if (flag === "--format" && (!/^[a-z-]+$/.test(value) || value === "sarif")) return void 0;
		if (flag === "--cwd") cwdOption = value;
	}
	return files.length > 0 ? {
		files,
		cwdOption
	} : void 0;
}

// dist/engine/run-record.js
const VERSION = 1;
/**
* The project root as the CLI resolves it (changes/root.ts): `--cwd`, else the nearest directory
* above with a `.git`, real paths both; the CLI records only where its own answer (git's) is this one.
*/
function replayRoot(run, cwd) {
	try {
		if (run.cwdOption !== void 0) {
			const dir = (0, node_fs.realpathSync)(node_path.default.resolve(cwd, run.cwdOption));
			return (0, node_fs.statSync)(dir).isDirectory() ? dir : void 0;
		}
		const start = (0, node_fs.realpathSync)(cwd);
		return repositoryTop(start) ?? start;
	} catch {
		return;
	}
}
/** The nearest directory at or above `dir` that holds a `.git` (a directory or a worktree's file). */
function repositoryTop(dir) {
	for (let at = dir;; at = node_path.default.dirname(at)) {
		if ((0, node_fs.statSync)(node_path.default.join(at, ".git"), { throwIfNoEntry: false })) return at;
		if (node_path.default.dirname(at) === at) return void 0;
	}
}
/**
* Whether every path the run names is a regular file: a directory is expanded by git and a missing
* file may be a deletion (git decides), so those runs are neither recorded nor replayed.
*/
function namesRegularFiles(run, root, cwd) {
	const base = run.cwdOption === void 0 ? cwd : root;
	return run.files.every((file) => {
		const named = node_path.default.resolve(base, file);
		if (!(0, node_fs.lstatSync)(named, { throwIfNoEntry: false })?.isFile()) return false;
		try {
			const relative = node_path.default.relative(root, (0, node_fs.realpathSync)(named));
			return relative !== "" && !relative.startsWith("..") && !node_path.default.isAbsolute(relative);
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
	return top === void 0 ? "-" : node_path.default.relative(root, top).split(node_path.default.sep).join("/");
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
	const relativeCwd = node_path.default.relative(root, cwd).split(node_path.default.sep).join("/");
	const end = argv.indexOf("--");
	const command = [...(end === -1 ? argv : argv.slice(0, end)).filter((arg) => arg !== "--timings"), ...end === -1 ? [] : argv.slice(end)];
	return (0, node_crypto.createHash)("sha256").update(JSON.stringify([
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
	return (0, node_crypto.createHash)("sha256").update(`qgate-run:${VERSION}\n${run}`).digest("hex");
}
function recordFile(env, run) {
	return node_path.default.join(cacheDir(env), "runs", `${run}.json`);
}
/**
* Writes `file` through a temporary file moved into place: a reader sees the old record or the new,
* never half of one. The temporary name is new (`wx`: never through something already there).
*/
function writeAtomically(file, body) {
	const temporary = `${file}.${process.pid}.${(0, node_crypto.randomBytes)(6).toString("hex")}.tmp`;
	try {
		(0, node_fs.writeFileSync)(temporary, body, {
			flag: "wx",
			mode: 384
		});
		(0, node_fs.renameSync)(temporary, file);
	} catch (error) {
		(0, node_fs.rmSync)(temporary, { force: true });
		throw error;
	}
}
function parseRecord(body, run) {
	let parsed;
	try {
		parsed = JSON.parse(body);
	} catch {
		return;
	}
	const record = parsed;
	if (typeof record !== "object" || record === null || record.version !== VERSION || record.run !== run || !Array.isArray(record.checks) || typeof record.stdout !== "string" || typeof record.stderr !== "string" || record.exitCode !== 0 && record.exitCode !== 1 || !isManifest(record.inputs) || !record.checks.every(isRecordedCheck)) return void 0;
	return record;
}
const CHECK_IDS = [
	"format",
	"lint",
	"types",
	"security"
];
function isObject(value) {
	return typeof value === "object" && value !== null && !Array.isArray(value);
}
function isManifest(value) {
	return isObject(value) && isObject(value.files) && isObject(value.dirs) && isObject(value.probes) && isObject(value.realpaths) && (value.base === void 0 || isObject(value.base));
}
/** A check as recordedChecks writes it: anything else is no record (never a key that passes by absence). */
function isRecordedCheck(value) {
	return isObject(value) && typeof value.id === "string" && CHECK_IDS.includes(value.id) && typeof value.key === "string" && isObject(value.options) && Array.isArray(value.files) && value.files.every((file) => isObject(file) && typeof file.path === "string" && typeof file.change === "string") && (value.id === "types" ? isManifest(value.inputs) : value.inputs === void 0);
}
/** Whether everything `record` depended on is as it was (see the top). */
async function stillHolds(record, root) {
	const checking = performance.now();
	try {
		if (!await inputsUnchanged(root, record.inputs)) return false;
		const cache = new ResultCache();
		for (const check of record.checks) {
			const files = check.files.map((file) => ({
				...file,
				absPath: node_path.default.join(root, ...file.path.split("/"))
			}));
			if (cache.key(check.id, root, files, check.options) !== check.key) return false;
			if (check.inputs && !await inputsUnchanged(root, check.inputs)) return false;
		}
		return true;
	} catch {
		return false;
	} finally {
		require_timings.recordTiming("replay.inputs", performance.now() - checking);
	}
}
/**
* The record of this exact run, when there is one and everything it depended on is as it was: from
* the disk, else from the remote the environment sets (then kept on disk). Undefined otherwise,
* silently: the caller runs the gate, which says what the cache had to say.
*/
async function findReplay(argv, env, where) {
	const run = replayableRun(argv);
	if (!run || environmentRefuses(env) || where.terminal) return void 0;
	const cwd = process.cwd();
	const root = replayRoot(run, cwd);
	if (root === void 0) return void 0;
	if (!namesRegularFiles(run, root, cwd)) return void 0;
	const hash = runKey(argv, root, cwd, env, qgateBuild(cacheDir(env)));
	const file = recordFile(env, hash);
	let body;
	try {
		body = (0, node_fs.readFileSync)(file, "utf8");
	} catch {
		body = void 0;
	}
	if (body !== void 0) {
		const local = parseRecord(body, hash);
		if (!local) (0, node_fs.rmSync)(file, { force: true });
		else if (await stillHolds(local, root)) {
			touch(file);
			return local;
		}
	}
	const { settings } = remoteCacheSettings({ cache: {
		enabled: true,
		maxSizeMb: 0
	} }, env);
	if (!settings) return void 0;
	const remote = new RemoteCache(settings);
	const asking = performance.now();
	const fetched = await remote.get(remoteHash(hash));
	require_timings.recordTiming("replay.remote", performance.now() - asking);
	if (remote.skippedBecause !== void 0) env.QGATE_REMOTE_CACHE_SKIPPED = remote.skippedBecause;
	const record = fetched === void 0 ? void 0 : parseRecord(fetched.toString("utf8"), hash);
	if (!record || !await stillHolds(record, root)) return void 0;
	try {
		(0, node_fs.mkdirSync)(node_path.default.dirname(file), { recursive: true });
		writeAtomically(file, JSON.stringify(record));
	} catch {}
	return record;
}
/** Marks a record used now (trimRecords keeps the most recently used). */
function touch(file) {
	try {
		const now = /* @__PURE__ */ new Date();
		(0, node_fs.utimesSync)(file, now, now);
	} catch {}
}

// dist/routing/log-dir.js
/**
* Where qgate's logs live: the assistant's configuration directory, `~/.claude/logs/qgate/` by default.
* `QGATE_LOG_DIR` overrides it (tests always set it); `CLAUDE_CONFIG_DIR` moves the base like the assistant does.
*/
const METRICS_FILE = "metrics.jsonl";
function resolveLogDir(env = process.env) {
	if (env.QGATE_LOG_DIR) return node_path.default.resolve(env.QGATE_LOG_DIR);
	const base = env.CLAUDE_CONFIG_DIR ? node_path.default.resolve(env.CLAUDE_CONFIG_DIR) : node_path.default.join(homeDir(env), ".claude");
	return node_path.default.join(base, "logs", "qgate");
}

// dist/routing/logs.js
/**
* The hook door's logs in the assistant's configuration directory (seed section 6.1): session, error,
* modification, file-access and performance logs, and the metrics JSON-lines file.
*
* Every record is one JSON line written with ONE append (O_APPEND), so concurrent hook processes never
* interleave or split lines. Rotation renames the full file aside under a `wx` lock file: a writer that
* raced the rename appends whole lines to either the old or the new file, never loses one.
* An unwritable directory degrades to one warning per process; logging never fails a hook.
*/
const LOG_FILES = {
	session: "session.jsonl",
	error: "error.jsonl",
	modification: "modification.jsonl",
	"file-access": "file-access.jsonl",
	performance: "performance.jsonl",
	metrics: METRICS_FILE
};
/** Default size cap of one log file before it is rotated (`QGATE_LOG_MAX_BYTES` overrides). */
const DEFAULT_LOG_MAX_BYTES = 5242880;
/** Rotated files kept per log (`<name>.1` newest ... `<name>.<keep>` oldest). */
const DEFAULT_LOG_KEEP = 3;
/**
* The metrics log keeps a year of a busy team's runs (about 1,000,000 records of 330 bytes): six files
* of 64 MiB. `qgate stats` and `qgate dashboard` read it all; the other logs are for debugging, and
* 20 MiB of each is plenty. `QGATE_LOG_MAX_BYTES` and `QGATE_LOG_KEEP` set every log's.
*/
const METRICS_LOG_MAX_BYTES = 67108864;
const METRICS_LOG_KEEP = 5;
/** A rotation lock older than this was left by a killed process. */
const STALE_LOCK_MS = 3e4;
function positiveInt(value) {
	if (value === void 0 || !/^\d+$/.test(value)) return void 0;
	const n = Number(value);
	return n > 0 ? n : void 0;
}
var Logs = class {
	dir;
	/** Each log's limits: the metrics log's are its own unless set for every log. */
	limits;
	warn;
	ready = false;
	broken = false;
	constructor(options = {}, env = process.env) {
		this.dir = options.dir ?? resolveLogDir(env);
		const maxBytes = options.maxBytes ?? positiveInt(env.QGATE_LOG_MAX_BYTES);
		const keep = options.keep ?? positiveInt(env.QGATE_LOG_KEEP);
		this.limits = (name) => ({
			maxBytes: maxBytes ?? (name === "metrics" ? 67108864 : 5242880),
			keep: keep ?? (name === "metrics" ? 5 : 3)
		});
		this.warn = options.warn ?? (() => void 0);
	}
	/** False once the directory turned out to be unwritable (the warning was given). */
	get writable() {
		return !this.broken && this.ensureDir();
	}
	file(name) {
		return node_path.default.join(this.dir, LOG_FILES[name]);
	}
	/** Appends one record as one line; `ts` is added first when the record has none. */
	append(name, record) {
		if (!this.ensureDir()) return;
		const safe = redactDeep("ts" in record ? record : {
			ts: (/* @__PURE__ */ new Date()).toISOString(),
			...record
		});
		const line = `${JSON.stringify(safe)}\n`;
		const file = this.file(name);
		try {
			this.rotateIfFull(file, this.limits(name));
			(0, node_fs.appendFileSync)(file, line, {
				encoding: "utf8",
				flag: "a"
			});
		} catch (error) {
			this.fail(error);
		}
	}
	/** Creates the directory once; false (after one warning) when that is impossible. */
	ensureDir() {
		if (this.ready) return true;
		if (this.broken) return false;
		try {
			(0, node_fs.mkdirSync)(this.dir, { recursive: true });
			this.ready = true;
			return true;
		} catch (error) {
			this.fail(error);
			return false;
		}
	}
	fail(error) {
		if (this.broken) return;
		this.broken = true;
		const code = error.code ?? "error";
		this.warn(require_messages.routingMessages.logsUnwritable(this.dir, code));
	}
	rotateIfFull(file, { maxBytes, keep }) {
		if (((0, node_fs.statSync)(file, { throwIfNoEntry: false })?.size ?? 0) < maxBytes) return;
		const lock = `${file}.lock`;
		let fd;
		try {
			fd = (0, node_fs.openSync)(lock, "wx");
		} catch (error) {
			if (error.code !== "EEXIST") throw error;
			if (Date.now() - ((0, node_fs.statSync)(lock, { throwIfNoEntry: false })?.mtimeMs ?? Date.now()) > STALE_LOCK_MS) unlinkQuietly(lock);
			return;
		}
		try {
			if (((0, node_fs.statSync)(file, { throwIfNoEntry: false })?.size ?? 0) < maxBytes) return;
			for (let i = keep - 1; i >= 1; i--) renameQuietly(`${file}.${i}`, `${file}.${i + 1}`);
			(0, node_fs.renameSync)(file, `${file}.1`);
		} finally {
			(0, node_fs.closeSync)(fd);
			unlinkQuietly(lock);
		}
	}
};
function renameQuietly(from, to) {
	try {
		(0, node_fs.renameSync)(from, to);
	} catch {}
}
function unlinkQuietly(file) {
	try {
		(0, node_fs.unlinkSync)(file);
	} catch {}
}

// dist/daemon/replay.js
/**
* Appends a replayed run's metrics line, as the run itself did, with this run's time and duration
* (`qgate stats` counts every check run, replayed or not). Best effort, as the run's own was.
*/
function appendReplayedMetrics(record, durationMs) {
	if (!record.metrics) return;
	try {
		const { cached: _cached, ...metrics } = record.metrics;
		new Logs().append("metrics", {
			...metrics,
			ts: (/* @__PURE__ */ new Date()).toISOString(),
			durationMs,
			served: "replayed"
		});
	} catch {}
}

exports.appendReplayedMetrics = appendReplayedMetrics;
exports.findReplay = findReplay;
exports.timingMessages = require_messages.timingMessages;