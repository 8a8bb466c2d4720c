/** Child-process helpers shared by checks and routing. */
/**
 * Kills a process and its whole group. Children that checks spawn are started `detached`, so each
 * leads its own process group and a negative pid reaches every descendant.
 */
export declare function killProcessTree(pid: number): void;
/** Whether a process exists (EPERM: it does, owned by another user). */
export declare function isAlive(pid: number): boolean;
