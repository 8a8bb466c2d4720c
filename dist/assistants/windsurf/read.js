/**
 * Windsurf's Cascade hooks (`.windsurf/hooks.json`; from its docs, no client runs here:
 * test/fixtures/assistants/windsurf-docs). Every payload is an envelope keyed by `agent_action_name`
 * with a `tool_info` object; the trajectory id keys the session.
 *
 *   post_write_code (tool_info.file_path, edits[])  ->  an edit   gated and recorded; cannot block
 *
 * A post hook's exit code and output never reach the model: `show_output` shows the output to the
 * user, so every answer is plain text on stdout with exit 0, a block included.
 */
import { doorMessages } from "../../messages.js";
import { HookInputError, SILENT } from "../../hook/event.js";
import { countLines, isObject, str } from "../../hook/json.js";
export const WINDSURF_EVENTS = ["post_write_code"];
export function isWindsurfPayload(data) {
    return typeof data.agent_action_name === "string" && isObject(data.tool_info);
}
export function readWindsurf(data) {
    const named = str(data.agent_action_name) ?? "";
    if (named !== "post_write_code")
        throw new HookInputError(doorMessages.eventNotHandled(JSON.stringify(named.slice(0, 60) || "(none)"), WINDSURF_EVENTS));
    const info = isObject(data.tool_info) ? data.tool_info : {};
    const trajectory = str(data.trajectory_id);
    const cwd = str(info.cwd) ?? str(data.cwd);
    const base = {
        assistant: "windsurf",
        named,
        ...(trajectory ? { sessionId: trajectory } : {}),
        ...(cwd ? { cwd } : {}),
    };
    const file = str(info.file_path);
    const call = { tool: "write_code", filePath: file };
    if (file === undefined || file === "")
        return { ...base, kind: "tool", call };
    const edits = Array.isArray(info.edits) ? info.edits.filter(isObject) : [];
    const changedLines = edits.reduce((sum, edit) => sum + (countLines(edit.new_string) ?? 0), 0);
    return { ...base, kind: "edit", call, files: [{ path: file, change: "modify", changedLines }] };
}
/** Plain text for the user (shown with `show_output`); exit 0 always, since a post hook cannot block. */
export function answerWindsurf(outcome) {
    switch (outcome.kind) {
        case "pass":
            return SILENT;
        case "block":
            return { stdout: `${outcome.reason}\n`, stderr: "", exitCode: 0 };
        case "findings":
        case "notice":
            return { stdout: `${outcome.text}\n`, stderr: "", exitCode: 0 };
    }
}
