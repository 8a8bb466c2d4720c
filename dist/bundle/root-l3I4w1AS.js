import { a as UsageError } from "./errors-BsNsftzl.js";
import { r as gitTopLevel } from "./git-B9JU7sjJ.js";
import { t as displayPath } from "./paths-CKwe_9xS.js";
import { n as changeMessages } from "./messages-CuSOVVL6.js";
import { realpathSync, statSync } from "node:fs";
import path from "node:path";

// dist/changes/root.js
/** The project root: `--cwd` when given, else the git top level of the current directory, else it. */
async function resolveRoot(cwdOption, base = process.cwd()) {
	if (cwdOption !== void 0) {
		const dir = path.resolve(base, cwdOption);
		const stats = statSync(dir, { throwIfNoEntry: false });
		if (!stats) throw new UsageError(changeMessages.cwdMissing(displayPath(cwdOption)));
		if (!stats.isDirectory()) throw new UsageError(changeMessages.cwdNotDirectory(displayPath(cwdOption)));
		return realpathSync(dir);
	}
	const known = cachedTop(base);
	if (known !== void 0) return known;
	const top = await gitTopLevel(base);
	const root = realpathSync(top ?? base);
	if (top !== void 0) rememberTop(base, root);
	return root;
}
/**
* A long-lived process (the daemon) asks for the same directories' top level on every hook; `git
* rev-parse` costs a process each time (about 10 ms, far more on a busy machine). The answer depends
* on where the nearest `.git` above the directory is, so it is kept with the proof: the `.git` of the
* top level (its inode and kind) and the absence of one in every directory between. Any change there,
* or any GIT_* variable that changes discovery, asks git again.
*/
const tops = /* @__PURE__ */ new Map();
function gitEntry(dir) {
	const stats = statSync(path.join(dir, ".git"), { throwIfNoEntry: false });
	return stats ? `${stats.ino}:${stats.isDirectory() ? "d" : "f"}` : "-";
}
function discoveryVariables() {
	return Object.keys(process.env).some((name) => name === "GIT_DIR" || name === "GIT_WORK_TREE" || name === "GIT_CEILING_DIRECTORIES" || name === "GIT_DISCOVERY_ACROSS_FILESYSTEM" || name === "GIT_COMMON_DIR");
}
function cachedTop(base) {
	const known = tops.get(base);
	if (!known || discoveryVariables()) return void 0;
	return known.proof.every(([dir, entry]) => gitEntry(dir) === entry) ? known.root : void 0;
}
function rememberTop(base, root) {
	if (discoveryVariables()) return;
	let dir;
	try {
		dir = realpathSync(base);
	} catch {
		return;
	}
	const proof = [];
	for (;;) {
		const entry = gitEntry(dir);
		proof.push([dir, entry]);
		if (dir === root) break;
		if (entry !== "-") return;
		const parent = path.dirname(dir);
		if (parent === dir) return;
		dir = parent;
	}
	if (proof.at(-1)?.[1] === "-") return;
	if (tops.size >= 64) tops.clear();
	tops.set(base, {
		root,
		proof
	});
}

export { resolveRoot as t };