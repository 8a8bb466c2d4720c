/**
 * Routing (docs/architecture.md): a blocking verdict, a check that could not run, or an error the assistant
 * reports goes to the error log, to the user's `error-occurred` hook and, when it is a block or a
 * critical error, to the webhook. Nothing here throws: a routing failure is logged and the gate goes on.
 */
import path from "node:path";
import { isCriticalErrorType } from "../errors.js";
import { isBlocking } from "../report/report.js";
import { redactSecrets, redactText, redactValue } from "../util/redact.js";
import { runErrorHook } from "./error-hook.js";
import { postWebhook } from "./webhook.js";
import { oneLine } from "../util/text.js";
import { routingMessages } from "../messages.js";
/** Writes the error log and routes one error; `runHook: false` when this IS the error-occurred event. */
export async function routeError(router, record, options = { runHook: true }) {
    const critical = isCriticalErrorType(record.type);
    // Redacted once, with the security check's detectors: the log, the error hook and the webhook all
    // get the same masked record (an AWS key in a tool result or a context never leaves qgate).
    const safe = {
        ...record,
        message: await redactText(record.message),
        context: await redactValue(record.context),
    };
    router.logs.append("error", {
        event: router.event,
        session: router.session,
        type: record.type,
        critical,
        message: truncate(safe.message, 4000),
        context: safe.context,
    });
    const tasks = [];
    if (options.runHook)
        tasks.push(callHook(router, safe));
    if (options.notify ?? critical) {
        tasks.push(notify(router, {
            kind: options.kind ?? "critical_error",
            error: { type: record.type, critical, message: truncate(safe.message, 1000) },
            context: safe.context,
        }));
    }
    await Promise.all(tasks);
}
/** Routes a gate report: a block (error hook + webhook) and each kind of check failure (error hook). */
export async function routeReport(router, report, options) {
    const base = {
        event: router.event,
        session: router.session,
        files: report.files,
        ...(options.reportPath ? { report: options.reportPath } : {}),
    };
    const blocking = report.findings.filter((f) => isBlocking(f, options.blockOn));
    // Blocking findings, or (strict mode) a run a check could not complete: a block either way.
    if (report.verdict === "block" ||
        (report.verdict === "incomplete" && (report.strict || blocking.length > 0))) {
        const type = blocking.some((f) => f.check === "security") ? "security_violation" : "quality_gate_blocked";
        const top = blocking.slice(0, 10).map((f) => ({
            check: f.check,
            rule: f.rule,
            severity: f.severity,
            file: f.file,
            line: f.line,
            message: oneLine(f.message, 300),
        }));
        await routeError(router, {
            type,
            message: options.headline,
            context: {
                ...base,
                verdict: report.verdict,
                strict: report.strict,
                blocking: blocking.length,
                findings: top,
            },
        }, { runHook: true, notify: true, kind: "block" });
    }
    const byType = new Map();
    for (const failure of report.failures) {
        const list = byType.get(failure.errorType) ?? [];
        list.push(`${failure.check}: ${failure.message}`);
        byType.set(failure.errorType, list);
    }
    for (const [type, messages] of byType) {
        await routeError(router, {
            type,
            message: oneLine(messages.join("; "), 1000),
            context: {
                ...base,
                checks: [...new Set(report.failures.filter((f) => f.errorType === type).map((f) => f.check))],
            },
        });
    }
}
function truncate(text, max) {
    return text.length > max ? `${text.slice(0, max - 1)}…` : text;
}
async function callHook(router, record) {
    if (!router.errorHook)
        return;
    const outcome = await runErrorHook(router.errorHook, record, {
        root: router.root,
        timeoutMs: router.errorHookTimeoutMs,
        env: router.env,
    });
    if (!outcome.ran && outcome.detail?.includes("loop guard"))
        return;
    if (outcome.ran && outcome.exitCode === 0) {
        router.logs.append("session", {
            event: router.event,
            kind: "error-hook",
            source: router.errorHook.source,
            type: record.type,
            durationMs: outcome.durationMs,
        });
        return;
    }
    if (!outcome.ran && outcome.detail?.includes("qgate itself"))
        return;
    router.logs.append("error", {
        event: router.event,
        session: router.session,
        type: "error_hook_failed",
        critical: false,
        message: redactSecrets(routingMessages.errorHook.failed(router.errorHook.source, outcome.detail)),
        context: { routedType: record.type, ...(outcome.timedOut ? { timedOut: true } : {}) },
    });
}
async function notify(router, body) {
    const outcome = await postWebhook({
        source: "qgate",
        version: 1,
        ts: new Date().toISOString(),
        project: path.basename(router.root),
        event: router.event,
        session: router.session,
        ...body,
    }, {
        timeoutMs: router.webhookTimeoutMs,
        env: router.env,
        envName: router.webhookEnv,
    });
    if (outcome.sent || outcome.detail?.endsWith("is not set"))
        return;
    router.logs.append("error", {
        event: router.event,
        session: router.session,
        type: "network_error",
        critical: false,
        message: redactSecrets(routingMessages.webhook.failed(outcome.host, outcome.detail)),
    });
}
