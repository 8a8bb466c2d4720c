/**
 * Where each assistant reads its MCP servers, and qgate's entry in its words:
 * - Claude Code: `.mcp.json` at the project root (project scope, shared), `mcpServers` with `type: "stdio"`;
 * - Codex CLI: `config.toml`, `[mcp_servers.<name>]` (project: `.codex/config.toml`, read in trusted
 *   projects; user: `$CODEX_HOME/config.toml`, ~/.codex);
 * - Gemini CLI: `settings.json` `mcpServers` (project `.gemini/`, user `~/.gemini/`);
 * - Cursor: `mcp.json` `mcpServers` (project `.cursor/`, user `~/.cursor/`);
 * - GitHub Copilot CLI: `~/.copilot/mcp-config.json` `mcpServers`, `type: "local"` with `tools: ["*"]`
 *   (GitHub's "Adding MCP servers for GitHub Copilot CLI"); user scope only.
 */
import os from "node:os";
import path from "node:path";

export type McpAssistant = "claude" | "codex" | "gemini" | "cursor" | "copilot";

export interface McpTarget {
  format: "json" | "toml";
  scopes: readonly string[];
  file(scope: string, root: string, env: NodeJS.ProcessEnv): string;
  /** The server entry for a command line (program and arguments). */
  entry(command: string, args: string[]): Record<string, unknown>;
}

const home = (env: NodeJS.ProcessEnv) => env.HOME || os.homedir();
const plain = (command: string, args: string[]) => ({ command, args });

export const MCP_TARGETS: Record<McpAssistant, McpTarget> = {
  claude: {
    format: "json",
    scopes: ["project"],
    file: (_scope, root) => path.join(root, ".mcp.json"),
    entry: (command, args) => ({ type: "stdio", command, args }),
  },
  codex: {
    format: "toml",
    scopes: ["project", "user"],
    file: (scope, root, env) =>
      scope === "user"
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
    file: (_scope, _root, env) => path.join(home(env), ".copilot", "mcp-config.json"),
    entry: (command, args) => ({ type: "local", command, args, tools: ["*"] }),
  },
};

/** `npx --no-install qgate` → npx, [--no-install, qgate, mcp]: words split on spaces (no shell quoting). */
export function serverCommand(prefix: string): { command: string; args: string[] } {
  const [command, ...rest] = prefix.trim().split(/\s+/);
  return { command: command!, args: [...rest, "mcp"] };
}
