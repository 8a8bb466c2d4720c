import { runGate } from "../pipeline.js";
import { headline, renderAssistantText } from "../report/assistant.js";
import { writeFullReport } from "../routing/full-report.js";
import { stopsInStrictMode } from "../report/report.js";
import { gateRunRecord } from "../stats/metrics.js";
import { routeReport } from "../routing/route.js";
import { doorMessages } from "../messages.js";
import { recordTiming, timed } from "../util/timings.js";
export async function gateChangeSet(ctx, input, options) {
    const { policy } = ctx;
    const report = await runGate(input.changeSet, {
        policy,
        strict: ctx.strict,
        scope: policy.scope.hook,
        fix: options.fix ?? false,
    });
    const blocked = ctx.strict && stopsInStrictMode(report.verdict) && !options.neverBlock;
    const reportPath = report.verdict !== "pass" && ctx.logs.writable
        ? await timed("hook.report-file", () => writeFullReport(report, ctx.logs.dir, options.door))
        : undefined;
    const text = timed("hook.render", () => renderAssistantText(report, {
        blocked,
        blockOn: policy.blockOn,
        ...(reportPath ? { reportPath } : {}),
    }));
    const logging = performance.now();
    if (report.files.length > 0) {
        ctx.logs.append("metrics", {
            ...gateRunRecord(report, {
                door: options.door,
                blockOn: policy.blockOn,
                session: options.session,
                assistant: ctx.assistant,
                ...(input.changedLines ? { changedLines: input.changedLines } : {}),
            }),
            project: ctx.root,
        });
    }
    const slow = report.timings.totalMs > policy.hooks.slowRunMs;
    ctx.logs.append("performance", {
        door: options.door,
        session: options.session,
        files: report.files.length,
        totalMs: report.timings.totalMs,
        checks: report.timings.checks,
        ...(slow ? { slow: true, thresholdMs: policy.hooks.slowRunMs } : {}),
    });
    if (slow) {
        ctx.warn(doorMessages.slowRun(report.timings.totalMs, policy.hooks.slowRunMs));
    }
    recordTiming("hook.logs", performance.now() - logging);
    if (stopsInStrictMode(report.verdict) || report.failures.length > 0) {
        await timed("hook.routing", () => routeReport(ctx.router, report, {
            blockOn: policy.blockOn,
            headline: headline(report, { blocked, blockOn: policy.blockOn }),
            ...(reportPath ? { reportPath } : {}),
        }));
    }
    return { report, blocked, text, ...(reportPath ? { reportPath } : {}) };
}
