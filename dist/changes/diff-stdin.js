/**
 * `qgate check --diff-stdin`: a unified diff on standard input (`git diff | qgate check --diff-stdin`,
 * a pull request's .diff or .patch). Paths come from the new (`+++ b/`) side, relative to the root;
 * the content checked is the work tree's.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { UsageError } from "../errors.js";
import { presetStdinValue } from "../util/stdin-preset.js";
import { guardSymlinks } from "./content.js";
import { MODE_SUBMODULE } from "./git-diff.js";
import { displayPath } from "./paths.js";
import { parseUnifiedDiff } from "./unified-diff.js";
import { changeMessages } from "../messages.js";
export async function readStdin(stream = process.stdin) {
    const preset = presetStdinValue();
    if (preset && !preset.tooLarge)
        return preset.text;
    if (stream.isTTY)
        throw new UsageError(changeMessages.diffStdinIsTerminal);
    const chunks = [];
    for await (const chunk of stream)
        chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
    return Buffer.concat(chunks).toString("utf8");
}
/**
 * Plain `diff -u` output may or may not carry `a/` `b/` prefixes (git's sections are already
 * stripped): keep the name as written when it exists, else drop a one-letter prefix.
 */
function resolveName(root, name, git) {
    if (git)
        return name;
    const stripped = name.replace(/^[ab]\//, "");
    if (stripped !== name && !existsSync(path.join(root, name)))
        return stripped;
    return name;
}
/** A safe root-relative path, or undefined when the diff names something outside the root. */
function normalise(name) {
    const posix = path.posix.normalize(name.replace(/\\/g, "/"));
    if (posix === "." || posix.startsWith("../") || posix === ".." || path.posix.isAbsolute(posix))
        return undefined;
    return posix.replace(/^\.\//, "");
}
export function diffTextChangeSet(root, text) {
    const sections = parseUnifiedDiff(text);
    if (sections.length === 0 && text.trim() !== "")
        throw new UsageError(changeMessages.diffStdinEmpty);
    const gitDiff = /^diff --git /m.test(text);
    const files = new Map();
    const skipped = [];
    const notes = [];
    const seen = new Map();
    const add = (name, section, change, previousPath) => {
        const relative = normalise(resolveName(root, name, gitDiff));
        if (relative === undefined) {
            skipped.push({ path: name, reason: changeMessages.skipped.outsideRoot });
            return;
        }
        seen.set(relative, (seen.get(relative) ?? 0) + 1);
        const file = {
            path: relative,
            absPath: path.join(root, relative),
            change,
            previousPath,
        };
        if (section && change !== "delete") {
            file.addedLines = section.added;
            file.contextLines = section.context;
        }
        files.set(relative, file);
    };
    for (const section of sections) {
        if (section.newPath === undefined) {
            if (section.oldPath !== undefined)
                add(section.oldPath, undefined, "delete");
            continue;
        }
        if (section.newMode === MODE_SUBMODULE) {
            skipped.push({ path: section.newPath, reason: changeMessages.skipped.submodule });
            continue;
        }
        if (section.binary) {
            skipped.push({ path: section.newPath, reason: changeMessages.skipped.binary });
            continue;
        }
        const previous = section.renamed && section.oldPath !== undefined ? normalise(section.oldPath) : undefined;
        if (previous !== undefined && !files.has(previous))
            add(previous, undefined, "delete");
        add(section.newPath, section, section.oldPath === undefined ? "create" : "modify", previous);
    }
    // A patch series can touch a file more than once; its line numbers then mix versions.
    for (const [relative, count] of seen) {
        const file = files.get(relative);
        if (count > 1 && file && file.change !== "delete") {
            delete file.addedLines;
            delete file.contextLines;
            notes.push(changeMessages.note.repeatedInDiff(displayPath(relative), count));
        }
    }
    const guarded = guardSymlinks(root, [...files.values()]);
    return {
        root,
        files: guarded.files,
        skipped: [...skipped, ...guarded.skipped],
        source: "diff",
        notes,
    };
}
