/** `qgate check <path...>`: files named on the command line (directories are expanded). */
import { existsSync, lstatSync, statSync } from "node:fs";
import path from "node:path";
import { glob } from "tinyglobby";
import { FileError } from "../errors.js";
import { git, splitZ } from "./git.js";
import { displayPath, resolveInsideRoot, toRelative } from "./paths.js";
import { changeMessages } from "../messages.js";
async function trackedInHead(root, relative) {
    const result = await git(root, ["cat-file", "-e", `HEAD:./${relative}`]);
    return result.exitCode === 0;
}
/**
 * Directories a directory's expansion leaves out wherever they sit below it, as the project's own
 * formatters and linters do by default (Prettier, ESLint, Biome, oxlint, oxfmt all skip
 * `node_modules`; git's own directory is never code). A file in one named on its own is still checked.
 */
const SKIPPED_DIRECTORIES = new Set(["node_modules", ".git"]);
/** The first skipped directory on `file`'s path below `dir` (both root-relative, `/`-separated). */
function skippedDirectoryOf(file, dir) {
    const below = dir === "." ? file : file.slice(dir.length + 1);
    const segments = below.split("/").slice(0, -1);
    const at = segments.findIndex((segment) => SKIPPED_DIRECTORIES.has(segment));
    if (at < 0)
        return undefined;
    const inside = segments.slice(0, at + 1).join("/");
    return dir === "." ? inside : `${dir}/${inside}`;
}
/**
 * Files under a directory that git would show (tracked plus untracked non-ignored), but those in a
 * directory the project's tools skip (`skipped`: each such directory once, root-relative).
 */
async function expandDirectory(root, absDir) {
    const relative = toRelative(root, absDir) || ".";
    const listed = await git(root, [
        "ls-files",
        "-z",
        "--cached",
        "--others",
        "--exclude-standard",
        "--",
        relative,
    ]);
    if (listed.exitCode === 0) {
        const files = [];
        const skipped = new Set();
        for (const file of splitZ(String(listed.stdout))) {
            const inSkipped = skippedDirectoryOf(file, relative);
            if (inSkipped === undefined)
                files.push(path.join(root, file));
            else
                skipped.add(inSkipped);
        }
        return { files, skipped: [...skipped] };
    }
    // Not a git repository: everything but dependency and build folders.
    const files = await glob(["**/*"], {
        cwd: absDir,
        absolute: true,
        dot: true,
        ignore: ["**/node_modules/**", "**/.git/**", "**/dist/**"],
    });
    return { files, skipped: [] };
}
function isLink(file) {
    try {
        return lstatSync(file).isSymbolicLink();
    }
    catch {
        return false;
    }
}
export async function explicitChangeSet(root, cwd, inputs) {
    const files = new Map();
    const skipped = [];
    for (const input of inputs) {
        const { absPath, path: relative } = resolveInsideRoot(root, cwd, input);
        let stats;
        try {
            stats = lstatSync(absPath);
        }
        catch {
            stats = undefined;
        }
        if (stats === undefined) {
            // A file deleted from the work tree is a deletion (its importers get re-checked); anything else is a typo.
            if (await trackedInHead(root, relative)) {
                files.set(relative, { path: relative, absPath, change: "delete" });
                continue;
            }
            throw new FileError(changeMessages.noSuchFile(displayPath(input)));
        }
        const isDirectory = stats.isDirectory() || (stats.isSymbolicLink() && statSync(absPath).isDirectory());
        if (isDirectory) {
            const expanded = await expandDirectory(root, absPath);
            for (const dir of expanded.skipped) {
                if (!skipped.some((entry) => entry.path === dir))
                    skipped.push({ path: dir, reason: changeMessages.skipped.toolsSkipDirectory });
            }
            if (expanded.files.length === 0 && expanded.skipped.length === 0)
                skipped.push({ path: relative || ".", reason: changeMessages.skipped.emptyDirectory });
            for (const file of expanded.files) {
                const rel = toRelative(root, file);
                // git lists tracked files deleted from the work tree too: those are deletions.
                const change = existsSync(file) || isLink(file) ? "modify" : "delete";
                // Listed by expanding a directory: the types check leaves out what its tsconfig does not hold.
                if (!files.has(rel))
                    files.set(rel, { path: rel, absPath: file, change, expanded: true });
            }
            continue;
        }
        // Named itself: checked as named, also when a directory named before listed it.
        files.set(relative, { path: relative, absPath, change: "modify" });
    }
    return { root, files: [...files.values()], skipped, source: "explicit" };
}
