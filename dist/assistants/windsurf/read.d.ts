import { type DoorAnswer, type HookEvent, type Outcome } from "../../hook/event.js";
import { type Json } from "../../hook/json.js";
export declare const WINDSURF_EVENTS: readonly ["post_write_code"];
export declare function isWindsurfPayload(data: Json): boolean;
export declare function readWindsurf(data: Json): HookEvent;
/** Plain text for the user (shown with `show_output`); exit 0 always, since a post hook cannot block. */
export declare function answerWindsurf(outcome: Outcome): DoorAnswer;
