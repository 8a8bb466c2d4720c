import { countLines, isObject, str } from "./json.js";
import { lookup } from "../util/lookup.js";
import { doorMessages } from "../messages.js";
export const COPILOT_EVENTS = [
    "postToolUse",
    "agentStop",
    "errorOccurred",
    "userPromptSubmitted",
    "sessionEnd",
];
/** The VS Code compatible format (PascalCase events, snake_case fields) names its events like this. */
const PASCAL_EVENTS = {
    PostToolUse: "postToolUse",
    Stop: "agentStop",
    ErrorOccurred: "errorOccurred",
    UserPromptSubmit: "userPromptSubmitted",
    SessionEnd: "sessionEnd",
};
/** Copilot's tools that write a file, and the argument naming it. */
export const COPILOT_EDITING_TOOLS = new Set(["create", "edit"]);
/** Copilot's camelCase payload: `sessionId`/`toolName`/`toolArgs` and a numeric `timestamp`. */
export function isCopilotPayload(data) {
    return (typeof data.toolName === "string" ||
        (typeof data.timestamp === "number" && typeof data.cwd === "string" && data.hook_event_name === undefined));
}
/** The event, from its fields, when the command line did not name it. */
function eventOf(data) {
    if (typeof data.toolName === "string")
        return data.toolResult !== undefined ? "postToolUse" : undefined;
    if (isObject(data.error))
        return "errorOccurred";
    if (typeof data.stopReason === "string" && data.agentName === undefined)
        return "agentStop";
    if (typeof data.prompt === "string")
        return "userPromptSubmitted";
    if (typeof data.reason === "string")
        return "sessionEnd";
    return undefined;
}
/** `toolArgs`: an object, or a JSON string holding one (as the earlier docs show it). */
function argsOf(value) {
    if (isObject(value))
        return value;
    if (typeof value !== "string")
        return {};
    try {
        const parsed = JSON.parse(value);
        return isObject(parsed) ? parsed : {};
    }
    catch {
        return {};
    }
}
/** The file a Copilot tool wrote (create: `file_text`; edit: `new_str`). */
export function copilotEditedFile(toolName, args) {
    if (!COPILOT_EDITING_TOOLS.has(toolName))
        return undefined;
    const file = str(args.path) ?? str(args.file_path);
    if (file === undefined || file === "")
        return undefined;
    return toolName === "create"
        ? { path: file, change: "create", changedLines: countLines(args.file_text) }
        : { path: file, change: "modify", changedLines: countLines(args.new_str) };
}
/** How Copilot's error contexts read as qgate's error types. */
const ERROR_TYPES = {
    tool_execution: "tool_execution_failed",
    model_call: "network_error",
    user_input: "usage_error",
};
/** Copilot's payload as qgate's event; undefined for an event qgate does not handle. */
export function fromCopilot(data, named) {
    const given = named ?? str(data.hook_event_name);
    const event = given !== undefined ? (lookup(PASCAL_EVENTS, given) ?? given) : eventOf(data);
    if (event === undefined || !COPILOT_EVENTS.includes(event))
        return undefined;
    const sessionId = str(data.sessionId) ?? str(data.session_id);
    const cwd = str(data.cwd);
    const base = {
        sender: "copilot",
        answer: { assistant: "copilot", event },
        ...(sessionId ? { sessionId } : {}),
        ...(cwd ? { cwd } : {}),
    };
    const toolName = str(data.toolName) ?? str(data.tool_name) ?? "";
    switch (event) {
        case "postToolUse": {
            const args = argsOf(data.toolArgs ?? data.tool_input);
            const file = copilotEditedFile(toolName, args);
            return {
                ...base,
                event: "PostToolUse",
                call: { tool: toolName, filePath: str(args.path) },
                files: file ? [file] : [],
            };
        }
        case "agentStop":
            // Copilot's loop flag when it sends one; otherwise qgate's own bound.
            return typeof data.stop_hook_active === "boolean"
                ? { ...base, event: "Stop", stopHookActive: data.stop_hook_active }
                : { ...base, event: "Stop", stopHookActive: false, guardStops: true };
        case "errorOccurred": {
            const error = isObject(data.error) ? data.error : {};
            const name = str(error.name);
            const message = str(error.message) ?? doorMessages.anErrorOccurred;
            return {
                ...base,
                event: "ErrorOccurred",
                errorType: lookup(ERROR_TYPES, str(data.errorContext) ?? str(data.error_context)) ?? "tool_execution_failed",
                message: name ? `${name}: ${message}` : message,
            };
        }
        case "userPromptSubmitted":
            return { ...base, event: "UserPromptSubmit", prompt: str(data.prompt) ?? "" };
        case "sessionEnd":
            return { ...base, event: "SessionEnd", reason: str(data.reason) };
    }
}
/** qgate's answer in Copilot's words: only agentStop's block is read; always exit 0. */
export function toCopilotOutput(output, event) {
    if (event === "agentStop" && output.json?.decision === "block")
        return { exitCode: 0, json: { decision: "block", reason: str(output.json.reason) ?? "" } };
    return { exitCode: 0 };
}
