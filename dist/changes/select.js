import { diffChangeSet } from "./diff.js";
import { diffTextChangeSet, readStdin } from "./diff-stdin.js";
import { explicitChangeSet } from "./explicit.js";
import { applyShard, parseShard } from "./shard.js";
import { restageFixed, stagedChangeSet } from "./staged.js";
import { worktreeChangeSet } from "./worktree.js";
import { UsageError } from "../errors.js";
import { changeMessages } from "../messages.js";
export async function selectChanges(options) {
    const files = options.files ?? [];
    const selectors = [files.length > 0, options.staged, options.diff !== undefined, options.diffStdin].filter(Boolean);
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
    const files = options.files ?? [];
    const changeSet = files.length > 0
        ? await explicitChangeSet(options.root, options.cwd ?? options.root, files)
        : await worktreeChangeSet(options.root);
    return { changeSet, fromDiff: false };
}
