/**
 * Stop / SubagentStop / SessionEnd / session-end: gate every file changed during the session. The files
 * come from the session record; without one (or with no edits recorded) from the git working-tree
 * changes. Fixes are applied here, and only here, when the policy says `fix: "on-stop"` (or `true`):
 * the assistant has finished its turn, so rewriting a file cannot race its edits.
 */
import type { ChangeSet } from "../changes/change-set.js";
import { gitTopLevel } from "../changes/git.js";
import { worktreeChangeSet } from "../changes/worktree.js";
import type { HookContext } from "./context.js";
import { editedChangeSet } from "../changes/edited.js";
import { gateChangeSet, type GateOutcome } from "./gate.js";
import type { SessionState } from "./session.js";

export async function sessionChangeSet(
  ctx: HookContext,
  state: SessionState | undefined,
): Promise<{ changeSet: ChangeSet; changedLines: Map<string, number> }> {
  if (state && state.files.length > 0) {
    const built = editedChangeSet(
      { root: ctx.root, cwd: ctx.root },
      state.files.map((f) => ({
        path: f.path,
        change: f.change,
        changedLines: f.changedLines,
      })),
      "session",
    );
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

export async function gateSession(
  ctx: HookContext,
  state: SessionState | undefined,
  options: { door: string; session?: string | undefined; neverBlock?: boolean },
): Promise<GateOutcome> {
  const input = await sessionChangeSet(ctx, state);
  const fix = ctx.policy.fix === "on-stop" || ctx.policy.fix === true;
  return gateChangeSet(ctx, input, { ...options, fix });
}
