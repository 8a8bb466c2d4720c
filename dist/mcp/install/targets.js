/**
 * Where each assistant reads its MCP servers, and qgate's entry in its words:
 * - Claude Code: `.mcp.json` at the project root (project scope, shared), `mcpServers` with `type: "stdio"`;
 * - Codex CLI: `config.toml`, `[mcp_servers.<name>]` (project: `.codex/config.toml`, read in trusted
 *   projects; user: `$CODEX_HOME/config.toml`, ~/.codex); Codex 0.169.0's `codex mcp list --json`
 *   reads it back;
 * - Gemini CLI: `settings.json` `mcpServers` (project `.gemini/`, user `~/.gemini/`);
 * - Cursor: `mcp.json` `mcpServers` (project `.cursor/`, user `~/.cursor/`);
 * - GitHub Copilot CLI: `mcp-config.json` in `$COPILOT_HOME` (else `~/.copilot`), `mcpServers`,
 *   `type: "local"` with `tools: ["*"]` (GitHub's "Adding MCP servers for GitHub Copilot CLI"); user
 *   scope only; Copilot CLI 1.0.102's `copilot mcp list --json` reads it back;
 * - Qwen Code: `settings.json` `mcpServers` (project `.qwen/`, user `~/.qwen/`), what `qwen mcp add`
 *   0.x writes;
 * - OpenCode: `opencode.json` (or an existing `opencode.jsonc`) `mcp`, `{ type: "local", command:
 *   [program, ...args], enabled: true }` (project root, user `~/.config/opencode/`); opencode-ai
 *   1.18.33's `opencode mcp list` connects to it;
 * - Kilo CLI: `kilo.json` `mcp`, the same entry (project root); @kilocode/cli 7.7.9 connects to it.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { homeDir } from "../../util/home.js";
const home = (env) => homeDir(env);
const plain = (command, args) => ({ command, args });
/** OpenCode's (and Kilo's) local server: one command array. */
const local = (command, args) => ({
    type: "local",
    command: [command, ...args],
    enabled: true,
});
/** `name.json`, or `name.jsonc` when only that one is there (both are read). */
const jsonOrJsonc = (dir, name) => !existsSync(path.join(dir, `${name}.json`)) && existsSync(path.join(dir, `${name}.jsonc`))
    ? path.join(dir, `${name}.jsonc`)
    : path.join(dir, `${name}.json`);
export const MCP_TARGETS = {
    claude: {
        format: "json",
        scopes: ["project"],
        file: (_scope, root) => path.join(root, ".mcp.json"),
        entry: (command, args) => ({ type: "stdio", command, args }),
    },
    codex: {
        format: "toml",
        scopes: ["project", "user"],
        file: (scope, root, env) => scope === "user"
            ? path.join(env.CODEX_HOME || path.join(home(env), ".codex"), "config.toml")
            : path.join(root, ".codex", "config.toml"),
        entry: plain,
    },
    gemini: {
        format: "json",
        scopes: ["project", "user"],
        file: (scope, root, env) => path.join(scope === "user" ? home(env) : root, ".gemini", "settings.json"),
        entry: plain,
    },
    cursor: {
        format: "json",
        scopes: ["project", "user"],
        file: (scope, root, env) => path.join(scope === "user" ? home(env) : root, ".cursor", "mcp.json"),
        entry: plain,
    },
    copilot: {
        format: "json",
        scopes: ["user"],
        // Copilot CLI reads $COPILOT_HOME when it is set (1.0.102's `copilot mcp list`), else ~/.copilot.
        file: (_scope, _root, env) => path.join(env.COPILOT_HOME || path.join(home(env), ".copilot"), "mcp-config.json"),
        entry: (command, args) => ({ type: "local", command, args, tools: ["*"] }),
    },
    qwen: {
        format: "json",
        scopes: ["project", "user"],
        file: (scope, root, env) => path.join(scope === "user" ? home(env) : root, ".qwen", "settings.json"),
        entry: plain,
    },
    opencode: {
        format: "json",
        serversKey: "mcp",
        scopes: ["project", "user"],
        file: (scope, root, env) => jsonOrJsonc(scope === "user" ? path.join(home(env), ".config", "opencode") : root, "opencode"),
        entry: local,
    },
    kilo: {
        format: "json",
        serversKey: "mcp",
        scopes: ["project"],
        file: (_scope, root) => jsonOrJsonc(root, "kilo"),
        entry: local,
    },
};
/** `npx --no-install qgate` → npx, [--no-install, qgate, mcp]: words split on spaces (no shell quoting). */
export function serverCommand(prefix, door = "mcp") {
    const [command, ...rest] = prefix.trim().split(/\s+/);
    return { command: command, args: [...rest, ...(door === "lsp" ? ["lsp", "--stdio"] : ["mcp"])] };
}
/**
 * `qgate install opencode|kilo --lsp`: qgate's language server in the `lsp` key of the same config,
 * in OpenCode's words (opencode.ai/docs/lsp: `command` an array, `extensions` with the leading dot,
 * `initialization` the server's initializationOptions). Both show the model only a diagnostic's
 * message (`ERROR [line:col] message`), so qgate is asked to name itself and the rule in it.
 */
export const LSP_ASSISTANTS = ["opencode", "kilo"];
export const LSP_EXTENSIONS = [".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs"];
export const lspEntry = (command, args) => ({
    command: [command, ...args],
    extensions: LSP_EXTENSIONS,
    initialization: { ruleInMessage: true },
});
