import type { HookOptions } from "../events/context.js";
/**
 * Assistants whose hook JSON `qgate hook` reads. Codex CLI sends Claude Code's shape (its edits as
 * apply_patch), so both take the same door; the flag names the assistant for the reader and is checked.
 */
export declare const ASSISTANTS: readonly ["claude", "codex"];
/** Options up to the first non-option word (the event); the rest is the event's data. */
export declare function splitHookArgs(argv: string[]): {
    options: HookOptions & {
        help: boolean;
    };
    rest: string[];
};
