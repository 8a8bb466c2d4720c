import type { ChangeSet, ChangedFile } from "../changes/change-set.js";
import { type CheckId, type Finding } from "../checks/check.js";
import type { Policy } from "../policy/policy.js";
import type { Scope } from "../policy/schema.js";
import { type Report } from "../report/report.js";
import { type CheckHost } from "./host.js";
import { type RecordedCheck } from "./run-record.js";
export interface RunOptions {
    policy: Policy;
    /** Strict mode as decided by the door (env, flag or policy). */
    strict: boolean;
    /** Apply fixes to the change set's files before the final check. */
    fix?: boolean;
    /** `--only`: run exactly these checks, enabled or not. */
    only?: CheckId[];
    /** Changed-lines scope; defaults to `file`. */
    scope?: Scope;
    /** Reuse a host across runs (a daemon); otherwise one is created and closed. */
    host?: CheckHost;
    /** Extra notes from the door (e.g. "files are checked as they are at main"). */
    notes?: string[];
    /** Told as the checks start, finish files and finish (the CLI's progress line on a terminal). */
    onProgress?: (event: ProgressEvent) => void;
    /**
     * Told, after a cold run that fixed nothing, what each check's result depended on, when every
     * check's result was keyed and may be reused (run-record.ts); not called otherwise.
     */
    onRecordable?: (checks: RecordedCheck[]) => void;
}
/**
 * What a run is doing: the planned checks with their file counts, then each check as it starts, as its
 * files are done, and as it ends.
 */
export type ProgressEvent = {
    type: "planned";
    checks: Array<{
        id: CheckId;
        files: number;
    }>;
} | {
    type: "started";
    id: CheckId;
}
/** `count` more of the check's files are done. */
 | {
    type: "files";
    id: CheckId;
    count: number;
} | {
    type: "finished";
    id: CheckId;
    ms: number;
};
/** Whether a finding is within the scope of the change; findings outside it are only counted. */
export declare function inScope(finding: Finding, scope: Scope, filesByPath: Map<string, ChangedFile>): boolean;
export declare function runChecks(changeSet: ChangeSet, options: RunOptions): Promise<Report>;
