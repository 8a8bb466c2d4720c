/**
 * `--shard i/n`: a deterministic split of a change set for a CI matrix of n jobs. Files are ordered by
 * the package that owns them, then by path, and cut into n contiguous, balanced slices, so every file
 * is in exactly one shard and a package's files tend to stay together (one tool load, one program).
 */
import { UsageError } from "../errors.js";
import { owningPackageDir, toRelative } from "./paths.js";
import path from "node:path";
import { changeMessages } from "../messages.js";
export function parseShard(value) {
    const match = /^(\d+)\/(\d+)$/.exec(value.trim());
    const index = match ? Number(match[1]) : NaN;
    const count = match ? Number(match[2]) : NaN;
    if (!match || count < 1 || index < 1 || index > count || !Number.isSafeInteger(count)) {
        throw new UsageError(changeMessages.badShard(value));
    }
    return { index, count };
}
/** Which shard (1-based) the item at `position` of `total` sorted items belongs to. */
export function shardOf(position, total, count) {
    return Math.floor((position * count) / Math.max(total, 1)) + 1;
}
export function applyShard(changeSet, shard) {
    const packages = new Map();
    const keyOf = (relative) => {
        const dir = path.dirname(path.join(changeSet.root, relative));
        let pkg = packages.get(dir);
        if (pkg === undefined) {
            pkg = toRelative(changeSet.root, owningPackageDir(path.join(changeSet.root, relative), changeSet.root));
            packages.set(dir, pkg);
        }
        return pkg;
    };
    const items = [
        ...changeSet.files.map((file) => ({ path: file.path, file, skipped: undefined })),
        ...changeSet.skipped.map((skipped) => ({ path: skipped.path, file: undefined, skipped })),
    ]
        .map((item) => ({ ...item, pkg: keyOf(item.path) }))
        .sort((a, b) => compare(a.pkg, b.pkg) || compare(a.path, b.path) || (a.file ? -1 : 1));
    const mine = items.filter((_, i) => shardOf(i, items.length, shard.count) === shard.index);
    const files = mine.flatMap((item) => (item.file ? [item.file] : []));
    const skipped = mine.flatMap((item) => (item.skipped ? [item.skipped] : []));
    return {
        ...changeSet,
        files,
        skipped,
        notes: [
            ...(changeSet.notes ?? []),
            changeMessages.note.shard(shard.index, shard.count, files.length, changeSet.files.length),
        ],
    };
}
/** Code-unit order: the same on every machine, whatever the locale. */
function compare(a, b) {
    return a < b ? -1 : a > b ? 1 : 0;
}
