/**
 * `qgate install <assistant> --mcp` / `qgate uninstall <assistant> --mcp`: qgate's MCP server entry in
 * the assistant's own MCP config (src/mcp/install/: one pure writer per config format, the file per
 * assistant). Idempotent, keeps every other server and setting, writes atomically, `--dry-run` shows
 * the change; uninstall takes out exactly qgate's entry.
 */
import { readFileSync, rmdirSync } from "node:fs";
import path from "node:path";
import { LSP_PLUGIN_MARKET_NAME, LSP_PLUGIN_MARKETPLACE, LSP_PLUGIN_NAME, lspPluginFiles, } from "../../mcp/install/lsp-plugin.js";
import { resolveRoot } from "../../changes/root.js";
import { FileError, UsageError } from "../../errors.js";
import { addCodexServer, removeCodexServer } from "../../mcp/install/codex-toml.js";
import { addJsonServer, removeJsonServer } from "../../mcp/install/json-servers.js";
import { LSP_ASSISTANTS, lspEntry, MCP_TARGETS, serverCommand, } from "../../mcp/install/targets.js";
import { commandPrefix, DEFAULT_COMMAND_PREFIX } from "../../installers/command.js";
import { shownPath } from "../../installers/text.js";
import { QGATE_VERSION } from "../../report/source.js";
import { readSettings } from "../../routing/settings.js";
import { parse } from "../args.js";
import { writeSettingsChange } from "../write-settings.js";
import { mcpMessages } from "../../messages.js";
export const installMcpHelp = `Usage: qgate install <assistant> --mcp [--scope project|user] [--command <prefix>] [--dry-run] [--cwd <dir>]
       qgate uninstall <assistant> --mcp [--scope project|user] [--dry-run] [--cwd <dir>]
       qgate install opencode|kilo --lsp [--scope project|user] [--command <prefix>] [--dry-run] [--cwd <dir>]
       qgate install claude --lsp [--command <prefix>] [--dry-run] [--cwd <dir>]

Writes qgate's MCP server (<prefix> mcp) into the assistant's own MCP config, keeping every other
server and setting; uninstall takes out exactly that entry (docs/mcp.md). With --lsp (opencode, kilo),
qgate's language server (<prefix> lsp --stdio) goes into the same file's "lsp" key instead (docs/lsp.md);
for claude, into a plugin under .claude/qgate-plugins, which Claude Code loads once you add it with the
two commands install prints.

Assistants:
  claude    .mcp.json (project)
  codex     .codex/config.toml (project) or $CODEX_HOME/config.toml (user)
  gemini    .gemini/settings.json (project) or ~/.gemini/settings.json (user)
  cursor    .cursor/mcp.json (project) or ~/.cursor/mcp.json (user)
  copilot   $COPILOT_HOME/mcp-config.json, else ~/.copilot/mcp-config.json (user)
  qwen      .qwen/settings.json (project) or ~/.qwen/settings.json (user)
  opencode  opencode.json (project) or ~/.config/opencode/opencode.json (user)
  kilo      kilo.json (project)

Options:
  --scope <scope>     project (default) or user, where the assistant has it (copilot: user only)
  --command <prefix>  How the assistant starts qgate (default: npx --no-install qgate)
  --dry-run           Print the change, write nothing
  --cwd <dir>         The project (default: the git top level of the current directory)
  -h, --help          Show this help
`;
export function isMcpAssistant(name) {
    return Object.hasOwn(MCP_TARGETS, name);
}
function readText(file, shown) {
    try {
        return readFileSync(file, "utf8");
    }
    catch (error) {
        const code = error.code;
        if (code === "ENOENT")
            return undefined;
        throw new FileError(mcpMessages.install.notJsonObject(`${shown} (${code ?? "unreadable"})`));
    }
}
/** The options every `install <assistant> --mcp|--lsp` takes, and no positional argument. */
function parseOptions(command, shown, argv) {
    const { values, positionals } = parse(shown, argv, {
        scope: { type: "string" },
        command: { type: "string" },
        "dry-run": { type: "boolean" },
        cwd: { type: "string" },
    }, true);
    if (positionals.length > 0)
        throw new UsageError(mcpMessages.install.onlyOptions(command, positionals[0]));
    return values;
}
export async function installMcp(assistant, argv, mode, door = "mcp") {
    const command = `${mode} ${assistant}`;
    if (door === "lsp" && assistant === "claude")
        return installClaudeLsp(argv, mode);
    if (door === "lsp" && !LSP_ASSISTANTS.includes(assistant))
        throw new UsageError(mcpMessages.install.lspOnly(command, [...LSP_ASSISTANTS, "claude"]));
    const target = MCP_TARGETS[assistant];
    if (argv.includes("-h") || argv.includes("--help")) {
        process.stdout.write(installMcpHelp);
        return 0;
    }
    const values = parseOptions(command, `${command} --${door}`, argv);
    const scope = values.scope ?? target.scopes[0];
    if (!target.scopes.includes(scope))
        throw new UsageError(mcpMessages.install.badScope(command, scope, target.scopes));
    const prefix = commandPrefix(command, values.command, DEFAULT_COMMAND_PREFIX);
    const root = await resolveRoot(values.cwd);
    const file = target.file(scope, root, process.env);
    const shown = shownPath(file, root);
    const { command: program, args } = serverCommand(prefix, door);
    const serversKey = door === "lsp" ? "lsp" : target.serversKey;
    const entry = door === "lsp" ? lspEntry(program, args) : target.entry(program, args);
    let before;
    let result;
    if (target.format === "toml") {
        before = readText(file, shown);
        result =
            mode === "install" ? addCodexServer(before, { command: program, args }) : removeCodexServer(before);
    }
    else {
        // Validated as settings (a ConfigError names the file), edited as text.
        before = readSettings(file).text;
        result =
            mode === "install"
                ? addJsonServer(before, entry, shown, serversKey)
                : removeJsonServer(before, shown, serversKey);
    }
    const code = await writeSettingsChange({
        command: `${command} --${door}`,
        mode,
        file,
        shown,
        root,
        before,
        after: result.text,
        changes: result.changes,
        dryRun: values["dry-run"] === true,
    });
    if (mode === "install" && result.changes.length > 0 && values["dry-run"] !== true)
        process.stdout.write(`${door === "lsp" ? mcpMessages.install.lspNote(assistant) : mcpMessages.install.note(assistant)}\n`);
    return code;
}
/**
 * `qgate install claude --lsp`: the plugin's two files (src/mcp/install/lsp-plugin.ts), written
 * or, on uninstall, removed; then the two commands that make Claude Code load it.
 */
