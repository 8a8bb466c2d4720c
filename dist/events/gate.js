/**
 * One gate run for a hook: the assistant's paths become a change set (paths outside the root or
 * missing are skipped with a note, never a crash), the engine runs the policy's checks, and the outcome
 * is written everywhere it belongs (full report, metrics, performance and modification logs, routing).
 */
import { existsSync, realpathSync } from "node:fs";
import path from "node:path";
import { classify } from "../changes/classify.js";
import { displayPath, isInside, resolveInsideRoot } from "../changes/paths.js";
import { runGate } from "../engine/engine.js";
import { headline, renderAssistantText, writeFullReport } from "../report/assistant.js";
import { gateRunRecord } from "../routing/metrics.js";
import { routeReport } from "../routing/route.js";
/** The path with its directory's real path (the file itself is not followed). */
function realParent(absPath) {
    try {
        return path.join(realpathSync(path.dirname(absPath)), path.basename(absPath));
    }
    catch {
        return absPath;
    }
}
/** The real path of a file, or of its directory when the file is gone (a deletion). */
function realish(absPath) {
    try {
        return realpathSync(absPath);
    }
    catch {
        return realParent(absPath);
    }
}
export function buildChangeSet(ctx, inputs, source) {
    const files = new Map();
    const skipped = [];
    const changedLines = new Map();
    for (const input of inputs) {
        const given = path.resolve(ctx.cwd, input.path);
        // The real path: the assistant may reach the root through a symlinked directory.
        const absolute = realish(given);
        let resolved;
        try {
            resolved = resolveInsideRoot(ctx.root, ctx.cwd, absolute);
        }
        catch {
            // Named inside the root but really elsewhere: a symlink in the project that leads out of it.
            const reason = isInside(ctx.root, given) || isInside(ctx.root, realParent(given))
                ? "a symlink that leads outside the project root"
                : "outside the project root";
            skipped.push({ path: displayPath(input.path), reason });
            continue;
        }
        if (resolved.path === "") {
            skipped.push({ path: ".", reason: "the project root itself is not a file" });
            continue;
        }
        if (input.change !== "delete" && !existsSync(resolved.absPath)) {
            skipped.push({ path: resolved.path, reason: "no such file (deleted after the edit?)" });
            continue;
        }
        files.set(resolved.path, { path: resolved.path, absPath: resolved.absPath, change: input.change });
        if (input.changedLines !== undefined)
            changedLines.set(resolved.path, input.changedLines);
    }
    return { changeSet: { root: ctx.root, files: [...files.values()], skipped, source }, changedLines };
}
export async function gateChangeSet(ctx, input, options) {
    const { policy } = ctx;
    const changeSet = classify(input.changeSet, policy.maxFileBytes);
    const report = await runGate(changeSet, {
        policy,
        strict: ctx.strict,
        scope: policy.scope.hook,
        fix: options.fix ?? false,
    });
    if (changeSet.files.length === 0)
        report.notes.unshift("nothing to check");
    const blocked = ctx.strict && report.verdict === "block" && !options.neverBlock;
    const reportPath = report.verdict !== "pass" && ctx.logs.writable
        ? await writeFullReport(report, ctx.logs.dir, options.door)
        : undefined;
    const text = renderAssistantText(report, {
        blocked,
        blockOn: policy.blockOn,
        ...(reportPath ? { reportPath } : {}),
    });
    if (report.files.length > 0) {
        ctx.logs.append("metrics", gateRunRecord(report, {
            door: options.door,
            blockOn: policy.blockOn,
            ...(options.session !== undefined ? { session: options.session } : {}),
            ...(input.changedLines ? { changedLines: input.changedLines } : {}),
        }));
    }
    const slow = report.timings.totalMs > policy.hooks.slowRunMs;
    ctx.logs.append("performance", {
        door: options.door,
        ...(options.session !== undefined ? { session: options.session } : {}),
        files: report.files.length,
        totalMs: report.timings.totalMs,
        checks: report.timings.checks,
        ...(slow ? { slow: true, thresholdMs: policy.hooks.slowRunMs } : {}),
    });
    if (slow) {
        ctx.warn(`qgate: warning: slow hook run: ${report.timings.totalMs} ms (over ${policy.hooks.slowRunMs} ms; policy hooks.slowRunMs)`);
    }
    if (report.verdict === "block" || report.failures.length > 0) {
        await routeReport(ctx.router, report, {
            blockOn: policy.blockOn,
            headline: headline(report, { blocked, blockOn: policy.blockOn }),
            ...(reportPath ? { reportPath } : {}),
        });
    }
    return { report, blocked, text, ...(reportPath ? { reportPath } : {}) };
}
