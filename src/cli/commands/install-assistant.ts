/**
 * `qgate install codex|gemini` / `qgate uninstall …`: qgate's hooks in Codex CLI's `.codex/hooks.json`
 * (or `$CODEX_HOME/hooks.json`) and Gemini CLI's `.gemini/settings.json` (or ~/.gemini). Both read
 * Claude Code's `hooks` shape (captured from Codex 0.169.0 and Gemini CLI 0.61.0).
 * Idempotent, keeps every other hook, writes atomically, `--dry-run` shows the change; install then
 * uninstall gives back a hand-written file byte for byte.
 */
import os from "node:os";
import path from "node:path";
import { resolveRoot } from "../../changes/root.js";
import { UsageError } from "../../errors.js";
import { DEFAULT_COMMAND_PREFIX, isQgateHookCommand } from "../../routing/claude-settings.js";
import { addHookEntries, removeHookEntries } from "../../routing/hooks-file.js";
import { readSettings } from "../../routing/settings.js";
import { defineCommand } from "../define-command.js";
import { writeSettingsChange } from "../write-settings.js";

export const installCodexHelp = `Usage: qgate install codex [--scope project|user] [--command <prefix>] [--dry-run] [--cwd <dir>]
       qgate uninstall codex [--scope project|user] [--dry-run] [--cwd <dir>]

Adds qgate's hooks to Codex CLI's hooks file: PostToolUse for apply_patch (every edit), Stop (the
session's files before Codex finishes) and UserPromptSubmit (the prompt check).

Options:
  --scope <scope>     project: .codex/hooks.json (default); user: $CODEX_HOME/hooks.json (~/.codex)
  --command <prefix>  How Codex starts qgate (default: npx --no-install qgate)
  --dry-run           Print the change, write nothing
  --cwd <dir>         The project (default: the git top level of the current directory)
  -h, --help          Show this help

Codex runs project hooks only in a trusted project, once you trust the hooks: review them in the
interactive client's hooks view (or pass --dangerously-bypass-hook-trust in automation).
`;

const ENTRIES = [
  { event: "PostToolUse", matcher: "apply_patch" },
  { event: "Stop" },
  { event: "UserPromptSubmit" },
];

/** What each assistant's install writes where; both files hold Claude Code's `hooks` shape. */
const ASSISTANTS = {
  codex: {
    help: () => installCodexHelp,
    entries: ENTRIES,
    file: (scope: string, root: string, env: NodeJS.ProcessEnv) =>
      scope === "user"
        ? path.join(env.CODEX_HOME || path.join(os.homedir(), ".codex"), "hooks.json")
        : path.join(root, ".codex", "hooks.json"),
    note: "note: Codex runs these hooks only in a trusted project, once you trust them in its hooks view (or with --dangerously-bypass-hook-trust)\n",
  },
  gemini: {
    help: () => installGeminiHelp,
    entries: [
      { event: "AfterTool", matcher: "write_file|replace" },
      { event: "AfterAgent" },
      { event: "BeforeAgent" },
    ],
    file: (scope: string, root: string) =>
      scope === "user"
        ? path.join(os.homedir(), ".gemini", "settings.json")
        : path.join(root, ".gemini", "settings.json"),
    note: "note: Gemini CLI prints a warning naming every project hook before it runs them\n",
  },
} as const;

export const installGeminiHelp = `Usage: qgate install gemini [--scope project|user] [--command <prefix>] [--dry-run] [--cwd <dir>]
       qgate uninstall gemini [--scope project|user] [--dry-run] [--cwd <dir>]

Adds qgate's hooks to Gemini CLI's settings: AfterTool for write_file and replace (every edit),
AfterAgent (the session's files before the agent finishes) and BeforeAgent (the prompt check).
Every other setting is kept.

Options:
  --scope <scope>     project: .gemini/settings.json (default); user: ~/.gemini/settings.json
  --command <prefix>  How Gemini starts qgate (default: npx --no-install qgate)
  --dry-run           Print the change, write nothing
  --cwd <dir>         The project (default: the git top level of the current directory)
  -h, --help          Show this help
`;

export const installCodex = (argv: string[], mode: "install" | "uninstall") =>
  installAssistant("codex", argv, mode);
export const installGemini = (argv: string[], mode: "install" | "uninstall") =>
  installAssistant("gemini", argv, mode);

async function installAssistant(
  assistant: keyof typeof ASSISTANTS,
  argv: string[],
  mode: "install" | "uninstall",
): Promise<number> {
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
      if (positionals.length > 0) throw new UsageError(`${command}: unexpected argument "${positionals[0]}"`);
      const scope = values.scope ?? "project";
      if (scope !== "project" && scope !== "user")
        throw new UsageError(`${command}: --scope "${scope}": expected project or user`);
      const prefix = (values.command ?? DEFAULT_COMMAND_PREFIX).trim();
      if (prefix === "" || /[\n\r]/.test(prefix))
        throw new UsageError(`${command}: --command: expected a command prefix`);
      const root = await resolveRoot(values.cwd);
      const file = target.file(scope, root, process.env);
      const relative = path.relative(root, file);
      const shown =
        relative.startsWith("..") || path.isAbsolute(relative) ? file : relative.split(path.sep).join("/");
      // Read (and validated) as settings; edited as text, so the user's own layout is kept.
      const current = readSettings(file);
      const result =
        mode === "install"
          ? addHookEntries(
              current.text ?? "",
              target.entries,
              `${prefix} hook --assistant ${assistant}`,
              isQgateHookCommand,
            )
          : removeHookEntries(current.text ?? "", isQgateHookCommand);
      const code = await writeSettingsChange({
        command,
        mode,
        file,
        shown,
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
