import type { Json } from "../hook/json.js";
import type { Assistant, PositionalRoom } from "./assistant.js";
/**
 * The rooms with a JSON payload on stdin, in the order of the README table and `install --detect`.
 * A payload is asked of them from the last to the first: a room added later tells its payload apart
 * by its own fields, and Claude Code's, the most general shape, is asked last.
 */
export declare const ASSISTANTS: readonly Assistant[];
/** The seed's positional events (`qgate hook <event> <args...>`). */
export declare const POSITIONAL: PositionalRoom;
export declare const ASSISTANT_IDS: readonly string[];
export declare function assistantById(id: string): Assistant | undefined;
/**
 * The room that reads `payload`. `--assistant <id>` names one: a room that trusts the flag reads it
 * as its own; the others (sharing one payload shape) are still told apart by its fields, among the
 * rooms that do not trust the flag.
 */
export declare function roomFor(payload: Json, named: string | undefined): Assistant;
/** The rooms with an installer whose configuration directory `root` has (`install --detect`), in registry order. */
export declare function detectedRooms(root: string): Assistant[];
