import type { HookOptions } from "../events/context.js";
/**
 * Assistants whose hook JSON `qgate hook` reads, each recognised by its fields without the flag:
 * Codex CLI and Gemini CLI send Claude Code's shape (Codex's edits as apply_patch, Gemini's under its
 * own event names), Cursor and Copilot their own (events/cursor.ts, events/copilot.ts).
 */
export declare const ASSISTANTS: readonly ["claude", "codex", "gemini", "cursor", "copilot"];
/** Options up to the first non-option word (the event); the rest is the event's data. */
export declare function splitHookArgs(argv: string[]): {
    options: HookOptions & {
        help: boolean;
    };
    rest: string[];
};
