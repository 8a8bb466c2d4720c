import { n as provideSharedHosts, o as threadPerCheck, t as createHost } from "./host-2IQAJWDY.js";
import { o as describeError } from "./errors-BsNsftzl.js";
import { t as loadPolicy } from "./load-Xy4XWCO9.js";
import { n as globSync } from "./dist-DbY8Nur6.js";
import { i as refusal, n as httpAnswer, r as httpToken, t as hookRequest } from "./http-DtepwqV5.js";
import { r as daemonWorkerLimits } from "./memory-D6_I-8N6.js";
import { t as ensurePrivateDir } from "./private-dir-DveXCUPe.js";
import { n as writeFrame, t as readLines } from "./protocol-CighaTFK.js";
import { n as runRequest } from "./run-request-DvZaN2uP.js";
import { i as timed, n as startTimings, r as takeTimings, t as recordTiming } from "./timings-DSKXXjcA.js";
import { a as daemonMessages } from "./messages-CuSOVVL6.js";
import { closeSync, openSync, readFileSync, readdirSync, statSync, unlinkSync, writeFileSync, writeSync } from "node:fs";
import path from "node:path";
import { randomBytes, timingSafeEqual } from "node:crypto";
import net from "node:net";
import http from "node:http";

// dist/daemon/fingerprint.js
/**
* What a warm tool depends on besides the checked files: configs, ignore files, lockfiles and the
* installed tool versions. Source files need no watching (the checks compare them by mtime, size and
* content on every run); these are compared by a stat fingerprint on every request, and a change
* restarts that project's workers, so the next run loads tools and configs afresh.
*/
const CONFIG_NAME = /^(package\.json|package-lock\.json|npm-shrinkwrap\.json|pnpm-lock\.yaml|yarn\.lock|bun\.lockb?|tsconfig.*\.json|jsconfig\.json|eslint\.config\.[cm]?[jt]s|\.eslintrc(\.[a-z]+)?|\.eslintignore|\.prettierrc(\.[a-z0-9]+)?|prettier\.config\.[cm]?[jt]s|\.prettierignore|\.editorconfig|\.qgaterc\.json|\.gitignore|\.secretlintrc(\.[a-z]+)?)$/;
/** The tools whose installed version a warm worker holds. */
const TOOL_PACKAGES = [
	"eslint",
	"prettier",
	"typescript",
	"typescript-eslint",
	"@typescript-eslint/parser",
	"@typescript/native-preview"
];
function stamp(file) {
	const stats = statSync(file, { throwIfNoEntry: false });
	return stats ? `${stats.ino}:${stats.size}:${stats.mtimeMs}` : "-";
}
/** Directories of the project that hold a package.json (node_modules excluded), found once per root. */
function packageDirs(root) {
	const found = globSync("**/package.json", {
		cwd: root,
		ignore: ["**/node_modules/**", "**/.git/**"],
		onlyFiles: true,
		followSymbolicLinks: false
	});
	return [.../* @__PURE__ */ new Set([root, ...found.map((file) => path.join(root, path.dirname(file)))])].sort();
}
function configFingerprint(root, dirs) {
	const parts = [];
	for (const dir of dirs) {
		let names;
		try {
			names = readdirSync(dir);
		} catch {
			parts.push(`${dir}:gone`);
			continue;
		}
		for (const name of names.sort()) if (CONFIG_NAME.test(name)) parts.push(`${path.relative(root, path.join(dir, name))}=${stamp(path.join(dir, name))}`);
		for (const tool of TOOL_PACKAGES) parts.push(`${tool}@${path.relative(root, dir)}=${stamp(path.join(dir, "node_modules", tool, "package.json"))}`);
	}
	return parts.join("\n");
}

