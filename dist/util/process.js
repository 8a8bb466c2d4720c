/** Child-process helpers shared by checks and routing. */
import { readFileSync } from "node:fs";
/**
 * Kills a process and its whole group. Children that checks spawn are started `detached`, so each
 * leads its own process group and a negative pid reaches every descendant.
 */
export function killProcessTree(pid) {
    for (const target of [-pid, pid]) {
        try {
            process.kill(target, "SIGKILL");
        }
        catch {
            // Already gone.
        }
    }
}
/**
 * Whether a process runs (EPERM: it does, owned by another user). A process that has exited but that
 * its parent has not reaped yet (a zombie) still answers signal 0: on Linux its state in /proc says it
 * is gone. A daemon started in the background is reaped by init, which in a container may take a
 * second or never happen (an init that reaps nothing), and `qgate daemon stop` waited that long.
 */
export function isAlive(pid) {
    try {
        process.kill(pid, 0);
    }
    catch (error) {
        return error.code === "EPERM" && !hasExited(pid);
    }
    return !hasExited(pid);
}
/** Whether /proc says the process has exited (zombie or dead); false where there is no /proc. */
function hasExited(pid) {
    let stat;
    try {
        stat = readFileSync(`/proc/${pid}/stat`, "utf8");
    }
    catch {
        return false;
    }
    // "pid (command) state ...": the command may hold spaces and parentheses, so the state follows
    // the last ")".
    const state = stat.slice(stat.lastIndexOf(")") + 2, stat.lastIndexOf(")") + 3);
    return state === "Z" || state === "X";
}
