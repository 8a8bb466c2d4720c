import { t as hooksFileInstaller } from "./hooks-installer-DikEAfa6.js";
import { t as homeDir } from "./home-CJHKUSVb.js";
import { c as installMessages } from "./messages-CuSOVVL6.js";
import path from "node:path";

// dist/assistants/qwen/install.js
/**
* `qgate install qwen` / `qgate uninstall qwen`: qgate's hooks in Qwen Code's `.qwen/settings.json` (or
* ~/.qwen): Claude Code's nested `hooks` shape (captured from Qwen Code 0.24.4). Every other setting
* is kept. UserPromptSubmit is left out: Qwen Code fires it again, with an empty prompt, before every
* model request of a turn.
*/
const installQwenHelp = `Usage: qgate install qwen [--scope project|user] [--command <prefix>] [--dry-run] [--cwd <dir>]
       qgate uninstall qwen [--scope project|user] [--dry-run] [--cwd <dir>]

Adds qgate's hooks to Qwen Code's settings: PostToolUse for write_file, edit and run_shell_command
(every edit, and the files a shell command wrote) and Stop (the session's files before the agent
finishes). Every other setting is kept.

Options:
  --scope <scope>     project: .qwen/settings.json (default); user: ~/.qwen/settings.json
  --command <prefix>  How Qwen Code starts qgate (default: npx --no-install qgate)
  --dry-run           Print the change, write nothing
  --cwd <dir>         The project (default: the git top level of the current directory)
  -h, --help          Show this help
`;
const qwenInstaller = hooksFileInstaller({
	id: "qwen",
	help: installQwenHelp,
	entries: [{
		event: "PostToolUse",
		matcher: "write_file|edit|run_shell_command"
	}, { event: "Stop" }],
	file: (scope, root, env) => scope === "user" ? path.join(homeDir(env), ".qwen", "settings.json") : path.join(root, ".qwen", "settings.json"),
	note: `${installMessages.qwenNote}\n`
});

export { qwenInstaller };