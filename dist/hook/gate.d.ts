/**
 * One gate run for a hook: the assistant's paths become a change set (paths outside the root or
 * missing are skipped with a note, never a crash), the engine runs the policy's checks, and the outcome
 * is written everywhere it belongs (full report, metrics, performance and modification logs, routing).
 */
import type { ChangeSet } from "../changes/change-set.js";
import { type Report } from "../report/report.js";
import type { HookContext } from "./context.js";
export interface GateOutcome {
    report: Report;
    reportPath?: string | undefined;
    /** Strict mode and a blocking verdict: the door must block the assistant. */
    blocked: boolean;
    /** The text for the assistant and the user (capped). */
    text: string;
}
export declare function gateChangeSet(ctx: HookContext, input: {
    changeSet: ChangeSet;
    changedLines?: Map<string, number>;
}, options: {
    door: string;
    session?: string | undefined;
    fix?: boolean;
    neverBlock?: boolean;
}): Promise<GateOutcome>;
