/**
 * The one interface every check implements (docs/architecture.md, "Checks").
 * A check returns findings; a check that cannot run returns a typed failure, never a silent pass.
 */
import type { z } from "zod";
import type { ChangedFile } from "../changes/change-set.js";
import type { ErrorType } from "../errors.js";
import type { SnapshotFile } from "../changes/snapshot.js";
import type { CheckId } from "./registry.js";
import type { InputManifest } from "./types/inputs.js";
export type { CheckId };
export type Severity = "error" | "warning" | "info";
export interface Finding {
    check: CheckId;
    /** Rule id, e.g. `no-unused-vars`, `TS2322`, `prettier/format`, `secretlint/aws-access-key`. */
    rule: string;
    severity: Severity;
    /** Path relative to the project root, `/` separators. */
    file: string;
    /**
     * 1-based. Absent (with `column`) for a file-level finding, one about the file rather than a place
     * in it (ESLint's line 0: a file ignored, a config problem); reporters show the file alone.
     */
    line?: number;
    /** 1-based; absent exactly when `line` is. */
    column?: number;
    endLine?: number;
    endColumn?: number;
    /** Never contains a secret: security findings are redacted before they get here. */
    message: string;
    /** True when `--fix` can repair it. */
    fixable?: boolean;
}
export interface CheckFailure {
    check: CheckId;
    errorType: ErrorType;
    /** One line that says what failed and where. */
    message: string;
    /** The file being processed when it failed, if any (relative path). */
    file?: string | undefined;
}
/** Which tool a check ran and where it came from; the report says when the bundled fallback was used. */
export interface ToolUse {
    name: string;
    version: string;
    source: "project" | "bundled";
    /** Directory the tool was resolved from (the owning package), relative to the root. */
    packageDir: string;
    /** qgate's own copy on purpose (the security scan), not a fallback: the report adds no "none installed" note. */
    dedicated?: boolean;
}
/** One key per distinct tool use: the report lists each once. */
export declare function toolKey(tool: ToolUse): string;
/** Adds `use` to `tools` unless the same tool is there already. */
export declare function addToolUse(tools: ToolUse[], use: ToolUse): void;
export interface CheckResult {
    findings: Finding[];
    failures: CheckFailure[];
    tools: ToolUse[];
    /** Files this check actually examined (relative paths); others were not applicable or ignored. */
    checkedFiles: string[];
    /** Short notes for the report, e.g. "src/x.js is ignored by .eslintignore". */
    notes: string[];
    /** Files rewritten by `--fix` (relative paths). */
    fixedFiles?: string[];
    /**
     * The result depends on files beyond the checked ones and their configs (lint with type
     * information reads the whole program): the engine never reuses it for unchanged files.
     */
    readsProgram?: boolean;
    /**
     * What a cold `types` run read (checks/types/inputs.ts): the engine keeps the result in the result
     * cache under it, reuses it only while all of it is unchanged, and never reports it.
     */
    inputs?: InputManifest;
    /**
     * Set by the types check when the context asks (`compareWithBase`): the findings the base revision
     * has in `files` (by file, rule and message; a message there twice is listed twice). The engine
     * tells a finding in one of those files that is new against the base from one that was there before
     * the change. A finding in a file not listed could not be compared: the changed lines decide.
     */
    atBase?: BaseFindings;
    /**
     * Set by the types check: for a file with findings that the change did not touch (an importer it
     * broke), the changed files it imports, directly or through other files (relative paths). The
     * metrics log counts its findings against those. A file not listed: not known.
     */
    causes?: Record<string, string[]>;
}
/** What the base revision reports in some files, for telling new findings from pre-existing ones. */
export interface BaseFindings {
    /** The files compared (relative paths): every finding of the base revision in them is listed. */
    files: string[];
    /** `line` where known: a finding on the same line of a file the change left alone is the same one. */
    findings: Array<Pick<Finding, "file" | "rule" | "message"> & {
        line?: number | undefined;
    }>;
}
/** A child process a check started (Node's ChildProcess, execa's subprocess): its pid, and its end. */
export interface RunningChild {
    readonly pid?: number | undefined;
    readonly exitCode: number | null;
    readonly signalCode: NodeJS.Signals | null;
    once(event: "exit", listener: () => void): unknown;
}
export interface CheckContext {
    /** Absolute project root. */
    root: string;
    /** The files planned for this check (already filtered by the policy's include/exclude for it). */
    files: ChangedFile[];
    /** Every file of the change set (the types check needs deleted files to find their importers). */
    allFiles: ChangedFile[];
    /** The check's `options` from the policy. */
    options: Record<string, unknown>;
    /** Apply fixes to the given files only, then report what remains. */
    fix: boolean;
    /** Fail with `dependency_error` instead of using qgate's bundled tool when the project lacks its own. */
    requireProjectTool: boolean;
    /** The snapshot the content was read from, where it differs from the work tree (types reads through it). */
    snapshot?: SnapshotFile[] | undefined;
    /** The revision the change is measured against (ChangeSet.baseRevision); types reads it. */
    baseRevision?: string | undefined;
    /**
     * A diff judged by its changed lines: the types check also reports what the base revision reports
     * in the files it has findings in (CheckResult.atBase), so that what the change caused blocks
     * wherever it is, and what was there before does not.
     */
    compareWithBase?: boolean | undefined;
    /** Aborted when the check times out or the run is cancelled. */
    signal: AbortSignal;
    /**
     * Set when this process runs check after check for the same projects (a daemon's reused host), so
     * state worth keeping between runs pays off: a check may then keep a tool's server running. Its
     * processes must still be registered (registerChild) so a timeout, or the host's close, ends them.
     * Unset in a one-shot run, whose host is closed after this run.
     */
    longLived?: boolean | undefined;
    /**
     * Register a child process so the engine can kill its whole tree on timeout.
     * Checks that spawn processes must call it with the child (spawned `detached` so it leads a group).
     * The engine forgets it when it exits: its pid, and its group's, may then be another process's.
     */
    registerChild: (child: RunningChild) => void;
    /** Told as files are done (`count` more), for the progress line; absent when nobody listens. */
    onFilesDone?: ((count: number) => void) | undefined;
}
/**
 * The items, each counted as done when the loop body for it has run (`continue` included), so a
 * check's file loop reports its progress by iterating through this.
 */
export declare function countingDone<T>(items: readonly T[], context: Pick<CheckContext, "onFilesDone">): Generator<T, void, undefined>;
export interface Check<Id extends string = string, Options extends z.ZodType = z.ZodType> {
    readonly id: Id;
    /** One line for `--help` and reports. */
    readonly description: string;
    /** The schema of the check's `options` in the policy (policies/schema.json includes it). */
    readonly options: Options;
    /** Whether this check has anything to say about a file (by extension/kind); deleted files included. */
    appliesTo(file: ChangedFile): boolean;
    run(context: CheckContext): Promise<CheckResult>;
}
/** Keeps a check's literal id and options schema in its type, so the registry can derive `CheckId`. */
export declare function defineCheck<const Id extends string, Options extends z.ZodType>(check: Check<Id, Options>): Check<Id, Options>;
export declare function emptyResult(): CheckResult;
