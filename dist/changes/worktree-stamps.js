/**
 * The working tree's changed files with a stamp each (modification time and size, or "gone" for a
 * deleted file), so a hook can tell which of them something other than the assistant's edit tools
 * wrote since it last looked: a file whose stamp differs from the one recorded then.
 */
import { statSync } from "node:fs";
import { worktreeChangeSet } from "./worktree.js";
/** The stamp of a file that is gone. */
export const GONE = "gone";
/** A file's stamp: its modification time and size, or GONE. */
export function fileStamp(absPath) {
    const stat = statSync(absPath, { throwIfNoEntry: false });
    return stat?.isFile() ? `${stat.mtimeMs}:${stat.size}` : GONE;
}
/** Changed, deleted and untracked (not ignored) files under the root, relative to it, with their stamps. */
export async function worktreeStamps(root) {
    const changeSet = await worktreeChangeSet(root);
    const stamps = new Map();
    for (const file of changeSet.files) {
        stamps.set(file.path, {
            change: file.change,
            stamp: file.change === "delete" ? GONE : fileStamp(file.absPath),
        });
    }
    return stamps;
}
