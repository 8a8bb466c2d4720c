import { t as hooksFileInstaller } from "./hooks-installer-DikEAfa6.js";
import { c as installMessages } from "./messages-CuSOVVL6.js";
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
userPromptSubmitted, and preToolUse (the secrets guard: a read of a file holding a secret is denied;
Copilot ignores userPromptSubmitted's answer, so a prompt cannot be refused). The coding agent reads
it from the default branch: commit it.

Options:
  --command <prefix>  How Copilot starts qgate (default: npx --no-install qgate)
  --no-secrets-guard  Leave out the secrets guard's preToolUse hook
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
	events: [...[
		"postToolUse",
		"agentStop",
		"errorOccurred",
		"userPromptSubmitted"
	].map((event) => ({
		event,
		args: ` --event ${event}`
	})), {
		event: "preToolUse",
		args: " --event preToolUse",
		guard: "read",
		refuse: { json: JSON.stringify({
			permissionDecision: "deny",
			permissionDecisionReason: installMessages.failClosedRefusal
		}) }
	}],
	scopes: ["project"],
	file: (_scope, root) => path.join(root, ".github", "hooks", "qgate.json"),
	note: `${installMessages.copilotNote}\n`
});

export { copilotInstaller };