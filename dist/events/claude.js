import { QgateError } from "../errors.js";
import { filesOfPatch } from "./codex-patch.js";
import { COPILOT_EVENTS, copilotEditedFile, fromCopilot, isCopilotPayload } from "./copilot.js";
import { CURSOR_EVENTS, fromCursor, isCursorPayload } from "./cursor.js";
import { GEMINI_EDITING_TOOLS, GEMINI_EVENTS, isGeminiPayload } from "./gemini.js";
import { countLines, isObject, str } from "./json.js";
import { lookup } from "../util/lookup.js";
import { doorMessages } from "../messages.js";
import { EDITING_TOOLS } from "./tool-result.js";
export const CLAUDE_EVENTS = [
    "PostToolUse",
    "PostToolUseFailure",
    "PostToolBatch",
    "Stop",
    "SubagentStop",
    "UserPromptSubmit",
    "SessionEnd",
];
/** Input qgate cannot use: malformed JSON, a missing field, an event it does not handle. */
export class HookInputError extends QgateError {
    constructor(message) {
        super("usage_error", message);
    }
}
function callOf(toolName, input) {
    const filePath = str(input.file_path) ?? str(input.notebook_path) ?? str(input.path);
    return { tool: toolName, filePath };
}
/** The file an editing tool changed, with how many lines it wrote (never the content itself). */
export function editedFile(toolName, input, response) {
    if (!EDITING_TOOLS.has(toolName))
        return undefined;
    const file = str(input.file_path) ?? str(input.notebook_path);
    if (file === undefined || file === "")
        return undefined;
    let changedLines;
    let change = "modify";
    switch (toolName) {
        case "Write":
            changedLines = countLines(input.content);
            change = isObject(response) && response.type === "update" ? "modify" : "create";
            break;
        case "Edit":
            changedLines = countLines(input.new_string);
            break;
        case "MultiEdit":
            if (Array.isArray(input.edits)) {
                changedLines = input.edits.reduce((sum, edit) => sum + (isObject(edit) ? (countLines(edit.new_string) ?? 0) : 0), 0);
            }
            break;
        case "NotebookEdit":
            changedLines = countLines(input.new_source);
            if (input.edit_mode === "delete")
                changedLines = 0;
            break;
    }
    return { path: file, change, changedLines };
}
/**
 * The files one tool call edited: Claude Code's editing tools name one; Codex's `apply_patch` names
 * them in its patch text (`tool_input.command`).
 */
function filesOf(toolName, input, response) {
    if (toolName === "apply_patch")
        return filesOfPatch(str(input.command) ?? str(input.patch) ?? "");
    if (GEMINI_EDITING_TOOLS.has(toolName)) {
        const file = str(input.file_path);
        if (file === undefined || file === "")
            return [];
        const display = isObject(response) && isObject(response.returnDisplay) ? response.returnDisplay : {};
        const stat = isObject(display.diffStat) ? display.diffStat : {};
        return [
            {
                path: file,
                change: display.isNewFile === true ? "create" : "modify",
                changedLines: typeof stat.model_added_lines === "number" ? stat.model_added_lines : undefined,
            },
        ];
    }
    const file = editedFile(toolName, input, response) ?? copilotEditedFile(toolName, input);
    return file ? [file] : [];
}
/**
 * Parses the stdin text into qgate's event, whoever sent it: Cursor's and Copilot's payloads are told
 * by their fields (or the hint), the rest is Claude Code's shape (Codex, Gemini). Throws
 * HookInputError for malformed JSON, an event qgate does not handle, or a payload nobody's.
 */
