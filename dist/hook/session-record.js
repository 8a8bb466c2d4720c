import { doorMessages } from "../messages.js";
/**
 * Runs a session-store operation. A failure (a full disk, an unwritable state directory) is logged as a
 * non-critical file_operation_failed error and gives `undefined`; the hook goes on without the record.
 */
export function trySessionRecord(ctx, fn) {
    try {
        return fn();
    }
    catch (error) {
        ctx.logs.append("error", {
            type: "file_operation_failed",
            critical: false,
            message: doorMessages.sessionRecordFailed(error.code ?? error.message),
        });
        return undefined;
    }
}
