/** `/`-separated path relative to the root. */
export declare function toRelative(root: string, absolute: string): string;
export declare function isInside(root: string, absolute: string): boolean;
/** Shows a path safely on one line: control characters (a newline in a file name) are escaped. */
export declare function displayPath(p: string): string;
/**
 * Resolves `input` (relative to `cwd`) inside `root`. Throws a FileError when it is outside the
 * root, or when a symlink on the way leads outside it.
 */
export declare function resolveInsideRoot(root: string, cwd: string, input: string): {
    absPath: string;
    path: string;
};
/** Walks up from `startDir` (inclusive) to `stopDir` (inclusive) and returns the first dir containing one of `names`. */
export declare function findUp(startDir: string, names: string[], stopDir: string): {
    dir: string;
    name: string;
} | undefined;
/** The directory of the package that owns `absFile`: nearest package.json at or below the root, else the root. */
export declare function owningPackageDir(absFile: string, root: string): string;
