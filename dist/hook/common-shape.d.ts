import { type DoorAnswer, type EventBase, type HookEvent, type Outcome } from "./event.js";
import { type Json } from "./json.js";
/** The events of this shape qgate handles, by their names in it. */
export declare const SHAPE_EVENTS: readonly ["PreToolUse", "PostToolUse", "PostToolUseFailure", "PostToolBatch", "Stop", "SubagentStop", "UserPromptSubmit", "SessionEnd"];
/** Parses a hook's stdin text as one JSON object; anything else is one clear HookInputError. */
export declare function parsePayload(text: string): Json;
/**
 * A payload of this shape as qgate's event. `aliases` maps the assistant's own event names to the
 * shape's (Gemini's AfterTool is PostToolUse); `base` is what the room says of every event it reads.
 */
export declare function readShape(data: Json, base: Omit<EventBase, "named">, aliases?: Readonly<Record<string, string>>): HookEvent;
/**
 * qgate's outcome in this shape's words (Claude Code's, Codex's): a block is exit 2 with
 * `{"decision":"block","reason"}` on stdout and the reason on stderr; findings are the event's
 * `additionalContext`; a notice is a `systemMessage`; a pass says nothing. `rewake` (an asyncRewake
 * hook, whose JSON waits for the next turn) answers findings with exit 2 and the text on stderr.
 */
export declare function shapeAnswer(outcome: Outcome, eventName: string, rewake?: boolean): DoorAnswer;
