import type { EditedFile } from "./event.js";
import type { HookContext } from "./context.js";
import type { SessionState } from "./session.js";
import { type SessionKey } from "./session-record.js";
export { SHELL_TOOLS } from "./tools.js";
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
