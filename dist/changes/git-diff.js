/**
 * One git diff (commits, index or work tree) turned into change-set entries: the file list comes
 * from `--raw -z` (exact paths, modes and blob ids), the line ranges from the patch.
 */
import path from "node:path";
import { gitOutput, splitZ } from "./git.js";
import { parseUnifiedDiff } from "./unified-diff.js";
import { changeMessages } from "../messages.js";
export const ZERO_SHA = /^0+$/;
export const MODE_SUBMODULE = "160000";
export const MODE_SYMLINK = "120000";
/** Parses `git diff --raw -z --no-abbrev` output. */
export function parseRaw(output) {
    const parts = splitZ(output);
    const entries = [];
    for (let i = 0; i < parts.length;) {
        const meta = parts[i++] ?? "";
        const [oldMode = "", newMode = "", oldSha = "", newSha = "", status = ""] = meta
            .replace(/^:/, "")
            .split(" ");
        if (status.startsWith("R") || status.startsWith("C")) {
            const previousPath = parts[i++] ?? "";
            entries.push({ oldMode, newMode, oldSha, newSha, status, previousPath, path: parts[i++] ?? "" });
        }
        else {
            entries.push({ oldMode, newMode, oldSha, newSha, status, path: parts[i++] ?? "" });
        }
    }
    return entries;
}
/** Options every qgate git diff uses, so a user's diff configuration cannot change what is parsed. */
const DIFF_OPTIONS = [
    "--no-color",
    "--no-ext-diff",
    "--no-textconv",
    "--relative",
    "-M",
    "--submodule=short",
    "--ignore-submodules=none",
];
/**
 * Runs `git diff <revisions...>` twice (raw list, then patch with 3 lines of context) in `root`.
 * `revisions` are already-verified commit ids or flags such as `--cached`.
 */
export async function gitDiff(root, revisions) {
    const raw = await gitOutput(root, [
        "diff",
        ...DIFF_OPTIONS,
        "--raw",
        "-z",
        "--no-abbrev",
        ...revisions,
        "--",
    ]);
    const entries = parseRaw(raw);
    const sections = new Map();
    if (entries.length === 0)
        return { entries, sections };
    const patch = await gitOutput(root, [
        "diff",
        ...DIFF_OPTIONS,
        "-p",
        "-U3",
        "--src-prefix=a/",
        "--dst-prefix=b/",
        ...revisions,
        "--",
    ]);
    for (const section of parseUnifiedDiff(patch)) {
        // A type change (file <-> symlink) comes as a deletion and a creation: keep the new side.
        const key = section.newPath ?? section.oldPath;
        if (key === undefined)
            continue;
        const known = sections.get(key);
        if (known && known.newPath !== undefined && section.newPath === undefined)
            continue;
        sections.set(key, section);
    }
    return { entries, sections };
}
export function changeTypeOfStatus(status) {
    if (status.startsWith("D"))
        return "delete";
    if (status.startsWith("A") || status.startsWith("C"))
        return "create";
    return "modify";
}
/**
 * Change-set entries for raw diff entries. Renames also list their old path as a deletion (the types
 * check re-checks its importers); submodules are skipped. Line ranges come from the patch; a file
 * whose section is missing keeps no ranges (the whole file is in scope: more findings, never fewer).
 */
export function entriesToFiles(root, entries, sections) {
    const files = new Map();
    const skipped = [];
    for (const entry of entries) {
        const change = changeTypeOfStatus(entry.status);
        if (entry.previousPath !== undefined && entry.status.startsWith("R") && !files.has(entry.previousPath)) {
            files.set(entry.previousPath, {
                path: entry.previousPath,
                absPath: path.join(root, entry.previousPath),
                change: "delete",
            });
        }
        if (change !== "delete" && entry.newMode === MODE_SUBMODULE) {
            skipped.push({ path: entry.path, reason: changeMessages.skipped.submodule });
            continue;
        }
        if (change === "delete" && entry.oldMode === MODE_SUBMODULE)
            continue;
        const section = sections.get(entry.path);
        if (change !== "delete" && section?.binary) {
            skipped.push({ path: entry.path, reason: changeMessages.skipped.binary });
            continue;
        }
        const file = {
            path: entry.path,
            absPath: path.join(root, entry.path),
            change,
            ...(entry.previousPath !== undefined && entry.status.startsWith("R")
                ? { previousPath: entry.previousPath }
                : {}),
        };
        if (change !== "delete" && section) {
            file.addedLines = section.added;
            file.contextLines = section.context;
        }
        files.set(entry.path, file);
    }
    return { files: [...files.values()], skipped };
}
