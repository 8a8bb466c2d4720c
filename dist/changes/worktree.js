/** `qgate check` with no selector: what changed in the working tree against HEAD, untracked files included. */
import path from "node:path";
import { UsageError } from "../errors.js";
import { gitOutput, gitTopLevel, hasHead, splitZ } from "./git.js";
import { displayPath } from "./paths.js";
import { changeMessages } from "../messages.js";
/** Parses `git diff --name-status -z` output (renames and copies carry two paths). */
export function parseNameStatus(output) {
    const parts = splitZ(output);
    const entries = [];
    for (let i = 0; i < parts.length;) {
        const status = parts[i++] ?? "";
        if (status.startsWith("R") || status.startsWith("C")) {
            const previousPath = parts[i++] ?? "";
            entries.push({ status, previousPath, path: parts[i++] ?? "" });
        }
        else {
            entries.push({ status, path: parts[i++] ?? "" });
        }
    }
    return entries;
}
export function changeTypeOf(status) {
    if (status.startsWith("D"))
        return "delete";
    if (status.startsWith("A") || status.startsWith("C"))
        return "create";
    return "modify";
}
export async function worktreeChangeSet(root) {
    if ((await gitTopLevel(root)) === undefined) {
        throw new UsageError(changeMessages.worktreeNotInRepository(displayPath(root)));
    }
    const files = new Map();
    const add = (relative, change, previousPath) => files.set(relative, {
        path: relative,
        absPath: path.join(root, relative),
        change,
        previousPath,
    });
    if (await hasHead(root)) {
        const diff = await gitOutput(root, ["diff", "--name-status", "-z", "-M", "--relative", "HEAD", "--"]);
        for (const entry of parseNameStatus(diff)) {
            if (entry.previousPath !== undefined && entry.status.startsWith("R"))
                add(entry.previousPath, "delete");
            add(entry.path, changeTypeOf(entry.status), entry.previousPath);
        }
    }
    else {
        // No commit yet: everything in the index is new.
        for (const relative of splitZ(await gitOutput(root, ["ls-files", "-z", "--cached"])))
            add(relative, "create");
    }
    for (const relative of splitZ(await gitOutput(root, ["ls-files", "-z", "--others", "--exclude-standard"]))) {
        add(relative, "create");
    }
    return {
        root,
        files: [...files.values()],
        skipped: [],
        source: "worktree",
        ...((await hasHead(root)) ? { baseRevision: "HEAD" } : {}),
    };
}
