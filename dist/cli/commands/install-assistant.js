/**
 * `qgate install codex|gemini|cursor|copilot` / `qgate uninstall …`: qgate's hooks in Codex CLI's
 * `.codex/hooks.json` (or `$CODEX_HOME/hooks.json`) and Gemini CLI's `.gemini/settings.json` (or
 * ~/.gemini), both Claude Code's nested `hooks` shape (captured from Codex 0.169.0 and Gemini CLI
 * 0.61.0); Cursor's `.cursor/hooks.json` (or ~/.cursor) and Copilot's `.github/hooks/qgate.json`, flat
 * entries (from their docs: Cursor 2.0, GitHub's CLI hooks reference).
 * Idempotent, keeps every other hook, writes atomically, `--dry-run` shows the change; install then
 * uninstall gives back a hand-written file byte for byte.
 */
import os from "node:os";
import path from "node:path";
import { resolveRoot } from "../../changes/root.js";
import { UsageError } from "../../errors.js";
import { DEFAULT_COMMAND_PREFIX, isQgateHookCommand } from "../../routing/claude-settings.js";
import { addFlatHookEntries, addHookEntries, removeFlatHookEntries, removeHookEntries, } from "../../routing/hooks-file.js";
import { readSettings } from "../../routing/settings.js";
import { defineCommand } from "../define-command.js";
import { commandPrefix, shownPath, writeSettingsChange } from "../write-settings.js";
import { installMessages } from "../../messages.js";
export const installCodexHelp = `Usage: qgate install codex [--scope project|user] [--command <prefix>] [--dry-run] [--cwd <dir>]
       qgate uninstall codex [--scope project|user] [--dry-run] [--cwd <dir>]

Adds qgate's hooks to Codex CLI's hooks file: PostToolUse for apply_patch and Bash (every edit, and
the files a shell command wrote), Stop (the session's files before Codex finishes) and
UserPromptSubmit (the prompt check).

Options:
  --scope <scope>     project: .codex/hooks.json (default); user: $CODEX_HOME/hooks.json (~/.codex)
  --command <prefix>  How Codex starts qgate (default: npx --no-install qgate)
  --dry-run           Print the change, write nothing
  --cwd <dir>         The project (default: the git top level of the current directory)
  -h, --help          Show this help

Codex runs project hooks only in a trusted project, once you trust the hooks: review them in the
interactive client's hooks view (or pass --dangerously-bypass-hook-trust in automation).
`;
const HOME = () => os.homedir();
/** What each assistant's install writes where. */
const ASSISTANTS = {
    codex: {
        help: () => installCodexHelp,
        entries: [
            // Bash too: Codex also writes files through shell heredocs (events/shell-writes.ts).
            { event: "PostToolUse", matcher: "apply_patch|Bash" },
            { event: "Stop" },
            { event: "UserPromptSubmit" },
        ],
        file: (scope, root, env) => scope === "user"
            ? path.join(env.CODEX_HOME || path.join(HOME(), ".codex"), "hooks.json")
            : path.join(root, ".codex", "hooks.json"),
        note: `${installMessages.codexNote}\n`,
    },
    gemini: {
        help: () => installGeminiHelp,
        entries: [
            { event: "AfterTool", matcher: "write_file|replace|run_shell_command" },
            { event: "AfterAgent" },
            { event: "BeforeAgent" },
        ],
        file: (scope, root) => scope === "user"
            ? path.join(HOME(), ".gemini", "settings.json")
            : path.join(root, ".gemini", "settings.json"),
        note: `${installMessages.geminiNote}\n`,
    },
    cursor: {
        help: () => installCursorHelp,
        flat: { commandKey: "command", entry: (_event, command) => ({ command }) },
        events: [
            { event: "afterFileEdit", args: "" },
            { event: "stop", args: "" },
            { event: "beforeSubmitPrompt", args: "" },
        ],
        scopes: ["project", "user"],
        file: (scope, root) => scope === "user"
            ? path.join(HOME(), ".cursor", "hooks.json")
            : path.join(root, ".cursor", "hooks.json"),
        note: `${installMessages.cursorNote}\n`,
    },
    copilot: {
        help: () => installCopilotHelp,
        // Cold runs of a large project take longer than Copilot's 30 s default.
        flat: {
            commandKey: "bash",
            entry: (_event, command) => ({ type: "command", bash: command, timeoutSec: 120 }),
        },
        events: ["postToolUse", "agentStop", "errorOccurred", "userPromptSubmitted"].map((event) => ({
            event,
            args: ` --event ${event}`,
        })),
        scopes: ["project"],
        file: (_scope, root) => path.join(root, ".github", "hooks", "qgate.json"),
        note: `${installMessages.copilotNote}\n`,
    },
};
export const installGeminiHelp = `Usage: qgate install gemini [--scope project|user] [--command <prefix>] [--dry-run] [--cwd <dir>]
       qgate uninstall gemini [--scope project|user] [--dry-run] [--cwd <dir>]

Adds qgate's hooks to Gemini CLI's settings: AfterTool for write_file, replace and run_shell_command
(every edit, and the files a shell command wrote), AfterAgent (the session's files before the agent
finishes) and BeforeAgent (the prompt check). Every other setting is kept.

Options:
  --scope <scope>     project: .gemini/settings.json (default); user: ~/.gemini/settings.json
  --command <prefix>  How Gemini starts qgate (default: npx --no-install qgate)
  --dry-run           Print the change, write nothing
  --cwd <dir>         The project (default: the git top level of the current directory)
  -h, --help          Show this help
`;
export const installCursorHelp = `Usage: qgate install cursor [--scope project|user] [--command <prefix>] [--dry-run] [--cwd <dir>]
       qgate uninstall cursor [--scope project|user] [--dry-run] [--cwd <dir>]

Adds qgate's hooks to Cursor's .cursor/hooks.json: afterFileEdit (every edit, gated and recorded:
Cursor ignores its answer), stop (what still fails, as a follow-up message) and beforeSubmitPrompt.

Options:
  --scope <scope>     project: .cursor/hooks.json (default); user: ~/.cursor/hooks.json
  --command <prefix>  How Cursor starts qgate (default: npx --no-install qgate)
  --dry-run           Print the change, write nothing
  --cwd <dir>         The project (default: the git top level of the current directory)
  -h, --help          Show this help
`;
export const installCopilotHelp = `Usage: qgate install copilot [--command <prefix>] [--dry-run] [--cwd <dir>]
       qgate uninstall copilot [--dry-run] [--cwd <dir>]

Writes qgate's own hooks file for GitHub Copilot CLI and coding agent, .github/hooks/qgate.json:
postToolUse (every create and edit, gated and recorded: Copilot ignores its answer), agentStop (a
block while the session's files fail, in strict mode), errorOccurred (qgate's error routing) and
userPromptSubmitted. The coding agent reads it from the default branch: commit it.

Options:
  --command <prefix>  How Copilot starts qgate (default: npx --no-install qgate)
  --dry-run           Print the change, write nothing
  --cwd <dir>         The project (default: the git top level of the current directory)
  -h, --help          Show this help
`;
export const installCursor = (argv, mode) => installAssistant("cursor", argv, mode);
export const installCopilot = (argv, mode) => installAssistant("copilot", argv, mode);
export const installCodex = (argv, mode) => installAssistant("codex", argv, mode);
export const installGemini = (argv, mode) => installAssistant("gemini", argv, mode);
async function installAssistant(assistant, argv, mode) {
    const target = ASSISTANTS[assistant];
    const command = `${mode} ${assistant}`;
    return defineCommand({
        name: command,
        help: target.help(),
        options: {
            scope: { type: "string" },
            command: { type: "string" },
            "dry-run": { type: "boolean" },
            cwd: { type: "string" },
        },
        run: async ({ values, positionals }) => {
            if (positionals.length > 0)
                throw new UsageError(installMessages.unexpectedArgument(command, positionals[0]));
            const scope = values.scope ?? "project";
            const scopes = "flat" in target ? target.scopes : ["project", "user"];
            if (!scopes.includes(scope))
                throw new UsageError(installMessages.badScope(command, scope, scopes));
            const prefix = commandPrefix(command, values.command, DEFAULT_COMMAND_PREFIX);
            const root = await resolveRoot(values.cwd);
            const file = target.file(scope, root, process.env);
            const shown = shownPath(file, root);
            // Read (and validated) as settings; edited as text, so the user's own layout is kept.
            const current = readSettings(file);
            const hook = `${prefix} hook --assistant ${assistant}`;
            const text = current.text ?? "";
            const result = "flat" in target
                ? mode === "install"
                    ? addFlatHookEntries(text, target.events.map(({ event, args }) => ({ event, command: `${hook}${args}` })), target.flat, isQgateHookCommand)
                    : removeFlatHookEntries(text, target.flat, isQgateHookCommand)
                : mode === "install"
                    ? addHookEntries(text, target.entries, hook, isQgateHookCommand)
                    : removeHookEntries(text, isQgateHookCommand);
            const code = await writeSettingsChange({
                command,
                mode,
                file,
                shown,
                root,
                before: current.text,
                after: result.text,
                changes: result.changes,
                dryRun: values["dry-run"] === true,
            });
            if (mode === "install" && result.changes.length > 0 && values["dry-run"] !== true)
                process.stdout.write(target.note);
            return code;
        },
    })(argv);
}
