/**
 * Cursor's agent hooks (`.cursor/hooks.json`, written from cursor.com/docs/hooks as of Cursor 2.0;
 * no client to capture here). Its JSON names the event in `hook_event_name` (camelCase) and the
 * project in `workspace_roots`; the conversation id keys the session.
 *
 *   afterFileEdit (file_path, edits[])   ->  PostToolUse       fire-and-forget: gated and recorded
 *   stop (status, loop_count)            ->  Stop              followup_message: the agent goes on
 *   beforeSubmitPrompt (prompt)          ->  UserPromptSubmit  continue: false only in strict mode
 *
 * A follow-up starts another agent turn. In strict mode it is sent until Cursor's loop limit (5 by
 * default); outside strict mode once per stop (loop_count 0): the model hears what still fails, since
 * afterFileEdit cannot tell it, but the gate never keeps it going. Never after an aborted or failed turn.
 */
import type { ClaudeOutput } from "./claude-door.js";
import type { AssistantAnswer, ClaudeEvent } from "./claude.js";
import { type Json } from "./json.js";
export declare const CURSOR_EVENTS: Readonly<Record<string, "PostToolUse" | "Stop" | "UserPromptSubmit">>;
/** Cursor's default `loop_limit` for stop hooks: qgate never asks past it. */
export declare const CURSOR_LOOP_LIMIT = 5;
export declare function isCursorPayload(data: Json): boolean;
/** Cursor's payload as qgate's event; undefined for an event qgate does not handle. */
export declare function fromCursor(data: Json): ClaudeEvent | undefined;
/** qgate's Claude-shaped answer in Cursor's words. Cursor reads JSON on stdout with exit 0. */
export declare function toCursorOutput(output: ClaudeOutput, answer: AssistantAnswer): ClaudeOutput;
