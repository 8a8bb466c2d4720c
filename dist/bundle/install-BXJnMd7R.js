import { t as hooksFileInstaller } from "./hooks-installer-DikEAfa6.js";
import { t as homeDir } from "./home-CJHKUSVb.js";
import { c as installMessages } from "./messages-CuSOVVL6.js";
import path from "node:path";

// dist/assistants/auggie/install.js
/**
* `qgate install auggie` / `qgate uninstall auggie`: qgate's hooks in Auggie's `.augment/settings.json`
* (or ~/.augment/settings.json): Claude Code's nested `hooks` shape (from the docs and the code of
* `@augmentcode/auggie` 0.36.0). Every other setting is kept.
*/
const installAuggieHelp = `Usage: qgate install auggie [--scope project|user] [--command <prefix>] [--dry-run] [--cwd <dir>]
       qgate uninstall auggie [--scope project|user] [--dry-run] [--cwd <dir>]

Adds qgate's hooks to Auggie's settings: PostToolUse for save-file, str-replace-editor,
remove-files, apply_patch and launch-process (every edit, and the files a shell command wrote) and
Stop (the session's files before the agent finishes). Every other setting is kept.

Options:
  --scope <scope>     project: .augment/settings.json (default); user: ~/.augment/settings.json
  --command <prefix>  How Auggie starts qgate (default: npx --no-install qgate)
  --dry-run           Print the change, write nothing
  --cwd <dir>         The project (default: the git top level of the current directory)
  -h, --help          Show this help
`;
const auggieInstaller = hooksFileInstaller({
	id: "auggie",
	help: installAuggieHelp,
	entries: [{
		event: "PostToolUse",
		matcher: "save-file|str-replace-editor|remove-files|apply_patch|launch-process"
	}, { event: "Stop" }],
	file: (scope, root, env) => scope === "user" ? path.join(homeDir(env), ".augment", "settings.json") : path.join(root, ".augment", "settings.json"),
	note: `${installMessages.auggieNote}\n`
});

export { auggieInstaller };