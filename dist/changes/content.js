/**
 * What the checks read for a file of a git selection: the blob (staged or committed version) or the
 * work tree, where symlinks are followed only when they stay inside the root.
 */
import { lstatSync, realpathSync } from "node:fs";
import path from "node:path";
import { readBlobs } from "./blobs.js";
import { looksBinary } from "./classify.js";
import { MODE_SYMLINK, ZERO_SHA } from "./git-diff.js";
import { isInside } from "./paths.js";
import { changeMessages } from "../messages.js";
/**
 * Gives each file the blob of its raw entry as `content` (utf8). Binary blobs and symlinks (whose blob
 * is only the link's target path) are skipped with a reason. Files for which `readFromDisk` says yes
 * keep no content (the work tree holds the same bytes).
 */
export async function attachBlobContent(root, files, entries, readFromDisk = () => false) {
    const byPath = new Map(entries.map((e) => [e.path, e]));
    const wanted = files.filter((f) => f.change !== "delete" && !readFromDisk(f));
    const ids = wanted
        .map((f) => byPath.get(f.path))
        .filter((e) => e !== undefined && !ZERO_SHA.test(e.newSha))
        .map((e) => e.newSha);
    const blobs = await readBlobs(root, ids);
    const kept = [];
    const skipped = [];
    for (const file of files) {
        if (!wanted.includes(file)) {
            kept.push(file);
            continue;
        }
        const entry = byPath.get(file.path);
        const blob = entry ? blobs.get(entry.newSha) : undefined;
        if (entry?.newMode === MODE_SYMLINK) {
            // The blob of a symlink is its target path: never checked as text, and never followed out.
            const target = path.resolve(path.dirname(file.absPath), blob?.toString("utf8") ?? "");
            const reason = isInside(root, target)
                ? changeMessages.skipped.symlinkInside
                : changeMessages.skipped.symlinkOutsideRoot;
            skipped.push({ path: file.path, reason });
            continue;
        }
        if (blob === undefined) {
            kept.push(file); // Not in the object database (should not happen): read the work tree.
            continue;
        }
        if (looksBinary(blob)) {
            skipped.push({ path: file.path, reason: changeMessages.skipped.binary });
            continue;
        }
        kept.push({ ...file, content: blob.toString("utf8") });
    }
    return { files: kept, skipped };
}
/** Work-tree files that are symlinks are checked only when they lead to a file inside the root. */
export function guardSymlinks(root, files) {
    const kept = [];
    const skipped = [];
    let realRoot;
    for (const file of files) {
        if (file.change === "delete" || file.content !== undefined) {
            kept.push(file);
            continue;
        }
        // A missing file is not a link: classify() reports it.
        if (!lstatSync(file.absPath, { throwIfNoEntry: false })?.isSymbolicLink()) {
            kept.push(file);
            continue;
        }
        let target;
        try {
            target = realpathSync(file.absPath);
        }
        catch {
            skipped.push({ path: file.path, reason: changeMessages.skipped.danglingSymlink });
            continue;
        }
        realRoot ??= realpathSync(root);
        if (isInside(realRoot, target))
            kept.push(file);
        else
            skipped.push({ path: file.path, reason: changeMessages.skipped.symlinkOutsideRoot });
    }
    return { files: kept, skipped };
}
