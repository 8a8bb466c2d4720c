import type { HookContext } from "./context.js";
export declare function recoveryHint(type: string): string;
/** The one status line for an error: type, whether it is critical, and the hint. */
export declare function errorStatusLine(type: string, logFile: string | undefined): string;
export declare function contextObject(context: string): Record<string, unknown>;
/** Routes an error the assistant reported (error-occurred itself: never calls the error hook again). */
export declare function handleReportedError(ctx: HookContext, record: {
    type: string;
    message: string;
    context: Record<string, unknown>;
}, options: {
    runHook: boolean;
}): Promise<string>;
