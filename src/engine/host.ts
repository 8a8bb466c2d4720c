/**
 * Where checks execute. The worker host runs each check in its own long-lived worker thread: checks
 * run truly in parallel, a check that hangs in synchronous code (a runaway lint rule) can still be
 * killed on timeout, and each worker keeps its loaded tools warm for the next run in this process.
 * The inline host runs checks on the main thread (unit tests, and the fallback when dist/ is absent).
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker, type ResourceLimits } from "node:worker_threads";
import type { ChangedFile } from "../changes/change-set.js";
import type { SnapshotFile } from "../changes/snapshot.js";
import type { CheckContext, CheckFailure, CheckId, CheckResult, RunningChild } from "../checks/check.js";
import { emptyResult } from "../checks/check.js";
import { locateEslintConfig } from "../checks/lint/config.js";
import { getCheck } from "../checks/registry.js";
import { describeError } from "../errors.js";
import { killProcessTree } from "../util/process.js";
import { engineMessages } from "../messages.js";

/** Everything a check needs, as plain data (it crosses a thread boundary). */
export interface CheckRequest {
  id: CheckId;
  root: string;
  files: ChangedFile[];
  allFiles: ChangedFile[];
  snapshot?: SnapshotFile[];
  baseRevision?: string;
  /** CheckContext.compareWithBase. */
  compareWithBase?: boolean;
  options: Record<string, unknown>;
  fix: boolean;
  requireProjectTool: boolean;
  timeoutMs: number;
  /** The host serves run after run (CheckContext.longLived). */
  longLived?: boolean;
}

export interface CheckHost {
  /**
   * `onFilesDone` is told as the check finishes files (the progress line); `onStarted` when the check
   * starts, which may be after another check that shares its thread answered (its time counts from here).
   */
  run(
    request: CheckRequest,
    onFilesDone?: (count: number) => void,
    onStarted?: () => void,
  ): Promise<CheckResult>;
  close(): Promise<void>;
}

function failed(id: CheckId, errorType: CheckFailure["errorType"], message: string): CheckResult {
  return { ...emptyResult(), failures: [{ check: id, errorType, message }] };
}

function timedOut(request: CheckRequest): CheckResult {
  return failed(
    request.id,
    "tool_execution_failed",
    engineMessages.checkTimedOut(request.id, request.timeoutMs),
  );
}

/** Runs checks on the calling thread. A timeout aborts the check's signal and kills its child processes. */
/**
 * Runs one check request in this thread: the request's context, the given abort signal and child
 * registration; a crash becomes a tool_execution_failed failure. Inline hosts and worker threads share it.
 */
export async function runCheckRequest(
  request: CheckRequest,
  signal: AbortSignal,
  registerChild: CheckContext["registerChild"],
  onFilesDone?: (count: number) => void,
): Promise<CheckResult> {
  try {
    return await getCheck(request.id).run({
      root: request.root,
      files: request.files,
      allFiles: request.allFiles,
      snapshot: request.snapshot,
      baseRevision: request.baseRevision,
      compareWithBase: request.compareWithBase,
      options: request.options,
      fix: request.fix,
      requireProjectTool: request.requireProjectTool,
      longLived: request.longLived,
      signal,
      registerChild,
      onFilesDone,
    });
  } catch (error) {
    return failed(
      request.id,
      "tool_execution_failed",
      engineMessages.checkCrashed(request.id, describeError(error)),
    );
  }
}

/** The child's pid while it runs; undefined once it has exited (the number may be another process's). */
export function runningPid(child: RunningChild): number | undefined {
  return child.exitCode === null && child.signalCode === null ? child.pid : undefined;
}

export class InlineHost implements CheckHost {
  async run(
    request: CheckRequest,
    onFilesDone?: (count: number) => void,
    onStarted?: () => void,
  ): Promise<CheckResult> {
    onStarted?.();
    const controller = new AbortController();
    const children = new Set<RunningChild>();
    let timer: NodeJS.Timeout | undefined;
    const timeout = new Promise<CheckResult>((resolve) => {
      timer = setTimeout(() => {
        controller.abort();
        for (const child of children) {
          const pid = runningPid(child);
          if (pid !== undefined) killProcessTree(pid);
        }
        resolve(timedOut(request));
      }, request.timeoutMs);
    });
    const work = runCheckRequest(request, controller.signal, (child) => children.add(child), onFilesDone);
    try {
      return await Promise.race([work, timeout]);
    } finally {
      clearTimeout(timer);
    }
  }

  async close(): Promise<void> {}
}

/** Messages from check-worker.ts. */
export type WorkerMessage =
  | { type: "child"; pid: number }
  | { type: "child-exit"; pid: number }
  | { type: "files"; requestId: number; count: number }
  | { type: "result"; requestId: number; result: CheckResult };

