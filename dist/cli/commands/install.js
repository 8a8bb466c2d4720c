/** `qgate install <target>` / `qgate uninstall <target>`: one module per target. */
import { statSync } from "node:fs";
import path from "node:path";
import { resolveRoot } from "../../changes/root.js";
import { UsageError } from "../../errors.js";
import { lookup } from "../../util/lookup.js";
import { didYouMean } from "../../util/suggest.js";
import { installMessages } from "../../messages.js";
const installHelp = `Usage: qgate install <target> [options]
       qgate install --detect [--dry-run] [--command <prefix>] [--cwd <dir>]
       qgate uninstall <target> [options]

Targets:
  claude        Wire qgate into Claude Code's settings (qgate install claude --help)
  codex         Wire qgate into Codex CLI's hooks (qgate install codex --help)
  gemini        Wire qgate into Gemini CLI's settings (qgate install gemini --help)
  cursor        Wire qgate into Cursor's hooks (qgate install cursor --help)
  copilot       Write qgate's hooks file for GitHub Copilot (qgate install copilot --help)
  pre-commit    Wire qgate into git's pre-commit hook (qgate install pre-commit --help)

--detect installs for every assistant whose configuration directory the project has: .claude,
.codex, .gemini, .cursor, .github/hooks (Copilot).
`;
/** The assistants --detect looks for, by the directory each keeps in a project. */
const ASSISTANT_DIRS = [
    ["claude", ".claude"],
    ["codex", ".codex"],
    ["gemini", ".gemini"],
    ["cursor", ".cursor"],
    ["copilot", path.join(".github", "hooks")],
];
const targets = {
    claude: async () => (await import("./install-claude.js")).installClaude,
    codex: async () => (await import("./install-assistant.js")).installCodex,
    gemini: async () => (await import("./install-assistant.js")).installGemini,
    cursor: async () => (await import("./install-assistant.js")).installCursor,
    copilot: async () => (await import("./install-assistant.js")).installCopilot,
    "pre-commit": async () => (await import("./install-pre-commit.js")).installPreCommit,
};
async function dispatch(argv, mode) {
    const [target, ...rest] = argv;
    if (target === "-h" || target === "--help") {
        process.stdout.write(installHelp);
        return 0;
    }
    if (target === "--detect")
        return detect(rest, mode);
    if (target === undefined)
        throw new UsageError(installMessages.nameTarget(mode, Object.keys(targets)));
    const load = lookup(targets, target);
    if (!load)
        throw new UsageError(installMessages.unknownTarget(mode, target, Object.keys(targets), didYouMean(target, Object.keys(targets))));
    return (await load())(rest, mode);
}
export const installCommand = (argv) => dispatch(argv, "install");
export const uninstallCommand = (argv) => dispatch(argv, "uninstall");
/** `install --detect`: each assistant whose directory the project has, with the same options. */
async function detect(argv, mode) {
    if (mode === "uninstall")
        throw new UsageError(installMessages.detectIsForInstall);
    for (const arg of argv) {
        const name = arg.split("=")[0];
        if (arg.startsWith("-") && !["--dry-run", "--command", "--cwd"].includes(name))
            throw new UsageError(installMessages.detectOption(name));
    }
    const cwdAt = argv.findIndex((arg) => arg === "--cwd" || arg.startsWith("--cwd="));
    const cwd = cwdAt === -1 ? undefined : argv[cwdAt].includes("=") ? argv[cwdAt].slice(6) : argv[cwdAt + 1];
    if (cwdAt !== -1 && (cwd === undefined || cwd === ""))
        throw new UsageError(installMessages.detectCwdValue);
    const root = await resolveRoot(cwd);
    const found = ASSISTANT_DIRS.filter(([, dir]) => statSync(path.join(root, dir), { throwIfNoEntry: false })?.isDirectory());
    if (found.length === 0) {
        process.stdout.write(`${installMessages.detectNothing(root, ASSISTANT_DIRS.map(([, dir]) => dir))}\n`);
        return 0;
    }
    let code = 0;
    for (const [name] of found)
        code = Math.max(code, await (await targets[name]())(argv, mode));
    return code;
}
