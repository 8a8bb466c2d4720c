/**
 * `qgate hook`'s own options, read without a single import: the thin client (src/daemon/client.ts)
 * needs them to tell whether a hook reads stdin and wants timings, and each module it loads shows in
 * every hook's start-up. hook-args.ts turns a problem found here into the door's usage error.
 */
import type { HookOptions } from "../events/context.js";
/**
 * Assistants whose hook JSON `qgate hook` reads, each recognised by its fields without the flag:
 * Codex CLI and Gemini CLI send Claude Code's shape (Codex's edits as apply_patch, Gemini's under its
 * own event names), Cursor and Copilot their own (events/cursor.ts, events/copilot.ts).
 */
export declare const ASSISTANTS: readonly ["claude", "codex", "gemini", "cursor", "copilot"];
export type HookArgProblem = {
    kind: "unknownOption";
    name: string;
} | {
    kind: "needsValue";
    name: string;
} | {
    kind: "unknownAssistant";
    value: string;
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
