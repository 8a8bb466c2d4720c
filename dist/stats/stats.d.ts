import type { CheckId } from "../checks/check.js";
import type { GateRunRecord, MetricsRecord } from "./records.js";
export interface StatsFilter {
    session?: string | undefined;
    /** Only records of this assistant's hooks (claude, codex, gemini, cursor, copilot). */
    assistant?: string | undefined;
    /** Only records at or after this time. */
    since?: Date;
    /** Only records before this time. */
    until?: Date;
    /** Only gate runs through this door (`doorKind`: hook, check, pre-commit, ci, mcp). */
    door?: string | undefined;
    /**
     * Only records of this project: its root directory or one inside it (a hook's root may be a package
     * of the repository). Records of older qgate versions name no project and do not match.
     */
    project?: string | undefined;
}
export interface Metrics {
    gateRuns: number;
    /** Files edited (distinct paths per session). */
    files: number;
    firstTimeSuccess: {
        passedFirstRun: number;
        files: number;
        rate: number | null;
    };
    iterations: {
        /** Files that passed at some run; mean and median are over these. */
        passedFiles: number;
        mean: number | null;
        median: number | null;
        neverPassed: number;
    };
    codeQuality: {
        /** File runs with changedLines known: findings per 100 changed lines. */
        withLines: {
            fileRuns: number;
            changedLines: number;
            findings: number;
            per100Lines: number | null;
            byCheck: Partial<Record<CheckId, number>>;
        };
        /** File runs without changedLines: findings per file run. */
        withoutLines: {
            fileRuns: number;
            findings: number;
            perFileRun: number | null;
            byCheck: Partial<Record<CheckId, number>>;
        };
    };
    prompts: {
        count: number;
        scored: number;
        meanScore: number | null;
    };
}
export interface SessionStats extends Metrics {
    /** null: records without a session id (e.g. manual `qgate check` runs). */
    session: string | null;
    first: string;
    last: string;
    /** Milliseconds from the first prompt to the first all-green gate run after it. */
    timeToImplementationMs: number | null;
    /** Why timeToImplementationMs is null. */
    timeNote?: "no session id" | "no prompt recorded" | "no all-green gate run after the first prompt";
}
export interface OverallStats extends Metrics {
    sessions: number;
    timeToImplementation: {
        /** Sessions where it was reached. */
        sessions: number;
        meanMs: number | null;
        medianMs: number | null;
        /** Sessions with a prompt but no all-green gate run after it. */
        notReached: number;
    };
}
export interface Stats {
    overall: OverallStats;
    sessions: SessionStats[];
}
/** Two decimals, so JSON output and hand-computed answers agree. */
export declare function round2(value: number): number;
export declare function mean(values: number[]): number | null;
export declare function median(values: number[]): number | null;
export declare const time: (record: MetricsRecord) => number;
/** A gate run with nothing to fix: pass verdict, no failed check, every file passed. */
export declare function isAllGreen(record: GateRunRecord): boolean;
/**
 * A file edited in a session, until it first passes. Its first run's tallies (the session's and, for
 * the series, its day's) are kept so that the pass, when it comes, counts where the file was counted.
 */
interface FileTrack {
    runs: number;
    counted: Tally[];
}
/** A file of the session that has passed: nothing about it can change any more. */
declare const PASSED = 0;
/**
 * Raw counts, per group of records, that add up across sessions and days. Files are counts, and the
 * runs until each file's first pass a histogram: a million records hold no object per file.
 */
export interface Tally {
    gateRuns: number;
    /** Files first run in this group (distinct paths per session). */
    files: number;
    /** Of those, the files that passed their first run. */
    passedFirstRun: number;
    /** Runs until the first pass (inclusive) → how many files took that many. */
    passedAt: Map<number, number>;
    withLines: {
        fileRuns: number;
        changedLines: number;
        findings: number;
        byCheck: Map<string, number>;
    };
    withoutLines: {
        fileRuns: number;
        findings: number;
        byCheck: Map<string, number>;
    };
    prompts: number;
    scores: number[];
}
export declare function emptyTally(): Tally;
/**
 * Paths as small numbers: a session's files are keyed by them, so the log's many copies of one path
 * string are not all kept.
 */
export declare class PathIds {
    private readonly ids;
    id(path: string): number;
}
export declare function mergeTallies(tallies: Tally[]): Tally;
/** Adds a tally's counts to another's, in place. */
export declare function addTally(t: Tally, part: Tally): void;
export declare function metrics(t: Tally): Metrics;
/**
 * A record's place in the merged stream: its time, its source's index, its line's among the source's.
 * Parts of a log aggregated apart are put back in stream order by it.
 */
