import { diffChangeSet } from "../changes/diff.js";
import { diffTextChangeSet, readStdin } from "../changes/diff-stdin.js";
import { explicitChangeSet } from "../changes/explicit.js";
import { applyShard, parseShard } from "../changes/shard.js";
import { restageFixed, stagedChangeSet } from "../changes/staged.js";
import { worktreeChangeSet } from "../changes/worktree.js";
import { UsageError } from "../errors.js";
export async function selectChanges(options) {
    const selectors = [
        options.files.length > 0,
        options.staged,
        options.diff !== undefined,
        options.diffStdin,
    ].filter(Boolean);
    if (selectors.length > 1) {
        throw new UsageError("check: choose one of [files...], --staged, --diff <base>, --diff-stdin");
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
            afterRun: async (report) => {
                const staged = await restageFixed(options.root, report.fixed, fixable);
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
    const changeSet = options.files.length > 0
        ? await explicitChangeSet(options.root, options.cwd, options.files)
        : await worktreeChangeSet(options.root);
    return { changeSet, fromDiff: false };
}
