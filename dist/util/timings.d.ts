/**
 * `--timings` / `QGATE_TIMINGS=1`: where one run's time went. A run is one process (cold) or one
 * daemon request (warm, one at a time: server.ts queues them), so a module-level record is enough;
 * steps record only while one is open, so an ordinary run pays one `undefined` check per step.
 */
export interface TimingEntry {
    /** A dotted step name: `client.connect`, `hook.policy`, `check.lint`, ... */
    step: string;
    ms: number;
    /** What the step did, when that is worth saying (worded by timingMessages in src/messages.ts). */
    files?: number;
    cached?: boolean;
    cpuMs?: number;
}
/** Whether the environment asks for timings (QGATE_TIMINGS=1/true/yes/on). */
export declare function timingsWanted(env: NodeJS.ProcessEnv): boolean;
/** Starts recording one run's steps (what was recorded before is dropped). */
export declare function startTimings(): void;
/** Ends the run's record and returns it; undefined when none was open. */
export declare function takeTimings(): TimingEntry[] | undefined;
export declare function timingsOpen(): boolean;
export declare function recordTiming(step: string, ms: number, detail?: Omit<TimingEntry, "step" | "ms">): void;
/** Runs `fn` and records how long it took (until its promise settles, for an async one). */
export declare function timed<T>(step: string, fn: () => T): T;
/**
 * The steps in the order they happened, then what they add up to: `checks` (the checks' wall time,
 * concurrent), `outside-checks` (the run's time outside them: the daemon's, warm; the CLI's, cold)
 * and `total` (process start to now).
 */
export declare function summarizeTimings(how: "warm" | "cold" | "replayed", own: TimingEntry[], daemon: TimingEntry[], nowMs: number): TimingEntry[];
