/**
 * TypeScript 7 in a long-lived process (the daemon's worker threads): one language-server session
 * (`tsc --lsp --stdio`) per project root and native compiler, kept between runs. Each run tells the
 * server what changed on disk since the last one (workspace/didChangeWatchedFiles, from file stamps,
 * so an edit behind qgate's back is seen too), opens the files to report with their current content
 * (the snapshot's, where it differs from the work tree) and pulls their diagnostics
 * (textDocument/diagnostic). The server keeps its program between runs, so a body edit re-checks the
 * files asked about instead of the whole project. A cold one-shot run keeps running `tsc` (native.ts):
 * starting a server costs more than the one check it would serve.
 *
 * The framing and request bookkeeping are vscode-languageserver-protocol's (on vscode-jsonrpc), loaded
 * only when a TypeScript 7 project is checked warm.
 */
import { spawn } from "node:child_process";
import { readFileSync, statSync } from "node:fs";
import path from "node:path";
import { setTimeout as delay } from "node:timers/promises";
import { pathToFileURL } from "node:url";
import { checkMessages } from "../../messages.js";
/**
 * How long the server may take to answer one run (its start included) before qgate gives up on it,
 * ends it and runs `tsc` instead. A first answer loads the whole project, as a full `tsc` run would;
 * anything slower than this is a server that is stuck, not busy.
 */
export const LSP_ANSWER_MS = 30_000;
let answerBoundMs = LSP_ANSWER_MS;
/** Sets the bound (tests: a stopped server must be given up on without waiting 30 s); undefined resets it. */
export function setLspAnswerBound(ms) {
    answerBoundMs = ms ?? LSP_ANSWER_MS;
}
/** Why the server could not answer: the caller falls back to a `tsc` run and says so once. */
export class LspUnavailable extends Error {
}
/** A file's modification time, size and inode: what tells a changed file from an unchanged one. */
function stampOf(file) {
    const stat = statSync(file, { throwIfNoEntry: false, bigint: true });
    return stat ? `${stat.mtimeNs}:${stat.size}:${stat.ino}` : undefined;
}
/**
 * A config input's stamp. The inputs include the directories the tsconfig's wildcards cover: a file
 * created or deleted there changes them, which the server is told as a file event, not a new config.
 */
function configStampOf(file) {
    const stat = statSync(file, { throwIfNoEntry: false, bigint: true });
    if (stat?.isDirectory())
        return "directory";
    return stat ? `${stat.mtimeNs}:${stat.size}:${stat.ino}` : undefined;
}
function readText(file) {
    try {
        return readFileSync(file, "utf8");
    }
    catch {
        return undefined;
    }
}
function languageId(file) {
    if (/\.(tsx)$/i.test(file))
        return "typescriptreact";
    if (/\.(jsx)$/i.test(file))
        return "javascriptreact";
    if (/\.(js|mjs|cjs)$/i.test(file))
        return "javascript";
    return "typescript";
}
function severityOf(severity) {
    return severity === 2 ? "warning" : severity === 3 ? "info" : "error";
}
/**
 * An LSP diagnostic as `tsc --pretty false` prints it (and parseNativeOutput reads it): 1-based
 * position, the code as a number, and elaboration lines joined into one line with single spaces.
 * Suggestions (hints: "declared but never read" without noUnusedLocals...) are the editor's, not
 * tsc's, and are left out.
 */
