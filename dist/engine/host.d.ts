import { type ResourceLimits } from "node:worker_threads";
import type { ChangedFile } from "../changes/change-set.js";
import type { SnapshotFile } from "../changes/snapshot.js";
import type { CheckContext, CheckId, CheckResult, RunningChild } from "../checks/check.js";
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
    run(request: CheckRequest, onFilesDone?: (count: number) => void, onStarted?: () => void): Promise<CheckResult>;
    close(): Promise<void>;
}
/** Runs checks on the calling thread. A timeout aborts the check's signal and kills its child processes. */
/**
 * Runs one check request in this thread: the request's context, the given abort signal and child
 * registration; a crash becomes a tool_execution_failed failure. Inline hosts and worker threads share it.
 */
export declare function runCheckRequest(request: CheckRequest, signal: AbortSignal, registerChild: CheckContext["registerChild"], onFilesDone?: (count: number) => void): Promise<CheckResult>;
/** The child's pid while it runs; undefined once it has exited (the number may be another process's). */
export declare function runningPid(child: RunningChild): number | undefined;
export declare class InlineHost implements CheckHost {
    run(request: CheckRequest, onFilesDone?: (count: number) => void, onStarted?: () => void): Promise<CheckResult>;
    close(): Promise<void>;
}
/** Messages from check-worker.ts. */
export type WorkerMessage = {
    type: "child";
    pid: number;
} | {
    type: "child-exit";
    pid: number;
} | {
    type: "files";
    requestId: number;
    count: number;
} | {
    type: "result";
    requestId: number;
    result: CheckResult;
};
/** Resolves the compiled worker script (tests import src/ but run workers from dist/). */
export declare function workerScript(): string | undefined;
/** V8's limits for one thread's worker (`resourceLimits`); undefined: V8's defaults. */
export type WorkerLimits = (thread: string) => ResourceLimits | undefined;
/** Which thread runs a request: a check's own, or one it shares with another check. */
export type ThreadFor = (request: CheckRequest) => string;
/** A thread per check: what a long-lived host (the daemon) runs, so that warm checks run in parallel. */
export declare const threadPerCheck: ThreadFor;
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
export declare const SHARED_THREAD_MAX_FILES = 200;
export declare const coldThreads: ThreadFor;
export declare class WorkerHost implements CheckHost {
    private readonly script;
    private readonly limits?;
    private readonly threadFor;
    private readonly workers;
    private closed;
    constructor(script: string, limits?: WorkerLimits | undefined, threadFor?: ThreadFor);
    run(request: CheckRequest, onFilesDone?: (count: number) => void, onStarted?: () => void): Promise<CheckResult>;
    private dispatch;
    /** Ends every worker and every tool process they started (a daemon's stop leaves nothing behind). */
    close(): Promise<void>;
}
export declare function provideSharedHosts(provider: ((root: string) => CheckHost | undefined) | undefined): void;
export declare function sharedHostFor(root: string): CheckHost | undefined;
/**
 * Where a run that brings no host runs its checks: worker threads (the default: truly parallel, and a
 * check that hangs can be killed on its timeout), or this thread. For an embedder that runs qgate's
 * command line in its own process, one run at a time, and needs no per-check kill: the integration
 * tests (test/helpers/in-process.ts), where this thread's loaded tools then serve each next run and
 * a run costs its checks, not three threads loading Prettier, ESLint and TypeScript again. Runs stay
 * cold otherwise: no shared host, no long-lived checks, the project's lock taken.
 */
export declare function setColdHostKind(kind: "worker" | "inline"): void;
/**
 * The default host: workers when the compiled worker exists, inline otherwise. `limits`: V8's limits
 * per thread (the daemon's: daemon/memory.ts); `threadFor`: which checks share a thread (a cold run's
 * by default; the daemon keeps one per check).
 */
export declare function createHost(kind?: "worker" | "inline", limits?: WorkerLimits, threadFor?: ThreadFor): CheckHost;
