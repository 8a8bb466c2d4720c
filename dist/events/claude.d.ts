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
import { type Json } from "./json.js";
export declare const CLAUDE_EVENTS: readonly ["PostToolUse", "PostToolUseFailure", "PostToolBatch", "Stop", "SubagentStop", "UserPromptSubmit", "SessionEnd"];
export type ClaudeEventName = (typeof CLAUDE_EVENTS)[number];
/** Input qgate cannot use: malformed JSON, a missing field, an event it does not handle. */
export declare class HookInputError extends QgateError {
    constructor(message: string);
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
export type ClaudeEvent = Base & ({
    event: "PostToolUse";
    call: ToolCall;
    files: EditedFile[];
} | {
    event: "PostToolUseFailure";
    call: ToolCall;
    error: string;
    interrupted: boolean;
} | {
    event: "PostToolBatch";
    calls: ToolCall[];
    files: EditedFile[];
    errors: Array<{
        tool: string;
        error: string;
    }>;
} | {
    event: "Stop" | "SubagentStop";
    stopHookActive: boolean;
} | {
    event: "UserPromptSubmit";
    prompt: string;
} | {
    event: "SessionEnd";
    reason?: string | undefined;
} | {
    event: "ErrorOccurred";
    errorType: string;
    message: string;
});
/** The file an editing tool changed, with how many lines it wrote (never the content itself). */
export declare function editedFile(toolName: string, input: Json, response: unknown): EditedFile | undefined;
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
export declare function parseHookInput(text: string, hint?: HookInputHint): ClaudeEvent;
/** Claude Code's hook JSON (and Codex's, Gemini's). */
export declare function parseClaudeInput(text: string): ClaudeEvent;
export {};
