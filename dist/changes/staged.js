/**
 * `qgate check --staged` (pre-commit): the staged version of each file, read from the index blobs.
 * Nothing here writes to the work tree or the index: no stash, no checkout. With `--fix`, only fully
 * staged files (work tree identical to the index) are fixed, in place, and then re-staged.
 */
import { lstatSync, readFileSync } from "node:fs";
import { UsageError } from "../errors.js";
import { attachBlobContent } from "./content.js";
import { entriesToFiles, gitDiff } from "./git-diff.js";
import { gitOutput, hasHead } from "./git.js";
import { displayPath } from "./paths.js";
import { requireRepository } from "./revisions.js";
import { snapshotOverlay } from "./snapshot.js";
import { changeMessages } from "../messages.js";
/** Whether the work-tree file holds exactly the staged bytes (a regular file, not a symlink). */
function sameAsIndex(file) {
    if (file.content === undefined)
        return false;
    try {
        if (!lstatSync(file.absPath).isFile())
            return false;
        return readFileSync(file.absPath).equals(Buffer.from(file.content, "utf8"));
    }
    catch {
        return false;
    }
}
export async function stagedChangeSet(root, options = {}) {
    await requireRepository(root, "--staged");
    // Without a first commit, `git diff --cached` compares the index with the empty tree.
    const revisions = (await hasHead(root)) ? ["--cached", "HEAD"] : ["--cached"];
    const { entries, sections } = await gitDiff(root, revisions);
    const listed = entriesToFiles(root, entries, sections);
    const withContent = await attachBlobContent(root, listed.files, entries);
    const skipped = [...listed.skipped, ...withContent.skipped];
    let files = withContent.files;
    const notes = [];
    const fixable = [];
    if (options.fix) {
        const partial = files.filter((f) => f.content !== undefined && !sameAsIndex(f));
        if (partial.length > 0) {
            throw new UsageError(changeMessages.stagedFixPartial(displayPath(partial[0].path), partial.length - 1));
        }
        // Fully staged: the work tree is the staged version, so the checks fix the real file.
        files = files.map((f) => {
            if (f.content === undefined)
                return f;
            fixable.push(f.path);
            const { content: _content, ...rest } = f;
            return rest;
        });
    }
    // The index as TypeScript must see it: staged files and their importers as they will be committed.
    const snapshot = await snapshotOverlay(root, []);
    return {
        changeSet: {
            root,
            files,
            skipped,
            source: "staged",
            notes,
            ...(revisions.includes("HEAD") ? { baseRevision: "HEAD" } : {}),
            ...(snapshot.length > 0 ? { snapshot } : {}),
        },
        fixable,
    };
}
/** After `--staged --fix`: stages exactly the fixed files that qgate was allowed to fix. */
export async function restageFixed(root, fixed, fixable) {
    const allowed = new Set(fixable);
    const paths = fixed.filter((p) => allowed.has(p));
    if (paths.length === 0)
        return [];
    await gitOutput(root, ["--literal-pathspecs", "add", "--", ...paths]);
    return paths;
}
