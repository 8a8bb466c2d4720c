Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
const require_rolldown_runtime = require("./rolldown-runtime-oLSKB5bz.cjs");
const require_paths = require("./paths.cjs");
const require_protocol = require("./protocol-Be3pUJco.cjs");
const require_timings = require("./timings-CQyj-2qy.cjs");
let node_fs = require("node:fs");
let node_net = require("node:net");
node_net = require_rolldown_runtime.__toESM(node_net, 1);
let node_path = require("node:path");
node_path = require_rolldown_runtime.__toESM(node_path, 1);
let node_url = require("node:url");

// dist/hook/args.js
const VALUE_OPTIONS = /* @__PURE__ */ new Set([
	"--error-hook",
	"--policy",
	"--cwd",
	"--webhook-env",
	"--assistant",
	"--event"
]);
/** Options up to the first non-option word (the event); the rest is the event's data. */
function scanHookArgs(argv) {
	const options = {
		strict: false,
		help: false,
		timings: false
	};
	let i = 0;
	for (; i < argv.length; i++) {
		const arg = argv[i] ?? "";
		if (arg === "--") {
			i++;
			break;
		}
		if (!arg.startsWith("-") || arg === "-") break;
		if (arg === "--strict") options.strict = true;
		else if (arg === "--rewake") options.rewake = true;
		else if (arg === "--fail-closed") options.failClosed = true;
		else if (arg === "--timings") options.timings = true;
		else if (arg === "-h" || arg === "--help") options.help = true;
		else {
			const eq = arg.indexOf("=");
			const name = eq === -1 ? arg : arg.slice(0, eq);
			if (!VALUE_OPTIONS.has(name)) return { problem: {
				kind: "unknownOption",
				name
			} };
			const value = eq === -1 ? argv[++i] : arg.slice(eq + 1);
			if (value === void 0) return { problem: {
				kind: "needsValue",
				name
			} };
			if (name === "--error-hook") options.errorHook = value;
			else if (name === "--policy") options.policy = value;
			else if (name === "--cwd") options.cwd = value;
			else if (name === "--event") options.event = value;
			else if (name === "--assistant") options.assistant = value;
			else {
				if (!/^[A-Za-z_][A-Za-z0-9_]*$/.test(value)) return { problem: {
					kind: "badWebhookEnv",
					value
				} };
				options.webhookEnv = value;
			}
		}
	}
	return {
		options,
		rest: argv.slice(i)
	};
}

// dist/util/read-stdin.js
/** Reading standard input without ever hanging: the hook door and the daemon client share it. */
/** Input beyond this is not kept: a Write of a huge file still fits (Claude Code sends its content). */
const MAX_STDIN_BYTES = 67108864;
/**
* Everything on stdin until it closes, or what arrived before `idleMs` passed without new data (an
* assistant that leaves stdin open must not stall a hook); no `idleMs` waits for the end. A terminal
* is never read (undefined). Past `maxBytes` the rest is read and dropped, so the writer never fails on
* a closed pipe, and the answer is `tooLarge` (never a silently cut text).
*/
function readStdinText(idleMs, maxBytes = MAX_STDIN_BYTES) {
	const stdin = process.stdin;
	if (stdin.isTTY) return Promise.resolve(void 0);
	return new Promise((resolve) => {
		const chunks = [];
		let size = 0;
		let timer;
		const done = () => {
			clearTimeout(timer);
			stdin.removeListener("data", onData);
			stdin.removeListener("end", done);
			stdin.removeListener("error", done);
			stdin.pause();
			stdin.destroy();
			resolve(size > maxBytes ? { tooLarge: true } : { text: Buffer.concat(chunks).toString("utf8") });
		};
		const arm = () => {
			if (idleMs === void 0) return;
			clearTimeout(timer);
			timer = setTimeout(done, idleMs);
		};
		const onData = (chunk) => {
			size += chunk.length;
			if (size <= maxBytes) chunks.push(chunk);
			else chunks.length = 0;
			arm();
		};
		stdin.on("data", onData);
		stdin.once("end", done);
		stdin.once("error", done);
		arm();
	});
}

