/**
 * `qgate check --diff <base>`: what changed between the merge-base of <base> and HEAD and the work tree
 * (untracked files included); `--diff <a>..<b>` and `<a>...<b>`: commits only, checked as they are at <b>.
 */
import path from "node:path";
import { UsageError } from "../errors.js";
import { attachBlobContent, guardSymlinks } from "./content.js";
import { snapshotOverlay } from "./snapshot.js";
import { gitDiff, entriesToFiles } from "./git-diff.js";
import { gitOutput, splitZ } from "./git.js";
import { displayPath } from "./paths.js";
import { mergeBase, requireRepository, resolveCommit, shortId } from "./revisions.js";
import { changeMessages } from "../messages.js";
export function parseDiffSpec(value) {
    if (value.trim() === "")
        throw new UsageError(changeMessages.diffNeedsRevision);
    const symmetric = value.indexOf("...");
    if (symmetric !== -1) {
        return {
            kind: "range",
            from: value.slice(0, symmetric) || "HEAD",
            to: value.slice(symmetric + 3) || "HEAD",
            symmetric: true,
        };
    }
    const range = value.indexOf("..");
    if (range !== -1) {
        return {
            kind: "range",
            from: value.slice(0, range) || "HEAD",
            to: value.slice(range + 2) || "HEAD",
            symmetric: false,
        };
    }
    return { kind: "base", base: value };
}
async function untracked(root) {
    return splitZ(await gitOutput(root, ["ls-files", "-z", "--others", "--exclude-standard"]));
}
/** Paths (relative to the root) whose work-tree content differs from HEAD. */
async function dirtyPaths(root) {
    const out = await gitOutput(root, [
        "diff",
        "--name-only",
        "-z",
        "--relative",
        "--no-ext-diff",
        "HEAD",
        "--",
    ]);
    return new Set(splitZ(out));
}
export async function diffChangeSet(root, value, options = {}) {
    const flag = `--diff ${displayPath(value)}`;
    await requireRepository(root, "--diff");
    const spec = parseDiffSpec(value);
    const skipped = [];
    const notes = [];
    let files;
    let snapshot;
    let baseRevision;
    if (spec.kind === "base") {
        const base = await resolveCommit(root, spec.base, flag);
        const head = await resolveCommit(root, "HEAD", flag);
        const since = await mergeBase(root, base, head, flag);
        baseRevision = since;
        const { entries, sections } = await gitDiff(root, [since]);
        const listed = entriesToFiles(root, entries, sections);
        skipped.push(...listed.skipped);
        const byPath = new Map(listed.files.map((f) => [f.path, f]));
        for (const relative of await untracked(root)) {
            if (!byPath.has(relative))
                byPath.set(relative, { path: relative, absPath: path.join(root, relative), change: "create" });
        }
        const guarded = guardSymlinks(root, [...byPath.values()]);
        files = guarded.files;
        skipped.push(...guarded.skipped);
        notes.push(changeMessages.note.sinceBase(displayPath(spec.base), shortId(since)));
    }
    else {
        const from = await resolveCommit(root, spec.from, flag);
        const to = await resolveCommit(root, spec.to, flag);
        const since = spec.symmetric ? await mergeBase(root, from, to, flag) : from;
        baseRevision = since;
        const { entries, sections } = await gitDiff(root, [since, to]);
        const listed = entriesToFiles(root, entries, sections);
        skipped.push(...listed.skipped);
        // Files whose work-tree copy is exactly the version at <to> are read from disk; the others from git.
        const head = await resolveCommit(root, "HEAD", flag).catch(() => undefined);
        const dirty = head === to ? await dirtyPaths(root) : undefined;
        const withContent = await attachBlobContent(root, listed.files, entries, (f) => dirty === undefined ? false : !dirty.has(f.path));
        skipped.push(...withContent.skipped);
        const guarded = guardSymlinks(root, withContent.files);
        files = guarded.files;
        skipped.push(...guarded.skipped);
        if (options.fix && files.some((f) => f.content !== undefined)) {
            throw new UsageError(changeMessages.diffFixNotCheckedOut(flag, displayPath(spec.to)));
        }
        if (files.some((f) => f.content !== undefined)) {
            notes.push(changeMessages.note.checkedAt(displayPath(spec.to)));
            // TypeScript reads the tree at <to> too, importers included.
            snapshot = await snapshotOverlay(root, [to]);
        }
    }
    return {
        root,
        files,
        skipped,
        source: "diff",
        notes,
        baseRevision,
        ...(snapshot && snapshot.length > 0 ? { snapshot } : {}),
    };
}
