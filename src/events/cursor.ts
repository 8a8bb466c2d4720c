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
import type { AssistantAnswer, ClaudeEvent, EditedFile } from "./claude.js";
import { countLines, isObject, str, type Json } from "./json.js";
import { lookup } from "../util/lookup.js";

export const CURSOR_EVENTS: Readonly<Record<string, "PostToolUse" | "Stop" | "UserPromptSubmit">> = {
  afterFileEdit: "PostToolUse",
  stop: "Stop",
  beforeSubmitPrompt: "UserPromptSubmit",
};

/** Cursor's default `loop_limit` for stop hooks: qgate never asks past it. */
export const CURSOR_LOOP_LIMIT = 5;

export function isCursorPayload(data: Json): boolean {
  return (
    Array.isArray(data.workspace_roots) || lookup(CURSOR_EVENTS, str(data.hook_event_name)) !== undefined
  );
}

/** Cursor's payload as qgate's event; undefined for an event qgate does not handle. */
export function fromCursor(data: Json): ClaudeEvent | undefined {
  const event = str(data.hook_event_name) ?? "";
  const name = lookup(CURSOR_EVENTS, event);
  if (name === undefined) return undefined;
  const roots = Array.isArray(data.workspace_roots)
    ? data.workspace_roots.filter((r) => typeof r === "string")
    : [];
  const loopCount = typeof data.loop_count === "number" ? data.loop_count : 0;
  // An aborted or failed turn is the user's or Cursor's doing: never send the agent back.
  const followup = (str(data.status) ?? "completed") === "completed" && loopCount < CURSOR_LOOP_LIMIT;
  const base = {
    sender: "cursor",
    answer: { assistant: "cursor" as const, event, loopCount, followup },
    ...(str(data.conversation_id) ? { sessionId: str(data.conversation_id)! } : {}),
    ...(roots[0] ? { cwd: roots[0] } : {}),
  };
  switch (name) {
    case "PostToolUse": {
      const file = str(data.file_path);
      const edits = Array.isArray(data.edits) ? data.edits.filter(isObject) : [];
      const files: EditedFile[] =
        file === undefined || file === ""
          ? []
          : [
              {
                path: file,
                change: "modify",
                changedLines: edits.reduce<number>((sum, e) => sum + (countLines(e.new_string) ?? 0), 0),
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
export function toCursorOutput(output: ClaudeOutput, answer: AssistantAnswer): ClaudeOutput {
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
