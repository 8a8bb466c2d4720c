/**
 * Merging qgate's hooks into an assistant settings object and taking them out again.
 *
 * One `hooks` object can hold two shapes side by side, because their key sets never overlap (Claude
 * Code reads only its own; the seed's are written only on request, `--hooks seed` or `both`):
 * - the seed's events (kebab-case) map to ONE command string:
 *   `"edit-complete": "npx --no-install qgate hook edit-complete"`;
 * - Claude Code's events (PascalCase) map to an ARRAY of matcher groups:
 *   `"PostToolUse": [{ "matcher": "Write|Edit|NotebookEdit|Bash", "hooks": [{ "type": "command", "command": "npx --no-install qgate hook" }] }]`.
 * qgate's entries are recognised by their command text (`qgate ...`, `npx qgate ...`, `.../qgate hook`);
 * everything else is the user's and is never touched.
 */
import { DEFAULT_COMMAND_PREFIX, failClosedCommand, isQgateHookCommand } from "../../installers/command.js";
import { isPlainObject } from "../../routing/settings.js";
import { installMessages } from "../../messages.js";
const say = installMessages.claude;
export const SEED_HOOK_KEYS = [
    "user-prompt-submit",
    "tool-call-complete",
    "edit-complete",
    "session-end",
    "error-occurred",
];
export const CLAUDE_HOOK_ENTRIES = [
    // Bash too: a shell command can write files that no edit tool reports (hook/shell-writes.ts).
    { event: "PostToolUse", matcher: "Write|Edit|NotebookEdit|Bash" },
    { event: "PostToolUseFailure" },
    { event: "Stop" },
    { event: "UserPromptSubmit" },
    { event: "SessionEnd" },
    // The secrets guard: a Read, a Grep or a shell command that would put a file holding a secret into
    // the model's context is denied before it runs (hook/secrets-guard.ts); --no-secrets-guard leaves it out.
    { event: "PreToolUse", matcher: "Read|Grep|Bash" },
];
/** The events whose hooks are the secrets guard's doors (UserPromptSubmit is the prompt check's too). */
const GUARD_EVENTS = new Set(["PreToolUse", "UserPromptSubmit"]);
/** qgate's HTTP hook (qgate install claude --http): a POST to the daemon's HTTP door on loopback. */
export function isQgateHttpHook(hook) {
    return (hook.type === "http" &&
        typeof hook.url === "string" &&
        /^http:\/\/127\.0\.0\.1:\d+\/qgate\/hook(?:\?|$)/.test(hook.url));
}
function isQgateHook(hook) {
    return isPlainObject(hook) && (isQgateHookCommand(hook.command) || isQgateHttpHook(hook));
}
export function httpHookEntry(target) {
    return {
        type: "http",
        url: `http://127.0.0.1:${target.port}/qgate/hook${target.strict ? "?strict=1" : ""}`,
        headers: { Authorization: `Bearer ${target.token}` },
        timeout: 180,
    };
}
function clone(value) {
    return JSON.parse(JSON.stringify(value));
}
function groupHasQgate(group) {
    return isPlainObject(group) && Array.isArray(group.hooks) && group.hooks.some(isQgateHook);
}
/** How a hook shows in the change lines: its command or URL, and its `if` rule. */
function shownHook(hook) {
    const target = String(hook.type === "http" ? hook.url : hook.command);
    return typeof hook.if === "string" ? `${target} if ${hook.if}` : target;
}
/**
 * Puts the `wanted` handlers where each group's qgate hooks are (the user's own hooks stay as and where
 * they are); returns the qgate hooks it replaced, for the user.
 */
function updateQgateHooks(groups, wanted) {
    const replaced = [];
    for (const group of groups) {
        if (!isPlainObject(group) || !Array.isArray(group.hooks))
            continue;
        const ours = group.hooks.filter(isQgateHook);
        if (ours.length === 0 || JSON.stringify(ours) === JSON.stringify(wanted))
            continue;
        const next = [];
        for (const hook of group.hooks) {
            if (!isQgateHook(hook))
                next.push(hook);
            else if (hook === ours[0])
                next.push(...wanted.map((w) => ({ ...w })));
        }
        group.hooks = next;
        replaced.push(...ours.map(shownHook));
    }
    return replaced;
}
/**
 * Gives qgate's own groups (those holding only qgate hooks) the `wanted` matcher, so installing again
 * brings an older install's matcher up to date; a group the user shares with their own hooks keeps
 * theirs. Returns the matchers it replaced.
 */
