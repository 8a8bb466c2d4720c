/**
 * Stop / SubagentStop / SessionEnd / session-end: gate every file changed during the session. The files
 * come from the session record, plus the files something other than the edit tools wrote since the
 * session's baseline (a shell command: shell-writes.ts); without a record or a baseline, from the git
 * working-tree changes. Fixes are applied here, and only here, when the policy says `fix: "on-stop"`
 * (or `true`): the assistant has finished its turn, so rewriting a file cannot race its edits.
 */
import path from "node:path";
import type { ChangeSet } from "../changes/change-set.js";
import { gitTopLevel } from "../changes/git.js";
import { worktreeChangeSet } from "../changes/worktree.js";
import type { HookContext } from "./context.js";
import { editedChangeSet } from "../changes/edited.js";
import { gateChangeSet, type GateOutcome } from "./gate.js";
import type { EditedFile } from "./event.js";
import type { SessionState } from "./session.js";
import type { SessionKey } from "./session-record.js";
import { findShellWrites, recordEditStamps } from "./shell-writes.js";
import { trySessionRecord } from "./session-record.js";
import { toRelative } from "../changes/paths.js";
import { doorMessages } from "../messages.js";

export async function sessionChangeSet(
  ctx: HookContext,
  state: SessionState | undefined,
  written: EditedFile[] = [],
): Promise<{ changeSet: ChangeSet; changedLines: Map<string, number> }> {
  if (state && (state.files.length > 0 || state.stamps !== undefined)) {
    const recorded = new Set(state.files.map((f) => path.resolve(ctx.root, f.path)));
    const others = written.filter((f) => !recorded.has(path.resolve(ctx.root, f.path)));
    const built = editedChangeSet(
      { root: ctx.root, cwd: ctx.root },
      [
        ...state.files.map((f) => ({ path: f.path, change: f.change, changedLines: f.changedLines })),
        ...others,
      ],
      "session",
    );
    if (others.length > 0) {
      const names = others.map((f) => toRelative(ctx.root, path.resolve(ctx.root, f.path)));
      built.changeSet.notes = [doorMessages.writtenOutsideEdits(names)];
    }
    return built;
  }
  const reason = state ? doorMessages.noEditsRecorded : doorMessages.noSessionRecord;
  if ((await gitTopLevel(ctx.root)) === undefined) {
    return {
      changeSet: {
        root: ctx.root,
        files: [],
        skipped: [],
        source: "session",
        notes: [doorMessages.notGitRepository(reason)],
      },
      changedLines: new Map(),
    };
  }
  const worktree = await worktreeChangeSet(ctx.root);
  return {
    changeSet: {
      ...worktree,
      notes: [...(worktree.notes ?? []), doorMessages.checkedWorktree(reason)],
    },
    changedLines: new Map(),
  };
}

export async function gateSession(
  ctx: HookContext,
  key: SessionKey,
  state: SessionState | undefined,
  options: { door: string; session?: string | undefined; neverBlock?: boolean },
): Promise<GateOutcome> {
  const written = state?.stamps !== undefined ? await findShellWrites(ctx, key, state) : [];
  // Found here, they are the session's from now on: a later Stop checks them again.
  for (const file of written)
    trySessionRecord(ctx, () =>
      ctx.sessions.recordFile(key, ctx.root, { path: toRelative(ctx.root, file.path), change: file.change }),
    );
  const input = await sessionChangeSet(ctx, state, written);
  const fix = ctx.policy.fix === "on-stop" || ctx.policy.fix === true;
  const outcome = await gateChangeSet(ctx, input, { ...options, fix });
  // qgate's own fixes are not a shell's writes: their new stamps are recorded.
  recordEditStamps(
    ctx,
    key,
    state,
    outcome.report.fixed.map((file) => ({ path: file, absPath: path.join(ctx.root, file) })),
  );
  return outcome;
}
