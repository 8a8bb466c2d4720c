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
/** Files under a directory that git would show: tracked plus untracked non-ignored. */
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
        return splitZ(String(listed.stdout)).map((p) => path.join(root, p));
    }
    // Not a git repository: everything but dependency and build folders.
    return glob(["**/*"], {
        cwd: absDir,
        absolute: true,
        dot: true,
        ignore: ["**/node_modules/**", "**/.git/**", "**/dist/**"],
    });
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
            if (expanded.length === 0)
                skipped.push({ path: relative || ".", reason: changeMessages.skipped.emptyDirectory });
            for (const file of expanded) {
                const rel = toRelative(root, file);
                // git lists tracked files deleted from the work tree too: those are deletions.
                const change = existsSync(file) || isLink(file) ? "modify" : "delete";
                if (!files.has(rel))
                    files.set(rel, { path: rel, absPath: file, change });
            }
            continue;
        }
        if (!files.has(relative))
            files.set(relative, { path: relative, absPath, change: "modify" });
    }
    return { root, files: [...files.values()], skipped, source: "explicit" };
}
