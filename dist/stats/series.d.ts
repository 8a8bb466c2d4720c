import type { MetricsRecord } from "./records.js";
import { type StatsSnapshot, type StreamPlace, type Metrics, type OverallStats, type Stats, type StatsFilter, type Tally } from "./stats.js";
/** A period longer than this many days is shown per week. */
export declare const DAYS_PER_DAY_SERIES = 60;
export interface CheckTime {
    runs: number;
    p50: number | null;
    p90: number | null;
}
export interface Verdicts {
    /** Pass or warn: nothing blocked and every check ran. */
    pass: number;
    /** The verdict was block. */
    blocked: number;
    /** Not blocked, but a check failed to run. */
    failed: number;
}
/** Gate runs by how they were served; only runs that recorded it (older logs did not). */
export interface Served {
    /** Runs that recorded how they were served. */
    runs: number;
    /** Served by the warm daemon. */
    warm: number;
    /** Run by a cold process. */
    cold: number;
    /** Replayed whole from a record of the same run on the same inputs. */
    replayed: number;
    /** Runs at least one check's result of which came from the local disk cache. */
    localCache: number;
    /** Runs at least one check's result of which came from the remote cache. */
    remoteCache: number;
}
export interface Bucket extends Metrics {
    /** First day of the bucket, YYYY-MM-DD (UTC); a week starts on Monday. */
    start: string;
    timeToImplementation: OverallStats["timeToImplementation"];
    verdicts: Verdicts;
    doors: Record<string, number>;
    assistants: Record<string, number>;
    /** Findings per check (all severities, every file run). */
    findings: Record<string, number>;
    /** Findings of the period's top rules (`topRules`, at most five) in this bucket. */
    rules: Record<string, number>;
    /** Milliseconds per check run. */
    checkMs: Record<string, CheckTime>;
    served: Served;
}
export interface Series {
    unit: "day" | "week";
    /** First and last day of the period (UTC), or null when nothing matched and no period was given. */
    from: string | null;
    to: string | null;
    buckets: Bucket[];
    verdicts: Verdicts;
    doors: Record<string, number>;
    assistants: Record<string, number>;
    findings: Record<string, number>;
    topRules: Array<{
        rule: string;
        findings: number;
    }>;
    blockedFiles: Array<{
        path: string;
        blockedRuns: number;
        blockedBy: string | null;
    }>;
    checkMs: Record<string, CheckTime>;
    /** Gate runs, and how many of them recorded check times and rules (older qgate versions did not). */
    recorded: {
        gateRuns: number;
        checkTimes: number;
        rules: number;
    };
    /** How the period's runs were served; null when none recorded it (logs of older qgate versions). */
    served: Served | null;
}
interface DayState {
    tally: Tally;
    verdicts: Verdicts;
    doors: Map<string, number>;
    assistants: Map<string, number>;
    findings: Map<string, number>;
    rules: Map<string, number>;
    /** Per check, how many runs took each number of milliseconds (exact percentiles, a few hundred keys). */
    checkMs: Map<string, Map<number, number>>;
    implemented: number[];
    notReached: number;
    served: Served;
}
export declare function dayOf(ts: string | number): string;
/** The Monday of a day's week (UTC). */
export declare function weekOf(day: string): string;
export declare function verdictOf(record: {
    verdict: string;
    failures: unknown[];
}): keyof Verdicts;
/** A file's blocked runs, and the first blocking finding of the latest (at `place`, when known). */
interface Blocked {
    runs: number;
    blockedBy: string | null;
    place?: StreamPlace;
}
/** What one part of a log's aggregation (aggregate.ts) posts back: its counts, never its records. */
export interface SeriesSnapshot {
    days: Array<[string, DayState]>;
    blocked: Array<[string, Blocked]>;
    recorded: {
        gateRuns: number;
        checkTimes: number;
        rules: number;
    };
    sessions: StatsSnapshot;
}
export declare class SeriesAggregator {
    private readonly filter;
    private readonly days;
    private stats;
    private readonly blocked;
    private readonly recorded;
    private current;
    /** `perSession: false`: only the overall figures and the series will be asked for (the dashboard). */
    constructor(filter?: StatsFilter, options?: {
        perSession?: boolean;
    });
    snapshot(): SeriesSnapshot;
    /**
     * The aggregation of a log's parts, each a share of its sessions: days, files and counts added, each
     * file's latest blocking finding the latest in the stream. Only for `result`.
     */
    static fromParts(filter: StatsFilter, parts: SeriesSnapshot[]): SeriesAggregator;
    private day;
    /**
     * Adds a record that passed `matches`, in time order; `at` is its time, when the caller has it;
     * `place`, its place in the stream, when this is one part of a log's aggregation.
     */
    add(record: MetricsRecord, at?: number, place?: StreamPlace): void;
    /**
     * The overall and per-session metrics (exactly `computeStats`'; the sessions only if `perSession`),
     * and the series.
     */
    result(options?: {
        perSession?: boolean;
    }): Stats & {
        series: Series;
    };
    private series;
}
export {};
