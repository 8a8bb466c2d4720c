import type { ChangeType } from "./change-set.js";
/** The stamp of a file that is gone. */
export declare const GONE = "gone";
export interface Stamped {
    change: ChangeType;
    stamp: string;
}
/** A file's stamp: its modification time and size, or GONE. */
export declare function fileStamp(absPath: string): string;
/** Changed, deleted and untracked (not ignored) files under the root, relative to it, with their stamps. */
export declare function worktreeStamps(root: string): Promise<Map<string, Stamped>>;
