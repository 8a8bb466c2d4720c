/**
 * `relevant_files` entries: parsed from the list, resolved inside the project root and checked for
 * existence. A path outside the root is reported and never touched; directories and globs are counted
 * (bounded) so a "relevant file" that is really the whole codebase shows up as such.
 */
import { existsSync, readdirSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import { globSync } from "tinyglobby";
import { isInside, toRelative } from "../changes/paths.js";
/** Entries checked on disk per prompt; a longer list is over any file budget anyway. */
export const MAX_CHECKED = 50;
/** Missing entries for which a same-named file is searched (each search walks the project). */
export const MAX_SUGGESTED = 3;
const SKIP_DIRS = new Set(["node_modules", ".git", "dist", "build", "coverage", ".next", ".cache"]);
const GLOB_CHARS = /[*?[\]{}]/;
/** Splits a relevant_files section into entries: the first token of each line, plus comma-listed paths. */
export function parseFileEntries(content, firstLine) {
    const entries = [];
    content.split("\n").forEach((text, index) => {
        const line = firstLine + index;
        const body = text.replace(/^\s*(?:[-*+•]|\d+[.)])\s+/, "").trim();
        if (body === "")
            return;
        if (/\{\{[^{}]*\}\}/.test(body.split(/\s+/)[0] ?? "") || body.startsWith("{{")) {
            const placeholder = /\{\{[^{}]*\}\}/.exec(body)?.[0] ?? body;
            entries.push({ raw: placeholder, line });
            return;
        }
        body.split(",").forEach((part, partIndex) => {
            const token = clean(part.trim().split(/\s+/)[0] ?? "");
            if (token === "")
                return;
            // Later parts of a line only when they look like paths ("a.ts, b.ts"), not prose after a comma.
            if (partIndex > 0 && !/[/.*]/.test(token))
                return;
            entries.push({ raw: token, line });
        });
    });
    return entries;
}
function clean(token) {
    const stripped = token.replace(/^[`'"([]+/, "").replace(/[`'")\]:;,]+$/, "");
    // A sentence's full stop is not part of the path, but "." and ".." are paths.
    return /[^.]\.$/.test(stripped) ? stripped.slice(0, -1) : stripped;
}
/** Counts files under `dir`, stopping once `limit` is exceeded (the answer is then `limit + 1`). */
function countFiles(dir, limit) {
    let count = 0;
    const pending = [dir];
    while (pending.length > 0 && count <= limit) {
        const current = pending.pop();
        let entries;
        try {
            entries = readdirSync(current, { withFileTypes: true });
        }
        catch {
            continue;
        }
        for (const entry of entries) {
            if (entry.isDirectory()) {
                if (!SKIP_DIRS.has(entry.name))
                    pending.push(path.join(current, entry.name));
            }
            else if (++count > limit)
                break;
        }
    }
    return count;
}
function findByName(root, name) {
    if (!/^[\w.@-]+$/.test(name))
        return undefined;
    const found = globSync(`**/${name}`, {
        cwd: root,
        ignore: [...SKIP_DIRS].map((dir) => `**/${dir}/**`),
        deep: 8,
        onlyFiles: true,
    });
    return found.sort((a, b) => a.length - b.length)[0];
}
function realRoot(root) {
    try {
        return realpathSync(root);
    }
    catch {
        return path.resolve(root);
    }
}
/** Checks one entry against the project root. `limit` bounds the counting of directories and globs. */
export function checkEntry(root, raw, line, limit, suggest = true) {
    if (raw.startsWith("{{"))
        return { raw, line, status: "placeholder", fileCount: 1, kind: "file" };
    const base = realRoot(root);
    const outside = { raw, line, status: "outside-root", fileCount: 0, kind: "file" };
    if (raw.startsWith("~"))
        return outside;
    const normalised = raw.replace(/\\/g, "/");
    if (GLOB_CHARS.test(normalised)) {
        if (path.isAbsolute(normalised) || normalised.split("/").includes(".."))
            return { ...outside, kind: "glob" };
        const matches = globSync(normalised, {
            cwd: base,
            ignore: [...SKIP_DIRS].map((dir) => `**/${dir}/**`),
            onlyFiles: true,
        });
        return {
            raw,
            line,
            status: matches.length > 0 ? "exists" : "missing",
            fileCount: Math.max(matches.length, 1),
            kind: "glob",
        };
    }
    const absolute = path.resolve(base, normalised);
    if (!isInside(base, absolute))
        return outside;
    if (!existsSync(absolute)) {
        const didYouMean = suggest ? findByName(base, path.basename(absolute)) : undefined;
        return {
            raw,
            line,
            status: "missing",
            fileCount: 1,
            kind: "file",
            ...(didYouMean !== undefined && didYouMean !== toRelative(base, absolute) ? { didYouMean } : {}),
        };
    }
    // A symlink inside the root may lead out of it: that is outside too.
    let real;
    try {
        real = realpathSync(absolute);
    }
    catch {
        return { raw, line, status: "missing", fileCount: 1, kind: "file" };
    }
    if (!isInside(base, real))
        return outside;
    if (statSync(real).isDirectory())
        return { raw, line, status: "exists", fileCount: countFiles(real, limit), kind: "dir" };
    return { raw, line, status: "exists", fileCount: 1, kind: "file" };
}
