/** `qgate install kilo` / `qgate uninstall kilo`: qgate's plugin file for Kilo Code CLI. */
import path from "node:path";
import { pluginFileInstaller } from "../../installers/opencode-plugin.js";
import { homeDir } from "../../util/home.js";
import { pluginMessages } from "../../messages.js";
export const installKiloHelp = `Usage: qgate install kilo [--scope project|user] [--command <prefix>] [--dry-run] [--cwd <dir>]
       qgate uninstall kilo [--scope project|user] [--dry-run] [--cwd <dir>]

Writes qgate's plugin for Kilo Code CLI (an OpenCode fork, with the same plugins): after every edit
and shell command, the plugin runs qgate's hook and puts the answer in the tool's result, which the
model reads next. A strict block replaces the result with the reason; findings outside strict mode
follow it; a clean edit adds nothing. Kilo loads it at its next start.

Options:
  --scope <scope>     project: .kilo/plugins/qgate.ts (default);
                      user: ~/.config/kilo/plugins/qgate.ts ($XDG_CONFIG_HOME)
  --command <prefix>  How the plugin starts qgate (default: npx --no-install qgate)
  --dry-run           Print the change, write nothing
  --cwd <dir>         The project (default: the git top level of the current directory)
  -h, --help          Show this help
`;
export const kiloInstaller = pluginFileInstaller({
    id: "kilo",
    help: installKiloHelp,
    file: (scope, root, env) => scope === "user"
        ? path.join(env.XDG_CONFIG_HOME || path.join(homeDir(env), ".config"), "kilo", "plugins", "qgate.ts")
        : path.join(root, ".kilo", "plugins", "qgate.ts"),
    note: `${pluginMessages.kiloNote}\n`,
});
