import { type DoorAnswer, type HookEvent, type Outcome } from "./event.js";
import { type Json } from "./json.js";
export declare const PLUGIN_EVENTS: readonly ["tool.execute.after"];
/** Whether a payload is the plugin's, sent for the client `id`. */
export declare function isPluginPayload(data: Json, id: string): boolean;
/** The plugin's payload as qgate's event; HookInputError for an event it does not send. */
export declare function readPluginPayload(data: Json, id: string): HookEvent;
/**
 * The answer the plugin applies to the tool's output. A block is also exit 2, as every qgate hook's
 * is; the plugin reads the JSON whatever the exit code. A notice is for the user, whom a plugin cannot
 * reach: stderr, which the client does not show, and the logs.
 */
export declare function answerPlugin(outcome: Outcome): DoorAnswer;
