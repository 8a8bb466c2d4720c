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
export declare const GEMINI_EVENTS: Readonly<Record<string, string>>;
/** Gemini's editing tools and the one argument naming the file. */
export declare const GEMINI_EDITING_TOOLS: Set<string>;
/** Whether a payload is Gemini CLI's: its own event names, or its editing tools. */
export declare function isGeminiPayload(data: Record<string, unknown>): boolean;
/** qgate's Claude-shaped answer, in Gemini's words for the Gemini event `event`. */
export declare function toGeminiOutput(output: ClaudeOutput, event: string): ClaudeOutput;