export function parseHookInput(text, hint = {}) {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch (error) {
        const detail = text.trim() === "" ? doorMessages.emptyStdin : (error.message.split("\n")[0] ?? "");
        throw new HookInputError(doorMessages.malformedJson(detail));
    }
    if (!isObject(data))
        throw new HookInputError(doorMessages.malformedJson(doorMessages.notAnObject));
    const assistant = hint.assistant ?? (isCursorPayload(data) ? "cursor" : isCopilotPayload(data) ? "copilot" : undefined);
    if (assistant === "cursor") {
        const event = fromCursor(data);
        if (event)
            return event;
        throw new HookInputError(doorMessages.cursorEventNotHandled(JSON.stringify((str(data.hook_event_name) ?? "(none)").slice(0, 60)), Object.keys(CURSOR_EVENTS)));
    }
    if (assistant === "copilot") {
        const event = fromCopilot(data, hint.event);
        if (event)
            return event;
        throw new HookInputError(hint.event !== undefined
            ? doorMessages.copilotEventNotHandled(JSON.stringify(hint.event.slice(0, 60)), COPILOT_EVENTS)
            : doorMessages.copilotEventUnknown(COPILOT_EVENTS));
    }
    return fromClaudeShape(data);
}
/** Claude Code's hook JSON (and Codex's, Gemini's). */
export function parseClaudeInput(text) {
    return parseHookInput(text);
}
function fromClaudeShape(data) {
    const given = str(data.hook_event_name);
    if (given === undefined)
        throw new HookInputError(doorMessages.whoSent);
    const gemini = isGeminiPayload(data) ? given : undefined;
    const name = gemini !== undefined ? (lookup(GEMINI_EVENTS, given) ?? given) : given;
    if (!CLAUDE_EVENTS.includes(name)) {
        throw new HookInputError(doorMessages.eventNotHandled(JSON.stringify(name.slice(0, 60)), CLAUDE_EVENTS));
    }
    const toolName = str(data.tool_name) ?? "";
    const base = gemini !== undefined
        ? { sender: "gemini", answer: { assistant: "gemini", event: gemini } }
        : { sender: data.turn_id !== undefined || toolName === "apply_patch" ? "codex" : "claude" };
    const sessionId = str(data.session_id);
    if (sessionId !== undefined && sessionId !== "")
        base.sessionId = sessionId;
    const cwd = str(data.cwd);
    if (cwd !== undefined && cwd !== "")
        base.cwd = cwd;
    const input = isObject(data.tool_input) ? data.tool_input : {};
    switch (name) {
        case "PostToolUse":
            return {
                ...base,
                event: "PostToolUse",
                call: callOf(toolName, input),
                files: filesOf(toolName, input, data.tool_response),
            };
        case "PostToolUseFailure":
            return {
                ...base,
                event: "PostToolUseFailure",
                call: callOf(toolName, input),
                error: str(data.error) ?? str(data.error_message) ?? "the tool failed",
                interrupted: data.is_interrupt === true,
            };
        case "PostToolBatch": {
            const raw = Array.isArray(data.tool_calls)
                ? data.tool_calls
                : Array.isArray(data.tool_results)
                    ? data.tool_results
                    : [];
            const calls = [];
            const files = [];
            const errors = [];
            for (const item of raw) {
                if (!isObject(item))
                    continue;
                const tool = str(item.tool_name) ?? "";
                const itemInput = isObject(item.tool_input) ? item.tool_input : {};
                calls.push(callOf(tool, itemInput));
                const error = str(item.error) ?? str(item.error_message);
                if (error !== undefined && error !== "") {
                    errors.push({ tool, error });
                    continue;
                }
                files.push(...filesOf(tool, itemInput, item.tool_response ?? item.tool_result));
            }
            return { ...base, event: "PostToolBatch", calls, files, errors };
        }
        case "Stop":
        case "SubagentStop":
            return {
                ...base,
                event: name,
                stopHookActive: data.stop_hook_active === true,
            };
        case "UserPromptSubmit":
            return { ...base, event: "UserPromptSubmit", prompt: str(data.prompt) ?? "" };
        case "SessionEnd": {
            const reason = str(data.reason);
            return { ...base, event: "SessionEnd", reason };
        }
    }
}
