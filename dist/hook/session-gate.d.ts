import type { ChangeSet } from "../changes/change-set.js";
import type { HookContext } from "./context.js";
import { type GateOutcome } from "./gate.js";
import type { EditedFile } from "./event.js";
import type { SessionState } from "./session.js";
import type { SessionKey } from "./session-record.js";
export declare function sessionChangeSet(ctx: HookContext, state: SessionState | undefined, written?: EditedFile[]): Promise<{
    changeSet: ChangeSet;
    changedLines: Map<string, number>;
}>;
export declare function gateSession(ctx: HookContext, key: SessionKey, state: SessionState | undefined, options: {
    door: string;
    session?: string | undefined;
    neverBlock?: boolean;
}): Promise<GateOutcome>;
