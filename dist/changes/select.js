/**
 * What changed, from `qgate check`'s selectors (and the API's `selectChanges`): explicit paths, the
 * work tree, the staged snapshot, a diff between revisions, or a unified diff on stdin; then a shard.
 */
import path from "node:path";
import { diffChangeSet } from "./diff.js";
import { hasHead } from "./git.js";
import { diffTextChangeSet, readStdin } from "./diff-stdin.js";
import { explicitChangeSet } from "./explicit.js";
import { readFileFromStdin, stdinFileChangeSet } from "./stdin-file.js";
import { packageChangeSet, packageDirOf } from "./package.js";
import { applyShard, parseShard } from "./shard.js";
import { restageFixed, stagedChangeSet } from "./staged.js";
import { worktreeChangeSet } from "./worktree.js";
import { UsageError } from "../errors.js";
import { changeMessages } from "../messages.js";
export async function selectChanges(options) {
    const files = options.files ?? [];
    if (options.package) {
        if (files.length > 1)
            throw new UsageError(changeMessages.packageOneDir);
        if (options.staged || options.diffStdin || options.stdinFilepath !== undefined)
            throw new UsageError(changeMessages.packageWithSelector);
    }
    const selectors = [
        files.length > 0,
        options.staged,
        options.diff !== undefined,
        options.diffStdin,
        options.stdinFilepath !== undefined,
    ].filter(Boolean);
    if (selectors.length > 1) {
        throw new UsageError(changeMessages.chooseOneSelector);
    }
    // A bad --shard value is a usage error before any git work.
    const shard = options.shard === undefined ? undefined : parseShard(options.shard);
    const selection = await select(options);
    return shard === undefined
        ? selection
        : { ...selection, changeSet: applyShard(selection.changeSet, shard) };
}
async function select(options) {
    if (options.package) {
        const given = options.files?.[0] ?? ".";
        const cwd = options.cwd ?? options.root;
        const packageDir = packageDirOf(options.root, path.resolve(cwd, given), given);
        const base = options.diff ?? (options.packageBase === "" ? undefined : options.packageBase);
        return {
            changeSet: await packageChangeSet({ root: options.root, packageDir, base, fix: Boolean(options.fix) }),
            fromDiff: base !== undefined,
        };
    }
    if (options.staged) {
        const { changeSet, fixable } = await stagedChangeSet(options.root, { fix: Boolean(options.fix) });
        if (!options.fix)
            return { changeSet, fromDiff: true };
        return {
            changeSet,
            fromDiff: true,
            afterRun: async (fixed) => {
                const staged = await restageFixed(options.root, fixed, fixable);
                return staged.length > 0 ? [`re-staged after fixing: ${staged.join(", ")}`] : [];
            },
        };
    }
    if (options.diff !== undefined) {
        return {
            changeSet: await diffChangeSet(options.root, options.diff, { fix: Boolean(options.fix) }),
            fromDiff: true,
        };
    }
    if (options.diffStdin) {
        const text = await (options.stdin ?? (() => readStdin()))();
        return { changeSet: diffTextChangeSet(options.root, text), fromDiff: true };
    }
    if (options.stdinFilepath !== undefined) {
        const file = options.stdinFilepath;
        if (options.fix)
            throw new UsageError(changeMessages.stdinFilepathFix);
        const text = await (options.stdin ?? (() => readFileFromStdin(file)))();
        return {
            changeSet: stdinFileChangeSet(options.root, options.cwd ?? options.root, file, text, await hasHead(options.root)),
            fromDiff: false,
        };
    }
    const files = options.files ?? [];
    const changeSet = files.length > 0
        ? await explicitChangeSet(options.root, options.cwd ?? options.root, files)
        : await worktreeChangeSet(options.root);
    return { changeSet, fromDiff: false };
}
