/**
 * Claude Code hook JSON on stdin (`qgate hook` with no event): the events qgate handles, normalised.
 * Codex CLI sends the same shape (plus `turn_id`, `model`), its edits as `apply_patch` (codex-patch.ts).
 * Common input fields: `session_id`, `transcript_path`, `cwd`, `hook_event_name`. Tool events carry
 * `tool_name` and `tool_input` (Write/Edit/MultiEdit: `file_path`, absolute; NotebookEdit:
 * `notebook_path`); PostToolUseFailure carries `error`; PostToolBatch carries the batch's calls;
 * Stop/SubagentStop carry `stop_hook_active`; UserPromptSubmit carries `prompt`; SessionEnd `reason`.
 */
import type { ChangeType } from "../changes/change-set.js";
import { QgateError } from "../errors.js";
import { filesOfPatch } from "./codex-patch.js";
import { COPILOT_EVENTS, copilotEditedFile, fromCopilot, isCopilotPayload } from "./copilot.js";
import { CURSOR_EVENTS, fromCursor, isCursorPayload } from "./cursor.js";
import { GEMINI_EDITING_TOOLS, GEMINI_EVENTS, isGeminiPayload } from "./gemini.js";
import { countLines, isObject, str, type Json } from "./json.js";
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
] as const;
export type ClaudeEventName = (typeof CLAUDE_EVENTS)[number];

/** Input qgate cannot use: malformed JSON, a missing field, an event it does not handle. */
export class HookInputError extends QgateError {
  constructor(message: string) {
    super("usage_error", message);
  }
}

export interface EditedFile {
  /** As given by the assistant (absolute in Claude Code). */
  path: string;
  change: ChangeType;
  /** Lines written by the edit, when the tool input shows them. */
  changedLines?: number | undefined;
}

export interface ToolCall {
  tool: string;
  /** The file a tool read or wrote, when its input names one. */
  filePath?: string | undefined;
}

/** For an assistant that answers in its own words: which, and the event as it named it. */
export interface AssistantAnswer {
  assistant: "gemini" | "cursor" | "copilot";
  event: string;
  /** Cursor: the stop's loop_count, and whether a follow-up may be sent at all. */
  loopCount?: number;
  followup?: boolean;
}

interface Base {
  /** Who sent it: claude, codex, gemini, cursor or copilot. */
  sender?: string;
  sessionId?: string;
  cwd?: string | undefined;
  /** Set for Gemini CLI's, Cursor's and Copilot's payloads (gemini.ts, cursor.ts, copilot.ts). */
  answer?: AssistantAnswer;
  /** The assistant sends no loop flag (Copilot): qgate's session record bounds Stop blocks. */
  guardStops?: boolean;
}

export type ClaudeEvent = Base &
  (
    | { event: "PostToolUse"; call: ToolCall; files: EditedFile[] }
    | { event: "PostToolUseFailure"; call: ToolCall; error: string; interrupted: boolean }
    | {
        event: "PostToolBatch";
        calls: ToolCall[];
        files: EditedFile[];
        errors: Array<{ tool: string; error: string }>;
      }
    | { event: "Stop" | "SubagentStop"; stopHookActive: boolean }
    | { event: "UserPromptSubmit"; prompt: string }
    | { event: "SessionEnd"; reason?: string | undefined }
    | { event: "ErrorOccurred"; errorType: string; message: string }
  );

function callOf(toolName: string, input: Json): ToolCall {
  const filePath = str(input.file_path) ?? str(input.notebook_path) ?? str(input.path);
  return { tool: toolName, filePath };
}

/** The file an editing tool changed, with how many lines it wrote (never the content itself). */
export function editedFile(toolName: string, input: Json, response: unknown): EditedFile | undefined {
  if (!EDITING_TOOLS.has(toolName)) return undefined;
  const file = str(input.file_path) ?? str(input.notebook_path);
  if (file === undefined || file === "") return undefined;
  let changedLines: number | undefined;
  let change: ChangeType = "modify";
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
        changedLines = input.edits.reduce<number>(
          (sum, edit) => sum + (isObject(edit) ? (countLines(edit.new_string) ?? 0) : 0),
          0,
        );
      }
      break;
    case "NotebookEdit":
      changedLines = countLines(input.new_source);
      if (input.edit_mode === "delete") changedLines = 0;
      break;
  }
  return { path: file, change, changedLines };
}

