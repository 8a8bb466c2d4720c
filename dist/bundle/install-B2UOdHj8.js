import { t as hooksFileInstaller } from "./hooks-installer-DikEAfa6.js";
import { t as homeDir } from "./home-CJHKUSVb.js";
import { c as installMessages } from "./messages-CuSOVVL6.js";
import path from "node:path";

// dist/assistants/cursor/install.js
/**
* `qgate install cursor` / `qgate uninstall cursor`: qgate's hooks in Cursor's `.cursor/hooks.json` (or
* ~/.cursor): flat entries (from its docs, Cursor 2.0).
*/
const installCursorHelp = `Usage: qgate install cursor [--scope project|user] [--command <prefix>] [--dry-run] [--cwd <dir>]
       qgate uninstall cursor [--scope project|user] [--dry-run] [--cwd <dir>]

Adds qgate's hooks to Cursor's .cursor/hooks.json: afterFileEdit (every edit, gated and recorded:
Cursor ignores its answer), stop (what still fails, as a follow-up message), beforeSubmitPrompt (the
prompt check, and the secrets guard on prompts) and beforeReadFile (the secrets guard on reads).

Options:
  --scope <scope>     project: .cursor/hooks.json (default); user: ~/.cursor/hooks.json
  --command <prefix>  How Cursor starts qgate (default: npx --no-install qgate)
  --no-secrets-guard  Leave out the secrets guard's beforeReadFile hook
  --dry-run           Print the change, write nothing
  --cwd <dir>         The project (default: the git top level of the current directory)
  -h, --help          Show this help
`;
const cursorInstaller = hooksFileInstaller({
	id: "cursor",
	help: installCursorHelp,
	flat: {
		commandKey: "command",
		entry: (_event, command) => ({ command })
	},
	events: [
		{
			event: "afterFileEdit",
			args: ""
		},
		{
			event: "stop",
			args: ""
		},
		{
			event: "beforeSubmitPrompt",
			args: "",
			guard: "prompt",
			refuse: { json: JSON.stringify({
				continue: false,
				user_message: installMessages.failClosedRefusal
			}) }
		},
		{
			event: "beforeReadFile",
			args: "",
			guard: "read",
			refuse: { json: JSON.stringify({
				permission: "deny",
				user_message: installMessages.failClosedRefusal
			}) }
		}
	],
	scopes: ["project", "user"],
	file: (scope, root, env) => scope === "user" ? path.join(homeDir(env), ".cursor", "hooks.json") : path.join(root, ".cursor", "hooks.json"),
	note: `${installMessages.cursorNote}\n`
});

export { cursorInstaller };