import { a as daemonMessages } from "./messages-CuSOVVL6.js";
import { chmodSync, lstatSync, mkdirSync } from "node:fs";

// dist/daemon/private-dir.js
/**
* The daemon's directory must be the user's own and private (0700): the socket and token in it are
* what lets a process talk to the daemon. Used when a daemon starts, not by a client that connects.
*/
/** Why the directory cannot be trusted, or undefined when it is ours and private. */
function insecureReason(dir) {
	const stats = lstatSync(dir, { throwIfNoEntry: false });
	if (!stats) return daemonMessages.dir.missing;
	if (!stats.isDirectory()) return daemonMessages.dir.notDirectory;
	if (typeof process.getuid === "function" && stats.uid !== process.getuid()) return daemonMessages.dir.otherUser;
	if ((stats.mode & 63) !== 0) return daemonMessages.dir.mode((stats.mode & 511).toString(8));
}
/** Creates the directory with mode 0700 (tightening it when it is ours); throws when it is not private. */
function ensurePrivateDir(dir) {
	mkdirSync(dir, {
		recursive: true,
		mode: 448
	});
	const stats = lstatSync(dir);
	if (stats.isDirectory() && typeof process.getuid === "function" && stats.uid === process.getuid()) chmodSync(dir, 448);
	const reason = insecureReason(dir);
	if (reason) throw new Error(daemonMessages.notPrivate(dir, reason));
}

export { insecureReason as n, ensurePrivateDir as t };