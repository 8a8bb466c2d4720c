import { runSeedEvent } from "./door.js";
import { parseSeedEvent, SEED_USAGE } from "./read.js";
const seed = {
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
