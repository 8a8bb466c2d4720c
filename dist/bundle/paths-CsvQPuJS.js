import path from "node:path";
import { fileURLToPath } from "node:url";
import os from "node:os";

// dist/daemon/paths.js
/**
* Where the daemon keeps its socket, token and state: a directory private to the user (0700), one
* daemon per user and qgate installation. Two installs (two versions, or a global and a project copy)
* never talk to each other's daemon. Imported by the thin client, whose every import shows in a hook's
* start-up: node:os, node:path and node:url only (not even src/messages.ts, whose closures cost about
* 8 ms of CPU to load; the private directory's checks, which need it, are in private-dir.ts).
*/
/** qgate's own install directory (the folder holding package.json, bin/ and dist/). */
const INSTALL_DIR = fileURLToPath(new URL("../../", import.meta.url));
/**
* A short name for the install, from its path: 64-bit FNV-1a, which node:crypto's sha256 would give
* no better (it only tells installs apart in a private directory) and costs about 10 ms of CPU to load.
*/
function installId(dir) {
	let hash = 14695981039346656037n;
	for (const byte of Buffer.from(dir, "utf8")) hash = BigInt.asUintN(64, (hash ^ BigInt(byte)) * 1099511628211n);
	return hash.toString(16).padStart(16, "0").slice(0, 10);
}
function userId() {
	return typeof process.getuid === "function" ? String(process.getuid()) : os.userInfo().username;
}
/**
* `QGATE_DAEMON_DIR`, else `$XDG_RUNTIME_DIR/qgate`, else `<tmpdir>/qgate-<uid>`. The socket path must
* stay under the ~104-byte limit of Unix socket names, hence the short hashed file names.
*/
function daemonFiles(env = process.env) {
	const dir = env.QGATE_DAEMON_DIR !== void 0 && env.QGATE_DAEMON_DIR !== "" ? path.resolve(env.QGATE_DAEMON_DIR) : env.XDG_RUNTIME_DIR ? path.join(env.XDG_RUNTIME_DIR, "qgate") : path.join(os.tmpdir(), `qgate-${userId()}`);
	const id = installId(INSTALL_DIR);
	return {
		dir,
		socket: path.join(dir, `d-${id}.sock`),
		token: path.join(dir, `d-${id}.token`),
		state: path.join(dir, `d-${id}.json`),
		log: path.join(dir, `d-${id}.log`)
	};
}

export { daemonFiles as n, INSTALL_DIR as t };