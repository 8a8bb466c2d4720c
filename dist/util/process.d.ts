/**
 * Kills a process and its whole group. Children that checks spawn are started `detached`, so each
 * leads its own process group and a negative pid reaches every descendant.
 */
export declare function killProcessTree(pid: number): void;
/**
 * Whether a process runs (EPERM: it does, owned by another user). A process that has exited but that
 * its parent has not reaped yet (a zombie) still answers signal 0: on Linux its state in /proc says it
 * is gone. A daemon started in the background is reaped by init, which in a container may take a
 * second or never happen (an init that reaps nothing), and `qgate daemon stop` waited that long.
 */
export declare function isAlive(pid: number): boolean;
