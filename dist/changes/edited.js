/** Files an assistant edited, as a change set (every assistant door builds its change set here). */
import { existsSync, realpathSync } from "node:fs";
import path from "node:path";
import { displayPath, isInside, resolveInsideRoot } from "./paths.js";
import { changeMessages } from "../messages.js";
/** The path with its directory's real path (the file itself is not followed). */
function realParent(absPath) {
    try {
        return path.join(realpathSync(path.dirname(absPath)), path.basename(absPath));
    }
    catch {
        return absPath;
    }
}
/** The real path of a file, or of its directory when the file is gone (a deletion). */
function realish(absPath) {
    try {
        return realpathSync(absPath);
    }
    catch {
        return realParent(absPath);
    }
}
/**
 * The change set of files an assistant says it edited: paths outside the root, the root itself and
 * missing files are skipped with a reason, never a crash. `ctx.cwd` is what relative paths mean.
 */
export function editedChangeSet(ctx, inputs, source) {
    const files = new Map();
    const skipped = [];
    const changedLines = new Map();
    for (const input of inputs) {
        const given = path.resolve(ctx.cwd, input.path);
        // The real path: the assistant may reach the root through a symlinked directory.
        const absolute = realish(given);
        let resolved;
        try {
            resolved = resolveInsideRoot(ctx.root, ctx.cwd, absolute);
        }
        catch {
            // Named inside the root but really elsewhere: a symlink in the project that leads out of it.
            const reason = isInside(ctx.root, given) || isInside(ctx.root, realParent(given))
                ? changeMessages.skipped.symlinkOutsideRoot
                : changeMessages.skipped.outsideRoot;
            skipped.push({ path: displayPath(input.path), reason });
            continue;
        }
        if (resolved.path === "") {
            skipped.push({ path: ".", reason: changeMessages.skipped.rootIsNotAFile });
            continue;
        }
        if (input.change !== "delete" && !existsSync(resolved.absPath)) {
            skipped.push({ path: resolved.path, reason: changeMessages.skipped.deletedAfterEdit });
            continue;
        }
        files.set(resolved.path, { path: resolved.path, absPath: resolved.absPath, change: input.change });
        if (input.changedLines !== undefined)
            changedLines.set(resolved.path, input.changedLines);
    }
    // An assistant's edits are measured against HEAD (where there is none, the types check finds no base
    // and re-checks importers, as it does without one).
    const changeSet = {
        root: ctx.root,
        files: [...files.values()],
        skipped,
        source,
        baseRevision: "HEAD",
    };
    return { changeSet, changedLines };
}
