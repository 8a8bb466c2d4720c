/**
 * Settings files and folders `qgate install` created, so that `qgate uninstall` can take them away
 * again when nothing but qgate's entries was in them (`.claude/settings.json` and `.claude/` in a
 * project that had neither), and never a file or folder the user had: a user's own empty `{}` file
 * reads the same as the `{}` qgate's removal leaves, so only this record tells them apart.
 *
 * One JSON file per user, `$XDG_STATE_HOME/qgate/created-files.json` (else
 * `~/.local/state/qgate/created-files.json`): absolute file path -> the folders the install created for
 * it, outermost first. Best effort: a record that cannot be read or written only means the uninstall
 * leaves an empty file behind (and says so), never a failed install.
 */
import { existsSync, mkdirSync, readFileSync, rmdirSync } from "node:fs";
import path from "node:path";
import { homeDir } from "../util/home.js";
import writeFileAtomic from "write-file-atomic";
export function createdFilesRecord(env = process.env) {
    const state = env.XDG_STATE_HOME;
    const base = state && path.isAbsolute(state) ? state : path.join(homeDir(env), ".local", "state");
    return path.join(base, "qgate", "created-files.json");
}
function read(record) {
    try {
        const data = JSON.parse(readFileSync(record, "utf8"));
        if (typeof data !== "object" || data === null || Array.isArray(data))
            return {};
        const entries = Object.entries(data).flatMap(([file, value]) => {
            const dirs = value?.dirs;
            return Array.isArray(dirs) && dirs.every((d) => typeof d === "string")
                ? [[file, { dirs }]]
                : [];
        });
        return Object.fromEntries(entries);
    }
    catch {
        return {};
    }
}
async function write(record, data) {
    // A file removed by hand since is forgotten: the record stays as small as what is installed.
    const kept = Object.fromEntries(Object.entries(data).filter(([file]) => existsSync(file)));
    try {
        mkdirSync(path.dirname(record), { recursive: true });
        await writeFileAtomic(record, `${JSON.stringify(kept, null, 2)}\n`);
    }
    catch {
        // Best effort (see above).
    }
}
/**
 * The folders between `firstCreated` (what `mkdirSync(dir, { recursive: true })` returned: the
 * outermost folder it created, if any) and `dir`, outermost first.
 */
export function foldersCreated(firstCreated, dir) {
    if (firstCreated === undefined)
        return [];
    const dirs = [];
    for (let at = path.resolve(dir);; at = path.dirname(at)) {
        dirs.unshift(at);
        if (at === path.resolve(firstCreated) || at === path.dirname(at))
            break;
    }
    return dirs;
}
/** Records that an install created `file` (it did not exist), and the folders it created for it. */
export async function recordCreated(file, dirs, env) {
    const record = createdFilesRecord(env);
    const data = read(record);
    data[path.resolve(file)] = { dirs: [...dirs] };
    await write(record, data);
}
/** Whether an install recorded creating `file`. */
export function wasCreated(file, env) {
    return read(createdFilesRecord(env))[path.resolve(file)] !== undefined;
}
/**
 * Forgets `file` (it was removed, or the user's settings are in it now), and, when `removed`, takes
 * away the folders the install created for it that are now empty, innermost first. Returns them.
 */
export async function forgetCreated(file, removed, env) {
    const record = createdFilesRecord(env);
    const data = read(record);
    const entry = data[path.resolve(file)];
    if (entry === undefined)
        return [];
    delete data[path.resolve(file)];
    await write(record, data);
    const gone = [];
    if (!removed)
        return gone;
    for (const dir of [...entry.dirs].reverse()) {
        try {
            rmdirSync(dir); // Only an empty folder: anything the user put in it keeps it.
            gone.push(dir);
        }
        catch {
            break;
        }
    }
    return gone;
}
/** Whether a settings text holds nothing at all: `{}` (white space aside; a comment is something). */
export function isEmptySettings(text) {
    return text.replace(/\s+/g, "") === "{}";
}
