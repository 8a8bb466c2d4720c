/**
 * `qgate install gemini` / `qgate uninstall gemini`: qgate's hooks in Gemini CLI's `.gemini/settings.json` (or
 * ~/.gemini): the nested `hooks` shape (captured from Gemini CLI 0.61.0).
 */
import path from "node:path";
import { hooksFileInstaller } from "../../installers/hooks-installer.js";
import { homeDir } from "../../util/home.js";
import { installMessages } from "../../messages.js";
export const installGeminiHelp = `Usage: qgate install gemini [--scope project|user] [--command <prefix>] [--dry-run] [--cwd <dir>]
       qgate uninstall gemini [--scope project|user] [--dry-run] [--cwd <dir>]

Adds qgate's hooks to Gemini CLI's settings: AfterTool for write_file, replace and run_shell_command
(every edit, and the files a shell command wrote), AfterAgent (the session's files before the agent
finishes) and BeforeAgent (the prompt check, and the secrets guard on prompts) and BeforeTool for read_file,
read_many_files and run_shell_command (the secrets guard on reads). Every other setting is kept.

Options:
  --scope <scope>     project: .gemini/settings.json (default); user: ~/.gemini/settings.json
  --command <prefix>  How Gemini starts qgate (default: npx --no-install qgate)
  --no-secrets-guard  Leave out the secrets guard's BeforeTool hook (the prompt hook stays: it is the
                      prompt check's too; the policy's secrets.guard "off" turns the guard off there)
  --dry-run           Print the change, write nothing
  --cwd <dir>         The project (default: the git top level of the current directory)
  -h, --help          Show this help
`;
export const geminiInstaller = hooksFileInstaller({
    id: "gemini",
    help: installGeminiHelp,
    entries: [
        { event: "AfterTool", matcher: "write_file|replace|run_shell_command" },
        { event: "AfterAgent" },
        { event: "BeforeAgent", guard: "prompt" },
        // The secrets guard: the tools that read a file into the model's context, and the shell.
        { event: "BeforeTool", matcher: "read_file|read_many_files|run_shell_command", guard: "read" },
    ],
    file: (scope, root, env) => scope === "user"
        ? path.join(homeDir(env), ".gemini", "settings.json")
        : path.join(root, ".gemini", "settings.json"),
    note: `${installMessages.geminiNote}\n`,
});
