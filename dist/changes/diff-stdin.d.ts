import type { ChangeSet } from "./change-set.js";
export declare function readStdin(stream?: NodeJS.ReadStream): Promise<string>;
export declare function diffTextChangeSet(root: string, text: string): ChangeSet;