/**
 * The files one tool call edited: Claude Code's editing tools name one; Codex's `apply_patch` names
 * them in its patch text (`tool_input.command`).
 */
function filesOf(toolName: string, input: Json, response: unknown): EditedFile[] {
  if (toolName === "apply_patch") return filesOfPatch(str(input.command) ?? str(input.patch) ?? "");
  if (GEMINI_EDITING_TOOLS.has(toolName)) {
    const file = str(input.file_path);
    if (file === undefined || file === "") return [];
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

/** Which assistant sent the hook JSON, and the event, when the command line says (`--assistant`, `--event`). */
export interface HookInputHint {
  assistant?: string | undefined;
  event?: string | undefined;
}

/**
 * Parses the stdin text into qgate's event, whoever sent it: Cursor's and Copilot's payloads are told
 * by their fields (or the hint), the rest is Claude Code's shape (Codex, Gemini). Throws
 * HookInputError for malformed JSON, an event qgate does not handle, or a payload nobody's.
 */
export function parseHookInput(text: string, hint: HookInputHint = {}): ClaudeEvent {
  let data: unknown;
  try {
    data = JSON.parse(text);
  } catch (error) {
    const detail =
      text.trim() === "" ? doorMessages.emptyStdin : ((error as Error).message.split("\n")[0] ?? "");
    throw new HookInputError(doorMessages.malformedJson(detail));
  }
  if (!isObject(data)) throw new HookInputError(doorMessages.malformedJson(doorMessages.notAnObject));
  const assistant =
    hint.assistant ?? (isCursorPayload(data) ? "cursor" : isCopilotPayload(data) ? "copilot" : undefined);
  if (assistant === "cursor") {
    const event = fromCursor(data);
    if (event) return event;
    throw new HookInputError(
      doorMessages.cursorEventNotHandled(
        JSON.stringify((str(data.hook_event_name) ?? "(none)").slice(0, 60)),
        Object.keys(CURSOR_EVENTS),
      ),
    );
  }
  if (assistant === "copilot") {
    const event = fromCopilot(data, hint.event);
    if (event) return event;
    throw new HookInputError(
      hint.event !== undefined
        ? doorMessages.copilotEventNotHandled(JSON.stringify(hint.event.slice(0, 60)), COPILOT_EVENTS)
        : doorMessages.copilotEventUnknown(COPILOT_EVENTS),
    );
  }
  return fromClaudeShape(data);
}

/** Claude Code's hook JSON (and Codex's, Gemini's). */
export function parseClaudeInput(text: string): ClaudeEvent {
  return parseHookInput(text);
}

function fromClaudeShape(data: Json): ClaudeEvent {
  const given = str(data.hook_event_name);
  if (given === undefined) throw new HookInputError(doorMessages.whoSent);
  const gemini = isGeminiPayload(data) ? given : undefined;
  const name = gemini !== undefined ? (lookup(GEMINI_EVENTS, given) ?? given) : given;
  if (!(CLAUDE_EVENTS as readonly string[]).includes(name)) {
    throw new HookInputError(doorMessages.eventNotHandled(JSON.stringify(name.slice(0, 60)), CLAUDE_EVENTS));
  }
  const toolName = str(data.tool_name) ?? "";
  const base: Base =
    gemini !== undefined
      ? { sender: "gemini", answer: { assistant: "gemini", event: gemini } }
      : { sender: data.turn_id !== undefined || toolName === "apply_patch" ? "codex" : "claude" };
  const sessionId = str(data.session_id);
  if (sessionId !== undefined && sessionId !== "") base.sessionId = sessionId;
  const cwd = str(data.cwd);
  if (cwd !== undefined && cwd !== "") base.cwd = cwd;
  const input = isObject(data.tool_input) ? data.tool_input : {};

  switch (name as ClaudeEventName) {
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
      const calls: ToolCall[] = [];
      const files: EditedFile[] = [];
      const errors: Array<{ tool: string; error: string }> = [];
      for (const item of raw) {
        if (!isObject(item)) continue;
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
        event: name as "Stop" | "SubagentStop",
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
