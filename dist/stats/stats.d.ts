/**
 * The seed's metrics (section 10.3), computed from the metrics log, per session and overall:
 * - first-time success rate: of the files edited in a session, the share that passed their first gate run;
 * - iteration count: gate runs until a file first passed (files that never passed are counted apart);
 * - code quality: findings per 100 changed lines, by check (per file run where changed lines are unknown);
 * - time to implementation: from a session's first prompt to its first all-green gate run.
 * A file is counted once per session: the same path edited in two sessions is two files.
 */
import type { CheckId } from "../checks/check.js";
import type { GateRunRecord, MetricsRecord } from "./records.js";
export interface StatsFilter {
    session?: string | undefined;
    /** Only records of this assistant's hooks (claude, codex, gemini, cursor, copilot). */
    assistant?: string | undefined;
    /** Only records at or after this time. */
    since?: Date;
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
/** A gate run with nothing to fix: pass verdict, no failed check, every file passed. */
export declare function isAllGreen(record: GateRunRecord): boolean;
export declare function computeStats(all: MetricsRecord[], filter?: StatsFilter): Stats;
