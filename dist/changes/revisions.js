/** Revisions named on the command line, verified before any diff runs, with one-line errors. */
import { UsageError } from "../errors.js";
import { git, gitTopLevel, hasHead } from "./git.js";
import { displayPath } from "./paths.js";
import { changeMessages } from "../messages.js";
export async function requireRepository(root, flag) {
    if ((await gitTopLevel(root)) === undefined)
        throw new UsageError(changeMessages.notInRepository(flag, displayPath(root)));
}
/** The full commit id of `rev`, or a usage error naming it (`--diff nope: unknown revision "nope"`). */
export async function resolveCommit(root, rev, flag) {
    // A leading dash would be read as an option by git.
    const result = rev.startsWith("-")
        ? undefined
        : await git(root, ["rev-parse", "--verify", "--quiet", `${rev}^{commit}`]);
    if (result?.exitCode === 0)
        return String(result.stdout).trim();
    const why = !(await hasHead(root))
        ? changeMessages.noCommitsYet
        : (await isShallow(root))
            ? changeMessages.shallowCloneMissing(rev.includes("/") ? remoteOf(rev) : undefined)
            : "";
    throw new UsageError(changeMessages.unknownRevision(flag, displayPath(rev), why));
}
async function isShallow(root) {
    const shallow = await git(root, ["rev-parse", "--is-shallow-repository"]);
    return String(shallow.stdout).trim() === "true";
}
/** `origin/main` -> `origin main`, for the fetch that brings it. */
function remoteOf(rev) {
    const [remote, ...branch] = rev.split("/");
    return `${remote} ${branch.join("/")}`;
}
export async function mergeBase(root, a, b, flag) {
    const result = await git(root, ["merge-base", a, b]);
    if (result.exitCode === 0)
        return String(result.stdout).trim();
    const hint = (await isShallow(root)) ? changeMessages.shallowCloneHistory : "";
    throw new UsageError(changeMessages.noCommonAncestor(flag, hint));
}
export function shortId(id) {
    return id.slice(0, 12);
}
