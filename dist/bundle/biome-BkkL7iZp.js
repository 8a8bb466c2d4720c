import { n as DependencyError } from "./errors-BsNsftzl.js";
import { r as checkMessages } from "./messages-CuSOVVL6.js";
import { o as toRelative } from "./paths-CKwe_9xS.js";
import { n as importTool, r as resolveTool } from "./resolve-tool-CSGVxh-b.js";
import { t as homeDir } from "./home-CJHKUSVb.js";
import { n as racy } from "./config-probe-DzZ_2I1P.js";
import { createRequire } from "node:module";
import { existsSync, mkdirSync, readFileSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { threadId } from "node:worker_threads";
import { spawn } from "node:child_process";

// dist/checks/format/prettier-api.js
/**
* The part of Prettier's API the format check uses, for Prettier 3 (async) and Prettier 2 (sync
* `format`, async config look-ups): every call is awaited, so both work. Loaded modules are kept in
* module state, keyed by the package's path, so later runs in this process (a worker, a daemon) are warm.
*/
const loaded = /* @__PURE__ */ new Map();
function isApi(value) {
	const candidate = value;
	return typeof candidate?.format === "function" && typeof candidate.resolveConfig === "function" && typeof candidate.getFileInfo === "function";
}
async function load(tool) {
	const module = await importTool(tool);
	const api = isApi(module) ? module : module.default;
	if (!isApi(api)) throw new Error(checkMessages.format.notPrettier(tool.version, tool.dir));
	return api;
}
/** The Prettier module of `tool`, loaded once per process. */
function getPrettier(tool) {
	let api = loaded.get(tool.packageJson);
	if (!api) {
		api = load(tool);
		api.catch(() => loaded.delete(tool.packageJson));
		loaded.set(tool.packageJson, api);
	}
	return api;
}
/** The major version of a resolved tool, or 0 when it cannot be read. */
function majorVersion(version) {
	const major = Number.parseInt(version, 10);
	return Number.isFinite(major) ? major : 0;
}
/** getFileInfo's answers per loaded Prettier, by file, ignore files (with their stamps) and plugins. */
const fileInfos = /* @__PURE__ */ new WeakMap();
/**
* Prettier's getFileInfo, remembered: Prettier reads and parses the ignore files again on every call
* (about 4 ms a file in a warm worker). Its answer depends on the file's path, the ignore files'
* content and the plugins (which parser a name infers); the key holds the ignore files' stamps
* (inode, size, mtime, ctime), so an edited ignore file asks Prettier again. Not remembered: a file
* without an extension (Prettier may read its first line, a shebang, to infer the parser), and while an
* ignore file's stamp is too recent to tell a second edit apart (config-probe.ts).
*/
async function fileInfoOf(prettier, file, options) {
	const ignore = options.ignorePath === void 0 ? [] : [options.ignorePath].flat();
	let remember = path.extname(file) !== "";
	const stamps = ignore.map((ignoreFile) => {
		const stats = statSync(ignoreFile, { throwIfNoEntry: false });
		if (!stats) return `${ignoreFile}:-`;
		if (racy(stats)) remember = false;
		return `${ignoreFile}:${stats.ino}:${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}`;
	});
	const plugins = options.plugins ?? [];
	if (!plugins.every((plugin) => typeof plugin === "string")) remember = false;
	const key = remember ? JSON.stringify([
		file,
		stamps,
		plugins,
		options.withNodeModules ?? false
	]) : "";
	let known = fileInfos.get(prettier);
	const cached = remember ? known?.get(key) : void 0;
	if (cached) return { ...cached };
	const info = await prettier.getFileInfo(file, options);
	if (remember) {
		if (!known) fileInfos.set(prettier, known = /* @__PURE__ */ new Map());
		if (known.size >= 4096) known.clear();
		known.set(key, {
			ignored: info.ignored,
			inferredParser: info.inferredParser
		});
	}
	return info;
}

// dist/checks/tool-process.js
/**
* Running a project's native formatter or linter (Biome, oxlint, oxfmt, dprint) as a child process:
* its platform binary directly where the npm package ships one (Biome, dprint: the package's own `bin`
* is a Node script that only finds and spawns it, about 40 ms more), else its `bin` under this Node.
* Children lead their own process group and are registered, so a timeout kills them.
*/
function isMusl() {
	if (process.platform !== "linux") return false;
	return process.report.getReport().header?.glibcVersionRuntime === void 0;
}
/** The platform package and binary name of tools that ship one (as their own bin scripts pick it). */
function platformBinary(tool) {
	const { platform, arch } = process;
	const exe = platform === "win32" ? ".exe" : "";
	if (tool.name === "@biomejs/biome") return {
		pkg: `@biomejs/cli-${platform}-${arch}${isMusl() ? "-musl" : ""}`,
		binary: `biome${exe}`
	};
	if (tool.name === "dprint") return {
		pkg: `@dprint/${platform}-${arch}${platform === "linux" ? isMusl() ? "-musl" : "-glibc" : ""}`,
		binary: `dprint${exe}`
	};
}
function binScript(tool) {
	const data = JSON.parse(readFileSync(tool.packageJson, "utf8"));
	const bin = typeof data.bin === "string" ? data.bin : data.bin ? data.bin[tool.name.split("/").pop() ?? tool.name] ?? Object.values(data.bin)[0] : void 0;
	return bin ? path.join(tool.dir, bin) : void 0;
}
const commands = /* @__PURE__ */ new Map();
/** How to start `tool`, found once per process (a worker, the daemon). */
function toolCommand(tool, label) {
	const cached = commands.get(tool.packageJson);
	if (cached) return cached;
	let command;
	const native = platformBinary(tool);
	if (native) {
		try {
			const dir = path.dirname(createRequire(tool.packageJson).resolve(`${native.pkg}/package.json`));
			const file = path.join(dir, native.binary);
			if (existsSync(file)) command = {
				file,
				args: []
			};
		} catch {}
		if (!command && tool.name === "@biomejs/biome") throw new DependencyError(checkMessages.ownTools.noBinary(label, tool.version, native.pkg));
	}
	if (!command) {
		const script = binScript(tool);
		if (!script) throw new DependencyError(checkMessages.ownTools.noBinary(label, tool.version, tool.name));
		command = {
			file: process.execPath,
			args: [script]
		};
	}
	commands.set(tool.packageJson, command);
	return command;
}
/** Runs the tool to completion, never throwing for its exit code. */
async function runToolProcess(command, args, options) {
	const { execa } = await import("./execa-IwcDOerD.js");
	const subprocess = execa(command.file, [...command.args, ...args], {
		cwd: options.cwd,
		detached: true,
		reject: false,
		...options.input !== void 0 ? { input: options.input } : { stdin: "ignore" },
		cancelSignal: options.context.signal,
		maxBuffer: 268435456,
		stripFinalNewline: false,
		env: {
			NO_COLOR: "1",
			FORCE_COLOR: "0"
		}
	});
	options.context.registerChild(subprocess);
	const result = await subprocess;
	const unfinished = result.exitCode === void 0 || result.isCanceled || result.isTerminated ? result.shortMessage ?? "killed" : void 0;
	return {
		exitCode: unfinished ? void 0 : result.exitCode,
		stdout: typeof result.stdout === "string" ? result.stdout : "",
		stderr: typeof result.stderr === "string" ? result.stderr : "",
		unfinished
	};
}
/**
* What the tool said when it refused its command line, or undefined: bpaf's words (Biome, oxlint,
* oxfmt: "`--flag` is not expected in this context", "couldn't parse `value`: ...") and clap's
* (dprint: "unexpected argument '--flag' found", "invalid value 'x' for '--flag'").
*/
function rejectedArguments(text) {
	for (const raw of text.split("\n")) {
		const line = raw.replace(/^\s*(?:Error|error):\s*/, "").trim();
		if (/^`-[^`]*` is not expected in this context/.test(line) || /^couldn't parse `[^`]*`/.test(line) || /^unexpected argument '-[^']*' found/.test(line) || /^invalid value '[^']*' for '-[^']*'/.test(line)) return line;
	}
}
/** The first line of a tool's error output worth showing (no box drawing, no blank lines). */
function firstLine(text) {
	return text.split("\n").map((line) => line.replace(/[━─│×✖!ℹ]/g, "").trim()).find((line) => line.length > 0) ?? "no output";
}
/**
* The project's installed copy of a tool its config or package.json names (never qgate's: qgate
* bundles none of these), or a DependencyError that says what to install.
*/
function resolveOwnTool(pkg, label, item, context) {
	try {
		return resolveTool(pkg, item.packageDir, {
			requireProjectTool: true,
			root: context.root
		});
	} catch {
		const where = toRelative(context.root, item.packageDir) || ".";
		const config = item.configFile ? toRelative(context.root, item.configFile) : "package.json";
		throw new DependencyError(checkMessages.ownTools.notInstalled(label, config, pkg, where));
	}
}

// dist/checks/biome-server.js
/**
* Biome kept warm in a long-lived process (the daemon's worker threads): one Biome server per worker
* and project directory, reached through `biome lsp-proxy`, asked through Biome's own workspace
* protocol (`biome/open_file`, `biome/format_file`, `biome/pull_diagnostics`: the methods Biome's CLI
* and its JSON-RPC bindings use over the same connection). These are request and answer, about 1 to
* 5 ms each on a warm server; the LSP's own diagnostics are pushed after a debounce of about 250 ms,
* which would cost more than the process they replace.
*
* The server loads the project's configuration itself (biome.json, `extends`, nested configs), as its
* editor integration does. Each worker gets its own server (Biome puts its socket under
* XDG_CACHE_HOME, which qgate points at a private directory): an editor connected to the user's
* Biome server never sees qgate's documents, and the format and lint workers never share one. The
* server stops by itself when its last proxy disconnects (`--stop-on-disconnect`), which happens when
* the worker ends.
*
* Only the plain case is served here: a supported file whose text formats, or whose diagnostics hold no
* parse error. Anything else (a parse error, an ignored or unsupported file, a config Biome rejects, a
* server that cannot start or does not answer within SERVER_ANSWER_MS) returns undefined, and the
* caller runs Biome's CLI as a cold run does: errors read exactly as they do there.
*/
/** How long one answer (the server's start included) may take before the CLI runs instead. */
const SERVER_ANSWER_MS = 1e4;
/** File extensions Biome formats and lints as JavaScript, TypeScript, JSON or CSS. */
const SERVED = /\.(?:[cm]?[jt]sx?|json|jsonc|css)$/i;
/** The config files a session's project reads: when one changes, the session starts again. */
const CONFIG_NAMES = [
	"biome.json",
	"biome.jsonc",
	".gitignore",
	".ignore",
	".editorconfig"
];
function stampOf(file) {
	const stat = statSync(file, {
		throwIfNoEntry: false,
		bigint: true
	});
	return stat ? `${stat.mtimeNs}:${stat.size}:${stat.ino}` : "-";
}
/** The configs above and in `dir`, up to the filesystem's root: Biome looks up for its own. */
function configStamps(dir) {
	const stamps = [];
	for (let current = dir;; current = path.dirname(current)) {
		for (const name of CONFIG_NAMES) stamps.push(stampOf(path.join(current, name)));
		if (path.dirname(current) === current) break;
	}
	return stamps.join("|");
}
/**
* The private directory this worker's server puts its socket under, or undefined where the socket's
* path would pass the platform's limit (about 104 bytes): the server is then the user's own.
*/
function privateCacheHome() {
	const base = process.env.XDG_CACHE_HOME || path.join(homeDir(process.env), ".cache");
	const parent = path.join(base, "qgate", "biome");
	const dir = path.join(parent, `${process.pid}-${threadId}`);
	if (Buffer.byteLength(path.join(dir, "biome", "biome-daemon", "biome-socket-99.99.99")) > 100) return;
	try {
		mkdirSync(dir, {
			recursive: true,
			mode: 448
		});
	} catch {
		return;
	}
	for (const name of readdirSafe(parent)) {
		const pid = Number(/^(\d+)-\d+$/.exec(name)?.[1]);
		if (pid && pid !== process.pid && !alive(pid)) rmSync(path.join(parent, name), {
			recursive: true,
			force: true
		});
	}
	return dir;
}
function readdirSafe(dir) {
	try {
		return readdirSync(dir);
	} catch {
		return [];
	}
}
function alive(pid) {
	try {
		process.kill(pid, 0);
		return true;
	} catch (error) {
		return error.code === "EPERM";
	}
}
let lspModule;
var BiomeSession = class {
	dir;
	lsp;
	child;
	connection;
	ready;
	version = 0;
	supported = /* @__PURE__ */ new Map();
	/** Set once the server exited or its connection closed: the session is not used again. */
	failed = false;
	/**
	* Set when the server could not load the project's configuration: the session is kept, unused,
	* until a config changes, so a broken config costs no new server on every run.
	*/
	refused = false;
	loaded = false;
	stamps;
	constructor(command, dir, lsp) {
		this.dir = dir;
		this.lsp = lsp;
		this.stamps = configStamps(dir);
		const cacheHome = privateCacheHome();
		this.child = spawn(command.file, [...command.args, "lsp-proxy"], {
			cwd: dir,
			detached: true,
			stdio: [
				"pipe",
				"pipe",
				"ignore"
			],
			env: {
				...process.env,
				NO_COLOR: "1",
				...cacheHome ? { XDG_CACHE_HOME: cacheHome } : {}
			}
		});
		this.child.unref();
		for (const stream of [this.child.stdin, this.child.stdout]) stream?.unref?.();
		this.child.on("error", () => this.close());
		this.child.on("exit", () => {
			this.failed = true;
		});
	}
	get pid() {
		return this.child.pid;
	}
	/** Starts the server and opens the project: its key in Biome's workspace. */
	start() {
		this.ready ??= (async () => {
			const { lsp, child, dir } = this;
			if (!child.stdout || !child.stdin) throw new Error("no pipes");
			const connection = lsp.createProtocolConnection(new lsp.StreamMessageReader(child.stdout), new lsp.StreamMessageWriter(child.stdin));
			this.connection = connection;
			const initialized = new Promise((resolve) => {
				connection.onNotification(lsp.LogMessageNotification.type, (params) => {
					if (params.type === lsp.MessageType.Error && !this.loaded) this.refused = true;
					if (params.message.startsWith("Server initialized")) {
						this.loaded = true;
						resolve();
					}
				});
			});
			connection.onRequest(lsp.ConfigurationRequest.type, (params) => params.items.map(() => null));
			connection.onRequest(lsp.RegistrationRequest.type, () => void 0);
			connection.onRequest(lsp.UnregistrationRequest.type, () => void 0);
			connection.onClose(() => {
				this.failed = true;
			});
			connection.listen();
			const rootUri = pathToFileURL(dir).href;
			await connection.sendRequest(lsp.InitializeRequest.type, {
				processId: process.pid,
				rootUri,
				workspaceFolders: [{
					uri: rootUri,
					name: path.basename(dir)
				}],
				capabilities: { workspace: {
					configuration: true,
					workspaceFolders: true
				} }
			});
			await connection.sendNotification(lsp.InitializedNotification.type, {});
			await initialized;
			if (this.refused) throw new Error("configuration not loaded");
			const opened = await connection.sendRequest("biome/open_project", {
				path: dir,
				openUninitialized: true
			});
			if (typeof opened?.projectKey !== "number") throw new Error("no project key");
			return opened.projectKey;
		})();
		return this.ready;
	}
	/**
	* Whether Biome formats (or lints) `file`: its config's includes and ignores decide, which do not
	* change during a session (a config change starts a new one), so each path is asked once.
	*/
	async supports(projectKey, file, feature) {
		const key = `${feature}\0${file}`;
		const known = this.supported.get(key);
		if (known !== void 0) return known;
		const wanted = feature === "format" ? ["format"] : ["lint", "assist"];
		const supported = (await this.connection.sendRequest("biome/file_features", {
			projectKey,
			path: file,
			features: wanted
		}))?.featuresSupported ?? {};
		const answer = wanted.every((name) => supported[name] === "supported");
		this.supported.set(key, answer);
		return answer;
	}
	/** Opens `file` with `text` (a new version each time), when its feature is served here. */
	async open(file, text, feature) {
		const projectKey = await this.start();
		const connection = this.connection;
		if (!await this.supports(projectKey, file, feature)) return void 0;
		this.version += 1;
		await connection.sendRequest("biome/open_file", {
			projectKey,
			path: file,
			content: {
				type: "fromClient",
				content: text,
				version: this.version
			}
		});
		return projectKey;
	}
	async format(file, text) {
		const projectKey = await this.open(file, text, "format");
		if (projectKey === void 0) return void 0;
		const printed = await this.connection.sendRequest("biome/format_file", {
			projectKey,
			path: file
		});
		return typeof printed?.code === "string" ? printed.code : void 0;
	}
	async diagnostics(file, text) {
		const projectKey = await this.open(file, text, "lint");
		if (projectKey === void 0) return void 0;
		const pulled = await this.connection.sendRequest("biome/pull_diagnostics", {
			projectKey,
			path: file,
			categories: [
				"syntax",
				"lint",
				"action"
			],
			pullCodeActions: false
		});
		if (!Array.isArray(pulled?.diagnostics) || (pulled.skippedDiagnostics ?? 0) > 0) return void 0;
		return pulled.diagnostics;
	}
	close() {
		this.failed = true;
		this.connection?.dispose();
		this.child.stdin?.destroy();
		this.child.stdout?.destroy();
		const pid = this.child.pid;
		if (pid !== void 0 && this.child.exitCode === null && this.child.signalCode === null) try {
			process.kill(-pid, "SIGKILL");
		} catch {}
	}
};
const sessions = /* @__PURE__ */ new Map();
async function sessionFor(command, dir) {
	const key = `${command.file}\0${command.args.join("\0")}\0${dir}`;
	let session = sessions.get(key);
	if (session && (session.failed || session.stamps !== configStamps(dir))) {
		session.close();
		sessions.delete(key);
		session = void 0;
	}
	if (!session) {
		lspModule ??= import("vscode-languageserver-protocol/node");
		session = new BiomeSession(command, dir, await lspModule);
		sessions.set(key, session);
	}
	return session;
}
/** Runs `ask` on the session of `dir`, or gives undefined: not served warm, the CLI runs instead. */
async function served(command, dir, file, context, ask) {
	if (!context.longLived || context.fix || !SERVED.test(file) || context.signal.aborted) return void 0;
	let session;
	let timer;
	try {
		session = await sessionFor(command, dir);
		context.registerChild(session.child);
		const bound = new Promise((_, reject) => {
			timer = setTimeout(() => reject(/* @__PURE__ */ new Error("no answer")), SERVER_ANSWER_MS);
		});
		return await Promise.race([ask(session), bound]);
	} catch (error) {
		const answered = typeof error?.code === "number";
		if (session && !session.refused && (session.failed || !answered)) {
			session.close();
			for (const [key, value] of sessions) if (value === session) sessions.delete(key);
		}
		return;
	} finally {
		clearTimeout(timer);
	}
}
/** `text` formatted by the project's Biome as `file`, from the warm server; undefined: run the CLI. */
function formatWithServer(command, dir, file, text, context) {
	return served(command, dir, file, context, (session) => session.format(file, text));
}
/**
* Biome's lint and assist diagnostics of `file` at `text`, from the warm server; undefined when a
* diagnostic is a parse error (the CLI reports those) or the file is not served here.
*/
function diagnoseWithServer(command, dir, file, text, context) {
	return served(command, dir, file, context, async (session) => {
		const diagnostics = await session.diagnostics(file, text);
		if (!diagnostics || diagnostics.some((item) => !item.category || item.category === "parse")) return;
		return diagnostics;
	});
}

// dist/checks/format/tools/biome.js
/**
* Biome as a formatter: `biome format --stdin-file-path=<file>` prints the formatted text, with the
* config that governs the path (nested biome.json and `extends` included). Biome's stdin mode prints
* no diagnostics by design, so findings come from comparing the text (biome check's `format`
* diagnostic carries no location either).
*/
/**
* Biome's human-readable diagnostics (stderr in stdin mode and on config errors): a header
* `<path>:<line>:<col> <category> ━━━` (or `<category> ━━━`), then `× <message>` a few lines below.
*/
function parseBiomeText(text) {
	const found = [];
	let current;
	for (const raw of text.split("\n")) {
		const line = raw.trimEnd();
		const located = /^(\S.*?):(\d+):(\d+) ([\w/]+)\b.*━/.exec(line);
		const bare = located ? void 0 : /^([\w/]+) ━/.exec(line);
		if (located) {
			current = {
				file: located[1],
				line: Number(located[2]),
				column: Number(located[3]),
				category: located[4] ?? "",
				message: ""
			};
			found.push(current);
		} else if (bare) {
			current = {
				category: bare[1] ?? "",
				message: ""
			};
			found.push(current);
		} else if (current && current.message === "") {
			const message = /^\s*[×!i⚠✖]\s+(.*)$/.exec(line);
			if (message?.[1]) current.message = message[1].trim();
		}
	}
	return found;
}
/** Which of Biome's diagnostics explains a failure: a syntax error in the file, or the config. */
function biomeProblem(diagnostics, absFile, cwd) {
	for (const diagnostic of diagnostics) {
		if (!diagnostic.file) continue;
		const file = path.resolve(cwd, diagnostic.file);
		if (file === absFile && diagnostic.category === "parse") return { syntax: {
			line: diagnostic.line ?? 1,
			column: diagnostic.column ?? 1,
			message: diagnostic.message
		} };
		if (/biome\.jsonc?$/.test(file)) return { config: {
			where: `${file}:${diagnostic.line ?? 1}:${diagnostic.column ?? 1}`,
			problem: diagnostic.message || diagnostic.category
		} };
	}
	return {};
}
const biomeFormatter = {
	name: "biome",
	label: "Biome",
	args: (absFile) => [
		"format",
		"--colors=off",
		`--stdin-file-path=${absFile}`
	],
	skipped({ stderr }) {
		const reason = /The content was not formatted because (.+?)\.?$/m.exec(stderr)?.[1]?.trim();
		if (!reason) return void 0;
		return /\bis ignored\b/.test(reason) ? checkMessages.ownTools.ignoredFile : reason;
	},
	problem: (stderr, absFile, cwd) => biomeProblem(parseBiomeText(stderr), absFile, cwd)
};

export { formatWithServer as a, resolveOwnTool as c, fileInfoOf as d, getPrettier as f, diagnoseWithServer as i, runToolProcess as l, biomeProblem as n, firstLine as o, majorVersion as p, parseBiomeText as r, rejectedArguments as s, biomeFormatter as t, toolCommand as u };