import type { ChangeSet, ChangeType } from "./change-set.js";
/** Parses `git diff --name-status -z` output (renames and copies carry two paths). */
export declare function parseNameStatus(output: string): Array<{
    status: string;
    path: string;
    previousPath?: string | undefined;
}>;
export declare function changeTypeOf(status: string): ChangeType;
export declare function worktreeChangeSet(root: string): Promise<ChangeSet>;
