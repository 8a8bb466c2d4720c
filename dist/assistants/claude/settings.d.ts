export declare const SEED_HOOK_KEYS: readonly ["user-prompt-submit", "tool-call-complete", "edit-complete", "session-end", "error-occurred"];
export declare const CLAUDE_HOOK_ENTRIES: ReadonlyArray<{
    event: string;
    matcher?: string | undefined;
}>;
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
/** Which shapes to install: only Claude Code's entries (default), only the seed's keys, or both. */
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
    /** false: no PreToolUse guard hook (--no-secrets-guard), and an earlier one is taken out. */
    secretsGuard?: boolean;
    /** The policy's secrets.failClosed: the guard's hooks refuse when qgate cannot answer. */
    failClosed?: boolean;
}): MergeResult;
export declare function removeQgateHooks(original: Record<string, unknown>): MergeResult;
