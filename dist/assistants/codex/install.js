/**
 * `qgate install codex` / `qgate uninstall codex`: qgate's hooks in Codex CLI's `.codex/hooks.json` (or
 * `$CODEX_HOME/hooks.json`): the nested `hooks` shape (captured from Codex 0.169.0).
 */
import path from "node:path";
import { hooksFileInstaller } from "../../installers/hooks-installer.js";
import { homeDir } from "../../util/home.js";
import { installMessages } from "../../messages.js";
export const installCodexHelp = `Usage: qgate install codex [--scope project|user] [--command <prefix>] [--dry-run] [--cwd <dir>]
       qgate uninstall codex [--scope project|user] [--dry-run] [--cwd <dir>]

Adds qgate's hooks to Codex CLI's hooks file: PostToolUse for apply_patch and Bash (every edit, and
the files a shell command wrote), Stop (the session's files before Codex finishes) and
UserPromptSubmit (the prompt check, and the secrets guard on prompts) and PreToolUse for Bash (the
secrets guard: a command that would print a file holding a secret is refused before it runs).

Options:
  --scope <scope>     project: .codex/hooks.json (default); user: $CODEX_HOME/hooks.json (~/.codex)
  --command <prefix>  How Codex starts qgate (default: npx --no-install qgate)
  --no-secrets-guard  Leave out the secrets guard's PreToolUse hook (the prompt hook stays: it is the
                      prompt check's too; the policy's secrets.guard "off" turns the guard off there)
  --dry-run           Print the change, write nothing
  --cwd <dir>         The project (default: the git top level of the current directory)
  -h, --help          Show this help

Codex runs project hooks only in a trusted project, once you trust the hooks: review them in the
interactive client's hooks view (or pass --dangerously-bypass-hook-trust in automation).
`;
export const codexInstaller = hooksFileInstaller({
    id: "codex",
    help: installCodexHelp,
    entries: [
        // Bash too: Codex also writes files through shell heredocs (hook/shell-writes.ts).
        { event: "PostToolUse", matcher: "apply_patch|Bash" },
        { event: "Stop" },
        { event: "UserPromptSubmit", guard: "prompt" },
        // The secrets guard: Codex reads files through its shell (cat, head, grep, ...).
        { event: "PreToolUse", matcher: "Bash", guard: "read" },
    ],
    file: (scope, root, env) => scope === "user"
        ? path.join(env.CODEX_HOME || path.join(homeDir(env), ".codex"), "hooks.json")
        : path.join(root, ".codex", "hooks.json"),
    note: `${installMessages.codexNote}\n`,
});
