/** Child-process helpers shared by checks and routing. */

/**
 * Kills a process and its whole group. Children that checks spawn are started `detached`, so each
 * leads its own process group and a negative pid reaches every descendant.
 */
export function killProcessTree(pid: number): void {
  for (const target of [-pid, pid]) {
    try {
      process.kill(target, "SIGKILL");
    } catch {
      // Already gone.
    }
  }
}

/** Whether a process exists (EPERM: it does, owned by another user). */
export function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === "EPERM";
  }
}
