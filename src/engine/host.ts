/**
 * Where checks execute. The worker host runs each check in its own long-lived worker thread: checks
 * run truly in parallel, a check that hangs in synchronous code (a runaway lint rule) can still be
 * killed on timeout, and each worker keeps its loaded tools warm for the next run in this process.
 * The inline host runs checks on the main thread (unit tests, and the fallback when dist/ is absent).
 */
import { existsSync } from "node:fs";
import { fileURLToPath } from "node:url";
import { Worker, type ResourceLimits } from "node:worker_threads";
import type { ChangedFile } from "../changes/change-set.js";
import type { SnapshotFile } from "../changes/snapshot.js";
import type { CheckContext, CheckFailure, CheckId, CheckResult, RunningChild } from "../checks/check.js";
import { emptyResult } from "../checks/check.js";
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
  /** `onFilesDone` is told as the check finishes files (the progress line). */
  run(request: CheckRequest, onFilesDone?: (count: number) => void): Promise<CheckResult>;
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
  async run(request: CheckRequest, onFilesDone?: (count: number) => void): Promise<CheckResult> {
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

interface Pending {
  request: CheckRequest;
  resolve: (result: CheckResult) => void;
  timer: NodeJS.Timeout;
  onFilesDone?: ((count: number) => void) | undefined;
}

class CheckWorker {
  readonly worker: Worker;
  /** The pids of the tool processes this worker started that still run (the worker says when each exits). */
  readonly children = new Set<number>();
  readonly pending = new Map<number, Pending>();
  private nextId = 1;

  constructor(
    private readonly id: CheckId,
    workerFile: string,
    private readonly onDead: () => void,
    resourceLimits: ResourceLimits | undefined,
  ) {
    this.worker = new Worker(workerFile, {
      workerData: { id },
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
    this.worker.on("error", (error) => this.die(engineMessages.checkCrashed(this.id, describeError(error))));
    this.worker.on("exit", (code) => this.die(engineMessages.workerExited(this.id, code)));
  }

  run(request: CheckRequest, onFilesDone?: (count: number) => void): Promise<CheckResult> {
    return new Promise((resolve) => {
      const requestId = this.nextId++;
      const timer = setTimeout(() => {
        this.pending.delete(requestId);
        resolve(timedOut(request));
        this.kill();
      }, request.timeoutMs);
      this.pending.set(requestId, { request, resolve, timer, onFilesDone });
      // Progress messages cost a post per file: asked for only when someone listens.
      this.worker.postMessage({ type: "run", requestId, request, progress: onFilesDone !== undefined });
    });
  }

  private settle(requestId: number, result: CheckResult): void {
    const pending = this.pending.get(requestId);
    if (!pending) return;
    clearTimeout(pending.timer);
    this.pending.delete(requestId);
    pending.resolve(result);
  }

  /** Ends the worker and every process it started; pending runs fail with `message`. */
  private die(message: string): void {
    for (const [requestId, pending] of this.pending) {
      clearTimeout(pending.timer);
      this.pending.delete(requestId);
      pending.resolve(failed(pending.request.id, "tool_execution_failed", message));
    }
    this.onDead();
  }

  kill(): void {
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

/** V8's limits for one check's worker (`resourceLimits`); undefined: V8's defaults. */
export type WorkerLimits = (id: CheckId) => ResourceLimits | undefined;

export class WorkerHost implements CheckHost {
  private readonly workers = new Map<CheckId, CheckWorker>();

  constructor(
    private readonly script: string,
    private readonly limits?: WorkerLimits,
  ) {}

  run(request: CheckRequest, onFilesDone?: (count: number) => void): Promise<CheckResult> {
    let worker = this.workers.get(request.id);
    if (!worker) {
      const created: CheckWorker = new CheckWorker(
        request.id,
        this.script,
        () => {
          if (this.workers.get(request.id) === created) this.workers.delete(request.id);
        },
        this.limits?.(request.id),
      );
      worker = created;
      this.workers.set(request.id, worker);
    }
    return worker.run(request, onFilesDone);
  }

  /** Ends every worker and every tool process they started (a daemon's stop leaves nothing behind). */
  async close(): Promise<void> {
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

/**
 * The default host: workers when the compiled worker exists, inline otherwise. `limits`: V8's limits
 * per check's worker (the daemon's: daemon/memory.ts).
 */
export function createHost(kind: "worker" | "inline" = "worker", limits?: WorkerLimits): CheckHost {
  const script = kind === "worker" ? workerScript() : undefined;
  return script ? new WorkerHost(script, limits) : new InlineHost();
}
