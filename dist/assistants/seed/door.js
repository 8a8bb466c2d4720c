/**
 * The seed door: `qgate hook <event> <args...>`. Standard output is plain status text for the user
 * (seed section 6.1). Exit 0 unless strict mode and the gate blocks: then exit 1 and a message that
 * says the operation is blocked (docs/architecture.md, exit codes).
 */
import { lintPrompt } from "../../prompt/lint.js";
import { contextObject, handleReportedError } from "../../hook/errors.js";
import { editedChangeSet } from "../../changes/edited.js";
import { gateChangeSet } from "../../hook/gate.js";
import { gateSession } from "../../hook/session-gate.js";
import { recordEdits } from "../../hook/record-edits.js";
import { ensureBaseline } from "../../hook/shell-writes.js";
import { trySessionRecord } from "../../hook/session-record.js";
import { readStdin, StdinTooLargeError } from "../../hook/stdin.js";
import { extractPathFromResult } from "./tool-result.js";
import { doorMessages } from "../../messages.js";
import { oneLine } from "../../util/text.js";
function finish(ctx, outcome) {
    ctx.print(outcome.text);
    if (!outcome.blocked)
        return 0;
    ctx.warn(doorMessages.blockedByGate(outcome.reportPath));
    return 1;
}
/** edit-complete and the Write/Edit branch of tool-call-complete: gate the named file. */
async function gateEdit(ctx, input, door) {
    const { changeSet, changedLines } = editedChangeSet(ctx, [input], "hook");
    const key = { root: ctx.root };
    const session = await recordEdits(ctx, key, changeSet, { event: ctx.router.event });
    if (session !== undefined)
        ctx.router.session = session;
    const outcome = await gateChangeSet(ctx, { changeSet, changedLines }, { door, session });
    return finish(ctx, outcome);
}
export async function runSeedEvent(ctx, event) {
    switch (event.event) {
        case "edit-complete":
            return gateEdit(ctx, { path: event.path, change: event.change }, "hook:edit-complete");
        case "tool-call-complete": {
            if (!event.success) {
                ctx.print(await handleReportedError(ctx, {
                    type: "tool_execution_failed",
                    message: doorMessages.toolFailed(oneLine(event.tool, 80), oneLine(event.flag, 40)),
                    context: { tool: event.tool, successFlag: event.flag, result: oneLine(event.result, 1000) },
                }, { runHook: true }));
                return 0;
            }
            const extracted = extractPathFromResult(event.tool, event.result);
            if (extracted)
                return gateEdit(ctx, extracted, "hook:tool-call-complete");
            if (event.tool === "Read") {
                ctx.logs.append("file-access", {
                    event: "tool-call-complete",
                    tool: event.tool,
                    resultChars: event.result.length,
                });
            }
            else {
                ctx.logs.append("session", {
                    event: "tool-call-complete",
                    tool: oneLine(event.tool, 80),
                    success: true,
                    resultChars: event.result.length,
                });
            }
            if (["Write", "Edit", "MultiEdit", "NotebookEdit"].includes(event.tool))
                ctx.print(doorMessages.noFilePath(event.tool));
            return 0;
        }
        case "error-occurred":
            ctx.print(await handleReportedError(ctx, { type: event.type, message: event.message, context: contextObject(event.context) }, { runHook: false }));
            return 0;
        case "user-prompt-submit":
            return promptSubmitted(ctx);
        case "session-end": {
            const key = { root: ctx.root };
            const state = trySessionRecord(ctx, () => ctx.sessions.read(key));
            const session = state?.id;
            if (session !== undefined)
                ctx.router.session = session;
            const outcome = await gateSession(ctx, key, state, {
                door: "hook:session-end",
                session,
            });
            const record = {
                type: "session-end",
                ts: new Date().toISOString(),
                session,
                project: ctx.root,
                verdict: outcome.report.verdict,
            };
            ctx.logs.append("metrics", record);
            ctx.logs.append("session", { event: "session-end", session, files: outcome.report.files.length });
            trySessionRecord(ctx, () => ctx.sessions.end(key));
            ctx.print(doorMessages.sessionEnded(session, outcome.report.files.length));
            return finish(ctx, outcome);
        }
    }
}
/** The prompt text: stdin, or the `prompt` field when stdin holds a Claude Code hook JSON object. */
function promptText(stdin) {
    const trimmed = stdin.trim();
    if (trimmed.startsWith("{")) {
        try {
            const parsed = JSON.parse(trimmed);
            if (typeof parsed.prompt === "string")
                return parsed.prompt;
        }
        catch {
            // Plain text that starts with a brace.
        }
    }
    return stdin;
}
async function promptSubmitted(ctx) {
    let text;
    try {
        text = promptText(await readStdin(1000));
    }
    catch (error) {
        if (!(error instanceof StdinTooLargeError))
            throw error;
        ctx.print(doorMessages.line(error.message));
        return 0;
    }
    const key = { root: ctx.root };
    const session = trySessionRecord(ctx, () => ctx.sessions.recordPrompt(key, ctx.root));
    await ensureBaseline(ctx, key, trySessionRecord(ctx, () => ctx.sessions.read(key)));
    const lint = text.trim() === "" ? undefined : lintPrompt(text, { root: ctx.root });
    const record = {
        type: "prompt",
        ts: new Date().toISOString(),
        session,
        project: ctx.root,
        ...(lint ? { score: lint.score } : {}),
        chars: text.length,
    };
    ctx.logs.append("metrics", record);
    ctx.logs.append("session", { event: "user-prompt-submit", session, chars: text.length });
    const lines = [doorMessages.promptSession(session, lint?.score)];
    for (const finding of lint?.findings ?? [])
        lines.push(doorMessages.promptFinding(finding));
    const blocked = lint !== undefined && ctx.strict && lint.score < ctx.policy.prompt.minScore;
    if (blocked)
        lines.unshift(doorMessages.promptBlocked(lint.score, ctx.policy.prompt.minScore));
    ctx.print(lines.join("\n"));
    if (blocked) {
        ctx.warn(doorMessages.blockedByPromptCheck);
        return 1;
    }
    return 0;
}
