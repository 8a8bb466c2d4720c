/**
 * `qgate daemon run`: the warm gate. One process per user and qgate installation serves every project
 * root it is asked about, one request at a time, keeping a worker host (tools, configs, parsed
 * programs) per root. It listens on a Unix socket (0600) in a private directory (0700); every request
 * carries the token from a 0600 file beside the socket. It exits when idle, when its socket or token
 * file disappears, and on SIGTERM/SIGINT, removing its files and every worker and tool process.
 */
import { randomBytes, timingSafeEqual } from "node:crypto";
import { closeSync, openSync, readFileSync, statSync, unlinkSync, writeFileSync, writeSync } from "node:fs";
import http from "node:http";
import net from "node:net";
import { createHost, provideSharedHosts, threadPerCheck } from "../engine/host.js";
import { describeError } from "../errors.js";
import { loadPolicy } from "../policy/load.js";
import { configFingerprint, packageDirs } from "./fingerprint.js";
import { hookRequest, httpAnswer, httpToken, refusal } from "./http.js";
import { daemonWorkerLimits } from "./memory.js";
import { ensurePrivateDir } from "./private-dir.js";
import { readLines, writeFrame, } from "./protocol.js";
import { runRequest } from "./run-request.js";
import { recordTiming, startTimings, takeTimings, timed } from "../util/timings.js";
import { daemonMessages } from "../messages.js";
function unlinkIfSame(file, ino) {
    const stats = statSync(file, { throwIfNoEntry: false });
    if (stats && (ino === undefined || stats.ino === ino)) {
        try {
            unlinkSync(file);
        }
        catch {
            // Already gone.
        }
    }
}
/** Whether something answers on the socket (a live daemon), as opposed to a file left by a killed one. */
export function socketAnswers(socket, timeoutMs = 1000) {
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
    if (typeof given !== "string")
        return false;
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
        const policy = loadPolicy({ root, cwd: request.cwd });
        const longest = Math.max(...Object.values(policy.checks).map((check) => check.timeoutMs));
        return {
            enabled: policy.daemon.enabled,
            deadlineMs: longest + policy.hooks.errorHookTimeoutMs + policy.hooks.webhookTimeoutMs + 1000,
        };
    }
    catch {
        // A broken policy is the run's to report, as a cold run would.
        return { enabled: true, deadlineMs: 120_000 + 20_000 + 1000 };
    }
}
/** CPU time (user and system) of the whole process, in ms: on a busy machine, steadier than wall time. */
function cpuMs(usage) {
    return (usage.user + usage.system) / 1000;
}
export class DaemonServer {
    options;
    token = randomBytes(32).toString("hex");
    tokenBuffer = Buffer.from(this.token);
    projects = new Map();
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
    checkedThisRun = new Set();
    stopping = false;
    constructor(options) {
        this.options = options;
    }
    /** Starts listening; resolves false when another daemon already answers on the socket. */
    async start() {
        const { files } = this.options;
        ensurePrivateDir(files.dir);
        const lock = `${files.socket}.lock`;
        if (!this.takeStartLock(lock))
            return false;
        try {
            if (await socketAnswers(files.socket))
                return false;
            // A socket file nobody answers on: left by a killed daemon. Replace it.
            unlinkIfSame(files.socket, undefined);
            unlinkIfSame(files.token, undefined);
            const fd = openSync(files.token, "wx", 0o600);
            writeSync(fd, this.token);
            closeSync(fd);
            this.tokenIno = statSync(files.token).ino;
            const server = net.createServer((socket) => this.accept(socket));
            this.server = server;
            // The socket is created with the process umask: make it 0600 from its first moment.
            const umask = process.umask(0o177);
            try {
                await new Promise((resolve, reject) => {
                    server.once("error", reject);
                    server.listen(files.socket, () => {
                        server.off("error", reject);
                        resolve();
                    });
                });
            }
            finally {
                process.umask(umask);
            }
            this.socketIno = statSync(files.socket).ino;
            writeFileSync(files.state, `${JSON.stringify({ pid: process.pid, version: this.options.version, startedMs: this.startedMs })}\n`, { mode: 0o600 });
        }
        finally {
            unlinkIfSame(lock, undefined);
        }
        if (this.options.httpPort !== undefined) {
            try {
                await this.startHttp(this.options.httpPort);
            }
            catch (error) {
                await this.stop(daemonMessages.stopReason.cannotListen(this.options.httpPort, error.code ?? describeError(error)), 1);
            }
        }
        provideSharedHosts((root) => this.hostFor(root));
        this.armIdle();
        // Removing the socket or the token file is a way to stop the daemon (as with eslint_d).
        this.watchTimer = setInterval(() => this.checkFiles(), 1000);
        for (const signal of ["SIGTERM", "SIGINT", "SIGHUP"])
            process.once(signal, () => void this.stop(`received ${signal}`));
        this.options.log(daemonMessages.log.started(process.pid, files.socket));
        return true;
    }
    /** One daemon starts at a time; a lock older than 30 s was left by a start that died. */
    takeStartLock(lock) {
        for (let attempt = 0; attempt < 2; attempt++) {
            try {
                closeSync(openSync(lock, "wx", 0o600));
                return true;
            }
            catch (error) {
                if (error.code !== "EEXIST")
                    throw error;
                const age = Date.now() - (statSync(lock, { throwIfNoEntry: false })?.mtimeMs ?? 0);
                if (age < 30_000)
                    return false;
                unlinkIfSame(lock, undefined);
            }
        }
        return false;
    }
    checkFiles() {
        const { files } = this.options;
        const socket = statSync(files.socket, { throwIfNoEntry: false });
        const token = statSync(files.token, { throwIfNoEntry: false });
        if (socket?.ino !== this.socketIno || token?.ino !== this.tokenIno)
            void this.stop(daemonMessages.stopReason.filesRemoved);
    }
    armIdle() {
        clearTimeout(this.idleTimer);
        this.idleTimer = setTimeout(() => {
            if (this.active === 0)
                void this.stop(daemonMessages.stopReason.idle(Math.round(this.options.idleExitMs / 1000)));
            else
                this.armIdle();
        }, this.options.idleExitMs);
    }
    hostFor(root) {
        let project = this.projects.get(root);
        if (!project) {
            project = {
                root,
                host: undefined,
                dirs: undefined,
                fingerprint: undefined,
                requests: 0,
                lastUsedMs: 0,
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
                if (project.fingerprint !== undefined && fingerprint !== project.fingerprint) {
                    this.options.log(daemonMessages.log.configChanged(root));
                    void project.host?.close();
                    project.host = undefined;
                    // A new package may have appeared with the change: look again.
                    project.dirs = packageDirs(root);
                    project.fingerprint = configFingerprint(root, project.dirs);
                }
                else
                    project.fingerprint = fingerprint;
            }
            catch (error) {
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
            if (!oldest)
                break;
            void oldest.host?.close();
            oldest.host = undefined;
        }
    }
    accept(socket) {
        socket.on("error", () => socket.destroy());
        let handled = false;
        readLines(socket, (line) => {
            if (handled)
                return;
            handled = true;
            const arrived = performance.now();
            let request;
            try {
                request = JSON.parse(line);
            }
            catch {
                this.answer(socket, {
                    type: "error",
                    code: "bad-request",
                    message: daemonMessages.refused.requestNotJson,
                });
                return;
            }
            if (!sameToken(request.token, this.tokenBuffer)) {
                this.answer(socket, { type: "error", code: "token", message: daemonMessages.refused.token });
                return;
            }
            if (request.type === "status")
                this.answer(socket, { type: "status", status: this.status() });
            else if (request.type === "stop") {
                this.answer(socket, { type: "stopping" });
                void this.stop(daemonMessages.stopReason.asked);
            }
            else if (request.type === "run")
                this.enqueue(socket, request, arrived);
            else
                this.answer(socket, {
                    type: "error",
                    code: "bad-request",
                    message: daemonMessages.refused.unknownRequest,
                });
        });
    }
    answer(socket, frame) {
        if (socket.destroyed)
            return;
        writeFrame(socket, frame);
        socket.end();
    }
    /** `arrived`: when its line was read (performance.now()), for `--timings`. */
    enqueue(socket, request, arrived) {
        if (request.version !== this.options.version) {
            this.answer(socket, {
                type: "error",
                code: "version",
                message: daemonMessages.refused.version(this.options.version, request.version),
            });
            return;
        }
        if (!Array.isArray(request.argv) || typeof request.cwd !== "string" || typeof request.env !== "object") {
            this.answer(socket, { type: "error", code: "bad-request", message: daemonMessages.refused.incomplete });
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
                response.writeHead(request.headers.origin !== undefined ? 403 : 401, {
                    "content-type": "text/plain",
                });
                response.end(`${daemonMessages.httpError(refused)}\n`);
                request.resume();
                return;
            }
            const chunks = [];
            let size = 0;
            request.on("data", (chunk) => {
                size += chunk.length;
                if (size <= 64 * 1024 * 1024)
                    chunks.push(chunk);
            });
            request.on("end", () => {
                const url = new URL(request.url ?? "/", `http://127.0.0.1:${port}`);
                const run = {
                    ...hookRequest(Buffer.concat(chunks).toString("utf8"), url, process.env),
                    token: "",
                    version: this.options.version,
                };
                if (size > 64 * 1024 * 1024)
                    run.stdinTooLarge = true;
                this.active++;
                clearTimeout(this.idleTimer);
                this.queue = this.queue.then(async () => {
                    try {
                        const output = await this.execute(run);
                        response.writeHead(200, { "content-type": "application/json" });
                        response.end(httpAnswer(output));
                    }
                    catch (error) {
                        this.lastError = describeError(error);
                        response.writeHead(500, { "content-type": "text/plain" });
                        response.end(`${daemonMessages.httpError(this.lastError)}\n`);
                    }
                    finally {
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
        this.checkedThisRun = new Set();
        this.requests++;
        return runRequest(request, this.options.main, onLive);
    }
    finished() {
        this.active--;
        this.recycleIfLarge();
        if (!this.stopping)
            this.armIdle();
    }
    async serve(socket, request, arrived) {
        try {
            if (socket.destroyed)
                return; // The client gave up (and ran cold) while this waited.
            const cpu = process.cpuUsage();
            if (request.timings === true) {
                startTimings();
                recordTiming("daemon.request", performance.now() - arrived);
            }
            else
                takeTimings(); // Whatever an earlier request left open records nothing now.
            const plan = timed("daemon.policy", () => planFor(request));
            if (!plan.enabled) {
                this.answer(socket, {
                    type: "error",
                    code: "disabled",
                    message: daemonMessages.refused.disabled,
                });
                return;
            }
            writeFrame(socket, { type: "running", deadlineMs: plan.deadlineMs });
            const output = await timed("daemon.run", () => this.execute(request, (text) => {
                if (!socket.destroyed)
                    writeFrame(socket, { type: "live", stderr: Buffer.from(text, "utf8").toString("base64") });
            }));
            const answering = performance.now();
            const frame = {
                type: "result",
                exitCode: output.exitCode,
                stdout: output.stdout.toString("base64"),
                stderr: output.stderr.toString("base64"),
            };
            const timings = takeTimings();
            if (timings) {
                const now = performance.now();
                timings.push({ step: "daemon.answer", ms: now - answering }, { step: "daemon.total", ms: now - arrived, cpuMs: cpuMs(process.cpuUsage(cpu)) });
                frame.timings = timings;
            }
            this.answer(socket, frame);
        }
        catch (error) {
            takeTimings();
            this.lastError = describeError(error);
            this.options.log(daemonMessages.log.requestFailed(this.lastError));
            this.answer(socket, { type: "error", code: "internal", message: this.lastError });
        }
        finally {
            this.finished();
        }
    }
    /** Past the memory ceiling, workers are recycled between requests (the next run loads tools again). */
    recycleIfLarge() {
        const rss = process.memoryUsage.rss();
        if (rss <= this.options.maxRssBytes)
            return;
        this.options.log(daemonMessages.log.recycling(Math.round(rss / 1048576), Math.round(this.options.maxRssBytes / 1048576)));
        for (const project of this.projects.values()) {
            void project.host?.close();
            project.host = undefined;
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
                lastUsedMs: p.lastUsedMs,
            })),
            lastError: this.lastError,
            idleExitMs: this.options.idleExitMs,
            maxRssBytes: this.options.maxRssBytes,
            socket: this.options.files.socket,
            ...(this.options.httpPort !== undefined ? { http: { port: this.options.httpPort } } : {}),
        };
    }
    async stop(reason, exitCode = 0) {
        if (this.stopping)
            return;
        this.stopping = true;
        this.options.log(daemonMessages.log.stopping(reason));
        clearTimeout(this.idleTimer);
        clearInterval(this.watchTimer);
        provideSharedHosts(undefined);
        this.server?.close();
        this.httpServer?.close();
        const { files } = this.options;
        unlinkIfSame(files.socket, this.socketIno);
        unlinkIfSame(files.token, this.tokenIno);
        try {
            const state = JSON.parse(readFileSync(files.state, "utf8"));
            if (state.pid === process.pid)
                unlinkSync(files.state);
        }
        catch {
            // No state file, or another daemon's.
        }
        await Promise.all([...this.projects.values()].map(async (p) => p.host?.close()));
        process.exit(exitCode);
    }
}
