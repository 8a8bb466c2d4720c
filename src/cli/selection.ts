/** Picks the change-set door for `qgate check` from its selector flags. */
import type { ChangeSet } from "../changes/change-set.js";
import { explicitChangeSet } from "../changes/explicit.js";
import { worktreeChangeSet } from "../changes/worktree.js";
import { UsageError } from "../errors.js";

export interface SelectionOptions {
  root: string;
  /** Directory explicit paths are relative to. */
  cwd: string;
  files: string[];
  staged: boolean;
  diff: string | undefined;
  diffStdin: boolean;
  shard: string | undefined;
}

export interface Selection {
  changeSet: ChangeSet;
  /** Whether the change came from a diff (its default scope is the policy's `scope.diff`). */
  fromDiff: boolean;
}

export async function selectChanges(options: SelectionOptions): Promise<Selection> {
  const selectors = [
    options.files.length > 0,
    options.staged,
    options.diff !== undefined,
    options.diffStdin,
  ].filter(Boolean);
  if (selectors.length > 1) {
    throw new UsageError("check: choose one of [files...], --staged, --diff <base>, --diff-stdin");
  }
  if (options.staged || options.diff !== undefined || options.diffStdin) {
    throw new UsageError("check: --staged, --diff and --diff-stdin are not available yet");
  }
  if (options.shard !== undefined) throw new UsageError("check: --shard is not available yet");
  const changeSet =
    options.files.length > 0
      ? await explicitChangeSet(options.root, options.cwd, options.files)
      : await worktreeChangeSet(options.root);
  return { changeSet, fromDiff: false };
}
