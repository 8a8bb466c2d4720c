export declare const SCRIPT_EXTENSIONS: ReadonlySet<string>;
export declare function extensionOf(file: string): string;
export declare function isScriptPath(file: string): boolean;
export declare function isLockfile(file: string): boolean;
