/**
 * `qgate install cline` / `qgate uninstall cline`: qgate's own hook file for Cline,
 * `.clinerules/hooks/PostToolUse.sh` (or `~/.cline/hooks/`, `$CLINE_DIR/hooks/`). Cline runs every
 * file named after the event (with or without an extension) and merges their answers, so the user's
 * own `PostToolUse` hook stays as it is and runs beside qgate's. The file's first line says how to run
 * it (Cline runs the shebang's interpreter with the file: no execute bit needed). Idempotent; a file
 * at that name that is not qgate's is never overwritten.
 */
import path from "node:path";
import { existsSync, readFileSync } from "node:fs";
import { resolveRoot } from "../../changes/root.js";
import { UsageError } from "../../errors.js";
import { commandPrefix, DEFAULT_COMMAND_PREFIX } from "../../installers/command.js";
import { homeDir } from "../../util/home.js";
import { installMessages } from "../../messages.js";
export const installClineHelp = `Usage: qgate install cline [--scope project|user] [--command <prefix>] [--dry-run] [--cwd <dir>]
       qgate uninstall cline [--scope project|user] [--dry-run] [--cwd <dir>]

Writes qgate's hook file for Cline, PostToolUse.sh: after every editor, apply_patch and run_commands
call, the findings reach the model as a <hook_context> message (the block's reason in strict mode).
Your own hook files are kept: Cline runs them all.

Options:
  --scope <scope>     project: .clinerules/hooks/PostToolUse.sh (default);
                      user: ~/.cline/hooks/PostToolUse.sh ($CLINE_DIR/hooks when set)
  --command <prefix>  How the hook starts qgate (default: npx --no-install qgate)
  --dry-run           Print the change, write nothing
  --cwd <dir>         The project (default: the git top level of the current directory)
  -h, --help          Show this help
`;
const HOOK_FILE = "PostToolUse.sh";
const MARK = "hook --assistant cline";
function hookFile(scope, root, env) {
    if (scope === "project")
        return path.join(root, ".clinerules", "hooks", HOOK_FILE);
    return path.join(env.CLINE_DIR || path.join(homeDir(env), ".cline"), "hooks", HOOK_FILE);
}
/** The hook: one line that hands Cline's stdin to qgate, whose stdout is Cline's answer. */
const hookText = (prefix) => `#!/bin/sh\n# ${installMessages.clineHookComment}\nexec ${prefix} ${MARK}\n`;
const stringValue = (value) => typeof value === "string" ? value : undefined;
export const clineInstaller = {
    help: installClineHelp,
    installed: (text) => text.includes(MARK),
    ownsFile: true,
    plan: async ({ mode, command, values, env }) => {
        const scope = stringValue(values.scope) ?? "project";
        if (scope !== "project" && scope !== "user")
            throw new UsageError(installMessages.badScope(command, scope, ["project", "user"]));
        const root = await resolveRoot(stringValue(values.cwd));
        const file = hookFile(scope, root, env);
        const before = existsSync(file) ? readFileSync(file, "utf8") : undefined;
        const ours = before !== undefined && before.includes(MARK);
        const plan = { file, root, before, notes: [] };
        if (mode === "uninstall")
            return {
                ...plan,
                after: ours ? undefined : before,
                changes: ours ? [`${HOOK_FILE}: qgate's hook`] : [],
            };
        const prefix = commandPrefix(command, stringValue(values.command), DEFAULT_COMMAND_PREFIX);
        if (before !== undefined && !ours)
            throw new UsageError(installMessages.clineFileTaken(command, file));
        const after = hookText(prefix);
        return {
            ...plan,
            after,
            changes: after === before ? [] : [`${HOOK_FILE}: ${prefix} ${MARK}`],
            afterInstall: `${installMessages.clineNote}\n`,
        };
    },
};