export function lspToNative(file, diagnostic) {
    if (diagnostic.severity === 4)
        return undefined;
    const code = typeof diagnostic.code === "number" ? diagnostic.code : Number(diagnostic.code);
    if (!Number.isFinite(code))
        return undefined;
    return {
        file,
        line: diagnostic.range.start.line + 1,
        column: diagnostic.range.start.character + 1,
        severity: severityOf(diagnostic.severity),
        code,
        message: (typeof diagnostic.message === "string" ? diagnostic.message : diagnostic.message.value)
            .split(/\r?\n/)
            .map((line) => line.trim())
            .filter((line) => line !== "")
            .join(" "),
    };
}
let lspModule;
function loadLsp() {
    lspModule ??= import("vscode-languageserver-protocol/node");
    return lspModule;
}
class LspSession {
    request;
    lsp;
    child;
    connection;
    ready;
    /** Why the server is gone: its exit (the better reason) or its connection's end. */
    exitReason;
    closeReason;
    /** Rejects when the server exits or cannot be started. */
    exited;
    /** Files as the server last saw them on disk. */
    stamps = new Map();
    configStamps = new Map();
    open = new Map();
    stderr = "";
    constructor(request, lsp) {
        this.request = request;
        this.lsp = lsp;
        const { command, root } = request;
        for (const file of request.configFiles)
            this.configStamps.set(file, configStampOf(file));
        // Stamped before the server reads anything: a file changed in between is told again, harmlessly.
        for (const file of request.projectFiles) {
            const stamp = stampOf(file);
            if (stamp !== undefined)
                this.stamps.set(file, stamp);
        }
        // Its own process group, so a timeout kills whatever it starts; its stdin is a pipe from this
        // process, so it also ends (at end of input) when this process ends without closing it.
        this.child = spawn(command.file, [...command.args, "--lsp", "--stdio"], {
            cwd: root,
            detached: true,
            stdio: ["pipe", "pipe", "pipe"],
            env: { ...process.env, NO_COLOR: "1" },
        });
        // Kept alive by the process that keeps the session, never the reverse: a pending request holds
        // its own timer (LSP_ANSWER_MS), and an idle server must not keep a finishing process running.
        this.child.unref();
        for (const stream of [this.child.stdin, this.child.stdout, this.child.stderr]) {
            stream?.unref?.();
        }
        this.child.stderr?.on("data", (chunk) => {
            this.stderr = (this.stderr + chunk.toString("utf8")).slice(-2000);
        });
        this.exited = new Promise((_, reject) => {
            const fail = (reason) => {
                this.exitReason ??= reason;
                reject(new LspUnavailable(this.exitReason));
            };
            this.child.on("error", (error) => fail(error.message));
            this.child.on("exit", (code, signal) => fail(checkMessages.types.lspExited(signal ?? String(code), this.lastError())));
        });
        // Observed by every run that races it; this keeps an exit between runs from being unhandled.
        this.exited.catch(() => undefined);
    }
    /** Set when the server exited or its connection ended: the session is never used again. */
    get failure() {
        return this.exitReason ?? this.closeReason;
    }
    get pid() {
        return this.child.pid;
    }
    lastError() {
        return (this.stderr
            .split("\n")
            .map((line) => line.trim())
            .find((line) => line !== "") ?? "");
    }
    start() {
        this.ready ??= (async () => {
            const { lsp, child, request } = this;
            if (!child.stdout || !child.stdin)
                throw new LspUnavailable(checkMessages.types.lspNoPipes);
            const connection = lsp.createProtocolConnection(new lsp.StreamMessageReader(child.stdout), new lsp.StreamMessageWriter(child.stdin));
            this.connection = connection;
            // The server registers file watchers and configuration sections with the client: accepted and
            // ignored, since qgate tells it about every change itself, before each run's requests.
            connection.onRequest(lsp.RegistrationRequest.type, () => undefined);
            connection.onRequest(lsp.UnregistrationRequest.type, () => undefined);
            // No settings of its own: the tsconfig decides, as for `tsc`.
            connection.onRequest(lsp.ConfigurationRequest.type, (params) => params.items.map(() => null));
            connection.onClose(() => {
                this.closeReason ??= checkMessages.types.lspClosed;
            });
            connection.listen();
            const rootUri = pathToFileURL(request.root).href;
            const result = await connection.sendRequest(lsp.InitializeRequest.type, {
                processId: process.pid,
                rootUri,
                workspaceFolders: [{ uri: rootUri, name: path.basename(request.root) }],
                capabilities: {
                    textDocument: {
                        synchronization: { didSave: false },
                        diagnostic: { dynamicRegistration: false, relatedDocumentSupport: false },
                        publishDiagnostics: {},
                    },
                    // Watching is the client's: the server then watches nothing itself (no second watcher
                    // racing qgate's own notifications).
                    workspace: { didChangeWatchedFiles: { dynamicRegistration: true }, workspaceFolders: true },
                },
            });
            if (!result.capabilities.diagnosticProvider) {
                throw new LspUnavailable(checkMessages.types.lspNoPullDiagnostics);
            }
            await connection.sendNotification(lsp.InitializedNotification.type, {});
        })();
        return this.ready;
    }
    /** Diagnostics of the files to report, after telling the server everything that changed. */
    async diagnose(request) {
        if (this.failure)
            throw new LspUnavailable(this.failure);
        const { lsp } = this;
        await this.start();
        const connection = this.connection;
        const overlay = request.overlay ?? new Map();
        const report = new Set(request.report);
        const deleted = new Set(request.deleted);
        // What the files to report read now: the snapshot's content, else the work tree's.
        const wanted = new Map();
        for (const file of report) {
            const text = overlay.has(file) ? overlay.get(file) : readText(file);
            if (typeof text === "string")
                wanted.set(file, text);
        }
        // The snapshot's other files are opened too, so the reported files see them as committed.
        for (const [file, text] of overlay)
            if (typeof text === "string")
                wanted.set(file, text);
        // Documents no longer wanted are closed first: the server then reads them from disk, as told below.
        for (const file of [...this.open.keys()]) {
            if (wanted.has(file))
                continue;
            this.open.delete(file);
            await connection.sendNotification(lsp.DidCloseTextDocumentNotification.type, {
                textDocument: { uri: pathToFileURL(file).href },
            });
            // Its disk content may have changed while it was open: told as changed below.
            this.stamps.set(file, "");
        }
        const changes = [];
        const seen = new Set([...request.projectFiles, ...this.stamps.keys(), ...deleted]);
        for (const file of seen) {
            const before = this.stamps.get(file);
            const now = deleted.has(file) ? undefined : stampOf(file);
            if (before === now)
                continue;
            const uri = pathToFileURL(file).href;
            if (now === undefined) {
                this.stamps.delete(file);
                changes.push({ uri, type: lsp.FileChangeType.Deleted });
            }
            else {
                this.stamps.set(file, now);
                changes.push({
                    uri,
                    type: before === undefined ? lsp.FileChangeType.Created : lsp.FileChangeType.Changed,
                });
            }
        }
        if (changes.length > 0) {
            await connection.sendNotification(lsp.DidChangeWatchedFilesNotification.type, { changes });
        }
        for (const [file, text] of wanted) {
            const uri = pathToFileURL(file).href;
            const document = this.open.get(file);
            if (!document) {
                this.open.set(file, { version: 1, text });
                await connection.sendNotification(lsp.DidOpenTextDocumentNotification.type, {
                    textDocument: { uri, languageId: languageId(file), version: 1, text },
                });
            }
            else if (document.text !== text) {
                document.version += 1;
                document.text = text;
                await connection.sendNotification(lsp.DidChangeTextDocumentNotification.type, {
                    textDocument: { uri, version: document.version },
                    contentChanges: [{ text }],
                });
            }
        }
        const diagnostics = new Map();
        await Promise.all([...report]
            .filter((file) => wanted.has(file))
            .map(async (file) => {
            const result = await connection.sendRequest(lsp.DocumentDiagnosticRequest.type, {
                textDocument: { uri: pathToFileURL(file).href },
            });
            // A full report: qgate never sends a previous result id, so the server has nothing to refer to.
            diagnostics.set(file, result.kind === "full" ? result.items : []);
        }));
        return diagnostics;
    }
    /** Whether the project's config files are as the session started with. */
    configUnchanged(configFiles) {
        const files = [...configFiles];
        if (files.length !== this.configStamps.size)
            return false;
        return files.every((file) => this.configStamps.has(file) && this.configStamps.get(file) === configStampOf(file));
    }
    /** Ends the server: asks it to exit, and kills its process group if it is still there. */
    close() {
        this.closeReason ??= checkMessages.types.lspClosed;
        this.connection?.dispose();
        this.child.stdin?.destroy();
        this.child.stdout?.destroy();
        this.child.stderr?.destroy();
        const pid = this.child.pid;
        if (pid !== undefined && this.child.exitCode === null && this.child.signalCode === null) {
            try {
                process.kill(-pid, "SIGKILL");
            }
            catch {
                // Already gone.
            }
        }
    }
}
const sessions = new Map();
function sessionKey(request) {
    return `${request.command.file}\0${request.command.args.join("\0")}\0${request.root}`;
}
/**
 * The diagnostics of `request.report`, from the project's language server (started on first use,
 * restarted when a config file changed or the last one died). Throws LspUnavailable when the server
 * cannot start, dies, or does not answer within LSP_ANSWER_MS; the session is then ended, and the
 * next run starts a new one.
 */
