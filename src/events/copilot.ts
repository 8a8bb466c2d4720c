/**
 * GitHub Copilot CLI and coding agent hooks (`.github/hooks/*.json`): captured from Copilot CLI 1.0.102
 * (test/fixtures/assistants/copilot-1.0.102), first written from GitHub's "Copilot CLI hooks
 * reference" (github/docs at 927566b). Its camelCase payloads name neither the event nor the
 * assistant, so the installed command passes `--event`; without it the event is told by its fields.
 * `toolArgs` is an object in 1.0.102 (the docs showed a JSON string holding one: both are read), and
 * tool names are lower-case: `create` and `edit` write the file at `path`, `bash` runs a command.
 *
 *   postToolUse (create, edit)   ->  PostToolUse   its answer is ignored: gated and recorded
 *   agentStop                    ->  Stop          {"decision":"block","reason"}: another turn
 *   errorOccurred (error{})      ->  qgate's error routing (logs, webhook), like the seed's error-occurred
 *   userPromptSubmitted          ->  UserPromptSubmit (metrics; its answer is ignored)
 *   sessionEnd                   ->  SessionEnd
 *
 * Copilot skips a hook that exits non-zero, so every answer is exit 0, the block in the JSON. agentStop
 * carries `stop_hook_active` in 1.0.102 (true in the turn a block started); a payload without it (as
 * the docs show) has qgate's session record bound the stop blocks instead (session.ts).
 */
import type { ClaudeOutput } from "./claude-door.js";
import type { ClaudeEvent, EditedFile } from "./claude.js";
import { countLines, isObject, str, type Json } from "./json.js";
import { lookup } from "../util/lookup.js";
import { doorMessages } from "../messages.js";

export const COPILOT_EVENTS = [
  "postToolUse",
  "agentStop",
  "errorOccurred",
  "userPromptSubmitted",
  "sessionEnd",
] as const;
type CopilotEvent = (typeof COPILOT_EVENTS)[number];

/** The VS Code compatible format (PascalCase events, snake_case fields) names its events like this. */
const PASCAL_EVENTS: Readonly<Record<string, CopilotEvent>> = {
  PostToolUse: "postToolUse",
  Stop: "agentStop",
  ErrorOccurred: "errorOccurred",
  UserPromptSubmit: "userPromptSubmitted",
  SessionEnd: "sessionEnd",
};

/** Copilot's tools that write a file, and the argument naming it. */
export const COPILOT_EDITING_TOOLS = new Set(["create", "edit"]);

/** Copilot's camelCase payload: `sessionId`/`toolName`/`toolArgs` and a numeric `timestamp`. */
export function isCopilotPayload(data: Json): boolean {
  return (
    typeof data.toolName === "string" ||
    (typeof data.timestamp === "number" && typeof data.cwd === "string" && data.hook_event_name === undefined)
  );
}

/** The event, from its fields, when the command line did not name it. */
function eventOf(data: Json): CopilotEvent | undefined {
  if (typeof data.toolName === "string") return data.toolResult !== undefined ? "postToolUse" : undefined;
  if (isObject(data.error)) return "errorOccurred";
  if (typeof data.stopReason === "string" && data.agentName === undefined) return "agentStop";
  if (typeof data.prompt === "string") return "userPromptSubmitted";
  if (typeof data.reason === "string") return "sessionEnd";
  return undefined;
}

/** `toolArgs`: an object, or a JSON string holding one (as the earlier docs show it). */
function argsOf(value: unknown): Json {
  if (isObject(value)) return value;
  if (typeof value !== "string") return {};
  try {
    const parsed: unknown = JSON.parse(value);
    return isObject(parsed) ? parsed : {};
  } catch {
    return {};
  }
}

/** The file a Copilot tool wrote (create: `file_text`; edit: `new_str`). */
export function copilotEditedFile(toolName: string, args: Json): EditedFile | undefined {
  if (!COPILOT_EDITING_TOOLS.has(toolName)) return undefined;
  const file = str(args.path) ?? str(args.file_path);
  if (file === undefined || file === "") return undefined;
  return toolName === "create"
    ? { path: file, change: "create", changedLines: countLines(args.file_text) }
    : { path: file, change: "modify", changedLines: countLines(args.new_str) };
}

/** How Copilot's error contexts read as qgate's error types. */
const ERROR_TYPES: Readonly<Record<string, string>> = {
  tool_execution: "tool_execution_failed",
  model_call: "network_error",
  user_input: "usage_error",
};

/** Copilot's payload as qgate's event; undefined for an event qgate does not handle. */
export function fromCopilot(data: Json, named: string | undefined): ClaudeEvent | undefined {
  const given = named ?? str(data.hook_event_name);
  const event = given !== undefined ? (lookup(PASCAL_EVENTS, given) ?? given) : eventOf(data);
  if (event === undefined || !(COPILOT_EVENTS as readonly string[]).includes(event)) return undefined;
  const sessionId = str(data.sessionId) ?? str(data.session_id);
  const cwd = str(data.cwd);
  const base = {
    sender: "copilot",
    answer: { assistant: "copilot" as const, event },
    ...(sessionId ? { sessionId } : {}),
    ...(cwd ? { cwd } : {}),
  };
  const toolName = str(data.toolName) ?? str(data.tool_name) ?? "";
  switch (event as CopilotEvent) {
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
        errorType:
          lookup(ERROR_TYPES, str(data.errorContext) ?? str(data.error_context)) ?? "tool_execution_failed",
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
export function toCopilotOutput(output: ClaudeOutput, event: string): ClaudeOutput {
  if (event === "agentStop" && output.json?.decision === "block")
    return { exitCode: 0, json: { decision: "block", reason: str(output.json.reason) ?? "" } };
  return { exitCode: 0 };
}
