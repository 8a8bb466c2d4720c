export declare const SEED_HOOK_KEYS: readonly ["user-prompt-submit", "tool-call-complete", "edit-complete", "session-end", "error-occurred"];
export declare const CLAUDE_HOOK_ENTRIES: ReadonlyArray<{
    event: string;
    matcher?: string | undefined;
}>;
/**
 * `--no-install`: npx runs only the qgate installed in the project. A bare `npx qgate` would download
 * and run whatever package is called qgate on the registry whenever the project has none (a hook's
 * stdin is not a terminal, which npx takes as consent).
 */
export declare const DEFAULT_COMMAND_PREFIX = "npx --no-install qgate";
/** qgate's own command: `qgate ...`, `npx qgate ...`, or any path to a qgate binary followed by `hook`. */
export declare function isQgateHookCommand(command: unknown): command is string;
/** qgate's HTTP hook (qgate install claude --http): a POST to the daemon's HTTP door on loopback. */
export declare function isQgateHttpHook(hook: Record<string, unknown>): boolean;
/** The HTTP door to install instead of command hooks: its port and the daemon's HTTP token. */
export interface HttpHookTarget {
    port: number;
    token: string;
    strict: boolean;
}
export declare function httpHookEntry(target: HttpHookTarget): Record<string, unknown>;
export interface MergeResult {
    settings: Record<string, unknown>;
    /** One line per change, for the user. */
    changes: string[];
    /** Things left alone on purpose (a user's own seed hook). */
    kept: string[];
}
/** Which shapes to install: both (default), only the seed's keys, or only Claude Code's entries. */
export type HookShapes = "both" | "seed" | "claude";
/** Seconds Claude Code gives qgate's SessionEnd hook (its most; the default budget is 1.5 s). */
export declare const SESSION_END_TIMEOUT_S = 60;
/** Shown by Claude Code's spinner while a qgate hook runs. */
export declare const STATUS_MESSAGE = "qgate: checking\u2026";
/**
 * `async`: the edit hooks run in the background with `asyncRewake` (the assistant never waits; a
 * failing edit wakes the model, `qgate hook --rewake` answering with exit 2); the Stop gate stays
 * synchronous, so strict blocking still holds there.
 */
export declare function addQgateHooks(original: Record<string, unknown>, prefix?: string, shapes?: HookShapes, http?: HttpHookTarget, options?: {
    async?: boolean;
    editRules?: readonly string[] | undefined;
}): MergeResult;
export declare function removeQgateHooks(original: Record<string, unknown>): MergeResult;
/**
 * Serialises like the original file: its indentation (2 spaces when unknown; none when the whole object
 * was on one line), its line endings and its final newline. A file written as
 * `JSON.stringify(value)` or `JSON.stringify(value, null, indent)` round-trips byte for byte.
 */
export declare function serializeLike(value: Record<string, unknown>, originalText: string | undefined): string;
/** A small line diff (LCS), printed with `-`/`+` and three lines of context around each change. */
export declare function lineDiff(before: string, after: string, context?: number): string;