function updateQgateMatchers(groups, wanted) {
    const replaced = [];
    const shared = [];
    if (wanted === undefined)
        return { replaced, shared };
    for (const group of groups) {
        if (!isPlainObject(group) || !Array.isArray(group.hooks) || !group.hooks.some(isQgateHook))
            continue;
        const matcher = typeof group.matcher === "string" ? group.matcher : "";
        if (group.matcher === wanted)
            continue;
        if (!group.hooks.every(isQgateHook))
            shared.push(matcher);
        else {
            replaced.push(matcher);
            group.matcher = wanted;
        }
    }
    return { replaced, shared };
}
/** Seconds Claude Code gives qgate's SessionEnd hook (its most; the default budget is 1.5 s). */
export const SESSION_END_TIMEOUT_S = 60;
/** Shown by Claude Code's spinner while a qgate hook runs. */
export const STATUS_MESSAGE = "qgate: checking…";
/**
 * `async`: the edit hooks run in the background with `asyncRewake` (the assistant never waits; a
 * failing edit wakes the model, `qgate hook --rewake` answering with exit 2); the Stop gate stays
 * synchronous, so strict blocking still holds there.
 */
export function addQgateHooks(original, prefix = DEFAULT_COMMAND_PREFIX, shapes = "claude", http, options = {}) {
    const settings = clone(original);
    const changes = [];
    const kept = [];
    if (settings.hooks !== undefined && !isPlainObject(settings.hooks)) {
        kept.push(say.notAnObject);
        return { settings, changes, kept };
    }
    const hooks = settings.hooks ?? {};
    // Only Claude Code's entries: qgate's own seed keys (an older install's default) go, since some Claude
    // Code versions reject the whole file for them; a user's own command under such a key stays theirs.
    if (shapes === "claude")
        for (const key of SEED_HOOK_KEYS)
            if (isQgateHookCommand(hooks[key])) {
                delete hooks[key];
                changes.push(say.seedKeyDropped(key));
            }
    for (const key of shapes === "claude" ? [] : SEED_HOOK_KEYS) {
        const command = `${prefix} hook ${key}`;
        const existing = hooks[key];
        if (existing === undefined) {
            hooks[key] = command;
            changes.push(say.seedKeySet(key, command));
        }
        else if (isQgateHookCommand(existing)) {
            // qgate's own entry from an earlier install with another command (e.g. the old bare `npx qgate`).
            if (existing !== command) {
                hooks[key] = command;
                changes.push(say.seedKeyUpdated(key, command, existing));
            }
        }
        else {
            // The seed allows one command per event: the user's own stays (error-occurred is where qgate routes to).
            kept.push(say.seedKeyKept(key));
        }
    }
    const entries = (shapes === "seed" ? [] : CLAUDE_HOOK_ENTRIES)
        .filter(({ event }) => options.secretsGuard !== false || event !== "PreToolUse")
        .map(({ event, matcher }) => {
        const hook = http
            ? { ...httpHookEntry(http), statusMessage: STATUS_MESSAGE }
            : options.async === true && event === "PostToolUse"
                ? {
                    type: "command",
                    command: `${prefix} hook --rewake`,
                    asyncRewake: true,
                    statusMessage: STATUS_MESSAGE,
                }
                : {
                    type: "command",
                    command: options.failClosed === true && GUARD_EVENTS.has(event)
                        ? failClosedCommand(`${prefix} hook`, "exit2")
                        : `${prefix} hook`,
                    statusMessage: STATUS_MESSAGE,
                    // SessionEnd hooks share a 1.5 s budget unless one sets a timeout (up to 60 s): a cold
                    // gate of the session's files takes longer, and Claude Code would cancel it.
                    ...(event === "SessionEnd" ? { timeout: SESSION_END_TIMEOUT_S } : {}),
                };
        // `if` filters: a handler per rule for the edit tools, and one for Bash (claude-if.ts).
        const filtered = event === "PostToolUse" && options.editRules !== undefined && options.editRules.length > 0
            ? [...options.editRules, "Bash"].map((rule) => ({ ...hook, if: rule }))
            : [hook];
        return { event, matcher, hooks: filtered };
    });
    // The HTTP door needs the daemon: each session starts it (a no-op when it already runs).
    if (http)
        entries.push({
            event: "SessionStart",
            hooks: [{ type: "command", command: `${prefix} daemon start --http ${http.port}` }],
        });
    for (const { event, matcher, hooks: wanted } of entries) {
        const existing = hooks[event];
        if (existing !== undefined && !Array.isArray(existing)) {
            kept.push(say.notAnArray(event));
            continue;
        }
        const groups = existing ?? [];
        const shown = wanted.map(shownHook).join('", "');
        if (groups.some(groupHasQgate)) {
            const updated = updateQgateHooks(groups, wanted);
            // The same command with other fields (a statusMessage, a timeout): say so rather than "was" itself.
            if (updated.length > 0)
                changes.push(updated.join('", "') === shown
                    ? say.hooksRefreshed(event, shown)
                    : say.hooksUpdated(event, shown, updated));
            const matchers = updateQgateMatchers(groups, matcher);
            if (matchers.replaced.length > 0)
                changes.push(say.matcherUpdated(event, matcher, matchers.replaced));
            for (const mine of matchers.shared)
                kept.push(say.sharedMatcherKept(event, mine, matcher ?? ""));
            continue;
        }
        groups.push({ matcher, hooks: wanted });
        hooks[event] = groups;
        changes.push(say.hooksAdded(event, matcher, shown));
    }
    // --no-secrets-guard after an install with the guard: qgate's PreToolUse hooks go.
    if (options.secretsGuard === false && Array.isArray(hooks.PreToolUse)) {
        const before = JSON.stringify(hooks.PreToolUse);
        const groups = hooks.PreToolUse.flatMap((group) => {
            if (!isPlainObject(group) || !Array.isArray(group.hooks))
                return [group];
            const rest = group.hooks.filter((hook) => !isQgateHook(hook));
            return rest.length === 0 ? [] : [{ ...group, hooks: rest }];
        });
        if (JSON.stringify(groups) !== before) {
            if (groups.length > 0)
                hooks.PreToolUse = groups;
            else
                delete hooks.PreToolUse;
            changes.push(say.removedFrom("PreToolUse"));
        }
    }
    if (changes.length > 0)
        settings.hooks = hooks;
    return { settings, changes, kept };
}
export function removeQgateHooks(original) {
    const settings = clone(original);
    const changes = [];
    if (!isPlainObject(settings.hooks))
        return { settings, changes, kept: [] };
    const hooks = settings.hooks;
    for (const [key, value] of Object.entries(hooks)) {
        if (typeof value === "string") {
            if (isQgateHookCommand(value)) {
                delete hooks[key];
                changes.push(say.seedKeyRemoved(key));
            }
            continue;
        }
        if (!Array.isArray(value))
            continue;
        let removed = 0;
        const groups = [];
        for (const group of value) {
            if (!isPlainObject(group) || !Array.isArray(group.hooks)) {
                groups.push(group);
                continue;
            }
            const remaining = group.hooks.filter((hook) => !isQgateHook(hook));
            removed += group.hooks.length - remaining.length;
            if (remaining.length === group.hooks.length)
                groups.push(group);
            else if (remaining.length > 0)
                groups.push({ ...group, hooks: remaining });
        }
        if (removed === 0)
            continue;
        changes.push(say.removedFrom(key));
        if (groups.length > 0)
            hooks[key] = groups;
        else
            delete hooks[key];
    }
    if (changes.length > 0 && Object.keys(hooks).length === 0)
        delete settings.hooks;
    return { settings, changes, kept: [] };
}
