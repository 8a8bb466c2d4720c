import type { ChangeSet, ChangeSource, ChangeType } from "./change-set.js";
/** One file an assistant edited, as it named it. */
export interface EditedFile {
    /** As the assistant gave it: absolute, or relative to the context's cwd. */
    path: string;
    change: ChangeType;
    changedLines?: number | undefined;
}
/**
 * The change set of files an assistant says it edited: paths outside the root, the root itself and
 * missing files are skipped with a reason, never a crash. `ctx.cwd` is what relative paths mean.
 */
export declare function editedChangeSet(ctx: {
    root: string;
    cwd: string;
}, inputs: EditedFile[], source: ChangeSource): {
    changeSet: ChangeSet;
    changedLines: Map<string, number>;
};
