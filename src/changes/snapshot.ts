/**
 * The tree a change set's content was read from (the index for `--staged`, commit `b` for
 * `--diff a..b`), as an overlay on the work tree: every tracked file whose content there differs from
 * the work tree, with that content (null when the file does not exist in the snapshot). The types
 * check reads through it, so importers are checked against what is committed, not what is on disk.
 * Only files TypeScript can read are listed. Untracked files are not: the snapshot is what git tracks.
 */
import path from "node:path";
import { readBlobs } from "./blobs.js";
import { gitOutput } from "./git.js";
import { parseRaw, ZERO_SHA, MODE_SUBMODULE } from "./git-diff.js";

export interface SnapshotFile {
  /** Relative to the root, with `/`. */
  path: string;
  absPath: string;
  /** The content in the snapshot; null: the file is not in it. */
  content: string | null;
}

const TYPESCRIPT_READS = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|json)$/i;

/**
 * @param against `[]` for the index, `[commit]` for a commit: what `git diff <against>` compares the
 *   work tree with (its "old" side is the snapshot).
 */
export async function snapshotOverlay(root: string, against: string[]): Promise<SnapshotFile[]> {
  const raw = await gitOutput(root, [
    "diff",
    "--no-color",
    "--no-ext-diff",
    "--no-textconv",
    "--relative",
    "--no-renames",
    "--ignore-submodules=all",
    "--raw",
    "-z",
    "--no-abbrev",
    ...against,
    "--",
  ]);
  const entries = parseRaw(raw).filter((e) => TYPESCRIPT_READS.test(e.path) && e.oldMode !== MODE_SUBMODULE);
  const present = entries.filter((e) => !ZERO_SHA.test(e.oldSha) && !e.status.startsWith("A"));
  const blobs = await readBlobs(
    root,
    present.map((e) => e.oldSha),
  );
  return entries.map((e) => {
    const blob = ZERO_SHA.test(e.oldSha) || e.status.startsWith("A") ? undefined : blobs.get(e.oldSha);
    return { path: e.path, absPath: path.join(root, e.path), content: blob ? blob.toString("utf8") : null };
  });
}
