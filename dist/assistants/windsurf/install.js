/**
 * `qgate install windsurf` / `qgate uninstall windsurf`: qgate's `post_write_code` hook in Windsurf's
 * `.windsurf/hooks.json` (or ~/.codeium/windsurf/hooks.json): flat entries, from its docs.
 */
import path from "node:path";
import { hooksFileInstaller } from "../../installers/hooks-installer.js";
import { homeDir } from "../../util/home.js";
import { pluginMessages } from "../../messages.js";
export const installWindsurfHelp = `Usage: qgate install windsurf [--scope project|user] [--command <prefix>] [--dry-run] [--cwd <dir>]
       qgate uninstall windsurf [--scope project|user] [--dry-run] [--cwd <dir>]

Adds qgate's post_write_code hook to Windsurf's hooks file: every edit Cascade writes is gated and
recorded, and the findings are shown to you (show_output). Windsurf's post hooks cannot block and
reach no model: in strict mode nothing stops the agent, so run qgate at the commit too
(qgate install pre-commit).

Options:
  --scope <scope>     project: .windsurf/hooks.json (default); user: ~/.codeium/windsurf/hooks.json
  --command <prefix>  How Windsurf starts qgate (default: npx --no-install qgate)
  --dry-run           Print the change, write nothing
  --cwd <dir>         The project (default: the git top level of the current directory)
  -h, --help          Show this help
`;
export const windsurfInstaller = hooksFileInstaller({
    id: "windsurf",
    help: installWindsurfHelp,
    flat: {
        commandKey: "command",
        entry: (_event, command) => ({ command, show_output: true }),
        unversioned: true,
    },
    events: [{ event: "post_write_code", args: "" }],
    scopes: ["project", "user"],
    file: (scope, root, env) => scope === "user"
        ? path.join(homeDir(env), ".codeium", "windsurf", "hooks.json")
        : path.join(root, ".windsurf", "hooks.json"),
    note: `${pluginMessages.windsurfNote}\n`,
});
