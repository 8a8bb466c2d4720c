import { n as daemonFiles, t as INSTALL_DIR } from "./paths-CsvQPuJS.js";
import { n as writeFrame, t as readLines } from "./protocol-CighaTFK.js";
import "./guard-stdout-DTj6qijS.js";
import { t as recordTiming } from "./timings-DSKXXjcA.js";
import { openSync, readFileSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import net from "node:net";

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
const VERSION = JSON.parse(readFileSync(path.join(INSTALL_DIR, "package.json"), "utf8")).version;
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
		return readFileSync(path.join(INSTALL_DIR, "dist", "bundle", "build-id"), "utf8").trim();
	} catch {
		return new Date(statSync(fileURLToPath(import.meta.url)).mtimeMs).toISOString();
	}
}
/** Whether the environment switches the daemon off (QGATE_DAEMON=0/false/off). */
function daemonDisabled(env) {
	const value = (env.QGATE_DAEMON ?? "").toLowerCase();
	return value === "0" || value === "false" || value === "off" || value === "no";
}
function connect(socket) {
	return new Promise((resolve, reject) => {
		const connection = net.connect(socket);
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
		import("./memory-DKdttS2A.js"),
		import("./private-dir-CAoEeqTX.js")
	]);
	ensurePrivateDir(files.dir);
	const log = openSync(files.log, "a", 384);
	spawn(process.execPath, [
		path.join(INSTALL_DIR, "bin", "qgate.js"),
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
		cwd: path.parse(process.cwd()).root,
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
		readLines(socket, (line) => {
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
				if (frame.code === "version") stopDaemon(daemonFiles(process.env)).catch(() => void 0);
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
		writeFrame(socket, request);
		recordTiming("client.first-byte", performance.now());
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
	const token = readFileSync(files.token, "utf8");
	return new Promise((resolve) => {
		readLines(socket, () => resolve(true));
		socket.once("close", () => resolve(true));
		socket.once("error", () => resolve(false));
		writeFrame(socket, {
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
	const files = daemonFiles(env);
	const { autostart } = door;
	let socket;
	const connecting = performance.now();
	try {
		socket = await connectOrStart(files, autostart);
	} catch (error) {
		const cause = error instanceof Unserved ? error.reason : () => error.message;
		throw new Unserved((m) => m.unreachable(cause(m)));
	}
	recordTiming("client.connect", performance.now() - connecting);
	if (!socket) return void 0;
	let token;
	try {
		token = readFileSync(files.token, "utf8").trim();
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
	recordTiming("client.wait", performance.now() - asked);
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
		const { daemonMessages } = await import("./messages-Qi3eEyad.js");
		if (error instanceof Unserved && !error.loud) throw new DaemonOff(error.reason(daemonMessages), { cause: error });
		throw new Error(error instanceof Unserved ? error.reason(daemonMessages) : error.message, { cause: error });
	}
}
/** The daemon refused because the project's policy switches it off: not a fault worth a note. */
var DaemonOff = class extends Error {};

export { forwardRun as a, daemonDisabled as i, DaemonOff as n, spawnDaemon as o, VERSION as r, stopDaemon as s, BUILD as t };