import { type DoorAnswer, type HookEvent, type Outcome } from "../../hook/event.js";
import { type Json } from "../../hook/json.js";
export declare const CURSOR_EVENTS: Readonly<Record<string, "edit" | "turn-end" | "prompt" | "pre-read">>;
/** Cursor's default `loop_limit` for stop hooks: qgate never asks past it. */
export declare const CURSOR_LOOP_LIMIT = 5;
export declare function isCursorPayload(data: Json): boolean;
/** Cursor's payload as qgate's event; HookInputError for an event qgate does not handle. */
export declare function readCursor(data: Json): HookEvent;
/** qgate's outcome in Cursor's words. Cursor reads JSON on stdout with exit 0. */
export declare function answerCursor(outcome: Outcome, event: HookEvent): DoorAnswer;
