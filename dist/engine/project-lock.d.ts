export interface ProjectLock {
    /** Milliseconds spent waiting for another run. */
    waitedMs: number;
    /** False when the wait hit its bound and the run went ahead without the lock. */
    held: boolean;
    release(): void;
}
/**
 * Waits for the project's lock and takes it. Never throws: a lock directory that cannot be used
 * means running without the lock, as before.
 */
export declare function lockProject(root: string, options?: {
    maxWaitMs?: number;
    env?: NodeJS.ProcessEnv;
}): Promise<ProjectLock>;
