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
    /** `onFilesDone` is told as the check finishes files (the progress line). */
    run(request: CheckRequest, onFilesDone?: (count: number) => void): Promise<CheckResult>;
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
    run(request: CheckRequest, onFilesDone?: (count: number) => void): Promise<CheckResult>;
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
/** V8's limits for one check's worker (`resourceLimits`); undefined: V8's defaults. */
export type WorkerLimits = (id: CheckId) => ResourceLimits | undefined;
export declare class WorkerHost implements CheckHost {
    private readonly script;
    private readonly limits?;
    private readonly workers;
    constructor(script: string, limits?: WorkerLimits | undefined);
    run(request: CheckRequest, onFilesDone?: (count: number) => void): Promise<CheckResult>;
    /** Ends every worker and every tool process they started (a daemon's stop leaves nothing behind). */
    close(): Promise<void>;
}
export declare function provideSharedHosts(provider: ((root: string) => CheckHost | undefined) | undefined): void;
export declare function sharedHostFor(root: string): CheckHost | undefined;
/**
 * The default host: workers when the compiled worker exists, inline otherwise. `limits`: V8's limits
 * per check's worker (the daemon's: daemon/memory.ts).
 */
export declare function createHost(kind?: "worker" | "inline", limits?: WorkerLimits): CheckHost;
