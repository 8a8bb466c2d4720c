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
import { spawn } from "node:child_process";
import { mkdirSync, readdirSync, rmSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { threadId } from "node:worker_threads";
import { homeDir } from "../util/home.js";
/** How long one answer (the server's start included) may take before the CLI runs instead. */
export const SERVER_ANSWER_MS = 10_000;
/** File extensions Biome formats and lints as JavaScript, TypeScript, JSON or CSS. */
const SERVED = /\.(?:[cm]?[jt]sx?|json|jsonc|css)$/i;
/** The config files a session's project reads: when one changes, the session starts again. */
const CONFIG_NAMES = ["biome.json", "biome.jsonc", ".gitignore", ".ignore", ".editorconfig"];
function stampOf(file) {
    const stat = statSync(file, { throwIfNoEntry: false, bigint: true });
    return stat ? `${stat.mtimeNs}:${stat.size}:${stat.ino}` : "-";
}
/** The configs above and in `dir`, up to the filesystem's root: Biome looks up for its own. */
function configStamps(dir) {
    const stamps = [];
    for (let current = dir;; current = path.dirname(current)) {
        for (const name of CONFIG_NAMES)
            stamps.push(stampOf(path.join(current, name)));
        if (path.dirname(current) === current)
            break;
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
    if (Buffer.byteLength(path.join(dir, "biome", "biome-daemon", "biome-socket-99.99.99")) > 100) {
        return undefined;
    }
    try {
        mkdirSync(dir, { recursive: true, mode: 0o700 });
    }
    catch {
        return undefined;
    }
    // The directories of processes that have ended (their servers ended with them) go.
    for (const name of readdirSafe(parent)) {
        const pid = Number(/^(\d+)-\d+$/.exec(name)?.[1]);
        if (pid && pid !== process.pid && !alive(pid)) {
            rmSync(path.join(parent, name), { recursive: true, force: true });
        }
    }
    return dir;
}
function readdirSafe(dir) {
    try {
        return readdirSync(dir);
    }
    catch {
        return [];
    }
}
function alive(pid) {
    try {
        process.kill(pid, 0);
        return true;
    }
    catch (error) {
        return error.code === "EPERM";
    }
}
let lspModule;
class BiomeSession {
    dir;
    lsp;
    child;
    connection;
    ready;
    version = 0;
    supported = new Map();
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
            stdio: ["pipe", "pipe", "ignore"],
            env: { ...process.env, NO_COLOR: "1", ...(cacheHome ? { XDG_CACHE_HOME: cacheHome } : {}) },
        });
        // An idle session must not keep a finishing worker alive; a pending answer holds its own timer.
        this.child.unref();
        for (const stream of [this.child.stdin, this.child.stdout]) {
            stream?.unref?.();
        }
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
            if (!child.stdout || !child.stdin)
                throw new Error("no pipes");
            const connection = lsp.createProtocolConnection(new lsp.StreamMessageReader(child.stdout), new lsp.StreamMessageWriter(child.stdin));
            this.connection = connection;
            // Biome logs this line once its `initialized` handler has loaded the project's configuration
            // (every Biome since Rome): the project opened after it carries the project's settings.
            // A configuration it cannot load is logged as an error before that line, and the server then
            // runs with Biome's defaults: such a session is refused, and the CLI says what is wrong.
            const initialized = new Promise((resolve) => {
                connection.onNotification(lsp.LogMessageNotification.type, (params) => {
                    if (params.type === lsp.MessageType.Error && !this.loaded)
                        this.refused = true;
                    if (params.message.startsWith("Server initialized")) {
                        this.loaded = true;
                        resolve();
                    }
                });
            });
            connection.onRequest(lsp.ConfigurationRequest.type, (params) => params.items.map(() => null));
            connection.onRequest(lsp.RegistrationRequest.type, () => undefined);
            connection.onRequest(lsp.UnregistrationRequest.type, () => undefined);
            connection.onClose(() => {
                this.failed = true;
            });
            connection.listen();
            const rootUri = pathToFileURL(dir).href;
            await connection.sendRequest(lsp.InitializeRequest.type, {
                processId: process.pid,
                rootUri,
                workspaceFolders: [{ uri: rootUri, name: path.basename(dir) }],
                capabilities: { workspace: { configuration: true, workspaceFolders: true } },
            });
            await connection.sendNotification(lsp.InitializedNotification.type, {});
            await initialized;
            if (this.refused)
                throw new Error("configuration not loaded");
            const opened = await connection.sendRequest("biome/open_project", {
                path: dir,
                openUninitialized: true,
            });
            if (typeof opened?.projectKey !== "number")
                throw new Error("no project key");
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
        if (known !== undefined)
            return known;
        const wanted = feature === "format" ? ["format"] : ["lint", "assist"];
        const features = await this.connection.sendRequest("biome/file_features", { projectKey, path: file, features: wanted });
        const supported = features?.featuresSupported ?? {};
        const answer = wanted.every((name) => supported[name] === "supported");
        this.supported.set(key, answer);
        return answer;
    }
    /** Opens `file` with `text` (a new version each time), when its feature is served here. */
    async open(file, text, feature) {
        const projectKey = await this.start();
        const connection = this.connection;
        if (!(await this.supports(projectKey, file, feature)))
            return undefined;
        this.version += 1;
        await connection.sendRequest("biome/open_file", {
            projectKey,
            path: file,
            content: { type: "fromClient", content: text, version: this.version },
        });
        return projectKey;
    }
    async format(file, text) {
        const projectKey = await this.open(file, text, "format");
        if (projectKey === undefined)
            return undefined;
        const printed = await this.connection.sendRequest("biome/format_file", {
            projectKey,
            path: file,
        });
        return typeof printed?.code === "string" ? printed.code : undefined;
    }
    async diagnostics(file, text) {
        const projectKey = await this.open(file, text, "lint");
        if (projectKey === undefined)
            return undefined;
        const pulled = await this.connection.sendRequest("biome/pull_diagnostics", {
            projectKey,
            path: file,
            categories: ["syntax", "lint", "action"],
            pullCodeActions: false,
        });
        if (!Array.isArray(pulled?.diagnostics) || (pulled.skippedDiagnostics ?? 0) > 0)
            return undefined;
        return pulled.diagnostics;
    }
    close() {
        this.failed = true;
        this.connection?.dispose();
        this.child.stdin?.destroy();
        this.child.stdout?.destroy();
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
async function sessionFor(command, dir) {
    const key = `${command.file}\0${command.args.join("\0")}\0${dir}`;
    let session = sessions.get(key);
    if (session && (session.failed || session.stamps !== configStamps(dir))) {
        session.close();
        sessions.delete(key);
        session = undefined;
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
    if (!context.longLived || context.fix || !SERVED.test(file) || context.signal.aborted)
        return undefined;
    let session;
    let timer;
    try {
        session = await sessionFor(command, dir);
        // Registered on every run: a host that kills a timed-out run's processes ends the server's proxy.
        context.registerChild(session.child);
        const bound = new Promise((_, reject) => {
            timer = setTimeout(() => reject(new Error("no answer")), SERVER_ANSWER_MS);
        });
        return await Promise.race([ask(session), bound]);
    }
    catch (error) {
        // The CLI says what it is. An error answer (a parse error, a file the workspace refuses) leaves
        // the server as it was; a dead, closed or silent server is ended, and the next run starts anew.
        const answered = typeof error?.code === "number";
        if (session && !session.refused && (session.failed || !answered)) {
            session.close();
            for (const [key, value] of sessions)
                if (value === session)
                    sessions.delete(key);
        }
        return undefined;
    }
    finally {
        clearTimeout(timer);
    }
}
/** `text` formatted by the project's Biome as `file`, from the warm server; undefined: run the CLI. */
export function formatWithServer(command, dir, file, text, context) {
    return served(command, dir, file, context, (session) => session.format(file, text));
}
/**
 * Biome's lint and assist diagnostics of `file` at `text`, from the warm server; undefined when a
 * diagnostic is a parse error (the CLI reports those) or the file is not served here.
 */
export function diagnoseWithServer(command, dir, file, text, context) {
    return served(command, dir, file, context, async (session) => {
        const diagnostics = await session.diagnostics(file, text);
        if (!diagnostics || diagnostics.some((item) => !item.category || item.category === "parse")) {
            return undefined;
        }
        return diagnostics;
    });
}
/** Ends every server this process started (tests). */
export function closeBiomeSessions() {
    for (const session of sessions.values())
        session.close();
    sessions.clear();
}
