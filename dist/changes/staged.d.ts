import type { ChangeSet } from "./change-set.js";
export interface StagedSelection {
    changeSet: ChangeSet;
    /** With --fix: the files qgate may fix and must re-stage afterwards (relative paths). */
    fixable: string[];
}
export declare function stagedChangeSet(root: string, options?: {
    fix?: boolean;
}): Promise<StagedSelection>;
/** After `--staged --fix`: stages exactly the fixed files that qgate was allowed to fix. */
export declare function restageFixed(root: string, fixed: string[], fixable: string[]): Promise<string[]>;
