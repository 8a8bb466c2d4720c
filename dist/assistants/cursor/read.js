/**
 * Cursor's agent hooks (`.cursor/hooks.json`, written from cursor.com/docs/hooks as of Cursor 2.0;
 * no client to capture here). Its JSON names the event in `hook_event_name` (camelCase) and the
 * project in `workspace_roots`; the conversation id keys the session.
 *
 *   afterFileEdit (file_path, edits[])   ->  an edit      fire-and-forget: gated and recorded
 *   stop (status, loop_count)            ->  a turn's end followup_message: the agent goes on
 *   beforeSubmitPrompt (prompt)          ->  a prompt     continue: false only in strict mode
 *
 * A follow-up starts another agent turn. In strict mode it is sent until Cursor's loop limit (5 by
 * default); outside strict mode once per stop (loop_count 0): the model hears what still fails, since
 * afterFileEdit cannot tell it, but the gate never keeps it going. Never after an aborted or failed turn.
 */
import { doorMessages } from "../../messages.js";
import { HookInputError, jsonAnswer, } from "../../hook/event.js";
import { countLines, isObject, str } from "../../hook/json.js";
import { lookup } from "../../util/lookup.js";
export const CURSOR_EVENTS = {
    afterFileEdit: "edit",
    stop: "turn-end",
    beforeSubmitPrompt: "prompt",
    // The secrets guard: Cursor sends the file's path and content, and reads `permission` (docs of 2.0).
    beforeReadFile: "pre-read",
};
/** Cursor's default `loop_limit` for stop hooks: qgate never asks past it. */
export const CURSOR_LOOP_LIMIT = 5;
export function isCursorPayload(data) {
    return (Array.isArray(data.workspace_roots) || lookup(CURSOR_EVENTS, str(data.hook_event_name)) !== undefined);
}
/** Cursor's payload as qgate's event; HookInputError for an event qgate does not handle. */
export function readCursor(data) {
    const event = str(data.hook_event_name) ?? "";
    const kind = lookup(CURSOR_EVENTS, event);
    if (kind === undefined)
        throw new HookInputError(doorMessages.cursorEventNotHandled(JSON.stringify((str(data.hook_event_name) ?? "(none)").slice(0, 60)), Object.keys(CURSOR_EVENTS)));
    const roots = Array.isArray(data.workspace_roots)
        ? data.workspace_roots.filter((r) => typeof r === "string")
        : [];
    const loopCount = typeof data.loop_count === "number" ? data.loop_count : 0;
    // An aborted or failed turn is the user's or Cursor's doing: never send the agent back.
    const followup = (str(data.status) ?? "completed") === "completed" && loopCount < CURSOR_LOOP_LIMIT;
    const base = {
        assistant: "cursor",
        named: event,
        room: { loopCount, followup },
        ...(str(data.conversation_id) ? { sessionId: str(data.conversation_id) } : {}),
        ...(roots[0] ? { cwd: roots[0] } : {}),
    };
    switch (kind) {
        case "edit": {
            const file = str(data.file_path);
            const edits = Array.isArray(data.edits) ? data.edits.filter(isObject) : [];
            const files = file === undefined || file === ""
                ? []
                : [
                    {
                        path: file,
                        change: "modify",
                        changedLines: edits.reduce((sum, e) => sum + (countLines(e.new_string) ?? 0), 0),
                    },
                ];
            const call = { tool: "afterFileEdit", filePath: file };
            return files.length > 0 ? { ...base, kind: "edit", call, files } : { ...base, kind: "tool", call };
        }
        case "turn-end":
            return { ...base, kind: "turn-end", loopFlag: !followup };
        case "prompt":
            return { ...base, kind: "prompt", prompt: str(data.prompt) ?? "" };
        case "pre-read": {
            const file = str(data.file_path) ?? "";
            const content = str(data.content);
            return {
                ...base,
                kind: "pre-tool",
                call: { tool: "beforeReadFile", filePath: file },
                reads: file === "" && content === undefined ? [] : [{ path: file, content }],
            };
        }
    }
}
/** qgate's outcome in Cursor's words. Cursor reads JSON on stdout with exit 0. */
export function answerCursor(outcome, event) {
    const reason = outcome.kind === "block" ? outcome.reason : outcome.kind === "notice" ? outcome.text : undefined;
    switch (event.named) {
        case "stop": {
            const blocked = outcome.kind === "block";
            // Outside strict mode: one follow-up per stop, so the model hears it without being held.
            if (reason !== undefined && event.room?.followup === true && (blocked || event.room.loopCount === 0))
                return jsonAnswer({ followup_message: reason });
            return jsonAnswer({});
        }
        case "beforeReadFile":
            return outcome.kind === "block"
                ? jsonAnswer({ permission: "deny", user_message: outcome.reason, agent_message: outcome.reason })
                : jsonAnswer({ permission: "allow" });
        case "beforeSubmitPrompt":
            return outcome.kind === "block"
                ? jsonAnswer({ continue: false, user_message: outcome.reason })
                : jsonAnswer({ continue: true });
        default:
            // afterFileEdit: Cursor ignores the answer; the outcome is in the session record and the logs.
            return jsonAnswer({});
    }
}
