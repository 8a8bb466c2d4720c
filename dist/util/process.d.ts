/** Child-process helpers shared by checks and routing. */
/**
 * Kills a process and its whole group. Children that checks spawn are started `detached`, so each
 * leads its own process group and a negative pid reaches every descendant.
 */
export declare function killProcessTree(pid: number): void;
