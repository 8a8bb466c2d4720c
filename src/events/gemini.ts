/**
 * Gemini CLI's hooks (captured from Gemini CLI 0.61.0, test/fixtures/assistants/gemini-0.61.0): the
 * same JSON on stdin as Claude Code's, under other event names, and answers in its own words.
 *
 *   AfterTool (write_file, replace)  ->  PostToolUse      deny + reason replaces the tool's result
 *   AfterAgent                       ->  Stop             block + reason: the agent goes on
 *   BeforeAgent                      ->  UserPromptSubmit additionalContext for the turn
 *   SessionEnd                       ->  SessionEnd
 *
 * A Gemini block is exit 0 with the decision in the JSON (as captured), never exit 2.
 */
import type { ClaudeOutput } from "./claude-door.js";
import { str } from "./json.js";
import { lookup } from "../util/lookup.js";

export const GEMINI_EVENTS: Readonly<Record<string, string>> = {
  AfterTool: "PostToolUse",
  AfterAgent: "Stop",
  BeforeAgent: "UserPromptSubmit",
};

/** Gemini's editing tools and the one argument naming the file. */
export const GEMINI_EDITING_TOOLS = new Set(["write_file", "replace"]);

/** Whether a payload is Gemini CLI's: its own event names, or its editing tools. */
export function isGeminiPayload(data: Record<string, unknown>): boolean {
  return (
    lookup(GEMINI_EVENTS, str(data.hook_event_name)) !== undefined ||
    (typeof data.tool_name === "string" && GEMINI_EDITING_TOOLS.has(data.tool_name))
  );
}

/** qgate's Claude-shaped answer, in Gemini's words for the Gemini event `event`. */
export function toGeminiOutput(output: ClaudeOutput, event: string): ClaudeOutput {
  const json = output.json ? { ...output.json } : undefined;
  if (json) {
    const specific = json.hookSpecificOutput as Record<string, unknown> | undefined;
    if (specific) json.hookSpecificOutput = { ...specific, hookEventName: event };
    if (json.decision === "block" && event === "AfterTool") json.decision = "deny";
  }
  // The decision is in the JSON; exit 2 would make Gemini treat stderr as the reason as well.
  return { exitCode: output.exitCode === 2 ? 0 : output.exitCode, ...(json ? { json } : {}) };
}
