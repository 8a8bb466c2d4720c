import type { HookOptions } from "../events/context.js";
/** Options up to the first non-option word (the event); the rest is the event's data. */
export declare function splitHookArgs(argv: string[]): {
    options: HookOptions & {
        help: boolean;
    };
    rest: string[];
};
