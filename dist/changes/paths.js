/** Turning user-given paths into project-relative ones, refusing anything that leaves the root. */
import { existsSync, realpathSync } from "node:fs";
import path from "node:path";
import { FileError } from "../errors.js";
import { changeMessages } from "../messages.js";
/** `/`-separated path relative to the root. */
export function toRelative(root, absolute) {
    return path.relative(root, absolute).split(path.sep).join("/");
}
export function isInside(root, absolute) {
    const relative = path.relative(root, absolute);
    return relative === "" || (!relative.startsWith("..") && !path.isAbsolute(relative));
}
/** Shows a path safely on one line: control characters (a newline in a file name) are escaped. */
export function displayPath(p) {
    return JSON.stringify(p).slice(1, -1);
}
/**
 * Resolves `input` (relative to `cwd`) inside `root`. Throws a FileError when it is outside the
 * root, or when a symlink on the way leads outside it.
 */
export function resolveInsideRoot(root, cwd, input) {
    const absPath = path.resolve(cwd, input);
    if (!isInside(root, absPath)) {
        throw new FileError(changeMessages.outsideRoot(displayPath(input), displayPath(root)));
    }
    let real;
    try {
        real = realpathSync(absPath);
    }
    catch {
        real = undefined; // Missing: nothing to follow.
    }
    if (real !== undefined && !isInside(realpathSync(root), real)) {
        throw new FileError(changeMessages.symlinkOutsideRoot(displayPath(input), displayPath(real)));
    }
    return { absPath, path: toRelative(root, absPath) };
}
/** Walks up from `startDir` (inclusive) to `stopDir` (inclusive) and returns the first dir containing one of `names`. */
export function findUp(startDir, names, stopDir) {
    let dir = startDir;
    for (;;) {
        for (const name of names)
            if (existsSync(path.join(dir, name)))
                return { dir, name };
        if (dir === stopDir || path.dirname(dir) === dir)
            return undefined;
        const relative = path.relative(stopDir, dir);
        if (relative.startsWith("..") || path.isAbsolute(relative))
            return undefined;
        dir = path.dirname(dir);
    }
}
/** The directory of the package that owns `absFile`: nearest package.json at or below the root, else the root. */
export function owningPackageDir(absFile, root) {
    return findUp(path.dirname(absFile), ["package.json"], root)?.dir ?? root;
}
