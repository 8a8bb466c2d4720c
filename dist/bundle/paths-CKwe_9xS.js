import { r as FileError } from "./errors-BsNsftzl.js";
import { n as changeMessages } from "./messages-CuSOVVL6.js";
import { existsSync, realpathSync } from "node:fs";
import path from "node:path";

// dist/changes/paths.js
/** Turning user-given paths into project-relative ones, refusing anything that leaves the root. */
/** `/`-separated path relative to the root. */
function toRelative(root, absolute) {
	return path.relative(root, absolute).split(path.sep).join("/");
}
function isInside(root, absolute) {
	const relative = path.relative(root, absolute);
	return relative === "" || !relative.startsWith("..") && !path.isAbsolute(relative);
}
/** Shows a path safely on one line: control characters (a newline in a file name) are escaped. */
function displayPath(p) {
	return JSON.stringify(p).slice(1, -1);
}
/**
* Resolves `input` (relative to `cwd`) inside `root`. Throws a FileError when it is outside the
* root, or when a symlink on the way leads outside it.
*/
function resolveInsideRoot(root, cwd, input) {
	const absPath = path.resolve(cwd, input);
	if (!isInside(root, absPath)) throw new FileError(changeMessages.outsideRoot(displayPath(input), displayPath(root)));
	let real;
	try {
		real = realpathSync(absPath);
	} catch {
		real = void 0;
	}
	if (real !== void 0 && !isInside(realpathSync(root), real)) throw new FileError(changeMessages.symlinkOutsideRoot(displayPath(input), displayPath(real)));
	return {
		absPath,
		path: toRelative(root, absPath)
	};
}
/** Walks up from `startDir` (inclusive) to `stopDir` (inclusive) and returns the first dir containing one of `names`. */
function findUp(startDir, names, stopDir) {
	let dir = startDir;
	for (;;) {
		for (const name of names) if (existsSync(path.join(dir, name))) return {
			dir,
			name
		};
		if (dir === stopDir || path.dirname(dir) === dir) return void 0;
		const relative = path.relative(stopDir, dir);
		if (relative.startsWith("..") || path.isAbsolute(relative)) return void 0;
		dir = path.dirname(dir);
	}
}
/** The directory of the package that owns `absFile`: nearest package.json at or below the root, else the root. */
function owningPackageDir(absFile, root) {
	return findUp(path.dirname(absFile), ["package.json"], root)?.dir ?? root;
}

export { resolveInsideRoot as a, owningPackageDir as i, findUp as n, toRelative as o, isInside as r, displayPath as t };