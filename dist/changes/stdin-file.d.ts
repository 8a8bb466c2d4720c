import type { ChangeSet } from "./change-set.js";
export declare function readFileFromStdin(file: string, stream?: NodeJS.ReadStream): Promise<string>;
export declare function stdinFileChangeSet(root: string, cwd: string, file: string, content: string, withHead: boolean): ChangeSet;
