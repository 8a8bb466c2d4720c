/** Revisions named on the command line, verified before any diff runs, with one-line errors. */
import { UsageError } from "../errors.js";
import { git, gitTopLevel, hasHead } from "./git.js";
import { displayPath } from "./paths.js";
export async function requireRepository(root, flag) {
    if ((await gitTopLevel(root)) === undefined)
        throw new UsageError(`${flag}: ${displayPath(root)} is not in a git repository`);
}
/** The full commit id of `rev`, or a usage error naming it (`--diff nope: unknown revision "nope"`). */
export async function resolveCommit(root, rev, flag) {
    // A leading dash would be read as an option by git.
    const result = rev.startsWith("-")
        ? undefined
        : await git(root, ["rev-parse", "--verify", "--quiet", `${rev}^{commit}`]);
    if (result?.exitCode === 0)
        return String(result.stdout).trim();
    const why = (await hasHead(root)) ? "" : " (the repository has no commits yet)";
    throw new UsageError(`${flag}: unknown revision "${displayPath(rev)}"${why}`);
}
export async function mergeBase(root, a, b, flag) {
    const result = await git(root, ["merge-base", a, b]);
    if (result.exitCode === 0)
        return String(result.stdout).trim();
    const shallow = await git(root, ["rev-parse", "--is-shallow-repository"]);
    const hint = String(shallow.stdout).trim() === "true"
        ? " (this is a shallow clone: fetch more history, e.g. actions/checkout with fetch-depth: 0)"
        : "";
    throw new UsageError(`${flag}: no common ancestor with HEAD${hint}`);
}
export function shortId(id) {
    return id.slice(0, 12);
}
