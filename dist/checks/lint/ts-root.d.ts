/** Makes `rootDir` the only inferred tsconfigRootDir candidate of the typescript-eslint seen from `fromDir`. */
export declare function pinTsconfigRootDir(fromDir: string, rootDir: string): void;
