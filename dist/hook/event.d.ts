/**
 * qgate's own hook vocabulary, the same for every assistant. A room (src/assistants/<id>/) reads its
 * assistant's payload into a `HookEvent`; `runEvent` (run.ts) gates it into an `Outcome`; the room
 * answers the outcome in its assistant's words as a `DoorAnswer`. Nothing here knows an assistant.
 */
import type { ChangeType } from "../changes/change-set.js";
import { QgateError } from "../errors.js";
/** Input qgate cannot use: malformed JSON, a missing field, an event it does not handle. */
export declare class HookInputError extends QgateError {
    constructor(message: string);
}
export interface EditedFile {
    /** As given by the assistant (absolute or relative to the event's cwd). */
    path: string;
    change: ChangeType;
    /** Lines written by the edit, when the tool input shows them. */
    changedLines?: number | undefined;
}
/** A file a tool is about to read (absolute, or relative to the event's cwd). */
export interface FileRead {
    path: string;
    content?: string | undefined;
}
export interface ToolCall {
    tool: string;
    /** The file a tool read or wrote, when its input names one. */
    filePath?: string | undefined;
}
/** What every event carries besides its kind. */
export interface EventBase {
    /** The room that read it (its registry id: claude, codex, gemini, cursor, copilot, ...). */
    assistant: string;
    /** The event as the assistant named it (PostToolUse, AfterTool, afterFileEdit, agentStop, ...). */
    named: string;
    sessionId?: string;
    cwd?: string | undefined;
    /** The assistant sends no loop flag at the end of a turn: qgate's session record bounds its blocks. */
    guardStops?: boolean;
    /** The assistant sends a turn-end block's reason back as the next prompt (Copilot, Gemini). */
    echoesReason?: boolean;
    /** What the room's reader keeps for its own answer (Cursor: the stop's loop count); opaque here. */
    room?: Readonly<Record<string, string | number | boolean>>;
}
export type HookEvent = EventBase & 
/** A tool call edited files. */
({
    kind: "edit";
    call: ToolCall;
    files: EditedFile[];
}
/** A shell tool ran: the files it wrote are found by their stamps (shell-writes.ts). */
 | {
    kind: "shell";
    call: ToolCall;
}
/** Any other tool call (a read, a search): logged only. */
 | {
    kind: "tool";
    call: ToolCall;
}
/**
 * Before a tool runs (PreToolUse, BeforeTool, preToolUse, beforeReadFile): the files it would
 * read or print, for the secrets guard (none: it passes quietly). `content` when the assistant
 * sends the file's text with the event (Cursor's beforeReadFile).
 */
 | {
    kind: "pre-tool";
    call: ToolCall;
    reads: FileRead[];
}
/** Several tool calls answered at once. */
 | {
    kind: "batch";
    calls: ToolCall[];
    files: EditedFile[];
    errors: Array<{
        tool: string;
        error: string;
    }>;
} | {
    kind: "tool-failed";
    call: ToolCall;
    error: string;
    interrupted: boolean;
}
/** The agent's turn ends; `loopFlag`: the assistant says a block already holds it (never block again). */
 | {
    kind: "turn-end";
    loopFlag: boolean;
    subagent?: boolean;
} | {
    kind: "prompt";
    prompt: string;
} | {
    kind: "session-end";
    reason?: string | undefined;
}
/** The assistant reports an error of its own. */
 | {
    kind: "error";
    errorType: string;
    message: string;
});
export type HookEventKind = HookEvent["kind"];
/**
 * The name an event has in the logs, the metrics' `door` (`hook:<name>`) and the error records. They
 * keep the names qgate's logs always used, so older logs and `qgate stats` read the same.
 */
export declare function logName(event: HookEvent): string;
/**
 * What the gate has to say about one event, before any assistant's words:
 * - `pass`: nothing (a clean edit stays silent);
 * - `block`: strict mode and a blocking verdict; `reason` is what the model must read;
 * - `findings`: for the model, not blocking (an edit's findings, a prompt's lint);
 * - `notice`: for the user (a turn's or session's findings outside a block, a tool failure's status).
 */
export type Outcome = {
    kind: "pass";
} | {
    kind: "block";
    reason: string;
} | {
    kind: "findings";
    text: string;
} | {
    kind: "notice";
    text: string;
};
/** A room's answer: exactly what the hook writes and the exit code it returns. */
export interface DoorAnswer {
    stdout: string;
    stderr: string;
    exitCode: number;
}
/** An answer with a JSON object on stdout (one line), exit 0 unless said. */
export declare function jsonAnswer(json: Record<string, unknown>, exitCode?: number, stderr?: string): DoorAnswer;
export declare const SILENT: DoorAnswer;
