/** `qgate install <target>` / `qgate uninstall <target>`: one module per target. */
import { UsageError } from "../../errors.js";
import { didYouMean } from "../../util/suggest.js";
const installHelp = `Usage: qgate install <target> [options]
       qgate uninstall <target> [options]

Targets:
  claude        Wire qgate into Claude Code's settings (qgate install claude --help)
  codex         Wire qgate into Codex CLI's hooks (qgate install codex --help)
  gemini        Wire qgate into Gemini CLI's settings (qgate install gemini --help)
  cursor        Wire qgate into Cursor's hooks (qgate install cursor --help)
  copilot       Write qgate's hooks file for GitHub Copilot (qgate install copilot --help)
  pre-commit    Wire qgate into git's pre-commit hook (qgate install pre-commit --help)
`;
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
    if (target === undefined)
        throw new UsageError(`${mode}: name a target: ${Object.keys(targets).join(", ")} (see qgate ${mode} --help)`);
    const load = targets[target];
    if (!load)
        throw new UsageError(`${mode}: unknown target "${target}": expected ${Object.keys(targets).join(", ")}${didYouMean(target, Object.keys(targets))}`);
    return (await load())(rest, mode);
}
export const installCommand = (argv) => dispatch(argv, "install");
export const uninstallCommand = (argv) => dispatch(argv, "uninstall");
