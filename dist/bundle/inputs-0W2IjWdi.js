import { t as readBaseContents } from "./base-b5zQOKEs.js";
import { closeSync, openSync, readFileSync, readSync, readdirSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import { createHash } from "node:crypto";

// dist/checks/types/inputs.js
/**
* What a cold `types` run read, so that its result can be kept in the result cache (engine/) and
* reused only while all of it is unchanged. A type error can come from any file of the program, and a
* file's absence matters as much as its content (a module resolved elsewhere, a new tsconfig nearer
* the file, a root file a wildcard now matches), so the run records, through TypeScript's `sys` and
* qgate's own lookups:
* - the content hash of every file read (sources, libs, declaration files, tsconfigs, package.json);
* - whether each path looked up was there (module resolution's probes, found or not);
* - the listing of every directory listed (those a tsconfig's wildcards walk, the type roots, and
*   the directories from each changed file up to the root, where the owning tsconfig and package are
*   looked for): a file added or removed there is a change;
* - where each real path resolved to (symlinked packages);
* - the changed files as they are at the base revision, when the change has one (they decide whose
*   importers are checked again).
* Paths inside the project root are relative, so a second clone, or another CI machine, shares the
* entry. Checking an entry (inputsUnchanged) reads those files and directories again: no TypeScript.
*/
function sha1(text) {
	return createHash("sha1").update(text).digest("hex");
}
function listingHash(dir) {
	try {
		return sha1(readdirSync(dir).sort().join("\0"));
	} catch {
		return "-";
	}
}
function contentHash(file) {
	try {
		return sha1(readFileSync(file, "utf8"));
	} catch {
		return "-";
	}
}
/**
* Whether `file`'s content hash (as contentHash gives it) is `hash`. The bytes are hashed first, read
* through one reused buffer: for UTF-8 text that is the same hash, without decoding the text and
* encoding it again or allocating it (about 10 ms instead of 20 to 35 for RxJS's 3.3 MB of sources
* and declaration files, in a fresh process); only when they differ is the text hashed as read, which
* tells a byte order mark or other encodings apart as before.
*/
function sameContent(file, hash) {
	const bytes = bytesHash(file);
	if (bytes === void 0 || hash === "-") return bytes === void 0 && hash === "-";
	return bytes === hash || contentHash(file) === hash;
}
/** A buffer the files are read through, a chunk at a time: no allocation per file (megabytes here). */
let chunk;
/** The sha1 of `file`'s bytes, or undefined when it cannot be read. */
function bytesHash(file) {
	let fd;
	try {
		fd = openSync(file, "r");
	} catch {
		return;
	}
	try {
		chunk ??= Buffer.allocUnsafe(65536);
		const hash = createHash("sha1");
		for (let read = readSync(fd, chunk); read > 0; read = readSync(fd, chunk)) hash.update(read === chunk.length ? chunk : chunk.subarray(0, read));
		return hash.digest("hex");
	} catch {
		return;
	} finally {
		closeSync(fd);
	}
}
function kindOf(file) {
	const stats = statSync(file, { throwIfNoEntry: false });
	return stats ? stats.isDirectory() ? "d" : "f" : "-";
}
function realpathOf(file) {
	try {
		return realpathSync(file);
	} catch {
		return "-";
	}
}
/** A path as the manifest names it: relative (POSIX) inside the root, else absolute. */
function named(root, file) {
	const relative = path.relative(root, file);
	return relative.startsWith("..") || path.isAbsolute(relative) ? file : relative.split(path.sep).join("/");
}
function located(root, name) {
	return path.isAbsolute(name) ? name : path.join(root, ...name.split("/"));
}
var Recorder = class {
	files = /* @__PURE__ */ new Map();
	dirs = /* @__PURE__ */ new Map();
	probes = /* @__PURE__ */ new Map();
	realpaths = /* @__PURE__ */ new Map();
	/**
	* Set when a file read twice had two contents (the run read a moving target), or a wildcard walk was
	* too large to list: nothing is kept.
	*/
	unstable = false;
	read(file, text) {
		const absolute = path.resolve(file);
		const hash = text === void 0 ? "-" : sha1(text);
		const before = this.files.get(absolute);
		if (before !== void 0 && before !== hash) this.unstable = true;
		this.files.set(absolute, hash);
	}
	/** Something was looked up at `file`: whether it is there, and as what. */
	probe(file) {
		const absolute = path.resolve(file);
		if (!this.probes.has(absolute)) this.probes.set(absolute, kindOf(absolute));
	}
	list(dir) {
		const absolute = path.resolve(dir);
		if (!this.dirs.has(absolute)) this.dirs.set(absolute, listingHash(absolute));
	}
	/** `dir` and the directories below it a wildcard walks (not node_modules or hidden ones). */
	listTree(dir) {
		const found = [path.resolve(dir)];
		for (let i = 0; i < found.length; i++) {
			if (found.length >= 2e4) {
				this.unstable = true;
				return;
			}
			const current = found[i];
			this.list(current);
			let entries;
			try {
				entries = readdirSync(current, { withFileTypes: true });
			} catch {
				continue;
			}
			for (const entry of entries) if (entry.isDirectory() && entry.name !== "node_modules" && !entry.name.startsWith(".")) found.push(path.join(current, entry.name));
		}
	}
	realpath(file, real) {
		this.realpaths.set(path.resolve(file), real);
	}
	manifest(root, base) {
		const entries = (map) => Object.fromEntries([...map].map(([file, value]) => [named(root, file), value]).sort());
		return {
			files: entries(this.files),
			dirs: entries(this.dirs),
			probes: entries(this.probes),
			realpaths: Object.fromEntries([...this.realpaths].map(([file, real]) => [named(root, file), named(root, real)]).sort()),
			...base ? { base } : {}
		};
	}
};
let current;
const patched = /* @__PURE__ */ new WeakSet();
/** Records what `tsm` reads while a recording runs (its `sys` is patched once, then passes through). */
function recordThrough(tsm) {
	const sys = tsm.sys;
	if (!current || patched.has(sys)) return;
	patched.add(sys);
	const wrap = (name, after) => {
		const original = sys[name];
		if (typeof original !== "function") return;
		sys[name] = (...args) => {
			const result = original.apply(tsm.sys, args);
			if (current) after(args, result);
			return result;
		};
	};
	wrap("readFile", ([file], text) => current?.read(file, text));
	wrap("fileExists", ([file]) => current?.probe(file));
	wrap("directoryExists", ([dir]) => current?.probe(dir));
	wrap("getDirectories", ([dir]) => current?.list(dir));
	wrap("readDirectory", ([dir]) => current?.listTree(dir));
	wrap("realpath", ([file], real) => current?.realpath(file, real));
}
/** Notes a lookup qgate made itself (a stat for a file that may not be there). */
function noteProbe(file) {
	current?.probe(file);
}
/** Notes a file qgate read itself (a TypeScript package's manifest). */
function noteRead(file) {
	if (current) current.read(file, readSafe(file));
}
function readSafe(file) {
	try {
		return readFileSync(file, "utf8");
	} catch {
		return;
	}
}
/**
* Starts recording; `finish` ends it and gives the manifest (undefined when the run read a file that
* changed under it). Only one recording runs at a time: a cold run is one run in its process.
*/
function startRecording() {
	const recorder = new Recorder();
	current = recorder;
	return {
		recorder,
		finish: (root, base) => {
			if (current === recorder) current = void 0;
			return recorder.unstable ? void 0 : recorder.manifest(root, base);
		}
	};
}
/** The base entry of a manifest: the changed files' content at `revision` (sha1, "-" where absent). */
function baseEntry(root, revision, contents, files) {
	const hashes = {};
	for (const file of files) {
		const text = contents.get(file);
		if (text === void 0) return void 0;
		hashes[named(root, file)] = text === null ? "-" : sha1(text);
	}
	return {
		revision,
		files: hashes
	};
}
/**
* A manifest of `files`' content as it is now (absent ones as "-"): what a whole run depended on
* besides its checks' own keys (engine/run-record.ts), checked again by inputsUnchanged.
*/
function filesManifest(root, files, known = {}) {
	const hashes = {};
	for (const file of files) hashes[named(root, file)] = bytesHash(file) ?? "-";
	for (const [file, hash] of Object.entries(known)) hashes[named(root, file)] = hash;
	return {
		files: hashes,
		dirs: {},
		probes: {},
		realpaths: {}
	};
}
/** Whether everything `manifest` records is as it was: the cached result may then be reused. */
async function inputsUnchanged(root, manifest) {
	for (const [name, hash] of Object.entries(manifest.dirs)) if (listingHash(located(root, name)) !== hash) return false;
	for (const [name, kind] of Object.entries(manifest.probes)) if (kindOf(located(root, name)) !== kind) return false;
	for (const [name, real] of Object.entries(manifest.realpaths)) {
		const now = realpathOf(located(root, name));
		if ((now === "-" ? "-" : named(root, now)) !== real) return false;
	}
	for (const [name, hash] of Object.entries(manifest.files)) if (!sameContent(located(root, name), hash)) return false;
	if (manifest.base) {
		const files = Object.keys(manifest.base.files).map((name) => located(root, name));
		const contents = await readBaseContents(root, manifest.base.revision, files);
		for (const file of files) {
			const text = contents.get(file);
			if (text === void 0) return false;
			if ((text === null ? "-" : sha1(text)) !== manifest.base.files[named(root, file)]) return false;
		}
	}
	return true;
}

export { noteProbe as a, startRecording as c, listingHash as i, filesManifest as n, noteRead as o, inputsUnchanged as r, recordThrough as s, baseEntry as t };