interface Queued {
  request: CheckRequest;
  resolve: (result: CheckResult) => void;
  onFilesDone?: ((count: number) => void) | undefined;
  onStarted?: (() => void) | undefined;
}

interface Pending extends Queued {
  timer: NodeJS.Timeout;
}

/**
 * One worker thread, running one request at a time: what a tool prints belongs to the request that runs
 * (check-worker.ts), and a request's timeout starts when its thread starts it, not while it waits
 * behind another check that shares the thread.
 */
class CheckWorker {
  readonly worker: Worker;
  /** The pids of the tool processes this worker started that still run (the worker says when each exits). */
  readonly children = new Set<number>();
  readonly pending = new Map<number, Pending>();
  private readonly queue: Queued[] = [];
  private nextId = 1;
  /** Killed: what is queued waits for the exit, and then runs elsewhere. */
  private stopping = false;

  /** `onDead` gets the requests still queued, never started, to run elsewhere. */
  constructor(
    private readonly thread: string,
    workerFile: string,
    private readonly onDead: (queued: Queued[]) => void,
    resourceLimits: ResourceLimits | undefined,
  ) {
    this.worker = new Worker(workerFile, {
      workerData: { thread },
      stdout: false,
      stderr: false,
      ...(resourceLimits ? { resourceLimits } : {}),
    });
    this.worker.unref();
    this.worker.on("message", (message: WorkerMessage) => {
      if (message.type === "child") this.children.add(message.pid);
      else if (message.type === "child-exit") this.children.delete(message.pid);
      else if (message.type === "files") this.pending.get(message.requestId)?.onFilesDone?.(message.count);
      else this.settle(message.requestId, message.result);
    });
    this.worker.on("error", (error) =>
      this.die((id) => engineMessages.checkCrashed(id, describeError(error))),
    );
    this.worker.on("exit", (code) => this.die((id) => engineMessages.workerExited(id, code)));
  }

  run(queued: Queued): void {
    this.queue.push(queued);
    this.next();
  }

  private next(): void {
    if (this.stopping || this.pending.size > 0) return;
    const queued = this.queue.shift();
    if (!queued) return;
    const { request, resolve } = queued;
    const requestId = this.nextId++;
    const timer = setTimeout(() => {
      this.pending.delete(requestId);
      resolve(timedOut(request));
      this.kill();
    }, request.timeoutMs);
    this.pending.set(requestId, { ...queued, timer });
    queued.onStarted?.();
    // Progress messages cost a post per file: asked for only when someone listens.
    this.worker.postMessage({ type: "run", requestId, request, progress: queued.onFilesDone !== undefined });
  }

  private settle(requestId: number, result: CheckResult): void {
    const pending = this.pending.get(requestId);
    if (!pending) return;
    clearTimeout(pending.timer);
    this.pending.delete(requestId);
    pending.resolve(result);
    this.next();
  }

  /** The worker ended: the running request fails with `message` (naming its check, not the thread). */
  private die(message: (id: CheckId) => string): void {
    for (const [requestId, pending] of this.pending) {
      clearTimeout(pending.timer);
      this.pending.delete(requestId);
      pending.resolve(failed(pending.request.id, "tool_execution_failed", message(pending.request.id)));
    }
    this.onDead(this.queue.splice(0));
  }

  kill(): void {
    this.stopping = true;
    for (const pid of this.children) killProcessTree(pid);
    this.children.clear();
    void this.worker.terminate();
  }
}

/** Resolves the compiled worker script (tests import src/ but run workers from dist/). */
export function workerScript(): string | undefined {
  const here = fileURLToPath(import.meta.url);
  const candidate = here.endsWith(".ts")
    ? fileURLToPath(new URL("../../dist/engine/check-worker.js", import.meta.url))
    : fileURLToPath(new URL("./check-worker.js", import.meta.url));
  return existsSync(candidate) ? candidate : undefined;
}

/** V8's limits for one thread's worker (`resourceLimits`); undefined: V8's defaults. */
export type WorkerLimits = (thread: string) => ResourceLimits | undefined;

/** Which thread runs a request: a check's own, or one it shares with another check. */
export type ThreadFor = (request: CheckRequest) => string;

/** A thread per check: what a long-lived host (the daemon) runs, so that warm checks run in parallel. */
export const threadPerCheck: ThreadFor = (request) => request.id;

