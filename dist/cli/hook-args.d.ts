import type { HookOptions } from "../events/context.js";
import { ASSISTANTS } from "./hook-args-scan.js";
export { ASSISTANTS };
/** Options up to the first non-option word (the event); the rest is the event's data. */
export declare function splitHookArgs(argv: string[]): {
    options: HookOptions & {
        help: boolean;
        timings: boolean;
    };
    rest: string[];
};
