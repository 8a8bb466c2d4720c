/** Directories of the project that hold a package.json (node_modules excluded), found once per root. */
export declare function packageDirs(root: string): string[];
export declare function configFingerprint(root: string, dirs: string[]): string;
