/** What a hook door records when an edit tool changed files: the session's files, logs and stamps. */
import type { ChangeSet } from "../changes/change-set.js";
import type { HookContext } from "./context.js";
import { type SessionKey } from "./session-record.js";
/**
 * Records the files an edit tool changed in the session (and the modification log), with their new
 * stamps so a later look for shell writes does not take them for a shell's; a session's first edit
 * takes the working tree's baseline. Returns the session id, when the record could be written.
 */
export declare function recordEdits(ctx: HookContext, key: SessionKey, changeSet: ChangeSet, options: {
    changedLines?: Map<string, number>;
    event: string;
    session?: string | undefined;
    /** Their stamps are recorded already (a shell's files, just found by their stamps). */
    stamped?: boolean;
}): Promise<string | undefined>;
