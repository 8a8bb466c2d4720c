/**
 * `qgate check --package [dir]`: one package of a monorepo, as a task runner (Turborepo, Nx) runs it
 * in each package. The package is the nearest directory with a package.json at or above `dir` (default:
 * the current directory); its files are the ones no nested package owns. All of them, or, with a base
 * revision (`--diff <rev>`, else `TURBO_SCM_BASE`), those of the diff's files that the package owns, or all
 * of them when it owns none (it runs because a dependency or a config above it changed).
 */
import path from "node:path";
import { UsageError } from "../errors.js";
import { changeMessages } from "../messages.js";
import { diffChangeSet } from "./diff.js";
import { explicitChangeSet } from "./explicit.js";
import { displayPath, findUp, isInside, owningPackageDir } from "./paths.js";
/** The package directory `dir` (absolute) belongs to: its nearest package.json at or below the root. */
export function packageDirOf(root, dir, shown) {
    if (!isInside(root, dir))
        throw new UsageError(changeMessages.packageOutsideRoot(displayPath(shown), root));
    const found = findUp(dir, ["package.json"], root);
    if (found === undefined)
        throw new UsageError(changeMessages.noPackage(displayPath(shown)));
    return found.dir;
}
export async function packageChangeSet(options) {
    const { root, packageDir } = options;
    const whole = () => explicitChangeSet(root, root, [packageDir]);
    const changeSet = options.base === undefined
        ? await whole()
        : await diffChangeSet(root, options.base, { fix: Boolean(options.fix) });
    // The snapshot stays whole: the types check reads the other packages' files through it.
    // A file a nested package owns is that package's to check (its own task), not this one's.
    const owns = (relative) => {
        const absolute = path.join(root, relative);
        return isInside(packageDir, absolute) && owningPackageDir(absolute, root) === packageDir;
    };
    // A package with no change of its own since the base runs because something it reads changed (a
    // dependency's types, a root config): all of it is checked, as without a base.
    if (options.base !== undefined && !changeSet.files.some((file) => owns(file.path))) {
        const all = await whole();
        return {
            ...all,
            files: all.files.filter((file) => owns(file.path)),
            skipped: all.skipped.filter((file) => owns(file.path)),
        };
    }
    return {
        ...changeSet,
        files: changeSet.files.filter((file) => owns(file.path)),
        skipped: changeSet.skipped.filter((file) => owns(file.path)),
    };
}