async function installClaudeLsp(argv, mode) {
    const command = `${mode} claude --lsp`;
    if (argv.includes("-h") || argv.includes("--help")) {
        process.stdout.write(installMcpHelp);
        return 0;
    }
    const values = parseOptions(command, command, argv);
    if (values.scope !== undefined && values.scope !== "project")
        throw new UsageError(mcpMessages.install.badScope(command, values.scope, ["project"]));
    const prefix = commandPrefix(command, values.command, DEFAULT_COMMAND_PREFIX);
    const root = await resolveRoot(values.cwd);
    const { command: program, args } = serverCommand(prefix, "lsp");
    const dryRun = values["dry-run"] === true;
    let changed = false;
    for (const { file: relative, json } of lspPluginFiles(program, args, QGATE_VERSION)) {
        const file = path.join(root, relative);
        const shown = shownPath(file, root);
        const before = readText(file, shown);
        const after = mode === "install" ? `${JSON.stringify(json, null, 2)}\n` : undefined;
        const same = mode === "install" ? before === after : before === undefined;
        const code = await writeSettingsChange({
            command,
            mode,
            file,
            shown,
            root,
            before,
            after,
            changes: same ? [] : [mcpMessages.install.claudeLspFile(mode)],
            dryRun,
        });
        if (code !== 0)
            return code;
        changed ||= !same;
    }
    // The directories the two files were in, when nothing else is left in them.
    if (mode === "uninstall" && !dryRun)
        for (const dir of [
            path.join(LSP_PLUGIN_MARKETPLACE, LSP_PLUGIN_NAME, ".claude-plugin"),
            path.join(LSP_PLUGIN_MARKETPLACE, LSP_PLUGIN_NAME),
            path.join(LSP_PLUGIN_MARKETPLACE, ".claude-plugin"),
            LSP_PLUGIN_MARKETPLACE,
        ])
            try {
                rmdirSync(path.join(root, dir));
            }
            catch {
                // Not empty (the user's own files), or already gone.
            }
    if (mode === "install" && changed && !dryRun)
        process.stdout.write(`${mcpMessages.install.claudeLspNote(LSP_PLUGIN_MARKETPLACE, `${LSP_PLUGIN_NAME}@${LSP_PLUGIN_MARKET_NAME}`)}\n`);
    return 0;
}
