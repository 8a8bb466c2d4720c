/**
 * error-occurred (seed section 7) and tool failures: the status line for the user, with a recovery
 * hint for each of the seed's four error types, and the routing (error log, hook, webhook if critical).
 */
import { isCriticalErrorType } from "../errors.js";
import { routeError } from "../routing/route.js";
import type { HookContext } from "./context.js";
import { doorMessages } from "../messages.js";
import { lookup } from "../util/lookup.js";

export function recoveryHint(type: string): string {
  if (isCriticalErrorType(type)) return doorMessages.criticalHint;
  return lookup(doorMessages.hints, type) ?? doorMessages.defaultHint;
}

/** The one status line for an error: type, whether it is critical, and the hint. */
export function errorStatusLine(type: string, logFile: string | undefined): string {
  return doorMessages.errorStatus(type, isCriticalErrorType(type), logFile, recoveryHint(type));
}

/** The context argument as an object: a JSON object stays one, any other text is kept as `text`. */
/** Longest context routed as is: larger ones (JSON or not) are cut, so one error cannot flood logs and webhooks. */
const MAX_CONTEXT_CHARS = 4000;

export function contextObject(context: string): Record<string, unknown> {
  if (context.length > MAX_CONTEXT_CHARS)
    return { text: `${context.slice(0, MAX_CONTEXT_CHARS)}…`, truncated: true };
  try {
    const parsed: unknown = JSON.parse(context);
    if (parsed !== null && typeof parsed === "object" && !Array.isArray(parsed))
      return parsed as Record<string, unknown>;
  } catch {
    // Plain text.
  }
  return { text: context };
}

/** Routes an error the assistant reported (error-occurred itself: never calls the error hook again). */
export async function handleReportedError(
  ctx: HookContext,
  record: { type: string; message: string; context: Record<string, unknown> },
  options: { runHook: boolean },
): Promise<string> {
  await routeError(ctx.router, record, { runHook: options.runHook });
  return errorStatusLine(record.type, ctx.logs.writable ? ctx.logs.file("error") : undefined);
}
