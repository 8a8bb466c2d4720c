import { type Report } from "../report/report.js";
import { type ErrorHook, type ErrorRecord } from "./error-hook.js";
import type { Logs } from "./logs.js";
export interface Router {
    root: string;
    logs: Logs;
    /** The hook event being handled, e.g. "edit-complete", "PostToolUse". */
    event: string;
    session?: string | undefined;
    errorHook?: ErrorHook | undefined;
    errorHookTimeoutMs: number;
    webhookTimeoutMs: number;
    /** Environment variable holding the webhook URL (default QGATE_WEBHOOK_URL). */
    webhookEnv?: string | undefined;
    env: NodeJS.ProcessEnv;
}
/** Writes the error log and routes one error; `runHook: false` when this IS the error-occurred event. */
export declare function routeError(router: Router, record: ErrorRecord, options?: {
    runHook: boolean;
    notify?: boolean;
    kind?: string;
}): Promise<void>;
/** Routes a gate report: a block (error hook + webhook) and each kind of check failure (error hook). */
export declare function routeReport(router: Router, report: Report, options: {
    blockOn: "error" | "warning";
    reportPath?: string | undefined;
    headline: string;
}): Promise<void>;
