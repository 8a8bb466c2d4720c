/** Waiting on processes the tests start (a daemon, a compiler's process group). */

/** Whether a process with `pid` is alive (signal 0 asks without sending anything). */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch {
    return false;
  }
}

/**
 * Waits for a condition a process brings about by itself (an exit, a request served). No deadline of
 * its own: a wall-clock limit failed under load; the test's own timeout is the only bound.
 */
export async function until(test: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await test())) await new Promise((resolve) => setTimeout(resolve, 50));
}
