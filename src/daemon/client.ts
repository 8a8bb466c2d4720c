/**
 * The thin client: `bin/qgate.js` hands `qgate hook` and `qgate check` here. It reads what the command
 * would read from stdin, forwards argv, stdin, cwd, the environment and the terminal flags to the
 * daemon, and prints the answer byte for byte. It loads neither the engine nor any tool: only when the
 * daemon cannot serve (none running for `check`, switched off, unreachable, another version, a
 * failure mid-request) does it import the CLI and run the gate in this process, saying why once on
 * stderr when a daemon was expected. It never passes silently.
 */
import { spawn } from "node:child_process";
import { openSync, readFileSync, statSync } from "node:fs";
import net from "node:net";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { splitHookArgs } from "../cli/hook-args.js";
import { daemonEnvironment } from "./memory.js";
import { daemonFiles, ensurePrivateDir, INSTALL_DIR, type DaemonFiles } from "./paths.js";
import { readLines, writeFrame, type DaemonFrame, type RunRequest } from "./protocol.js";
import type { RunCli } from "./run-request.js";
import { readStdinText } from "../util/read-stdin.js";
import { daemonMessages } from "../messages.js";

/** The hook's stdin caps, as in events/stdin.ts (kept here so the engine is not loaded). */
const CONNECT_TIMEOUT_MS = 1000;
/** Waiting in the daemon's queue behind other requests. */
const QUEUE_TIMEOUT_MS = 120_000;

export const VERSION = (
  JSON.parse(readFileSync(path.join(INSTALL_DIR, "package.json"), "utf8")) as { version: string }
).version;

/**
 * This install's build: its version and when its code was written. A rebuild or a reinstall from git
 * keeps the version; the build tells a daemon started from the older code apart, and it is replaced.
 */
export const BUILD = `${VERSION}, built ${new Date(statSync(fileURLToPath(import.meta.url)).mtimeMs).toISOString()}`;

type Stdin = { text: string } | { tooLarge: true } | undefined;

/** Whether the environment switches the daemon off (QGATE_DAEMON=0/false/off). */
export function daemonDisabled(env: NodeJS.ProcessEnv): boolean {
  const value = (env.QGATE_DAEMON ?? "").toLowerCase();
  return value === "0" || value === "false" || value === "off" || value === "no";
}

/** What the command reads from stdin, with the same rules as the cold readers. */
function stdinNeed(argv: string[]): { idleMs: number } | "all" | undefined {
  const [command, ...rest] = argv;
  if (command === "check") {
    const end = rest.indexOf("--");
    return (end === -1 ? rest : rest.slice(0, end)).includes("--diff-stdin") ? "all" : undefined;
  }
  if (command !== "hook") return undefined;
  try {
    const { options, rest: after } = splitHookArgs(rest);
    if (options.help) return undefined;
    if (after.length === 0) return { idleMs: 10_000 };
    return after[0] === "user-prompt-submit" ? { idleMs: 1000 } : undefined;
  } catch {
    return undefined; // A usage error, answered without reading stdin.
  }
}

function readAll(idleMs: number | undefined): Promise<Stdin> {
  return readStdinText(idleMs);
}