export interface StreamPlace {
    at: number;
    source: number;
    seq: number;
}
export declare function comparePlace(a: StreamPlace, b: StreamPlace): number;
/** A copy of the place alone (what is passed may be a whole line, record and all). */
export declare function placeOf({ at, source, seq }: StreamPlace): StreamPlace;
/** One session's running state while records stream past in time order. */
interface SessionState {
    session: string | null;
    /** Where its first record is in the stream (the sessions are listed in that order). */
    place?: StreamPlace;
    first: string;
    last: string;
    tally: Tally;
    byPath: Map<number, FileTrack | typeof PASSED>;
    /** Time of the first prompt, and the day it fell on. */
    promptAt?: number;
    promptDay?: string;
    /** Time of the latest all-green run before the first prompt (an equal time still counts). */
    greenBefore?: number;
    /** Milliseconds from the first prompt to the first all-green run at or after it. */
    reachedMs?: number;
}
/** Whether a record passes the filter (`until` is exclusive). */
export declare function matches(record: MetricsRecord, filter: StatsFilter, at?: number): boolean;
/** Whether a record's project root is the project's or inside it. */
export declare function inProject(root: string | undefined, project: string): boolean;
/** The door a gate run came through, as the dashboard groups it: hook, check, pre-commit, ci, mcp. */
export declare function doorKind(door: string): string;
/**
 * The one computation behind `qgate stats` and `qgate dashboard`: records go in one at a time, in time
 * order (stats-log.ts sorts a stream within a window), and only per-session and per-day counts are
 * kept, never the records. `onRecord` lets the series (series.ts) see each record with its day's tally.
 */
export declare class StatsAggregator {
    private readonly dayTally?;
    private readonly sessions;
    private readonly paths;
    /**
     * With `perSession: false`, every session counts into this one tally: only the overall figures are
     * wanted, and they add up the same (a year's 37,000 sessions held a tally each, a third of the heap).
     */
    private shared;
    /** Made of parts' snapshots (`fromParts`): its sessions lost their files' tracks. */
    private merged;
    /** Made of parts' snapshots with a shared tally: their sessions, as the overall figures need them. */
    private columns;
    constructor(dayTally?: ((record: MetricsRecord) => Tally | undefined) | undefined, { perSession }?: {
        perSession?: boolean;
    });
    /**
     * Adds a record that passed `matches` (the caller filters, so that it can count what it skipped);
     * `at` is its time, when the caller has it already; `place`, its place in the stream, when the
     * aggregator is one part of a log's (aggregate.ts); `day`, its day's tally, when the caller has it.
     */
    add(record: MetricsRecord, at?: number, place?: StreamPlace, day?: Tally | undefined): void;
    /**
     * The sessions' states, to post from a worker: what the results need (the files' runs until their
     * first pass are already counted in the tallies).
     */
    snapshot(): StatsSnapshot;
    /** The sessions as the overall figures need them, when they shared one tally. */
    private sessionColumns;
    /**
     * The aggregator of a log's parts (each a share of its sessions, `snapshot`), sessions in the order
     * their first records come in the stream. Only for results: adding to it would count each session's
     * files afresh.
     */
    static fromParts(parts: StatsSnapshot[], dayTally?: (record: MetricsRecord) => Tally | undefined): StatsAggregator;
    /** Each session's time to implementation, with the time of its first prompt (for the series). */
    implementations(): Array<{
        promptTs: string;
        reachedMs: number | undefined;
    }>;
    /** How many sessions have an id; their times to implementation; how many had a prompt but no time. */
    private sessionTimes;
    /** The overall metrics, and each session's unless `perSession` is false (the dashboard shows none). */
    result({ perSession }?: {
        perSession?: boolean;
    }): Stats;
}
/**
 * The sessions' states without their files' tracks (posted from a worker, aggregate.ts); without their
 * tallies when they shared one.
 */
export interface StatsSnapshot {
    /** Each session's state, unless they shared one tally. */
    sessions: Array<Omit<SessionState, "byPath" | "tally"> & {
        tally?: Tally;
    }>;
    shared?: Tally;
    /** With a shared tally, the sessions as the overall figures need them. */
    columns?: SessionColumns;
}
/**
 * What the overall figures need of a part's sessions when they shared one tally (the dashboard): how
 * many have an id, and for each with a prompt the time of its first prompt and the milliseconds to its
 * first all-green run after it (NaN: not reached). In columns: a worker posts two arrays, where the
 * 18,000 session objects of a year's log took a sixth of a second to copy across.
 */
export interface SessionColumns {
    sessions: number;
    promptTs: string[];
    reachedMs: Float64Array;
}
/** Records sorted by time, stably: concurrent hook processes may append slightly out of order. */
export declare function sortByTime(records: MetricsRecord[]): MetricsRecord[];
/** The metrics of records held in memory (tests, the API); the log is streamed (stats-log.ts). */
export declare function computeStats(all: MetricsRecord[], filter?: StatsFilter): Stats;
export {};
