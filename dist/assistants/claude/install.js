/**
 * `qgate install claude` / `qgate uninstall claude`: merges qgate's hooks into the assistant's settings
 * file (Claude Code's hook entries; the seed's event keys only on request), or takes exactly those out again.
 * Idempotent, keeps every other setting and hook; the CLI writes the planned change atomically, and
 * `--dry-run` shows it.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { resolveRoot } from "../../changes/root.js";
import { UsageError } from "../../errors.js";
import { addQgateHooks, removeQgateHooks } from "./settings.js";
import { httpToken } from "../../daemon/http.js";
import { commandPrefix, DEFAULT_COMMAND_PREFIX } from "../../installers/command.js";
import { serializeLike, shownPath } from "../../installers/text.js";
import { loadPolicy } from "../../policy/load.js";
import { editRulesFor } from "./edit-rules.js";
import { readSettings, settingsPath } from "../../routing/settings.js";
import { installMessages } from "../../messages.js";
export const installHelp = `Usage: qgate install claude [--scope project|local|user] [--hooks claude|seed|both] [--dry-run]
                            [--command <prefix>] [--http <port> [--strict]] [--async] [--cwd <dir>]
       qgate uninstall claude [--scope project|local|user] [--dry-run] [--cwd <dir>]

Adds qgate to Claude Code's settings file as Claude Code hook entries (PostToolUse on
Write|Edit|NotebookEdit|Bash, PostToolUseFailure, Stop, UserPromptSubmit, SessionEnd; Bash so that
files a shell command writes are checked too; PreToolUse on Read|Grep|Bash, the secrets guard: a read
of a file holding a secret is denied before the model sees it, as UserPromptSubmit refuses a prompt
holding one). When the project's policy has "include"
globs, the edit hook gets Claude Code "if" filters built from them (Edit(/src/**), ...), so an edit of
a file the policy never checks starts no process; install again after changing "include".
Your other settings and hooks are kept; running it again changes nothing.

Options:
  --scope <scope>     project: .claude/settings.json (default, shared with the team)
                      local:   .claude/settings.local.json (yours, not committed)
                      user:    ~/.claude/settings.json (every project)
  --hooks <shapes>    claude (default): only Claude Code's entries (an older install's positional keys
                      are taken out); seed: only the seed's positional keys ("edit-complete":
                      "npx --no-install qgate hook edit-complete", ...); both: the two. Claude Code does
                      not read the positional keys and some versions reject the whole file for them
                      ("Invalid key in record"): seed and both warn
  --dry-run           Print the change, write nothing
  --command <prefix>  How the assistant runs qgate (default "npx --no-install qgate": the qgate installed
                      in the project, never one downloaded from the registry; e.g. "qgate" when installed
                      globally). Running install again with another prefix updates qgate's entries.
  --http <port>       Claude Code HTTP hooks instead of commands: each hook is a POST to the qgate daemon
                      on 127.0.0.1:<port> (no process per edit), and a SessionStart hook starts the
                      daemon. The hooks carry your HTTP token, so only --scope local (the default with
                      --http) or user is allowed. An HTTP hook that cannot connect fails open.
  --strict            With --http: block on a blocking verdict (the HTTP door sees no CLAUDE_STRICT_QUALITY)
  --async             Advisory edits: PostToolUse runs in the background (asyncRewake), so Claude never
                      waits for it and a failing edit wakes the model; Stop stays synchronous and blocks
                      in strict mode
  --no-secrets-guard  Leave out the secrets guard's PreToolUse hook (UserPromptSubmit stays: it is the
                      prompt check's too; the policy's secrets.guard "off" turns the guard off there)
  --cwd <dir>         Project root (default: the git top level of the current directory)
  -h, --help          Show this help

uninstall removes only the entries whose command runs qgate.
`;
const SCOPES = new Set(["project", "local", "user"]);
/** Whether `npx --no-install qgate` finds a qgate from the project root. */
function hasLocalQgate(root) {
    return existsSync(path.join(root, "node_modules", ".bin", "qgate"));
}
const stringValue = (value) => typeof value === "string" ? value : undefined;
async function plan({ mode, command, values: given }) {
    const values = {
        scope: stringValue(given.scope),
        command: stringValue(given.command),
        hooks: stringValue(given.hooks),
        cwd: stringValue(given.cwd),
        http: stringValue(given.http),
        strict: given.strict === true,
        async: given.async === true,
        noSecretsGuard: given["no-secrets-guard"] === true,
    };
    const scope = (values.scope ?? (values.http !== undefined ? "local" : "project"));
    if (!SCOPES.has(scope))
        throw new UsageError(installMessages.claude.badScope(command, values.scope));
    if (mode === "uninstall" && (values.command !== undefined || values.hooks !== undefined))
        throw new UsageError(installMessages.claude.onlyForInstall(command, "--command and --hooks"));
    if (mode === "uninstall" && values.noSecretsGuard)
        throw new UsageError(installMessages.claude.onlyForInstall(command, "--no-secrets-guard"));
    if (mode === "uninstall" && (values.http !== undefined || values.strict || values.async))
        throw new UsageError(installMessages.claude.onlyForInstall(command, "--http, --strict and --async"));
    if (values.async && values.http !== undefined)
        throw new UsageError(installMessages.claude.asyncWithHttp(command));
    let http;
    if (values.http !== undefined) {
        if (!/^\d+$/.test(values.http) || Number(values.http) < 1 || Number(values.http) > 65535)
            throw new UsageError(installMessages.claude.badPort(command, values.http));
        if (scope === "project")
            throw new UsageError(installMessages.claude.httpInProject(command));
        if (values.hooks !== undefined && values.hooks !== "claude")
            throw new UsageError(installMessages.claude.httpHooks(command));
        http = { port: Number(values.http), token: httpToken(), strict: values.strict };
    }
    else if (values.strict)
        throw new UsageError(installMessages.claude.strictWithoutHttp(command));
    const shapes = (values.hooks ?? "claude");
    if (!["both", "seed", "claude"].includes(shapes))
        throw new UsageError(installMessages.claude.badHooks(command, values.hooks));
    const prefix = commandPrefix(command, values.command, DEFAULT_COMMAND_PREFIX);
    const root = scope === "user" && values.cwd === undefined ? process.cwd() : await resolveRoot(values.cwd);
    const file = settingsPath(scope, root);
    const current = readSettings(file);
    // A user-scope install serves every project, so no one project's include globs can filter it.
    const policy = mode === "install" ? loadPolicy({ root }) : undefined;
    const filter = policy !== undefined && scope !== "user" ? editRulesFor(policy.include) : undefined;
    const failClosed = policy?.secrets.failClosed === true && !values.noSecretsGuard && http === undefined;
    const result = mode === "install"
        ? addQgateHooks(current.data, prefix, shapes, http, {
            async: values.async,
            editRules: filter?.rules,
            secretsGuard: !values.noSecretsGuard,
            failClosed,
        })
        : removeQgateHooks(current.data);
    const notes = [];
    // Every scope's file is Claude Code's own settings (settingsPath), which Claude Code validates.
    const warnings = mode === "install" && shapes !== "claude"
        ? [installMessages.claude.seedKeysInClaudeSettings(shapes, shownPath(file, root))]
        : [];
    if (failClosed)
        notes.push(installMessages.failClosedNote);
    if (filter?.rules)
        notes.push(installMessages.claude.editFilter(filter.rules));
    else if (filter?.reason !== undefined)
        notes.push(installMessages.claude.noEditFilter(filter.reason));
    notes.push(...result.kept);
    if (mode === "install" && prefix === DEFAULT_COMMAND_PREFIX && scope !== "user" && !hasLocalQgate(root))
        notes.push(installMessages.claude.notInProject);
    return {
        file,
        root,
        before: current.text,
        after: serializeLike(result.settings, current.text),
        changes: result.changes,
        notes,
        warnings,
        // The HTTP token is a secret: never on the terminal.
        secret: http?.token,
    };
}
export const claudeInstaller = {
    help: installHelp,
    options: {
        hooks: { type: "string" },
        http: { type: "string" },
        strict: { type: "boolean" },
        async: { type: "boolean" },
        "no-secrets-guard": { type: "boolean" },
    },
    plan,
    // A hook command that runs qgate, or qgate's HTTP hook.
    installed: (text) => /qgate(?:\.js)?\s+hook\b|\/qgate\/hook\b/.test(text),
};
