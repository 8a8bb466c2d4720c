import { trySessionRecord } from "./session-record.js";
import { ensureBaseline, recordEditStamps } from "./shell-writes.js";
/**
 * Records the files an edit tool changed in the session (and the modification log), with their new
 * stamps so a later look for shell writes does not take them for a shell's; a session's first edit
 * takes the working tree's baseline. Returns the session id, when the record could be written.
 */
export async function recordEdits(ctx, key, changeSet, options) {
    const state = options.stamped ? undefined : trySessionRecord(ctx, () => ctx.sessions.read(key));
    let session = options.session;
    for (const file of changeSet.files) {
        const lines = options.changedLines?.get(file.path);
        session =
            trySessionRecord(ctx, () => ctx.sessions.recordFile(key, ctx.root, {
                path: file.path,
                change: file.change,
                ...(lines !== undefined ? { changedLines: lines } : {}),
            })) ?? session;
        ctx.logs.append("modification", { event: options.event, session, path: file.path, change: file.change });
    }
    if (options.stamped)
        return session;
    if (state?.stamps)
        recordEditStamps(ctx, key, state, changeSet.files);
    else
        await ensureBaseline(ctx, key, state);
    return session;
}