// dist/daemon/server.js
/**
* `qgate daemon run`: the warm gate. One process per user and qgate installation serves every project
* root it is asked about, one request at a time, keeping a worker host (tools, configs, parsed
* programs) per root. It listens on a Unix socket (0600) in a private directory (0700); every request
* carries the token from a 0600 file beside the socket. It exits when idle, when its socket or token
* file disappears, and on SIGTERM/SIGINT, removing its files and every worker and tool process.
*/
function unlinkIfSame(file, ino) {
	const stats = statSync(file, { throwIfNoEntry: false });
	if (stats && (ino === void 0 || stats.ino === ino)) try {
		unlinkSync(file);
	} catch {}
}
/** Whether something answers on the socket (a live daemon), as opposed to a file left by a killed one. */
function socketAnswers(socket, timeoutMs = 1e3) {
	return new Promise((resolve) => {
		const connection = net.connect(socket);
		const timer = setTimeout(() => {
			connection.destroy();
			resolve(true);
		}, timeoutMs);
		connection.once("connect", () => {
			clearTimeout(timer);
			connection.destroy();
			resolve(true);
		});
		connection.once("error", () => {
			clearTimeout(timer);
			resolve(false);
		});
	});
}
function sameToken(given, token) {
	if (typeof given !== "string") return false;
	const buffer = Buffer.from(given);
	return buffer.length === token.length && timingSafeEqual(buffer, token);
}
/**
* The request's project policy, read before the run: whether it wants the daemon at all, and how long
* the client may wait (the longest check timeout plus routing, plus 1 s).
*/
function planFor(request) {
	try {
		const root = request.env.CLAUDE_PROJECT_DIR || request.cwd;
		const policy = loadPolicy({
			root,
			cwd: request.cwd
		});
		const longest = Math.max(...Object.values(policy.checks).map((check) => check.timeoutMs));
		return {
			enabled: policy.daemon.enabled,
			deadlineMs: longest + policy.hooks.errorHookTimeoutMs + policy.hooks.webhookTimeoutMs + 1e3
		};
	} catch {
		return {
			enabled: true,
			deadlineMs: 141e3
		};
	}
}
/** CPU time (user and system) of the whole process, in ms: on a busy machine, steadier than wall time. */
function cpuMs(usage) {
	return (usage.user + usage.system) / 1e3;
}
var DaemonServer = class {
	options;
	token = randomBytes(32).toString("hex");
	tokenBuffer = Buffer.from(this.token);
	projects = /* @__PURE__ */ new Map();
	startedMs = Date.now();
	server;
	httpServer;
	queue = Promise.resolve();
	active = 0;
	requests = 0;
	lastError;
	idleTimer;
	watchTimer;
	socketIno;
	tokenIno;
	checkedThisRun = /* @__PURE__ */ new Set();
	stopping = false;
	constructor(options) {
		this.options = options;
	}
	/** Starts listening; resolves false when another daemon already answers on the socket. */
	async start() {
		const { files } = this.options;
		ensurePrivateDir(files.dir);
		const lock = `${files.socket}.lock`;
		if (!this.takeStartLock(lock)) return false;
		try {
			if (await socketAnswers(files.socket)) return false;
			unlinkIfSame(files.socket, void 0);
			unlinkIfSame(files.token, void 0);
			const fd = openSync(files.token, "wx", 384);
			writeSync(fd, this.token);
			closeSync(fd);
			this.tokenIno = statSync(files.token).ino;
			const server = net.createServer((socket) => this.accept(socket));
			this.server = server;
			const umask = process.umask(127);
			try {
				await new Promise((resolve, reject) => {
					server.once("error", reject);
					server.listen(files.socket, () => {
						server.off("error", reject);
						resolve();
					});
				});
			} finally {
				process.umask(umask);
			}
			this.socketIno = statSync(files.socket).ino;
			writeFileSync(files.state, `${JSON.stringify({
				pid: process.pid,
				version: this.options.version,
				startedMs: this.startedMs
			})}\n`, { mode: 384 });
		} finally {
			unlinkIfSame(lock, void 0);
		}
		if (this.options.httpPort !== void 0) try {
			await this.startHttp(this.options.httpPort);
		} catch (error) {
			await this.stop(daemonMessages.stopReason.cannotListen(this.options.httpPort, error.code ?? describeError(error)), 1);
		}
		provideSharedHosts((root) => this.hostFor(root));
		this.armIdle();
		this.watchTimer = setInterval(() => this.checkFiles(), 1e3);
		for (const signal of [
			"SIGTERM",
			"SIGINT",
			"SIGHUP"
		]) process.once(signal, () => void this.stop(`received ${signal}`));
		this.options.log(daemonMessages.log.started(process.pid, files.socket));
		return true;
	}
	/** One daemon starts at a time; a lock older than 30 s was left by a start that died. */
	takeStartLock(lock) {
		for (let attempt = 0; attempt < 2; attempt++) try {
			closeSync(openSync(lock, "wx", 384));
			return true;
		} catch (error) {
			if (error.code !== "EEXIST") throw error;
			if (Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0) < 3e4) return false;
			unlinkIfSame(lock, void 0);
		}
		return false;
	}
	checkFiles() {
		const { files } = this.options;
		const socket = statSync(files.socket, { throwIfNoEntry: false });
		const token = statSync(files.token, { throwIfNoEntry: false });
		if (socket?.ino !== this.socketIno || token?.ino !== this.tokenIno) this.stop(daemonMessages.stopReason.filesRemoved);
	}
	armIdle() {
		clearTimeout(this.idleTimer);
		this.idleTimer = setTimeout(() => {
			if (this.active === 0) this.stop(daemonMessages.stopReason.idle(Math.round(this.options.idleExitMs / 1e3)));
			else this.armIdle();
		}, this.options.idleExitMs);
	}
	hostFor(root) {
		let project = this.projects.get(root);
		if (!project) {
			project = {
				root,
				host: void 0,
				dirs: void 0,
				fingerprint: void 0,
				requests: 0,
				lastUsedMs: 0
			};
			this.projects.set(root, project);
		}
		if (!this.checkedThisRun.has(root)) {
			this.checkedThisRun.add(root);
			project.requests++;
			project.lastUsedMs = Date.now();
			const stamping = performance.now();
			try {
				project.dirs ??= packageDirs(root);
				const fingerprint = configFingerprint(root, project.dirs);
				if (project.fingerprint !== void 0 && fingerprint !== project.fingerprint) {
					this.options.log(daemonMessages.log.configChanged(root));
					project.host?.close();
					project.host = void 0;
					project.dirs = packageDirs(root);
					project.fingerprint = configFingerprint(root, project.dirs);
				} else project.fingerprint = fingerprint;
			} catch (error) {
				this.lastError = daemonMessages.log.fingerprintFailed(root, describeError(error));
			}
			recordTiming("daemon.config", performance.now() - stamping);
			this.evictBeyond(this.options.maxProjects ?? 4, root);
		}
		project.host ??= createHost("worker", daemonWorkerLimits, threadPerCheck);
		return project.host;
	}
	evictBeyond(max, keep) {
		const warm = [...this.projects.values()].filter((p) => p.host && p.root !== keep);
		warm.sort((a, b) => a.lastUsedMs - b.lastUsedMs);
		while (warm.length >= max) {
			const oldest = warm.shift();
			if (!oldest) break;
			oldest.host?.close();
			oldest.host = void 0;
		}
	}
	accept(socket) {
		socket.on("error", () => socket.destroy());
		let handled = false;
		readLines(socket, (line) => {
			if (handled) return;
			handled = true;
			const arrived = performance.now();
			let request;
			try {
				request = JSON.parse(line);
			} catch {
				this.answer(socket, {
					type: "error",
					code: "bad-request",
					message: daemonMessages.refused.requestNotJson
				});
				return;
			}
			if (!sameToken(request.token, this.tokenBuffer)) {
				this.answer(socket, {
					type: "error",
					code: "token",
					message: daemonMessages.refused.token
				});
				return;
			}
			if (request.type === "status") this.answer(socket, {
				type: "status",
				status: this.status()
			});
			else if (request.type === "stop") {
				this.answer(socket, { type: "stopping" });
				this.stop(daemonMessages.stopReason.asked);
			} else if (request.type === "run") this.enqueue(socket, request, arrived);
			else this.answer(socket, {
				type: "error",
				code: "bad-request",
				message: daemonMessages.refused.unknownRequest
			});
		});
	}
	answer(socket, frame) {
		if (socket.destroyed) return;
		writeFrame(socket, frame);
		socket.end();
	}
	/** `arrived`: when its line was read (performance.now()), for `--timings`. */
	enqueue(socket, request, arrived) {
		if (request.version !== this.options.version) {
			this.answer(socket, {
				type: "error",
				code: "version",
				message: daemonMessages.refused.version(this.options.version, request.version)
			});
			return;
		}
		if (!Array.isArray(request.argv) || typeof request.cwd !== "string" || typeof request.env !== "object") {
			this.answer(socket, {
				type: "error",
				code: "bad-request",
				message: daemonMessages.refused.incomplete
			});
			return;
		}
		this.active++;
		clearTimeout(this.idleTimer);
		this.queue = this.queue.then(() => this.serve(socket, request, arrived));
	}
	startHttp(port) {
		const token = httpToken();
		const server = http.createServer((request, response) => {
			const refused = refusal(request, port, token);
			if (refused) {
				response.writeHead(request.headers.origin !== void 0 ? 403 : 401, { "content-type": "text/plain" });
				response.end(`${daemonMessages.httpError(refused)}\n`);
				request.resume();
				return;
			}
			const chunks = [];
			let size = 0;
			request.on("data", (chunk) => {
				size += chunk.length;
				if (size <= 67108864) chunks.push(chunk);
			});
			request.on("end", () => {
				const url = new URL(request.url ?? "/", `http://127.0.0.1:${port}`);
				const run = {
					...hookRequest(Buffer.concat(chunks).toString("utf8"), url, process.env),
					token: "",
					version: this.options.version
				};
				if (size > 67108864) run.stdinTooLarge = true;
				this.active++;
				clearTimeout(this.idleTimer);
				this.queue = this.queue.then(async () => {
					try {
						const output = await this.execute(run);
						response.writeHead(200, { "content-type": "application/json" });
						response.end(httpAnswer(output));
					} catch (error) {
						this.lastError = describeError(error);
						response.writeHead(500, { "content-type": "text/plain" });
						response.end(`${daemonMessages.httpError(this.lastError)}\n`);
					} finally {
						this.finished();
					}
				});
			});
		});
		this.httpServer = server;
		return new Promise((resolve, reject) => {
			server.once("error", reject);
			server.listen(port, "127.0.0.1", () => {
				server.off("error", reject);
				this.options.log(daemonMessages.log.servingHttp(port));
				resolve();
			});
		});
	}
	/** One run, with this request's view of which projects it touched. */
	async execute(request, onLive) {
		this.checkedThisRun = /* @__PURE__ */ new Set();
		this.requests++;
		return runRequest(request, this.options.main, onLive);
	}
	finished() {
		this.active--;
		this.recycleIfLarge();
		if (!this.stopping) this.armIdle();
	}
	async serve(socket, request, arrived) {
		try {
			if (socket.destroyed) return;
			const cpu = process.cpuUsage();
			if (request.timings === true) {
				startTimings();
				recordTiming("daemon.request", performance.now() - arrived);
			} else takeTimings();
			const plan = timed("daemon.policy", () => planFor(request));
			if (!plan.enabled) {
				this.answer(socket, {
					type: "error",
					code: "disabled",
					message: daemonMessages.refused.disabled
				});
				return;
			}
			writeFrame(socket, {
				type: "running",
				deadlineMs: plan.deadlineMs
			});
			const output = await timed("daemon.run", () => this.execute(request, (text) => {
				if (!socket.destroyed) writeFrame(socket, {
					type: "live",
					stderr: Buffer.from(text, "utf8").toString("base64")
				});
			}));
			const answering = performance.now();
			const frame = {
				type: "result",
				exitCode: output.exitCode,
				stdout: output.stdout.toString("base64"),
				stderr: output.stderr.toString("base64")
			};
			const timings = takeTimings();
			if (timings) {
				const now = performance.now();
				timings.push({
					step: "daemon.answer",
					ms: now - answering
				}, {
					step: "daemon.total",
					ms: now - arrived,
					cpuMs: cpuMs(process.cpuUsage(cpu))
				});
				frame.timings = timings;
			}
			this.answer(socket, frame);
		} catch (error) {
			takeTimings();
			this.lastError = describeError(error);
			this.options.log(daemonMessages.log.requestFailed(this.lastError));
			this.answer(socket, {
				type: "error",
				code: "internal",
				message: this.lastError
			});
		} finally {
			this.finished();
		}
	}
	/** Past the memory ceiling, workers are recycled between requests (the next run loads tools again). */
	recycleIfLarge() {
		const rss = process.memoryUsage.rss();
		if (rss <= this.options.maxRssBytes) return;
		this.options.log(daemonMessages.log.recycling(Math.round(rss / 1048576), Math.round(this.options.maxRssBytes / 1048576)));
		for (const project of this.projects.values()) {
			project.host?.close();
			project.host = void 0;
		}
	}
	status() {
		return {
			pid: process.pid,
			version: this.options.version,
			uptimeMs: Date.now() - this.startedMs,
			rssBytes: process.memoryUsage.rss(),
			requests: this.requests,
			projects: [...this.projects.values()].map((p) => ({
				root: p.root,
				requests: p.requests,
				lastUsedMs: p.lastUsedMs
			})),
			lastError: this.lastError,
			idleExitMs: this.options.idleExitMs,
			maxRssBytes: this.options.maxRssBytes,
			socket: this.options.files.socket,
			...this.options.httpPort !== void 0 ? { http: { port: this.options.httpPort } } : {}
		};
	}
	async stop(reason, exitCode = 0) {
		if (this.stopping) return;
		this.stopping = true;
		this.options.log(daemonMessages.log.stopping(reason));
		clearTimeout(this.idleTimer);
		clearInterval(this.watchTimer);
		provideSharedHosts(void 0);
		this.server?.close();
		this.httpServer?.close();
		const { files } = this.options;
		unlinkIfSame(files.socket, this.socketIno);
		unlinkIfSame(files.token, this.tokenIno);
		try {
			if (JSON.parse(readFileSync(files.state, "utf8")).pid === process.pid) unlinkSync(files.state);
		} catch {}
		await Promise.all([...this.projects.values()].map(async (p) => p.host?.close()));
		process.exit(exitCode);
	}
};

export { DaemonServer };