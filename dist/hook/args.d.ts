/**
 * `qgate hook`'s own options, read without a single import: the thin client (src/daemon/client.ts)
 * needs them to tell whether a hook reads stdin and wants timings, and each module it loads shows in
 * every hook's start-up. cli/hook-args.ts turns a problem found here into the door's usage error,
 * and checks `--assistant` against the registry.
 */
import type { HookOptions } from "./context.js";
export type HookArgProblem = {
    kind: "unknownOption";
    name: string;
} | {
    kind: "needsValue";
    name: string;
} | {
    kind: "badWebhookEnv";
    value: string;
};
export type ScannedHookArgs = {
    options: HookOptions & {
        help: boolean;
        timings: boolean;
    };
    rest: string[];
} | {
    problem: HookArgProblem;
};
/** Options up to the first non-option word (the event); the rest is the event's data. */
export declare function scanHookArgs(argv: string[]): ScannedHookArgs;
