/**
 * The seed's positional events (`qgate hook <event> <args...>`, seed section 6): the arguments exactly
 * as the assistant appends them, plain status text on stdout, exit 1 when strict mode blocks. A room
 * without a JSON payload: read.ts parses the argv, door.ts runs the event. Its keys are installed in
 * Claude Code's settings by `qgate install claude --hooks seed|both`.
 */
import type { PositionalRoom } from "../assistant.js";
declare const seed: PositionalRoom;
export default seed;
