/** The config files Prettier 2 and 3 look for in each directory, in the order it looks (package.json aside). */
export declare const PRETTIER_CONFIG_FILES: readonly string[];
