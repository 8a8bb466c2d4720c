import { o as toRelative } from "./paths-CKwe_9xS.js";
import { existsSync, readFileSync, statSync } from "node:fs";
import path from "node:path";

// dist/checks/types/base.js
/**
* The changed files as they are at the change's base revision (HEAD, or the merge base of a diff), read
* in one `git cat-file --batch`. The types check compares a file's exported shape there and now: when
* it is the same, nothing that imports the file can have new errors because of the change.
*/
/**
* Content at the base by absolute path: a string, or null where the file is not in the base revision
* (a new file). A file that could not be read there (no repository, git failing, a name git's batch
* protocol cannot carry) is left out: its importers are then checked again, as without a base.
*/
async function readBaseContents(root, revision, files) {
	const proof = revisionProof(root, revision);
	const cacheKey = `${root}\0${revision}`;
	let cache = proof === void 0 ? void 0 : knownContents.get(cacheKey);
	if (cache?.proof !== proof) cache = void 0;
	if (proof !== void 0 && !cache) knownContents.set(cacheKey, cache = {
		proof,
		contents: /* @__PURE__ */ new Map()
	});
	const found = /* @__PURE__ */ new Map();
	for (const file of files) {
		const known = cache?.contents.get(file);
		if (known !== void 0) found.set(file, known);
	}
	const missing = files.filter((file) => !found.has(file));
	if (missing.length === 0) return found;
	const read = await readWithGit(root, revision, missing);
	for (const [file, text] of read) {
		found.set(file, text);
		cache?.contents.set(file, text);
	}
	return found;
}
const knownContents = /* @__PURE__ */ new Map();
/** The repository's git directory and the directory its refs live in (they differ in a worktree). */
function gitDirs(root) {
	for (let dir = root;; dir = path.dirname(dir)) {
		const dotGit = path.join(dir, ".git");
		const stats = statSync(dotGit, { throwIfNoEntry: false });
		if (stats?.isDirectory()) return {
			gitDir: dotGit,
			commonDir: dotGit
		};
		if (stats?.isFile()) {
			const pointer = /^gitdir:\s*(.+)$/m.exec(readFileSync(dotGit, "utf8"))?.[1]?.trim();
			if (!pointer) return void 0;
			const gitDir = path.resolve(dir, pointer);
			return {
				gitDir,
				commonDir: existsSync(path.join(gitDir, "commondir")) ? path.resolve(gitDir, readFileSync(path.join(gitDir, "commondir"), "utf8").trim()) : gitDir
			};
		}
		if (path.dirname(dir) === dir) return void 0;
	}
}
/**
* What `revision` names is unchanged while this string is: a full commit id always is; for HEAD,
* the stamps of HEAD, its reflog, the index, the checked-out branch's ref and packed-refs (every
* move of HEAD rewrites one of them). Undefined: cannot tell, so nothing is kept.
*/
function revisionProof(root, revision) {
	if (/^[0-9a-f]{40}([0-9a-f]{24})?$/.test(revision)) return revision;
	if (revision !== "HEAD") return void 0;
	try {
		const dirs = gitDirs(root);
		if (!dirs) return void 0;
		const head = readFileSync(path.join(dirs.gitDir, "HEAD"), "utf8");
		const ref = /^ref:\s*(\S+)/.exec(head)?.[1];
		const stamps = [
			path.join(dirs.gitDir, "HEAD"),
			path.join(dirs.gitDir, "logs", "HEAD"),
			path.join(dirs.gitDir, "index"),
			path.join(dirs.commonDir, "packed-refs"),
			...ref ? [path.join(dirs.commonDir, ref)] : []
		].map((file) => {
			const stats = statSync(file, { throwIfNoEntry: false });
			return stats ? `${stats.ino}:${stats.size}:${stats.mtimeMs}` : "-";
		});
		return `${head.trim()}|${stamps.join("|")}`;
	} catch {
		return;
	}
}
async function readWithGit(root, revision, files) {
	const found = /* @__PURE__ */ new Map();
	const asked = files.filter((file) => !/[\r\n]/.test(file));
	if (asked.length === 0) return found;
	const names = asked.map((file) => `${revision}:./${toRelative(root, file)}`);
	const { execa } = await import("./execa-IwcDOerD.js");
	const result = await execa("git", ["cat-file", "--batch"], {
		cwd: root,
		input: `${names.join("\n")}\n`,
		encoding: "buffer",
		reject: false,
		stripFinalNewline: false,
		env: { GIT_OPTIONAL_LOCKS: "0" }
	}).catch(() => void 0);
	if (!result || result.exitCode !== 0) return found;
	const out = Buffer.from(result.stdout);
	let offset = 0;
	for (let i = 0; i < asked.length; i++) {
		const newline = out.indexOf(10, offset);
		if (newline === -1) break;
		const header = out.subarray(offset, newline).toString("utf8");
		offset = newline + 1;
		if (header === `${names[i]} missing`) {
			found.set(asked[i], null);
			continue;
		}
		const match = /^[0-9a-f]+ (\w+) (\d+)$/.exec(header);
		if (!match) break;
		const size = Number(match[2]);
		if (match[1] === "blob") found.set(asked[i], out.subarray(offset, offset + size).toString("utf8"));
		offset += size + 1;
	}
	return found;
}

export { readBaseContents as t };