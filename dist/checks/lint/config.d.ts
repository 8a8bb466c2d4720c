export declare const FLAT_CONFIG_FILES: string[];
export declare const LEGACY_CONFIG_FILES: string[];
export type ConfigKind = "flat" | "legacy" | "none";
export interface EslintConfigLocation {
    kind: ConfigKind;
    /** Absolute path of the config file (package.json for `eslintConfig`); absent for `none`. */
    file?: string | undefined;
    /** Directory holding the config (the owning package for `none`). */
    dir: string;
}
export declare function locateEslintConfig(absFile: string, root: string, packageDir: string): EslintConfigLocation;
