/** Session bookkeeping in the hook doors: keeping session state is best effort, never a hook failure. */
import type { HookContext } from "./context.js";
import { doorMessages } from "../messages.js";

export type SessionKey = { sessionId: string } | { root: string };

/**
 * Runs a session-store operation. A failure (a full disk, an unwritable state directory) is logged as a
 * non-critical file_operation_failed error and gives `undefined`; the hook goes on without the record.
 */
export function trySessionRecord<T>(ctx: Pick<HookContext, "logs">, fn: () => T): T | undefined {
  try {
    return fn();
  } catch (error) {
    ctx.logs.append("error", {
      type: "file_operation_failed",
      critical: false,
      message: doorMessages.sessionRecordFailed(
        (error as NodeJS.ErrnoException).code ?? (error as Error).message,
      ),
    });
    return undefined;
  }
}
