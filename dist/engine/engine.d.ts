import type { ChangeSet, ChangedFile } from "../changes/change-set.js";
import { type BaseFindings, type CheckId, type Finding } from "../checks/check.js";
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
/** One check's findings, judged: what is shown, how many are left out as pre-existing, and why. */
export interface JudgedFindings {
    shown: Finding[];
    /** Shown though outside the changed lines: new against the base revision, so the change caused them. */
    caused: Finding[];
    preexisting: number;
}
/**
 * Which findings a report shows. Without `atBase`, the scope decides: a finding outside it was there
 * before the change, as far as anyone can tell, and is only counted. With it (the types check on a
 * diff), a finding in a compared file is pre-existing exactly when the base revision has it too, by
 * file, rule and message, each of the base's findings matching one finding only: such findings are
 * counted, every other one is shown (and blocks), on a changed line or not. In a file the change left
 * alone (an importer), a base finding on the same line is that very finding, so those match first;
 * then the base's findings go to those outside the changed lines, so that of three equal messages
 * where the base had two, the one shown is the one on a changed line.
 */
export declare function judgeFindings(found: readonly Finding[], scope: Scope, filesByPath: Map<string, ChangedFile>, atBase?: BaseFindings): JudgedFindings;
export declare function runChecks(changeSet: ChangeSet, options: RunOptions): Promise<Report>;
