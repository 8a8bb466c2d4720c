/**
 * Cold runs on one project take turns. An assistant runs the hooks of parallel tool calls at the same
 * time: 16 cold runs on 2 cores thrashed until every security check hit its timeout, and in strict
 * mode 16 blocks came from no code at all. A lock per project root (a file in a per-user directory,
 * never in the project) makes them run one after another; check timeouts start only once a run holds
 * it, so waiting never counts against a check. A lock whose holder died is taken over (pid check, and
 * an age limit for pids reused after a reboot), and a wait has its own upper bound.
 */
import { createHash } from "node:crypto";
import { closeSync, mkdirSync, openSync, readFileSync, statSync, unlinkSync, writeSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { isAlive } from "../util/process.js";

export interface ProjectLock {
  /** Milliseconds spent waiting for another run. */
  waitedMs: number;
  /** False when the wait hit its bound and the run went ahead without the lock. */
  held: boolean;
  release(): void;
}

/** A holder this old is presumed gone (its pid may have been reused). */
const STALE_MS = 30 * 60_000;

function lockDir(env: NodeJS.ProcessEnv): string {
  const user = typeof process.getuid === "function" ? String(process.getuid()) : os.userInfo().username;
  return env.QGATE_LOCK_DIR || path.join(os.tmpdir(), `qgate-${user}`, "locks");
}

/** Whether the lock file's holder is gone (dead pid, unreadable, or too old). */
function stale(file: string): boolean {
  try {
    const pid = Number(readFileSync(file, "utf8").trim());
    const age = Date.now() - statSync(file).mtimeMs;
    return !Number.isInteger(pid) || pid <= 0 || !isAlive(pid) || age > STALE_MS;
  } catch (error) {
    // Gone between the failed create and this read: try again at once.
    return (error as NodeJS.ErrnoException).code === "ENOENT";
  }
}

function tryCreate(file: string): boolean {
  try {
    const fd = openSync(file, "wx", 0o600);
    writeSync(fd, `${process.pid}\n`);
    closeSync(fd);
    return true;
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === "EEXIST") return false;
    throw error;
  }
}

/**
 * Waits for the project's lock and takes it. Never throws: a lock directory that cannot be used
 * means running without the lock, as before.
 */
export async function lockProject(
  root: string,
  options: { maxWaitMs?: number; env?: NodeJS.ProcessEnv } = {},
): Promise<ProjectLock> {
  const env = options.env ?? process.env;
  const maxWaitMs = options.maxWaitMs ?? 10 * 60_000;
  const started = Date.now();
  let file: string;
  try {
    const dir = lockDir(env);
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    file = path.join(dir, `${createHash("sha256").update(root).digest("hex").slice(0, 24)}.lock`);
  } catch {
    return { waitedMs: 0, held: false, release: () => undefined };
  }
  let delay = 25;
  for (;;) {
    let created: boolean;
    try {
      created = tryCreate(file);
    } catch {
      return { waitedMs: Date.now() - started, held: false, release: () => undefined };
    }
    if (created) {
      return {
        waitedMs: Date.now() - started,
        held: true,
        release: () => {
          try {
            if (readFileSync(file, "utf8").trim() === String(process.pid)) unlinkSync(file);
          } catch {
            // Already gone.
          }
        },
      };
    }
    if (stale(file)) {
      try {
        unlinkSync(file);
      } catch {
        // Another waiter took it over first.
      }
      continue;
    }
    if (Date.now() - started >= maxWaitMs)
      return { waitedMs: Date.now() - started, held: false, release: () => undefined };
    await new Promise((resolve) => setTimeout(resolve, delay));
    delay = Math.min(delay * 2, 250);
  }
}
