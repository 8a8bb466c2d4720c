import { str } from "./json.js";
import { lookup } from "../util/lookup.js";
export const GEMINI_EVENTS = {
    AfterTool: "PostToolUse",
    AfterAgent: "Stop",
    BeforeAgent: "UserPromptSubmit",
};
/** Gemini's editing tools and the one argument naming the file. */
export const GEMINI_EDITING_TOOLS = new Set(["write_file", "replace"]);
/** Whether a payload is Gemini CLI's: its own event names, or its editing tools. */
export function isGeminiPayload(data) {
    return (lookup(GEMINI_EVENTS, str(data.hook_event_name)) !== undefined ||
        (typeof data.tool_name === "string" && GEMINI_EDITING_TOOLS.has(data.tool_name)));
}
/** qgate's Claude-shaped answer, in Gemini's words for the Gemini event `event`. */
export function toGeminiOutput(output, event) {
    const json = output.json ? { ...output.json } : undefined;
    if (json) {
        const specific = json.hookSpecificOutput;
        if (specific)
            json.hookSpecificOutput = { ...specific, hookEventName: event };
        if (json.decision === "block" && event === "AfterTool")
            json.decision = "deny";
    }
    // The decision is in the JSON; exit 2 would make Gemini treat stderr as the reason as well.
    return { exitCode: output.exitCode === 2 ? 0 : output.exitCode, ...(json ? { json } : {}) };
}
