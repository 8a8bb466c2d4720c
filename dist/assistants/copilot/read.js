/**
 * GitHub Copilot CLI and coding agent hooks (`.github/hooks/*.json`): captured from Copilot CLI 1.0.102
 * (test/fixtures/assistants/copilot-1.0.102), first written from GitHub's "Copilot CLI hooks
 * reference" (github/docs at 927566b). Its camelCase payloads name neither the event nor the
 * assistant, so the installed command passes `--event`; without it the event is told by its fields.
 * `toolArgs` is an object in 1.0.102 (the docs showed a JSON string holding one: both are read), and
 * tool names are lower-case: `create` and `edit` write the file at `path`, `bash` runs a command.
 *
 *   postToolUse (create, edit)   ->  an edit        {"additionalContext"}: the findings, to the model
 *   agentStop                    ->  a turn's end   {"decision":"block","reason"}: another turn
 *   errorOccurred (error{})      ->  qgate's error routing (logs, webhook), like the seed's error-occurred
 *   userPromptSubmitted          ->  a prompt (metrics; its answer is ignored)
 *   sessionEnd                   ->  a session's end
 *
 * Copilot skips a hook that exits non-zero, so every answer is exit 0, the block in the JSON. agentStop
 * carries `stop_hook_active` in 1.0.102 (true in the turn a block started); a payload without it (as
 * the docs show) has qgate's session record bound the stop blocks instead (session.ts).
 */
import { HookInputError, jsonAnswer, SILENT, } from "../../hook/event.js";
import { isObject, str } from "../../hook/json.js";
import { pathEditedFile, readsOfToolCall, toolEvent } from "../../hook/tools.js";
import { lookup } from "../../util/lookup.js";
import { doorMessages } from "../../messages.js";
export const COPILOT_EVENTS = [
    "preToolUse",
    "postToolUse",
    "agentStop",
    "errorOccurred",
    "userPromptSubmitted",
    "sessionEnd",
];
/** The VS Code compatible format (PascalCase events, snake_case fields) names its events like this. */
const PASCAL_EVENTS = {
    PreToolUse: "preToolUse",
    PostToolUse: "postToolUse",
    Stop: "agentStop",
    ErrorOccurred: "errorOccurred",
    UserPromptSubmit: "userPromptSubmitted",
    SessionEnd: "sessionEnd",
};
/** Copilot's camelCase payload: `sessionId`/`toolName`/`toolArgs` and a numeric `timestamp`. */
export function isCopilotPayload(data) {
    return (typeof data.toolName === "string" ||
        (typeof data.timestamp === "number" && typeof data.cwd === "string" && data.hook_event_name === undefined));
}
/** The event, from its fields, when the command line did not name it. */
function eventOf(data) {
    if (typeof data.toolName === "string")
        return data.toolResult !== undefined ? "postToolUse" : "preToolUse";
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
/** How Copilot's error contexts read as qgate's error types. */
const ERROR_TYPES = {
    tool_execution: "tool_execution_failed",
    model_call: "network_error",
    user_input: "usage_error",
};
/** Copilot's payload as qgate's event; HookInputError for an event qgate does not handle. */
export function readCopilot(data, named) {
    const given = named ?? str(data.hook_event_name);
    const event = given !== undefined ? (lookup(PASCAL_EVENTS, given) ?? given) : eventOf(data);
    if (event === undefined || !COPILOT_EVENTS.includes(event))
        throw new HookInputError(named !== undefined
            ? doorMessages.copilotEventNotHandled(JSON.stringify(named.slice(0, 60)), COPILOT_EVENTS)
            : doorMessages.copilotEventUnknown(COPILOT_EVENTS));
    const sessionId = str(data.sessionId) ?? str(data.session_id);
    const cwd = str(data.cwd);
    const base = {
        assistant: "copilot",
        named: event,
        // A block's reason comes back as the next userPromptSubmitted's prompt.
        echoesReason: true,
        ...(sessionId ? { sessionId } : {}),
        ...(cwd ? { cwd } : {}),
    };
    const toolName = str(data.toolName) ?? str(data.tool_name) ?? "";
    switch (event) {
        case "preToolUse": {
            const args = argsOf(data.toolArgs ?? data.tool_input);
            return {
                ...base,
                kind: "pre-tool",
                call: { tool: toolName, filePath: str(args.path) },
                reads: readsOfToolCall(toolName, args, cwd),
            };
        }
        case "postToolUse": {
            const args = argsOf(data.toolArgs ?? data.tool_input);
            const file = pathEditedFile(toolName, args);
            return { ...base, ...toolEvent({ tool: toolName, filePath: str(args.path) }, file ? [file] : []) };
        }
        case "agentStop":
            // Copilot's loop flag when it sends one; otherwise qgate's own bound.
            return typeof data.stop_hook_active === "boolean"
                ? { ...base, kind: "turn-end", loopFlag: data.stop_hook_active }
                : { ...base, kind: "turn-end", loopFlag: false, guardStops: true };
        case "errorOccurred": {
            const error = isObject(data.error) ? data.error : {};
            const name = str(error.name);
            const message = str(error.message) ?? doorMessages.anErrorOccurred;
            return {
                ...base,
                kind: "error",
                errorType: lookup(ERROR_TYPES, str(data.errorContext) ?? str(data.error_context)) ?? "tool_execution_failed",
                message: name ? `${name}: ${message}` : message,
            };
        }
        case "userPromptSubmitted":
            return { ...base, kind: "prompt", prompt: str(data.prompt) ?? "" };
        case "sessionEnd":
            return { ...base, kind: "session-end", reason: str(data.reason) };
    }
}
/**
 * qgate's outcome in Copilot's words: agentStop's block, and preToolUse's denial (the secrets guard:
 * `permissionDecision: "deny"`, its reason shown, in the CLI hooks reference); always exit 0.
 * postToolUse cannot block (the file is written), but since 1.0.49 Copilot adds its
 * `additionalContext` to what the model reads next (github/copilot-cli#2980; shown on 1.0.102 by
 * test/e2e/copilot-cli.test.ts): a block's reason or the findings go there, and agentStop still holds
 * the agent while they fail. userPromptSubmitted's answer is ignored, so a prompt cannot be refused.
 */
export function answerCopilot(outcome, event) {
    if (event.named === "postToolUse" && (outcome.kind === "block" || outcome.kind === "findings"))
        return jsonAnswer({ additionalContext: outcome.kind === "block" ? outcome.reason : outcome.text });
    if (event.named === "preToolUse" && outcome.kind === "block")
        return jsonAnswer({ permissionDecision: "deny", permissionDecisionReason: outcome.reason });
    if (event.named === "agentStop" && outcome.kind === "block")
        return jsonAnswer({ decision: "block", reason: outcome.reason });
    return SILENT;
}
