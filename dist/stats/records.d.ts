/**
 * Records of the metrics log (`metrics.jsonl` in the log directory, one JSON object a line).
 * The hook door writes them; `qgate stats` reads them. Changing a field is a contract change.
 */
import type { CheckId } from "../checks/check.js";
import type { CacheSource, Verdict } from "../report/report.js";
/** One gate run (any door that runs checks). */
export interface GateRunRecord {
    type: "gate";
    /** ISO-8601 time the run finished. */
    ts: string;
    /** Assistant session id, when the door knows it (Claude Code `session_id`, or qgate's own session record). */
    session?: string | undefined;
    /**
     * The project's root directory (absolute), so that `qgate stats` in a project counts only its runs:
     * the log directory is the user's, shared by every project (absent in older logs).
     */
    project?: string | undefined;
    /** Which door ran it: "hook:edit-complete", "hook:PostToolUse", "check", ... */
    door: string;
    /** Whose hook ran it: claude, codex, gemini, cursor, copilot; absent for the seed's positional events and `qgate check`. */
    assistant?: string | undefined;
    verdict: Verdict;
    durationMs: number;
    files: Array<{
        /** Relative to the project root. */
        path: string;
        /** Lines added or changed, when known (diff or edit), for findings per 100 changed lines. */
        changedLines?: number | undefined;
        /**
         * No finding at or above the blocking severity in this file or in a file it may have broken (an
         * importer outside the run's files that imports this one, directly or through others, as the types
         * check found it; else one found by a check that examined this file), and no check failure.
         */
        passed: boolean;
        /** Findings in this file, by check (all severities). */
        findings: Partial<Record<CheckId, number>>;
        /** The first blocking finding, `<check>/<rule>: <message>` cut to 200 characters (absent in older logs). */
        blockedBy?: string | undefined;
    }>;
    /**
     * Findings in files outside the run's (importers the edit broke), by check (all severities); absent
     * when none. They count against the run's files the importer imports (else those the check that
     * found them examined): a blocking one means none of those passed (a `package.json`, or a source
     * the broken caller does not import, still can).
     */
    elsewhere?: Partial<Record<CheckId, number>>;
    /** Checks that could not run, by id. */
    failures: CheckId[];
    /** Milliseconds each check took in this run (absent in older logs). */
    checkMs?: Partial<Record<CheckId, number>> | undefined;
    /** Findings by `<check>/<rule>` in this run, all severities (absent in older logs). */
    rules?: Record<string, number> | undefined;
    /**
     * How the run was served: by the warm daemon, by a cold process, or replayed whole from a record of
     * the same run on the same inputs (absent in older logs).
     */
    served?: "warm" | "cold" | "replayed" | undefined;
    /**
     * Checks whose result came from a cache instead of running, by where it was kept: the daemon's
     * memory, the local disk cache, the remote cache. Absent when every check ran (and in older logs).
     */
    cached?: Partial<Record<CheckId, CacheSource>> | undefined;
}
/** A submitted prompt (user-prompt-submit / UserPromptSubmit). Never holds the prompt text. */
export interface PromptRecord {
    type: "prompt";
    ts: string;
    session?: string | undefined;
    /** The project's root directory, as in a gate run's record. */
    project?: string | undefined;
    /** Whose hook ran it: claude, codex, gemini, cursor, copilot; absent for the seed's positional events and `qgate check`. */
    assistant?: string | undefined;
    /** `qgate prompt lint` score, 0-100, when the prompt was linted. */
    score?: number;
    /** Length in characters. */
    chars: number;
}
/** End of a session (session-end / SessionEnd / Stop). */
export interface SessionEndRecord {
    type: "session-end";
    ts: string;
    session?: string | undefined;
    /** The project's root directory, as in a gate run's record. */
    project?: string | undefined;
    /** Whose hook ran it: claude, codex, gemini, cursor, copilot; absent for the seed's positional events and `qgate check`. */
    assistant?: string | undefined;
    verdict?: Verdict;
}
export type MetricsRecord = GateRunRecord | PromptRecord | SessionEndRecord;