/**
 * Security's dangerous-pattern scan runs on qgate's ESLint with typescript-eslint's parser and
 * TypeScript, and so does lint where no ESLint config of the project governs a file (qgate's default
 * config): loading them is most of what either check costs on a cold run. So on such a cold run the
 * two share a thread, one after the other, and one load serves both: on the demo, two cores, 24% less
 * CPU and 18% less time for the whole run (3,860 against 2,930 ms of CPU, nine runs each, alternated,
 * measured by hand: docs/performance.md; types in that thread too saved a little more CPU but took
 * longer).
 *
 * Not where the project has an ESLint config: its ESLint and typescript-eslint may be the very
 * modules qgate's resolve to (npm hoists and dedupes them), and in one thread they would be one
 * instance, whose TypeScript is the project's for lint and qgate's own for security
 * (lint/bundled-typescript.ts); in two threads each loads its own. Nor with many files, where the
 * scan's own work outweighs the load it saves (a judgement, not a measurement: a few ms a file
 * against about 700 ms).
 */
export const SHARED_THREAD_MAX_FILES = 200;
export const coldThreads: ThreadFor = (request) =>
  request.id === "security" &&
  request.files.length <= SHARED_THREAD_MAX_FILES &&
  noProjectEslintConfig(request)
    ? "lint"
    : request.id;

/** Whether no file of the run (`allFiles`: lint's files too) is under an ESLint config of the project. */
function noProjectEslintConfig(request: CheckRequest): boolean {
  const seen = new Set<string>();
  return request.allFiles.every((file) => {
    const dir = path.dirname(file.absPath);
    if (seen.has(dir)) return true;
    seen.add(dir);
    return locateEslintConfig(file.absPath, request.root, request.root).kind === "none";
  });
}

export class WorkerHost implements CheckHost {
  private readonly workers = new Map<string, CheckWorker>();
  private closed = false;

  constructor(
    private readonly script: string,
    private readonly limits?: WorkerLimits,
    private readonly threadFor: ThreadFor = threadPerCheck,
  ) {}

  run(
    request: CheckRequest,
    onFilesDone?: (count: number) => void,
    onStarted?: () => void,
  ): Promise<CheckResult> {
    return new Promise((resolve) =>
      this.dispatch(this.threadFor(request), { request, resolve, onFilesDone, onStarted }),
    );
  }

  private dispatch(thread: string, queued: Queued): void {
    let worker = this.workers.get(thread);
    if (!worker) {
      const created: CheckWorker = new CheckWorker(
        thread,
        this.script,
        (orphans) => {
          if (this.workers.get(thread) === created) this.workers.delete(thread);
          // A request that never started (its thread's other check timed out or crashed) runs in a
          // thread of its own: one check's failure is never another's. Not once the host is closed.
          for (const orphan of orphans) {
            if (this.closed) {
              orphan.resolve(
                failed(
                  orphan.request.id,
                  "tool_execution_failed",
                  engineMessages.hostClosed(orphan.request.id),
                ),
              );
            } else this.dispatch(orphan.request.id, orphan);
          }
        },
        this.limits?.(thread),
      );
      worker = created;
      this.workers.set(thread, worker);
    }
    worker.run(queued);
  }

  /** Ends every worker and every tool process they started (a daemon's stop leaves nothing behind). */
  async close(): Promise<void> {
    this.closed = true;
    const all = [...this.workers.values()];
    this.workers.clear();
    for (const w of all) for (const pid of w.children) killProcessTree(pid);
    await Promise.all(all.map((w) => w.worker.terminate()));
  }
}

/**
 * A long-lived process (the daemon) keeps one host per project root, so tools stay loaded between
 * requests; `runChecks` asks here before creating (and afterwards closing) a host of its own.
 */
let sharedHosts: ((root: string) => CheckHost | undefined) | undefined;

export function provideSharedHosts(provider: ((root: string) => CheckHost | undefined) | undefined): void {
  sharedHosts = provider;
}

export function sharedHostFor(root: string): CheckHost | undefined {
  return sharedHosts?.(root);
}

let coldHostKind: "worker" | "inline" = "worker";

/**
 * Where a run that brings no host runs its checks: worker threads (the default: truly parallel, and a
 * check that hangs can be killed on its timeout), or this thread. For an embedder that runs qgate's
 * command line in its own process, one run at a time, and needs no per-check kill: the integration
 * tests (test/helpers/in-process.ts), where this thread's loaded tools then serve each next run and
 * a run costs its checks, not three threads loading Prettier, ESLint and TypeScript again. Runs stay
 * cold otherwise: no shared host, no long-lived checks, the project's lock taken.
 */
export function setColdHostKind(kind: "worker" | "inline"): void {
  coldHostKind = kind;
}

/**
 * The default host: workers when the compiled worker exists, inline otherwise. `limits`: V8's limits
 * per thread (the daemon's: daemon/memory.ts); `threadFor`: which checks share a thread (a cold run's
 * by default; the daemon keeps one per check).
 */
export function createHost(
  kind: "worker" | "inline" = coldHostKind,
  limits?: WorkerLimits,
  threadFor: ThreadFor = coldThreads,
): CheckHost {
  const script = kind === "worker" ? workerScript() : undefined;
  return script ? new WorkerHost(script, limits, threadFor) : new InlineHost();
}
