import type { ChangedFile } from "../changes/change-set.js";
import type { CheckId } from "../checks/check.js";
import { type InputManifest } from "../checks/types/inputs.js";
import { type RemoteCacheSettings } from "./remote-cache.js";
import { type KeyOptions } from "./result-cache.js";
import { type ReplayableRun } from "./replayable-run.js";
declare const VERSION = 1;
/** One check of a recorded run: what its key was made of, and the key. */
export interface RecordedCheck {
    id: CheckId;
    files: Array<Pick<ChangedFile, "path" | "change" | "oversized" | "expanded">>;
    options: KeyOptions;
    key: string;
    /** What a `types` result read. */
    inputs?: InputManifest;
}
export interface RunRecord {
    version: typeof VERSION;
    /** The run's hash (runKey), checked on read. */
    run: string;
    checks: RecordedCheck[];
    /** The change set's and the policy's files. */
    inputs: InputManifest;
    stdout: string;
    stderr: string;
    exitCode: number;
    /** The metrics log's line for the run (stats/metrics.ts), its time and duration set on replay. */
    metrics?: Record<string, unknown>;
}
interface Outcome {
    plan: {
        id: CheckId;
        files: ChangedFile[];
    };
    key?: string | undefined;
    keyOptions?: KeyOptions | undefined;
    inputs?: InputManifest | undefined;
}
/**
 * What each check of a finished run depended on, or undefined when one of them cannot be replayed: a
 * result not kept under a key (a failure, type-aware lint, the cache off), a `types` result without
 * what it read, or a file checked at other content than the disk's (a staged blob).
 */
export declare function recordedChecks(outcomes: readonly Outcome[]): RecordedCheck[] | undefined;
/**
 * The project root as the CLI resolves it (changes/root.ts): `--cwd`, else the nearest directory
 * above with a `.git`, real paths both; the CLI records only where its own answer (git's) is this one.
 */
export declare function replayRoot(run: ReplayableRun, cwd: string): string | undefined;
/**
 * Variables the run's output depends on besides its inputs (colours, strictness, the door), besides
 * the QGATE_* ones (runKeyVariable). Exported for the tests, which change each alone.
 */
export declare const OUTPUT_VARIABLES: readonly string[];
/** Whether `name`'s value is part of the run's key (runKey): it may change what a run prints. */
export declare function runKeyVariable(name: string): boolean;
/**
 * Whether the environment switches run records off (QGATE_RUN_RECORDS=0/false/off/no): each check's
 * entry is still used, and every run runs (its report's timings are its own).
 */
export declare function runRecordsDisabledByEnv(env: NodeJS.ProcessEnv): boolean;
/** Whether the environment rules records out (exported for the tests). */
export declare function environmentRefuses(env: NodeJS.ProcessEnv): boolean;
/** Where records are kept: `qgate cache clean` removes it with the rest. */
export declare function runsDir(env: NodeJS.ProcessEnv): string;
/** How many records are kept (`qgate cache status`). */
export declare function countRunRecords(env: NodeJS.ProcessEnv): number;
/** Removes every record (`qgate cache clean`); returns how many there were. */
export declare function cleanRunRecords(env: NodeJS.ProcessEnv): number;
/** What the check command knows of a run that may be recorded, set when the engine says it may. */
export interface PendingRecord {
    root: string;
    /**
     * The change set's files, hashed as the run starts, and the policy's as loadPolicy read them
     * (filesManifest); keepRunRecord checks them again after the run: a file changed while it ran is
     * not recorded as what the run saw.
     */
    inputs: InputManifest;
    checks: RecordedCheck[];
    metrics?: Record<string, unknown>;
    /** The remote cache as the policy and environment set it, when they set one without a problem. */
    remote?: RemoteCacheSettings;
}
/**
 * Keeps the run's record, on disk and on the remote, when it is one of the runs recorded; best effort
 * and silent (a record that cannot be written is a replay that does not happen).
 */
export declare function keepRunRecord(argv: readonly string[], pending: PendingRecord, output: {
    stdout: string;
    stderr: string;
    exitCode: number;
}, 
/** Whether stdout or stderr is a terminal (colours, the progress line): such runs are not recorded. */
terminal: boolean, env?: NodeJS.ProcessEnv): Promise<void>;
/**
 * The record of this exact run, when there is one and everything it depended on is as it was: from
 * the disk, else from the remote the environment sets (then kept on disk). Undefined otherwise,
 * silently: the caller runs the gate, which says what the cache had to say.
 */
export declare function findReplay(argv: readonly string[], env: NodeJS.ProcessEnv, where: {
    terminal: boolean;
}): Promise<RunRecord | undefined>;
export {};