// dist/util/guard-stdout.js
/**
* The reader of a pipe may go away early (`qgate check | head`): that is not qgate's failure and must
* not end in a stack trace or another exit code. Any other error writing `stream` is exit code 2, said
* by `onOtherError` (the CLI's message). Installed once per stream, by whichever writes first.
*/
/**
* The streams guarded, on globalThis: the thin client (a CommonJS bundle) and the CLI (an ES module
* bundle) each have a copy of this module (scripts/bundle.js), and a stream is guarded once.
*/
const shared = globalThis;
const guarded = shared[Symbol.for("qgate.guardedStreams")] ??= /* @__PURE__ */ new WeakSet();
function guardStdout(stream, onOtherError) {
	if (guarded.has(stream)) return;
	guarded.add(stream);
	stream.on("error", (error) => {
		if (error.code === "EPIPE") return;
		process.exitCode = 2;
		onOtherError(error.code ?? "error");
	});
}

// dist/daemon/client.js
/**
* The thin client: `bin/qgate.js` hands `qgate hook` and `qgate check` here. A `qgate check` of named
* files that was recorded before, on inputs that are all unchanged, is replayed first (replay.ts,
* engine/run-record.ts: the record, the hashes it names, no tool). Otherwise the client reads what the
* command would read from stdin, forwards argv, stdin, cwd, the environment and the terminal flags to
* the daemon, and prints the answer byte for byte. It loads neither the engine nor any tool: only when the
* daemon cannot serve (none running for `check`, switched off, unreachable, another version, a
* failure mid-request) does it import the CLI and run the gate in this process, saying why once on
* stderr when a daemon was expected. It never passes silently.
*
* Everything imported here is paid by every hook before its first byte reaches the daemon, so the
* static imports are node:fs, node:net, node:path, node:url and modules without imports of their own;
* src/messages.ts (about 8 ms of CPU to load), node:child_process and node:v8 are loaded only on the
* paths that use them (an error, a start, `--timings`).
*/
/** The hook's stdin caps, as in hook/stdin.ts (kept here so the engine is not loaded). */
const CONNECT_TIMEOUT_MS = 1e3;
/** Waiting in the daemon's queue behind other requests. */
const QUEUE_TIMEOUT_MS = 12e4;
const VERSION = JSON.parse((0, node_fs.readFileSync)(node_path.default.join(require_paths.INSTALL_DIR, "package.json"), "utf8")).version;
/**
* This install's build: its version and the bundle's build id. A rebuild or a reinstall from git
* keeps the version; the build tells a daemon started from other code apart, and it is replaced. The id
* is a hash of every bundled file, written by scripts/bundle.js into `dist/bundle/build-id`, which the
* client and the daemon (an ES module bundle) both read: not a file's time, since npm unpacks every
* file with one fixed time (two builds of a version looked alike) and pnpm hard-links one copy into
* many projects (each link changes the file's change time, and a daemon was refused by its own build).
* Not bundled (the sources under test), this module's own file's time stands for it.
*/
const BUILD = `${VERSION}, build ${buildId()}`;
function buildId() {
	try {
		return (0, node_fs.readFileSync)(node_path.default.join(require_paths.INSTALL_DIR, "dist", "bundle", "build-id"), "utf8").trim();
	} catch {
		return new Date((0, node_fs.statSync)((0, node_url.fileURLToPath)(require("url").pathToFileURL(__filename).href)).mtimeMs).toISOString();
	}
}
/** Whether the environment switches the daemon off (QGATE_DAEMON=0/false/off). */
function daemonDisabled(env) {
	const value = (env.QGATE_DAEMON ?? "").toLowerCase();
	return value === "0" || value === "false" || value === "off" || value === "no";
}
function needOf(argv) {
	const [command, ...rest] = argv;
	if (command === "check") {
		const end = rest.indexOf("--");
		const own = end === -1 ? rest : rest.slice(0, end);
		return {
			stdin: own.some((arg) => arg === "--diff-stdin" || arg.startsWith("--stdin-filepath")) ? "all" : void 0,
			timings: own.includes("--timings")
		};
	}
	if (command !== "hook") return {
		stdin: void 0,
		timings: false
	};
	const scanned = scanHookArgs(rest);
	if (!("options" in scanned)) return {
		stdin: void 0,
		timings: false
	};
	const { options, rest: after } = scanned;
	if (options.help) return {
		stdin: void 0,
		timings: false
	};
	return {
		stdin: after.length === 0 ? { idleMs: 1e4 } : after[0] === "user-prompt-submit" ? { idleMs: 1e3 } : void 0,
		timings: options.timings
	};
}
function connect(socket) {
	return new Promise((resolve, reject) => {
		const connection = node_net.default.connect(socket);
		const timer = setTimeout(() => {
			connection.destroy();
			reject(new Unserved((m) => m.connectTimedOut));
		}, CONNECT_TIMEOUT_MS);
		connection.once("connect", () => {
			clearTimeout(timer);
			resolve(connection);
		});
		connection.once("error", (error) => {
			clearTimeout(timer);
			reject(error);
		});
	});
}
/** Starts `qgate daemon run` in the background, detached, its output in the daemon's log file. */
async function spawnDaemon(files, extraArgs = []) {
	const [{ spawn }, { daemonEnvironment }, { ensurePrivateDir }] = await Promise.all([
		import("node:child_process"),
		Promise.resolve().then(() => require("./memory-B_w4A4tB.cjs")),
		Promise.resolve().then(() => require("./private-dir-CeqsmDx4.cjs"))
	]);
	ensurePrivateDir(files.dir);
	const log = (0, node_fs.openSync)(files.log, "a", 384);
	spawn(process.execPath, [
		node_path.default.join(require_paths.INSTALL_DIR, "bin", "qgate.js"),
		"daemon",
		"run",
		...extraArgs
	], {
		detached: true,
		stdio: [
			"ignore",
			log,
			log
		],
		cwd: node_path.default.parse(process.cwd()).root,
		env: daemonEnvironment(process.env)
	}).unref();
}
async function connectOrStart(files, autostart) {
	try {
		return await connect(files.socket);
	} catch (error) {
		const code = error.code;
		if (!autostart || code !== "ENOENT" && code !== "ECONNREFUSED") {
			if (code === "ENOENT" || code === "ECONNREFUSED") return void 0;
			throw error;
		}
	}
	await spawnDaemon(files);
	const until = Date.now() + 5e3;
	let wait = 20;
	while (Date.now() < until) {
		await new Promise((resolve) => setTimeout(resolve, wait));
		wait = Math.min(wait * 2, 200);
		try {
			return await connect(files.socket);
		} catch {}
	}
	throw new Unserved((m) => m.startTimedOut);
}
var Unserved = class extends Error {
	reason;
	loud;
	constructor(reason, loud = true) {
		super();
		this.reason = reason;
		this.loud = loud;
	}
};
function ask(socket, request) {
	return new Promise((resolve, reject) => {
		let settled = false;
		let timer = setTimeout(() => fail((m) => m.queueTimedOut), QUEUE_TIMEOUT_MS);
		const fail = (reason) => {
			if (settled) return;
			settled = true;
			clearTimeout(timer);
			socket.destroy();
			reject(new Unserved(reason));
		};
		require_protocol.readLines(socket, (line) => {
			let frame;
			try {
				frame = JSON.parse(line);
			} catch {
				fail((m) => m.notJson);
				return;
			}
			if (frame.type === "running") {
				clearTimeout(timer);
				timer = setTimeout(() => fail((m) => m.noAnswerWithin(Math.round(frame.deadlineMs / 1e3))), frame.deadlineMs);
			} else if (frame.type === "live") process.stderr.write(Buffer.from(frame.stderr, "base64"));
			else if (frame.type === "result") {
				settled = true;
				clearTimeout(timer);
				socket.end();
				resolve(frame);
			} else if (frame.type === "error") {
				if (frame.code === "version") stopDaemon(require_paths.daemonFiles(process.env)).catch(() => void 0);
				if (frame.code === "disabled") {
					settled = true;
					clearTimeout(timer);
					socket.destroy();
					reject(new Unserved(() => frame.message, false));
					return;
				}
				fail(() => frame.message);
			} else fail((m) => m.unexpectedAnswer(frame.type));
		});
		socket.once("close", () => fail((m) => m.stoppedMidRequest));
		socket.once("error", (error) => fail((m) => m.connectionError(error.code ?? "error")));
		require_protocol.writeFrame(socket, request);
		require_timings.recordTiming("client.first-byte", performance.now());
	});
}
/** Sends `stop` to a running daemon; resolves false when none answered. */
async function stopDaemon(files) {
	let socket;
	try {
		socket = await connect(files.socket);
	} catch {
		return false;
	}
	const token = (0, node_fs.readFileSync)(files.token, "utf8");
	return new Promise((resolve) => {
		require_protocol.readLines(socket, () => resolve(true));
		socket.once("close", () => resolve(true));
		socket.once("error", () => resolve(false));
		require_protocol.writeFrame(socket, {
			type: "stop",
			token
		});
	});
}
async function serve(argv, stdin, timings, door = {
	autostart: argv[0] === "hook" && process.env.CI !== "true",
	cwd: process.cwd()
}) {
	const env = process.env;
	const files = require_paths.daemonFiles(env);
	const { autostart } = door;
	let socket;
	const connecting = performance.now();
	try {
		socket = await connectOrStart(files, autostart);
	} catch (error) {
		const cause = error instanceof Unserved ? error.reason : () => error.message;
		throw new Unserved((m) => m.unreachable(cause(m)));
	}
	require_timings.recordTiming("client.connect", performance.now() - connecting);
	if (!socket) return void 0;
	let token;
	try {
		token = (0, node_fs.readFileSync)(files.token, "utf8").trim();
	} catch {
		socket.destroy();
		throw new Unserved((m) => m.tokenMissing);
	}
	const request = {
		type: "run",
		token,
		version: BUILD,
		argv,
		cwd: door.cwd,
		env: Object.fromEntries(Object.entries(env).filter((entry) => entry[1] !== void 0)),
		...stdin && "text" in stdin ? { stdin: stdin.text } : {},
		...stdin && "tooLarge" in stdin ? { stdinTooLarge: true } : {},
		stdinIsTTY: Boolean(process.stdin.isTTY),
		stdoutIsTTY: Boolean(process.stdout.isTTY),
		stderrIsTTY: Boolean(process.stderr.isTTY),
		...timings ? { timings: true } : {}
	};
	const asked = performance.now();
	const result = await ask(socket, request);
	require_timings.recordTiming("client.wait", performance.now() - asked);
	return result;
}
/**
* The MCP and LSP doors' way in (src/mcp/check.ts, src/lsp/gate.ts): forwards `argv` (and `stdin`, the
* text the command reads there) as a run from `cwd` and returns the
* daemon's answer without printing it, or undefined when no daemon runs and `autostart` is off. When
* the daemon was expected but could not serve, throws an Error whose message says why, in the
* client's words (the caller runs the gate itself and says so); a daemon the policy switched off
* throws a DaemonOff, which the caller need not mention.
*/
async function forwardRun(argv, door) {
	try {
		const { stdin, ...where } = door;
		const result = await serve(argv, stdin === void 0 ? void 0 : { text: stdin }, false, where);
		if (!result) return void 0;
		return {
			exitCode: result.exitCode,
			stdout: Buffer.from(result.stdout, "base64"),
			stderr: Buffer.from(result.stderr, "base64")
		};
	} catch (error) {
		const { daemonMessages } = await Promise.resolve().then(() => require("./messages-yIMMAzS0.cjs")).then((n) => n.messages_exports);
		if (error instanceof Unserved && !error.loud) throw new DaemonOff(error.reason(daemonMessages), { cause: error });
		throw new Error(error instanceof Unserved ? error.reason(daemonMessages) : error.message, { cause: error });
	}
}
/** The daemon refused because the project's policy switches it off: not a fault worth a note. */
var DaemonOff = class extends Error {};
/** `qgate hook` / `qgate check` through the daemon when it can serve, else in this process. */
async function runClient(argv, runCold, start) {
	const need = needOf(argv);
	const timings = need.timings || require_timings.timingsWanted(process.env);
	if (timings) {
		require_timings.startTimings();
		if (start) {
			require_timings.recordTiming("client.start", start.startedMs);
			require_timings.recordTiming("client.load", performance.now() - start.startedMs);
		}
	}
	const reading = performance.now();
	const stdin = need.stdin === void 0 ? void 0 : await readStdinText(need.stdin === "all" ? void 0 : need.stdin.idleMs);
	if (need.stdin !== void 0) require_timings.recordTiming("client.stdin", performance.now() - reading);
	if (!daemonDisabled(process.env)) try {
		const result = await serve(argv, stdin, timings);
		if (result) {
			const writing = performance.now();
			guardOutput();
			process.stdout.write(Buffer.from(result.stdout, "base64"));
			process.stderr.write(Buffer.from(result.stderr, "base64"));
			require_timings.recordTiming("client.output", performance.now() - writing);
			if (timings) await printTimings("warm", result.timings ?? []);
			return result.exitCode;
		}
	} catch (error) {
		if (!(error instanceof Unserved) || error.loud) {
			const { daemonMessages } = await Promise.resolve().then(() => require("./messages-yIMMAzS0.cjs")).then((n) => n.messages_exports);
			const reason = error instanceof Unserved ? error.reason(daemonMessages) : error.message;
			process.stderr.write(`${daemonMessages.checkedWithout(reason)}\n`);
		}
	}
	if (argv[0] === "check" && need.stdin === void 0) {
		const replayed = await replay(argv, timings, start?.loadReplay ?? (() => Promise.resolve().then(() => require("./replay.cjs"))));
		if (replayed !== void 0) return replayed;
	}
	const code = await require_timings.timed("cli.run", () => runCold(argv, {
		...stdin === void 0 ? {} : { stdin: "text" in stdin ? { text: stdin.text } : { tooLarge: true } },
		record: true
	}));
	if (timings) await printTimings("cold", []);
	return code;
}
/**
* Prints the record of this run (engine/run-record.ts) when one holds, from the disk or from the
* remote cache the environment sets, and appends its metrics line as the run did; returns
* the run's exit code, or undefined when there is none. Anything that goes wrong is no replay: the
* run happens.
*/
async function replay(argv, timings, loadReplay) {
	const looking = performance.now();
	let replayModule;
	let record;
	try {
		replayModule = await loadReplay();
		const terminal = Boolean(process.stdout.isTTY || process.stderr.isTTY);
		record = await replayModule.findReplay(argv, process.env, { terminal });
	} catch {
		return;
	}
	if (!record) return void 0;
	require_timings.recordTiming("client.replay", performance.now() - looking);
	guardOutput();
	process.stdout.write(record.stdout);
	process.stderr.write(record.stderr);
	replayModule.appendReplayedMetrics(record, Math.round(performance.now()));
	if (timings) {
		for (const check of record.checks) require_timings.recordTiming(`check.${check.id}`, 0, {
			files: check.files.length,
			cached: true
		});
		await printTimings("replayed", [], replayModule.timingMessages);
	}
	return record.exitCode;
}
/** As the CLI's own output is (util/guard-stdout.ts); the message is loaded only if it is needed. */
function guardOutput() {
	guardStdout(process.stdout, (code) => {
		Promise.resolve().then(() => require("./messages-yIMMAzS0.cjs")).then((n) => n.messages_exports).then(({ cliMessages }) => process.stderr.write(`${cliMessages.stdoutFailed(code)}\n`));
	});
}
/**
* `--timings`: the client's steps and the run's (the daemon's, sent back with its answer, or this
* process's own when it ran cold), then what they add up to, on stderr after the command's output.
*/
async function printTimings(how, daemonSteps, loaded) {
	const own = require_timings.takeTimings() ?? [];
	const timingMessages = loaded ?? (await Promise.resolve().then(() => require("./messages-yIMMAzS0.cjs")).then((n) => n.messages_exports)).timingMessages;
	const steps = require_timings.summarizeTimings(how, own, daemonSteps, performance.now());
	process.stderr.write(`${[timingMessages.header(how), ...steps.map((s) => timingMessages.line(s, how))].join("\n")}\n`);
}

exports.BUILD = BUILD;
exports.DaemonOff = DaemonOff;
exports.VERSION = VERSION;
exports.daemonDisabled = daemonDisabled;
exports.forwardRun = forwardRun;
exports.runClient = runClient;
exports.spawnDaemon = spawnDaemon;
exports.stopDaemon = stopDaemon;