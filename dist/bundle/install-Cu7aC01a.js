import { t as hooksFileInstaller } from "./hooks-installer-DKOLTy4m.js";
import { c as installMessages } from "./messages-DSpICg4g.js";
import path from "node:path";

// dist/assistants/copilot/install.js
/**
* `qgate install copilot` / `qgate uninstall copilot`: qgate's hooks in Copilot's own hooks file,
* `.github/hooks/qgate.json`: flat entries (GitHub's CLI hooks reference).
*/
const installCopilotHelp = `Usage: qgate install copilot [--command <prefix>] [--dry-run] [--cwd <dir>]
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
const copilotInstaller = hooksFileInstaller({
	id: "copilot",
	help: installCopilotHelp,
	flat: {
		commandKey: "bash",
		entry: (_event, command) => ({
			type: "command",
			bash: command,
			timeoutSec: 120
		})
	},
	events: [
		"postToolUse",
		"agentStop",
		"errorOccurred",
		"userPromptSubmitted"
	].map((event) => ({
		event,
		args: ` --event ${event}`
	})),
	scopes: ["project"],
	file: (_scope, root) => path.join(root, ".github", "hooks", "qgate.json"),
	note: `${installMessages.copilotNote}\n`
});

export { copilotInstaller };