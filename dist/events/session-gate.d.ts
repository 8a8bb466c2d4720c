/**
 * Stop / SubagentStop / SessionEnd / session-end: gate every file changed during the session. The files
 * come from the session record; without one (or with no edits recorded) from the git working-tree
 * changes. Fixes are applied here, and only here, when the policy says `fix: "on-stop"` (or `true`):
 * the assistant has finished its turn, so rewriting a file cannot race its edits.
 */
import type { ChangeSet } from "../changes/change-set.js";
import type { HookContext } from "./context.js";
import { type GateOutcome } from "./gate.js";
import type { SessionState } from "./session.js";
export declare function sessionChangeSet(ctx: HookContext, state: SessionState | undefined): Promise<{
    changeSet: ChangeSet;
    changedLines: Map<string, number>;
}>;
export declare function gateSession(ctx: HookContext, state: SessionState | undefined, options: {
    door: string;
    session?: string | undefined;
    neverBlock?: boolean;
}): Promise<GateOutcome>;
