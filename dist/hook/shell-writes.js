/**
 * Files written outside the assistant's edit tools: by a shell command (`cat > f <<EOF`, `sed -i`, a
 * code generator), which no edit hook reports. Claude Code's FileChanged hook cannot follow them (it
 * watches only literal paths named in advance), so qgate keeps its own watch: the session record holds
 * the stamps of the working tree's changed files, taken when the session began (the baseline) and kept
 * current as edits are recorded; a file whose stamp differs from the recorded one was written by
 * something else. A shell tool's PostToolUse and every Stop look for such files.
 */
import path from "node:path";
import { fileStamp, worktreeStamps } from "../changes/worktree-stamps.js";
import { describeError, UsageError } from "../errors.js";
import { doorMessages } from "../messages.js";
import { policySelects } from "../engine/plan.js";
import { trySessionRecord } from "./session-record.js";
export { SHELL_TOOLS } from "./tools.js";
/**
 * The files changed since the stamps were last recorded, recording the new stamps. Without a baseline
 * (a session's first look) it records one and returns nothing. Best effort: outside git, or when git
 * fails, it returns nothing (a failure is logged) and the hook goes on.
 */
export async function findShellWrites(ctx, key, state) {
    let current;
    try {
        current = await worktreeStamps(ctx.root);
    }
    catch (error) {
        // UsageError: not a git repository, so there is nothing to compare.
        if (!(error instanceof UsageError))
            ctx.logs.append("error", {
                type: "tool_execution_failed",
                critical: false,
                message: doorMessages.stampsFailed(describeError(error)),
            });
        return [];
    }
    const known = state?.stamps;
    const updates = {};
    const written = [];
    // Only the files the policy selects: the others are nobody's to check (and an edit hook that Claude
    // Code's `if` rules filtered never recorded its stamp), and the record stays small.
    const selected = policySelects(ctx.policy);
    for (const [file, { change, stamp }] of current) {
        if (!selected(file) || known?.get(file) === stamp)
            continue;
        updates[file] = stamp;
        if (known)
            written.push({ path: path.join(ctx.root, file), change });
    }
    // A file no longer changed (restored to HEAD) has nothing left to check.
    for (const file of known?.keys() ?? [])
        if (!current.has(file))
            updates[file] = null;
    if (known === undefined || Object.keys(updates).length > 0)
        trySessionRecord(ctx, () => ctx.sessions.recordStamps(key, ctx.root, updates));
    return written;
}
/** Takes the session's baseline when it has none yet (its first prompt or edit). */
export async function ensureBaseline(ctx, key, state) {
    if (state?.stamps === undefined)
        await findShellWrites(ctx, key, state);
}
/**
 * After an edit tool wrote these files (relative to the root), their new stamps, so a later look does
 * not take the assistant's own edits for a shell's.
 */
export function recordEditStamps(ctx, key, state, files) {
    if (state?.stamps === undefined || files.length === 0)
        return;
    const updates = {};
    for (const file of files)
        updates[file.path] = fileStamp(file.absPath);
    trySessionRecord(ctx, () => ctx.sessions.recordStamps(key, ctx.root, updates));
}
