const require_messages = require("./messages-yIMMAzS0.cjs");
let node_fs = require("node:fs");

// dist/daemon/private-dir.js
/**
* The daemon's directory must be the user's own and private (0700): the socket and token in it are
* what lets a process talk to the daemon. Used when a daemon starts, not by a client that connects.
*/
/** Why the directory cannot be trusted, or undefined when it is ours and private. */
function insecureReason(dir) {
	const stats = (0, node_fs.lstatSync)(dir, { throwIfNoEntry: false });
	if (!stats) return require_messages.daemonMessages.dir.missing;
	if (!stats.isDirectory()) return require_messages.daemonMessages.dir.notDirectory;
	if (typeof process.getuid === "function" && stats.uid !== process.getuid()) return require_messages.daemonMessages.dir.otherUser;
	if ((stats.mode & 63) !== 0) return require_messages.daemonMessages.dir.mode((stats.mode & 511).toString(8));
}
/** Creates the directory with mode 0700 (tightening it when it is ours); throws when it is not private. */
function ensurePrivateDir(dir) {
	(0, node_fs.mkdirSync)(dir, {
		recursive: true,
		mode: 448
	});
	const stats = (0, node_fs.lstatSync)(dir);
	if (stats.isDirectory() && typeof process.getuid === "function" && stats.uid === process.getuid()) (0, node_fs.chmodSync)(dir, 448);
	const reason = insecureReason(dir);
	if (reason) throw new Error(require_messages.daemonMessages.notPrivate(dir, reason));
}

exports.ensurePrivateDir = ensurePrivateDir;
exports.insecureReason = insecureReason;