import type { HookOptions } from "../events/context.js";
/**
 * Assistants whose hook JSON `qgate hook` reads. Codex CLI and Gemini CLI send Claude Code's shape
 * (Codex's edits as apply_patch, Gemini's under its own event names), recognised by their fields; the
 * flag names the assistant for the reader and is checked.
 */
export declare const ASSISTANTS: readonly ["claude", "codex", "gemini"];
/** Options up to the first non-option word (the event); the rest is the event's data. */
export declare function splitHookArgs(argv: string[]): {
    options: HookOptions & {
        help: boolean;
    };
    rest: string[];
};
