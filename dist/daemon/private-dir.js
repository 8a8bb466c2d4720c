/**
 * The daemon's directory must be the user's own and private (0700): the socket and token in it are
 * what lets a process talk to the daemon. Used when a daemon starts, not by a client that connects.
 */
import { chmodSync, lstatSync, mkdirSync } from "node:fs";
import { daemonMessages } from "../messages.js";
/** Why the directory cannot be trusted, or undefined when it is ours and private. */
export function insecureReason(dir) {
    const stats = lstatSync(dir, { throwIfNoEntry: false });
    if (!stats)
        return daemonMessages.dir.missing;
    if (!stats.isDirectory())
        return daemonMessages.dir.notDirectory;
    if (typeof process.getuid === "function" && stats.uid !== process.getuid())
        return daemonMessages.dir.otherUser;
    if ((stats.mode & 0o077) !== 0)
        return daemonMessages.dir.mode((stats.mode & 0o777).toString(8));
    return undefined;
}
/** Creates the directory with mode 0700 (tightening it when it is ours); throws when it is not private. */
export function ensurePrivateDir(dir) {
    mkdirSync(dir, { recursive: true, mode: 0o700 });
    const stats = lstatSync(dir);
    if (stats.isDirectory() && typeof process.getuid === "function" && stats.uid === process.getuid())
        chmodSync(dir, 0o700);
    const reason = insecureReason(dir);
    if (reason)
        throw new Error(daemonMessages.notPrivate(dir, reason));
}
