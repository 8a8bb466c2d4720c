/**
 * The daemon's wire format: one JSON object per line over a Unix socket. The client sends one request;
 * the daemon answers with frames, the last of which is `result`, `status` or `error`. Every request
 * carries the token from the daemon's 0600 token file. Imported by the thin client: no dependencies
 * at all (not even src/messages.ts, which costs a hook about 8 ms of CPU to load).
 */
import type { Socket } from "node:net";
import type { TimingEntry } from "../util/timings.js";
export interface RunRequest {
    type: "run";
    token: string;
    /** The client's qgate build (version and build time): a daemon of another build refuses, and the client runs cold. */
    version: string;
    argv: string[];
    cwd: string;
    env: Record<string, string>;
    /** What the client read from its stdin, when the command reads stdin; absent otherwise. */
    stdin?: string;
    /** The client's stdin held more than the hook cap (the daemon answers as a cold run would). */
    stdinTooLarge?: boolean;
    stdinIsTTY: boolean;
    stdoutIsTTY: boolean;
    stderrIsTTY: boolean;
    /** `--timings` or QGATE_TIMINGS: send the run's steps back with the result. */
    timings?: boolean;
}
export interface ControlRequest {
    type: "status" | "stop";
    token: string;
}
export type DaemonRequest = RunRequest | ControlRequest;
export interface ProjectStatus {
    root: string;
    requests: number;
    lastUsedMs: number;
}
export interface DaemonStatus {
    pid: number;
    version: string;
    uptimeMs: number;
    rssBytes: number;
    requests: number;
    projects: ProjectStatus[];
    lastError?: string | undefined;
    idleExitMs: number;
    maxRssBytes: number;
    socket: string;
    http?: {
        port: number;
    };
}
export type DaemonFrame = 
/** The run has left the queue; the client waits at most `deadlineMs` more. */
{
    type: "running";
    deadlineMs: number;
}
/** stderr written while the run goes on (a progress line), base64: the client prints it at once. */
 | {
    type: "live";
    stderr: string;
}
/** stdout and stderr as base64, byte for byte what a cold run prints. */
 | {
    type: "result";
    exitCode: number;
    stdout: string;
    stderr: string;
    /** Where the daemon's time went (asked for with `timings`), its own steps first. */
    timings?: TimingEntry[];
} | {
    type: "status";
    status: DaemonStatus;
} | {
    type: "stopping";
} | {
    type: "error";
    code: "token" | "version" | "disabled" | "bad-request" | "internal";
    message: string;
};
export declare function writeFrame(socket: Socket, frame: DaemonFrame | DaemonRequest): void;
/** Calls `onLine` for each complete line; a line over `maxBytes` is an error (a confused peer). */
export declare function readLines(socket: Socket, onLine: (line: string) => void, maxBytes?: number): void;
