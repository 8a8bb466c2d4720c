import type { MetricsRecord } from "./records.js";
import { type Metrics, type OverallStats, type Stats, type StatsFilter } from "./stats.js";
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
export declare function dayOf(ts: string | number): string;
/** The Monday of a day's week (UTC). */
export declare function weekOf(day: string): string;
export declare function verdictOf(record: {
    verdict: string;
    failures: unknown[];
}): keyof Verdicts;
export declare class SeriesAggregator {
    private readonly filter;
    private readonly days;
    private readonly stats;
    private readonly blocked;
    private readonly recorded;
    private current;
    constructor(filter?: StatsFilter);
    private day;
    /** Adds a record that passed `matches`, in time order; `at` is its time, when the caller has it. */
    add(record: MetricsRecord, at?: number): void;
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
