export interface SnapshotFile {
    /** Relative to the root, with `/`. */
    path: string;
    absPath: string;
    /** The content in the snapshot; null: the file is not in it. */
    content: string | null;
}
/**
 * @param against `[]` for the index, `[commit]` for a commit: what `git diff <against>` compares the
 *   work tree with (its "old" side is the snapshot).
 */
export declare function snapshotOverlay(root: string, against: string[]): Promise<SnapshotFile[]>;
