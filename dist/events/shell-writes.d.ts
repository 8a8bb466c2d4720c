import type { EditedFile } from "./claude.js";
import type { HookContext } from "./context.js";
import type { SessionState } from "./session.js";
import { type SessionKey } from "./session-record.js";
/** Tools that run shell commands: Claude Code's and Codex's Bash, Gemini's, Copilot's. */
export declare const SHELL_TOOLS: ReadonlySet<string>;
/**
 * The files changed since the stamps were last recorded, recording the new stamps. Without a baseline
 * (a session's first look) it records one and returns nothing. Best effort: outside git, or when git
 * fails, it returns nothing (a failure is logged) and the hook goes on.
 */
export declare function findShellWrites(ctx: HookContext, key: SessionKey, state: SessionState | undefined): Promise<EditedFile[]>;
/** Takes the session's baseline when it has none yet (its first prompt or edit). */
export declare function ensureBaseline(ctx: HookContext, key: SessionKey, state: SessionState | undefined): Promise<void>;
/**
 * After an edit tool wrote these files (relative to the root), their new stamps, so a later look does
 * not take the assistant's own edits for a shell's.
 */
export declare function recordEditStamps(ctx: HookContext, key: SessionKey, state: SessionState | undefined, files: ReadonlyArray<{
    path: string;
    absPath: string;
}>): void;
