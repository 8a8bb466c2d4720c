import type { HookOptions } from "../hook/context.js";
/** Options up to the first non-option word (the event); the rest is the event's data. */
export declare function splitHookArgs(argv: string[]): {
    options: HookOptions & {
        help: boolean;
        timings: boolean;
    };
    rest: string[];
};
