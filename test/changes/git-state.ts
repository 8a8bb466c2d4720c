/**
 * What a `--staged` run must leave alone, captured for before/after comparison: the work tree's bytes,
 * the index file's bytes and git's view of both. Read without optional locks, so that looking does not
 * refresh (rewrite) the index itself.
 */
import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import path from "node:path";
import { execa } from "execa";
import { snapshot } from "../helpers/check-report.js";

export async function gitState(dir: string) {
  const look = async (...args: string[]) =>
    (await execa("git", args, { cwd: dir, env: { GIT_OPTIONAL_LOCKS: "0" } })).stdout;
  return {
    files: snapshot(dir),
    index: createHash("sha256")
      .update(readFileSync(path.join(dir, ".git", "index")))
      .digest("hex"),
    ls: await look("ls-files", "-s", "-z"),
    unstaged: await look("diff", "--binary"),
    staged: await look("diff", "--cached", "--binary"),
    status: await look("status", "--porcelain=v1", "-z", "--untracked-files=all"),
  };
}
