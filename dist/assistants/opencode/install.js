/** `qgate install opencode` / `qgate uninstall opencode`: qgate's plugin file for OpenCode. */
import path from "node:path";
import { pluginFileInstaller } from "../../installers/opencode-plugin.js";
import { homeDir } from "../../util/home.js";
import { pluginMessages } from "../../messages.js";
export const installOpencodeHelp = `Usage: qgate install opencode [--scope project|user] [--command <prefix>] [--dry-run] [--cwd <dir>]
       qgate uninstall opencode [--scope project|user] [--dry-run] [--cwd <dir>]

Writes qgate's plugin for OpenCode, which has no shell hooks: after every edit (write, edit,
apply_patch) and shell command, the plugin runs qgate's hook and puts the answer in the tool's result,
which the model reads next. A strict block replaces the result with the reason; findings outside
strict mode follow it; a clean edit adds nothing. OpenCode loads it at its next start.

Options:
  --scope <scope>     project: .opencode/plugins/qgate.ts (default);
                      user: ~/.config/opencode/plugins/qgate.ts ($XDG_CONFIG_HOME)
  --command <prefix>  How the plugin starts qgate (default: npx --no-install qgate)
  --dry-run           Print the change, write nothing
  --cwd <dir>         The project (default: the git top level of the current directory)
  -h, --help          Show this help
`;
export const opencodeInstaller = pluginFileInstaller({
    id: "opencode",
    help: installOpencodeHelp,
    file: (scope, root, env) => scope === "user"
        ? path.join(env.XDG_CONFIG_HOME || path.join(homeDir(env), ".config"), "opencode", "plugins", "qgate.ts")
        : path.join(root, ".opencode", "plugins", "qgate.ts"),
    note: `${pluginMessages.opencodeNote}\n`,
});
