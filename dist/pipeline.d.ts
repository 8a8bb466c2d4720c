/**
 * The one pipeline every door runs: a change set (however the door built it), classified, planned
 * by the policy, run by the engine, returned as a Report. Doors differ only in how they build the
 * change set and in how they render and route the report; nothing here prints or exits.
 */
import type { ChangeSet } from "./changes/change-set.js";
import { type RunOptions } from "./engine/engine.js";
import type { Report } from "./report/report.js";
export interface GateOptions extends Omit<RunOptions, "strict"> {
    /** Strict mode as the door decided it (flag, environment); default: the policy's `strict`. */
    strict?: boolean;
    /** Door work after the run, given the files `--fix` rewrote; returns notes for the report. */
    afterRun?: (fixed: string[]) => Promise<string[]>;
}
export declare function runGate(changeSet: ChangeSet, options: GateOptions): Promise<Report>;