function connect(socket: string): Promise<net.Socket> {
  return new Promise((resolve, reject) => {
    const connection = net.connect(socket);
    const timer = setTimeout(() => {
      connection.destroy();
      reject(Object.assign(new Error(daemonMessages.connectTimedOut), { code: "ETIMEDOUT" }));
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
export function spawnDaemon(files: DaemonFiles, extraArgs: string[] = []): void {
  ensurePrivateDir(files.dir);
  const log = openSync(files.log, "a", 0o600);
  const child = spawn(
    process.execPath,
    [path.join(INSTALL_DIR, "bin", "qgate.js"), "daemon", "run", ...extraArgs],
    {
      detached: true,
      stdio: ["ignore", log, log],
      cwd: path.parse(process.cwd()).root,
      env: daemonEnvironment(process.env),
    },
  );
  child.unref();
}

async function connectOrStart(files: DaemonFiles, autostart: boolean): Promise<net.Socket | undefined> {
  try {
    return await connect(files.socket);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code;
    if (!autostart || (code !== "ENOENT" && code !== "ECONNREFUSED")) {
      if (code === "ENOENT" || code === "ECONNREFUSED") return undefined;
      throw error;
    }
  }
  spawnDaemon(files);
  // Its socket appears once it listens (a few hundred ms: node starts, the server module loads).
  const until = Date.now() + 5000;
  let wait = 20;
  while (Date.now() < until) {
    await new Promise((resolve) => setTimeout(resolve, wait));
    wait = Math.min(wait * 2, 200);
    try {
      return await connect(files.socket);
    } catch {
      // Not yet.
    }
  }
  throw new Error(daemonMessages.startTimedOut);
}

class Unserved extends Error {
  constructor(
    message: string,
    /** Say it on stderr (a daemon was expected but could not serve). */
    readonly loud = true,
  ) {
    super(message);
  }
}

function ask(socket: net.Socket, request: RunRequest): Promise<Extract<DaemonFrame, { type: "result" }>> {
  return new Promise((resolve, reject) => {
    let settled = false;
    let timer = setTimeout(() => fail(daemonMessages.queueTimedOut), QUEUE_TIMEOUT_MS);
    const fail = (message: string) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      socket.destroy();
      reject(new Unserved(message));
    };
    readLines(socket, (line) => {
      let frame: DaemonFrame;
      try {
        frame = JSON.parse(line) as DaemonFrame;
      } catch {
        fail(daemonMessages.notJson);
        return;
      }
      if (frame.type === "running") {
        clearTimeout(timer);
        timer = setTimeout(
          () => fail(daemonMessages.noAnswerWithin(Math.round(frame.deadlineMs / 1000))),
          frame.deadlineMs,
        );
      } else if (frame.type === "live") {
        process.stderr.write(Buffer.from(frame.stderr, "base64"));
      } else if (frame.type === "result") {
        settled = true;
        clearTimeout(timer);
        socket.end();
        resolve(frame);
      } else if (frame.type === "error") {
        if (frame.code === "version") {
          // An older or newer daemon of this install: ask it to stop, so the next hook starts a fresh one.
          void stopDaemon(daemonFiles(process.env)).catch(() => undefined);
        }
        if (frame.code === "disabled") {
          settled = true;
          clearTimeout(timer);
          socket.destroy();
          reject(new Unserved(frame.message, false));
          return;
        }
        fail(frame.message);
      } else fail(daemonMessages.unexpectedAnswer(frame.type));
    });
    socket.once("close", () => fail(daemonMessages.stoppedMidRequest));
    socket.once("error", (error: NodeJS.ErrnoException) =>
      fail(daemonMessages.connectionError(error.code ?? "error")),
    );
    writeFrame(socket, request);
  });
}

/** Sends `stop` to a running daemon; resolves false when none answered. */
export async function stopDaemon(files: DaemonFiles): Promise<boolean> {
  let socket: net.Socket;
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
    writeFrame(socket, { type: "stop", token });
  });
}

async function serve(argv: string[], stdin: Stdin): Promise<number | undefined> {
  const env = process.env;
  const files = daemonFiles(env);
  const autostart = argv[0] === "hook" && env.CI !== "true";
  let socket: net.Socket | undefined;
  try {
    socket = await connectOrStart(files, autostart);
  } catch (error) {
    throw new Unserved(daemonMessages.unreachable((error as Error).message));
  }
  if (!socket) return undefined;
  let token: string;
  try {
    token = readFileSync(files.token, "utf8").trim();
  } catch {
    socket.destroy();
    throw new Unserved("the daemon's token file is missing");
  }
  const request: RunRequest = {
    type: "run",
    token,
    version: BUILD,
    argv,
    cwd: process.cwd(),
    env: Object.fromEntries(
      Object.entries(env).filter((entry): entry is [string, string] => entry[1] !== undefined),
    ),
    ...(stdin && "text" in stdin ? { stdin: stdin.text } : {}),
    ...(stdin && "tooLarge" in stdin ? { stdinTooLarge: true } : {}),
    stdinIsTTY: Boolean(process.stdin.isTTY),
    stdoutIsTTY: Boolean(process.stdout.isTTY),
    stderrIsTTY: Boolean(process.stderr.isTTY),
  };
  const result = await ask(socket, request);
  process.stdout.write(Buffer.from(result.stdout, "base64"));
  process.stderr.write(Buffer.from(result.stderr, "base64"));
  return result.exitCode;
}

/** `qgate hook` / `qgate check` through the daemon when it can serve, else in this process. */
export async function runClient(argv: string[], runCold: RunCli): Promise<number> {
  const need = stdinNeed(argv);
  const stdin = need === undefined ? undefined : await readAll(need === "all" ? undefined : need.idleMs);
  if (!daemonDisabled(process.env)) {
    try {
      const code = await serve(argv, stdin);
      if (code !== undefined) return code;
    } catch (error) {
      if (!(error instanceof Unserved) || error.loud)
        process.stderr.write(`${daemonMessages.checkedWithout((error as Error).message)}\n`);
    }
  }
  return runCold(
    argv,
    stdin === undefined ? {} : { stdin: "text" in stdin ? { text: stdin.text } : { tooLarge: true } },
  );
}
