export declare const DEFAULT_CONFIG_DESCRIPTION = "@eslint/js and typescript-eslint recommended rules";
/**
 * The default config. Its TS part only matters for TS files, and typescript-eslint loads the whole
 * TypeScript compiler (half a second cold), so a run with JavaScript files only uses the config
 * without it (`withTypeScript: false`): the same rules for every JavaScript file.
 */
export declare function defaultConfig(withTypeScript?: boolean): Promise<unknown[]>;
/** Whether the default config with typescript-eslint was built in this process (for tests). */
export declare function defaultTypeScriptConfigLoaded(): boolean;
