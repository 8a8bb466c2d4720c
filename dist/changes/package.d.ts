import type { ChangeSet } from "./change-set.js";
/** The package directory `dir` (absolute) belongs to: its nearest package.json at or below the root. */
export declare function packageDirOf(root: string, dir: string, shown: string): string;
export interface PackageSelection {
    root: string;
    /** Absolute directory of the package (packageDirOf). */
    packageDir: string;
    /** A base revision: only what changed since it (a diff's changed lines, as `--diff`). */
    base?: string | undefined;
    fix?: boolean;
}
export declare function packageChangeSet(options: PackageSelection): Promise<ChangeSet>;
