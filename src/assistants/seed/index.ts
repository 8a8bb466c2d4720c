/**
 * The seed's positional events (`qgate hook <event> <args...>`, seed section 6): the arguments exactly
 * as the assistant appends them, plain status text on stdout, exit 1 when strict mode blocks. A room
 * without a JSON payload: read.ts parses the argv, door.ts runs the event. Its keys are installed in
 * Claude Code's settings by `qgate install claude --hooks seed|both`.
 */
import type { PositionalRoom } from "../assistant.js";
import { runSeedEvent } from "./door.js";
import { parseSeedEvent, SEED_USAGE } from "./read.js";

const seed: PositionalRoom = {
  id: "seed",
  name: "positional hook events (the seed's)",
  follows: "the seed's section 6",
  events: Object.keys(SEED_USAGE),
  blockChannel: "exit 1 and a message that says the operation is blocked",
  limits: ["installed with `qgate install claude` (its settings keys)"],
  parse: (name, args) => {
    const event = parseSeedEvent(name, args);
    return { event: event.event, run: (ctx) => runSeedEvent(ctx, event) };
  },
};

export default seed;
