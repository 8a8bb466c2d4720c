import { gitTopLevel } from "../changes/git.js";
import { worktreeChangeSet } from "../changes/worktree.js";
import { editedChangeSet } from "../changes/edited.js";
import { gateChangeSet } from "./gate.js";
export async function sessionChangeSet(ctx, state) {
    if (state && state.files.length > 0) {
        const built = editedChangeSet({ root: ctx.root, cwd: ctx.root }, state.files.map((f) => ({
            path: f.path,
            change: f.change,
            changedLines: f.changedLines,
        })), "session");
        return built;
    }
    const reason = state ? "no edits were recorded in this session" : "there is no session record";
    if ((await gitTopLevel(ctx.root)) === undefined) {
        return {
            changeSet: {
                root: ctx.root,
                files: [],
                skipped: [],
                source: "session",
                notes: [`${reason}, and the project is not a git repository`],
            },
            changedLines: new Map(),
        };
    }
    const worktree = await worktreeChangeSet(ctx.root);
    return {
        changeSet: {
            ...worktree,
            notes: [...(worktree.notes ?? []), `${reason}: checked the git working-tree changes`],
        },
        changedLines: new Map(),
    };
}
export async function gateSession(ctx, state, options) {
    const input = await sessionChangeSet(ctx, state);
    const fix = ctx.policy.fix === "on-stop" || ctx.policy.fix === true;
    return gateChangeSet(ctx, input, { ...options, fix });
}
