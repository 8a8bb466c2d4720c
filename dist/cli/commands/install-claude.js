/**
 * `qgate install claude` / `qgate uninstall claude`: merges qgate's hooks into the assistant's settings
 * file (both the seed's event keys and Claude Code's hook entries), or takes exactly those out again.
 * Idempotent, keeps every other setting and hook, writes atomically, `--dry-run` shows the change.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { resolveRoot } from "../../changes/root.js";
import { UsageError } from "../../errors.js";
import { addQgateHooks, DEFAULT_COMMAND_PREFIX, removeQgateHooks, serializeLike, } from "../../routing/claude-settings.js";
import { httpToken } from "../../daemon/http.js";
import { loadPolicy } from "../../policy/load.js";
import { editRulesFor } from "../../routing/claude-if.js";
import { readSettings, settingsPath } from "../../routing/settings.js";
import { defineCommand } from "../define-command.js";
import { commandPrefix, shownPath, writeSettingsChange } from "../write-settings.js";
import { installMessages } from "../../messages.js";
export const installClaudeHelp = `Usage: qgate install claude [--scope project|local|user] [--hooks both|seed|claude] [--dry-run]
                            [--command <prefix>] [--http <port> [--strict]] [--async] [--cwd <dir>]
       qgate uninstall claude [--scope project|local|user] [--dry-run] [--cwd <dir>]

Adds qgate to the assistant's settings file, both as positional hook keys
("edit-complete": "npx --no-install qgate hook edit-complete", ...) and as Claude Code hook entries
(PostToolUse on Write|Edit|NotebookEdit|Bash, PostToolUseFailure, Stop, UserPromptSubmit, SessionEnd;
Bash so that files a shell command writes are checked too). When the project's policy has "include"
globs, the edit hook gets Claude Code "if" filters built from them (Edit(/src/**), ...), so an edit of
a file the policy never checks starts no process; install again after changing "include".
Your other settings and hooks are kept; running it again changes nothing.

Options:
  --scope <scope>     project: .claude/settings.json (default, shared with the team)
                      local:   .claude/settings.local.json (yours, not committed)
                      user:    ~/.claude/settings.json (every project)
  --hooks <shapes>    both (default): the positional keys and Claude Code's entries; seed or claude: only
                      one (Claude Code versions that validate hook names strictly reject the positional keys:
                      use --hooks claude there)
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
  --cwd <dir>         Project root (default: the git top level of the current directory)
  -h, --help          Show this help

uninstall removes only the entries whose command runs qgate.
`;
const SCOPES = new Set(["project", "local", "user"]);
/** Whether `npx --no-install qgate` finds a qgate from the project root. */
function hasLocalQgate(root) {
    return existsSync(path.join(root, "node_modules", ".bin", "qgate"));
}
export async function installClaude(argv, mode) {
    const command = `${mode} claude`;
    return defineCommand({
        name: command,
        help: installClaudeHelp,
        options: {
            scope: { type: "string" },
            "dry-run": { type: "boolean" },
            command: { type: "string" },
            hooks: { type: "string" },
            cwd: { type: "string" },
            http: { type: "string" },
            strict: { type: "boolean" },
            async: { type: "boolean" },
        },
        run: async ({ values, positionals }) => {
            if (positionals.length > 0)
                throw new UsageError(installMessages.unexpectedArgument(command, positionals[0]));
            const scope = (values.scope ?? (values.http !== undefined ? "local" : "project"));
            if (!SCOPES.has(scope))
                throw new UsageError(installMessages.claude.badScope(command, values.scope));
            if (mode === "uninstall" && (values.command !== undefined || values.hooks !== undefined))
                throw new UsageError(installMessages.claude.onlyForInstall(command, "--command and --hooks"));
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
                http = { port: Number(values.http), token: httpToken(), strict: values.strict === true };
            }
            else if (values.strict)
                throw new UsageError(installMessages.claude.strictWithoutHttp(command));
            const shapes = (values.hooks ?? (http ? "claude" : "both"));
            if (!["both", "seed", "claude"].includes(shapes))
                throw new UsageError(installMessages.claude.badHooks(command, values.hooks));
            const prefix = commandPrefix(command, values.command, DEFAULT_COMMAND_PREFIX);
            const root = scope === "user" && values.cwd === undefined ? process.cwd() : await resolveRoot(values.cwd);
            const file = settingsPath(scope, root);
            const shown = shownPath(file, root);
            const current = readSettings(file);
            // A user-scope install serves every project, so no one project's include globs can filter it.
            const filter = mode === "install" && scope !== "user" ? editRulesFor(loadPolicy({ root }).include) : undefined;
            const result = mode === "install"
                ? addQgateHooks(current.data, prefix, shapes, http, {
                    async: values.async === true,
                    editRules: filter?.rules,
                })
                : removeQgateHooks(current.data);
            if (filter?.rules)
                process.stdout.write(`${installMessages.note(installMessages.claude.editFilter(filter.rules))}\n`);
            else if (filter?.reason !== undefined)
                process.stdout.write(`${installMessages.note(installMessages.claude.noEditFilter(filter.reason))}\n`);
            for (const line of result.kept)
                process.stdout.write(`${installMessages.note(line)}\n`);
            if (mode === "install" && prefix === DEFAULT_COMMAND_PREFIX && scope !== "user" && !hasLocalQgate(root))
                process.stdout.write(`${installMessages.note(installMessages.claude.notInProject)}\n`);
            return writeSettingsChange({
                command,
                mode,
                file,
                shown,
                root,
                before: current.text,
                after: serializeLike(result.settings, current.text),
                changes: result.changes,
                dryRun: values["dry-run"] === true,
                // The HTTP token is a secret: never on the terminal.
                secret: http?.token,
            });
        },
    })(argv);
}
