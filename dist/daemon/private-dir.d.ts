/** Why the directory cannot be trusted, or undefined when it is ours and private. */
export declare function insecureReason(dir: string): string | undefined;
/** Creates the directory with mode 0700 (tightening it when it is ours); throws when it is not private. */
export declare function ensurePrivateDir(dir: string): void;
