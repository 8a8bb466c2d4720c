/**
 * The hook JSON shape Claude Code introduced, which Codex CLI and Gemini CLI send too (Gemini under its
 * own event names): `session_id`, `transcript_path`, `cwd`, `hook_event_name`. Tool events carry
 * `tool_name` and `tool_input` (Write/Edit/MultiEdit: `file_path`, absolute; NotebookEdit:
 * `notebook_path`; Codex's apply_patch: the patch text); PostToolUseFailure carries `error`;
 * PostToolBatch carries the batch's calls; Stop/SubagentStop carry `stop_hook_active`;
 * UserPromptSubmit carries `prompt`; SessionEnd `reason`. Rooms whose assistant sends this shape read
 * it here, each with its own event names and its own base.
 */
import { doorMessages } from "../messages.js";
import { describeJsonError } from "../util/json-error.js";
import { lookup } from "../util/lookup.js";
import { HookInputError, jsonAnswer, SILENT, } from "./event.js";
import { isObject, str } from "./json.js";
import { filesOfToolCall, readsOfToolCall, toolEvent } from "./tools.js";
/** The events of this shape qgate handles, by their names in it. */
export const SHAPE_EVENTS = [
    "PreToolUse",
    "PostToolUse",
    "PostToolUseFailure",
    "PostToolBatch",
    "Stop",
    "SubagentStop",
    "UserPromptSubmit",
    "SessionEnd",
];
/** Parses a hook's stdin text as one JSON object; anything else is one clear HookInputError. */
export function parsePayload(text) {
    let data;
    try {
        data = JSON.parse(text);
    }
    catch {
        // Where it stops being JSON, never the text itself: JSON.parse's message quotes the payload's
        // first characters, cut mid-quote (`Unexpected token 'o', "not json`), and a payload may hold a
        // secret (a tool's input).
        throw new HookInputError(doorMessages.malformedJson(text.trim() === "" ? doorMessages.emptyStdin : describeJsonError(text)));
    }
    if (!isObject(data))
        throw new HookInputError(doorMessages.malformedJson(doorMessages.notAnObject));
    return data;
}
function callOf(toolName, input) {
    const filePath = str(input.file_path) ?? str(input.notebook_path) ?? str(input.path);
    return { tool: toolName, filePath };
}
/**
 * A payload of this shape as qgate's event. `aliases` maps the assistant's own event names to the
 * shape's (Gemini's AfterTool is PostToolUse); `base` is what the room says of every event it reads.
 */
export function readShape(data, base, aliases = {}) {
    const given = str(data.hook_event_name);
    if (given === undefined)
        throw new HookInputError(doorMessages.whoSent);
    const name = lookup(aliases, given) ?? given;
    if (!SHAPE_EVENTS.includes(name)) {
        throw new HookInputError(doorMessages.eventNotHandled(JSON.stringify(name.slice(0, 60)), SHAPE_EVENTS));
    }
    const event = { ...base, named: given };
    const sessionId = str(data.session_id);
    if (sessionId !== undefined && sessionId !== "")
        event.sessionId = sessionId;
    const cwd = str(data.cwd);
    if (cwd !== undefined && cwd !== "")
        event.cwd = cwd;
    const toolName = str(data.tool_name) ?? "";
    const input = isObject(data.tool_input) ? data.tool_input : {};
    switch (name) {
        case "PreToolUse":
            return {
                ...event,
                kind: "pre-tool",
                call: callOf(toolName, input),
                reads: readsOfToolCall(toolName, input, event.cwd),
            };
        case "PostToolUse":
            return {
                ...event,
                ...toolEvent(callOf(toolName, input), filesOfToolCall(toolName, input, data.tool_response)),
            };
        case "PostToolUseFailure":
            return {
                ...event,
                kind: "tool-failed",
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
                files.push(...filesOfToolCall(tool, itemInput, item.tool_response ?? item.tool_result));
            }
            return { ...event, kind: "batch", calls, files, errors };
        }
        case "Stop":
        case "SubagentStop":
            return {
                ...event,
                kind: "turn-end",
                loopFlag: data.stop_hook_active === true,
                ...(name === "SubagentStop" ? { subagent: true } : {}),
            };
        case "UserPromptSubmit":
            return { ...event, kind: "prompt", prompt: str(data.prompt) ?? "" };
        case "SessionEnd":
            return { ...event, kind: "session-end", reason: str(data.reason) };
    }
}
/**
 * qgate's outcome in this shape's words (Claude Code's, Codex's): a block is exit 2 with
 * `{"decision":"block","reason"}` on stdout and the reason on stderr; findings are the event's
 * `additionalContext`; a notice is a `systemMessage`; a pass says nothing. `rewake` (an asyncRewake
 * hook, whose JSON waits for the next turn) answers findings with exit 2 and the text on stderr.
 */
export function shapeAnswer(outcome, eventName, rewake = false) {
    switch (outcome.kind) {
        case "pass":
            return SILENT;
        case "block":
            // Before a tool: a denial the model reads (permissionDecisionReason), exit 0 (Claude Code's
            // hooks reference; Codex 0.169's PreToolUse output schema has the same fields).
            if (eventName === "PreToolUse")
                return jsonAnswer({
                    hookSpecificOutput: {
                        hookEventName: eventName,
                        permissionDecision: "deny",
                        permissionDecisionReason: outcome.reason,
                    },
                });
            return jsonAnswer({ decision: "block", reason: outcome.reason }, 2, outcome.reason);
        case "findings":
            if (rewake)
                return { stdout: "", stderr: outcome.text, exitCode: 2 };
            return jsonAnswer({
                hookSpecificOutput: { hookEventName: eventName, additionalContext: outcome.text },
            });
        case "notice":
            return jsonAnswer({ systemMessage: outcome.text });
    }
}
