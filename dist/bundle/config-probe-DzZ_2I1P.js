import { statSync } from "node:fs";
import path from "node:path";

// dist/util/config-probe.js
/**
* Which of a set of config file names exist in a directory, and their stamps (inode, size, mtime,
* ctime), without a stat per name on every run. A directory's own mtime changes whenever an entry is
* created, removed or renamed in it, so while it stays the same only the names found before can have
* changed (an edit in place): those are stat'ed again, the others are known to be absent. A directory
* whose mtime changed (a new file, an editor's atomic save) is looked at name by name again.
*
* File times are coarse (the kernel's clock tick, a few ms): a directory changed twice within one tick
* keeps one mtime. As git does with its index, a stamp that recent is not trusted: a directory
* modified in the last RACY_MS is looked at name by name next time too.
*/
function stampOf(stats) {
	return `${stats.ino}:${stats.size}:${stats.mtimeMs}:${stats.ctimeMs}`;
}
/** Younger than this, a modification time may hide a second change made within the same tick. */
const RACY_MS = 2e3;
/** Whether a file or directory was modified so recently that its stamp may not tell every change. */
function racy(stats) {
	return Date.now() - Math.max(stats.mtimeMs, stats.ctimeMs) < RACY_MS;
}
var ConfigProbe = class {
	dirs = /* @__PURE__ */ new Map();
	/**
	* The names of `names` present in `dir` (in their order), and their stamps as one string (`name:stamp;`
	* each). Pass the same `names` array every time: a directory is trusted for the list it was probed for.
	*/
	probe(dir, names) {
		const dirStats = statSync(dir, { throwIfNoEntry: false });
		if (!dirStats) {
			this.dirs.delete(dir);
			return {
				present: [],
				stamp: "(no directory)"
			};
		}
		const dirStamp = racy(dirStats) ? "racy" : `${dirStats.ino}:${dirStats.mtimeMs}:${dirStats.ctimeMs}`;
		const seen = this.dirs.get(dir);
		const candidates = seen !== void 0 && dirStamp !== "racy" && seen.dirStamp === dirStamp && seen.names === names ? seen.present : names;
		const present = [];
		let stamp = "";
		for (const name of candidates) {
			const stats = statSync(path.join(dir, name), { throwIfNoEntry: false });
			if (!stats) continue;
			present.push(name);
			stamp += `${name}:${stampOf(stats)};`;
		}
		if (this.dirs.size >= 4096) this.dirs.clear();
		this.dirs.set(dir, {
			dirStamp,
			names,
			present
		});
		return {
			present,
			stamp
		};
	}
};

export { racy as n, ConfigProbe as t };