/** Waiting on processes the tests start (a daemon, a compiler's process group). */
import { existsSync, readFileSync } from "node:fs";

/**
 * Whether a process with `pid` runs (signal 0 asks without sending anything). One that has exited but
 * is not reaped yet (a zombie: a daemon waits for init to reap it) answers signal 0 too; /proc says
 * it has exited.
 */
export function alive(pid: number): boolean {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    return !["Z", "X"].includes(stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3));
  } catch {
    return !existsSync("/proc/self/stat");
  }
}

/**
 * Waits for a condition a process brings about by itself (an exit, a request served). No deadline of
 * its own: a wall-clock limit failed under load; the test's own timeout is the only bound.
 */
export async function until(test: () => boolean | Promise<boolean>): Promise<void> {
  while (!(await test())) await new Promise((resolve) => setTimeout(resolve, 50));
}
