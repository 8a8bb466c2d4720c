import { countLines, isObject, str } from "./json.js";
import { lookup } from "../util/lookup.js";
export const CURSOR_EVENTS = {
    afterFileEdit: "PostToolUse",
    stop: "Stop",
    beforeSubmitPrompt: "UserPromptSubmit",
};
/** Cursor's default `loop_limit` for stop hooks: qgate never asks past it. */
export const CURSOR_LOOP_LIMIT = 5;
export function isCursorPayload(data) {
    return (Array.isArray(data.workspace_roots) || lookup(CURSOR_EVENTS, str(data.hook_event_name)) !== undefined);
}
/** Cursor's payload as qgate's event; undefined for an event qgate does not handle. */
export function fromCursor(data) {
    const event = str(data.hook_event_name) ?? "";
    const name = lookup(CURSOR_EVENTS, event);
    if (name === undefined)
        return undefined;
    const roots = Array.isArray(data.workspace_roots)
        ? data.workspace_roots.filter((r) => typeof r === "string")
        : [];
    const loopCount = typeof data.loop_count === "number" ? data.loop_count : 0;
    // An aborted or failed turn is the user's or Cursor's doing: never send the agent back.
    const followup = (str(data.status) ?? "completed") === "completed" && loopCount < CURSOR_LOOP_LIMIT;
    const base = {
        sender: "cursor",
        answer: { assistant: "cursor", event, loopCount, followup },
        ...(str(data.conversation_id) ? { sessionId: str(data.conversation_id) } : {}),
        ...(roots[0] ? { cwd: roots[0] } : {}),
    };
    switch (name) {
        case "PostToolUse": {
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
            return { ...base, event: "PostToolUse", call: { tool: "afterFileEdit", filePath: file }, files };
        }
        case "Stop":
            return { ...base, event: "Stop", stopHookActive: !followup };
        case "UserPromptSubmit":
            return { ...base, event: "UserPromptSubmit", prompt: str(data.prompt) ?? "" };
    }
}
/** qgate's Claude-shaped answer in Cursor's words. Cursor reads JSON on stdout with exit 0. */
export function toCursorOutput(output, answer) {
    const json = output.json ?? {};
    const reason = str(json.reason) ?? str(json.systemMessage);
    switch (answer.event) {
        case "stop": {
            const blocked = json.decision === "block";
            // Outside strict mode: one follow-up per stop, so the model hears it without being held.
            if (reason !== undefined && answer.followup === true && (blocked || answer.loopCount === 0))
                return { exitCode: 0, json: { followup_message: reason } };
            return { exitCode: 0, json: {} };
        }
        case "beforeSubmitPrompt":
            return json.decision === "block"
                ? { exitCode: 0, json: { continue: false, user_message: str(json.reason) ?? "" } }
                : { exitCode: 0, json: { continue: true } };
        default:
            // afterFileEdit: Cursor ignores the answer; the outcome is in the session record and the logs.
            return { exitCode: 0, json: {} };
    }
}
