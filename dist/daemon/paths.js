/**
 * Where the daemon keeps its socket, token and state: a directory private to the user (0700), one
 * daemon per user and qgate installation. Two installs (two versions, or a global and a project copy)
 * never talk to each other's daemon. Imported by the thin client: node built-ins only, and
 * src/messages.ts.
 */
import { createHash } from "node:crypto";
import { chmodSync, lstatSync, mkdirSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { daemonMessages } from "../messages.js";
/** qgate's own install directory (the folder holding package.json, bin/ and dist/). */
export const INSTALL_DIR = fileURLToPath(new URL("../../", import.meta.url));
function userId() {
    return typeof process.getuid === "function" ? String(process.getuid()) : os.userInfo().username;
}
/**
 * `QGATE_DAEMON_DIR`, else `$XDG_RUNTIME_DIR/qgate`, else `<tmpdir>/qgate-<uid>`. The socket path must
 * stay under the ~104-byte limit of Unix socket names, hence the short hashed file names.
 */
export function daemonFiles(env = process.env) {
    const dir = env.QGATE_DAEMON_DIR !== undefined && env.QGATE_DAEMON_DIR !== ""
        ? path.resolve(env.QGATE_DAEMON_DIR)
        : env.XDG_RUNTIME_DIR
            ? path.join(env.XDG_RUNTIME_DIR, "qgate")
            : path.join(os.tmpdir(), `qgate-${userId()}`);
    const id = createHash("sha256").update(INSTALL_DIR).digest("hex").slice(0, 10);
    return {
        dir,
        socket: path.join(dir, `d-${id}.sock`),
        token: path.join(dir, `d-${id}.token`),
        state: path.join(dir, `d-${id}.json`),
        log: path.join(dir, `d-${id}.log`),
    };
}
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
