import type { ChangeType } from "../changes/change-set.js";
/** A seed session idle for longer than this is over: the next prompt starts a new one. */
export declare const SESSION_IDLE_MS: number;
export interface SessionFile {
    path: string;
    change: ChangeType;
    /** Sum of known changed lines over the session's edits of this file. */
    changedLines?: number | undefined;
}
export interface SessionState {
    id: string;
    root?: string;
    files: SessionFile[];
    prompts: number;
    /** Stops qgate blocked in this session, and of those, the ones since the last edit. */
    stopBlocks: number;
    stopBlocksSinceEdit: number;
    /**
     * The working tree's changed files with their stamps as last seen, when a baseline was taken
     * (shell-writes.ts); undefined when none was.
     */
    stamps?: Map<string, string>;
}
/** Folds the change types of several edits of one file into the change of the session. */
export declare function mergeChange(previous: ChangeType | undefined, next: ChangeType): ChangeType;
export declare class SessionStore {
    readonly dir: string;
    constructor(logDir: string);
    /** File of a Claude Code session (keyed by its id) or of the seed session of a project root. */
    fileFor(key: {
        sessionId: string;
    } | {
        root: string;
    }): string;
    /**
     * Returns the session's id, creating the record when there is none. `renewIfIdle` starts a new seed
     * session when the old one has been idle too long (a session-end that never came).
     */
    ensure(key: {
        sessionId: string;
    } | {
        root: string;
    }, root: string, renewIfIdle?: boolean): string;
    recordFile(key: {
        sessionId: string;
    } | {
        root: string;
    }, root: string, file: {
        path: string;
        change: ChangeType;
        changedLines?: number | undefined;
    }): string;
    recordPrompt(key: {
        sessionId: string;
    } | {
        root: string;
    }, root: string): string;
    recordStopBlock(key: {
        sessionId: string;
    } | {
        root: string;
    }, root: string): void;
    /** Records working-tree stamps: a stamp per path, or null for a path no longer changed. */
    recordStamps(key: {
        sessionId: string;
    } | {
        root: string;
    }, root: string, stamps: Record<string, string | null>): void;
    /** The session's state, or undefined when there is no record. */
    read(key: {
        sessionId: string;
    } | {
        root: string;
    }): SessionState | undefined;
    /** Ends the session: its record is moved aside and removed, so the next prompt starts a new one. */
    end(key: {
        sessionId: string;
    } | {
        root: string;
    }): void;
    private readStart;
    private readLines;
}