export async function lspDiagnostics(request) {
    const key = sessionKey(request);
    let session = sessions.get(key);
    if (session?.failure !== undefined) {
        // It died between runs: this run is a tsc run and says why, exactly as when it dies during one
        // (whether its exit was seen before this run or during it is a race); the next run starts anew.
        const reason = session.failure;
        session.close();
        sessions.delete(key);
        throw new LspUnavailable(reason);
    }
    if (session && !session.configUnchanged(request.configFiles)) {
        session.close();
        sessions.delete(key);
        session = undefined;
    }
    if (!session) {
        const lsp = await loadLsp();
        session = new LspSession(request, lsp);
        sessions.set(key, session);
    }
    // Registered on every run: a host that kills a timed-out run's processes kills the server too.
    request.registerChild(session.child);
    let timer;
    let onAbort;
    const bound = new Promise((_, reject) => {
        const bound = answerBoundMs;
        timer = setTimeout(() => reject(new LspUnavailable(checkMessages.types.lspNoAnswer(bound))), bound);
        onAbort = () => reject(new LspUnavailable(checkMessages.types.lspAborted));
        request.signal.addEventListener("abort", onAbort, { once: true });
    });
    try {
        const byFile = await Promise.race([session.diagnose(request), bound, session.exited]);
        const out = [];
        for (const [file, items] of byFile) {
            for (const item of items) {
                const diagnostic = lspToNative(file, item);
                if (diagnostic)
                    out.push(diagnostic);
            }
        }
        return out;
    }
    catch (error) {
        // A write to a server that has just died fails (EPIPE) before its exit is known: the exit, when it
        // comes soon, says better what happened.
        if (!request.signal.aborted)
            await Promise.race([session.exited.catch(() => undefined), delay(1000)]);
        const reason = session.failure ?? (error instanceof Error ? error.message : String(error));
        session.close();
        if (sessions.get(key) === session)
            sessions.delete(key);
        throw new LspUnavailable(reason);
    }
    finally {
        clearTimeout(timer);
        if (onAbort)
            request.signal.removeEventListener("abort", onAbort);
    }
}
/** Ends every server this process started (tests; a worker's end kills them through its host). */
export function closeLspSessions() {
    for (const session of sessions.values())
        session.close();
    sessions.clear();
}
/** The pids of the running servers (tests). */
export function lspSessionPids() {
    return [...sessions.values()].flatMap((session) => (session.pid === undefined ? [] : [session.pid]));
}
