export declare function git(cwd: string, args: string[], options?: {
    input?: string | undefined;
    encoding?: "utf8" | "buffer";
}): Promise<import("execa").Result<{
    env: {
        GIT_OPTIONAL_LOCKS: string;
    };
    input?: string;
    cwd: string;
    reject: false;
    stripFinalNewline: false;
}>>;
/** Runs git and returns stdout, or throws a one-line QgateError naming the git command. */
export declare function gitOutput(cwd: string, args: string[], input?: string): Promise<string>;
/** The work tree's top level, or undefined outside a git repository. */
export declare function gitTopLevel(cwd: string): Promise<string | undefined>;
export declare function hasHead(cwd: string): Promise<boolean>;
/** Splits NUL-separated git output. */
export declare function splitZ(output: string): string[];
