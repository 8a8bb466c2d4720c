/**
 * `qgate install droid` / `qgate uninstall droid`: qgate's hooks in Factory Droid's
 * `.factory/hooks.json` (or ~/.factory/hooks.json): Claude Code's nested `hooks` shape (from the docs
 * and the code of droid 0.225.2; Droid reads a `hooks.json` before the `hooks` key of settings.json).
 */
import path from "node:path";
import { hooksFileInstaller } from "../../installers/hooks-installer.js";
import { homeDir } from "../../util/home.js";
import { installMessages } from "../../messages.js";
export const installDroidHelp = `Usage: qgate install droid [--scope project|user] [--command <prefix>] [--dry-run] [--cwd <dir>]
       qgate uninstall droid [--scope project|user] [--dry-run] [--cwd <dir>]

Adds qgate's hooks to Factory Droid's hooks file: PostToolUse for Create, Edit, MultiEdit,
ApplyPatch and Execute (every edit, and the files a shell command wrote) and Stop (the session's
files before Droid finishes). Every other hook is kept.

Options:
  --scope <scope>     project: .factory/hooks.json (default); user: ~/.factory/hooks.json
  --command <prefix>  How Droid starts qgate (default: npx --no-install qgate)
  --dry-run           Print the change, write nothing
  --cwd <dir>         The project (default: the git top level of the current directory)
  -h, --help          Show this help
`;
export const droidInstaller = hooksFileInstaller({
    id: "droid",
    help: installDroidHelp,
    entries: [{ event: "PostToolUse", matcher: "Create|Edit|MultiEdit|ApplyPatch|Execute" }, { event: "Stop" }],
    file: (scope, root, env) => scope === "user"
        ? path.join(homeDir(env), ".factory", "hooks.json")
        : path.join(root, ".factory", "hooks.json"),
    note: `${installMessages.droidNote}\n`,
});
