import type { ServersKey } from "./json-servers.js";
export type McpAssistant = "claude" | "codex" | "gemini" | "cursor" | "copilot" | "qwen" | "opencode" | "kilo";
export interface McpTarget {
    format: "json" | "toml";
    /** Where a JSON config keeps its servers (default `mcpServers`). */
    serversKey?: ServersKey;
    scopes: readonly string[];
    file(scope: string, root: string, env: NodeJS.ProcessEnv): string;
    /** The server entry for a command line (program and arguments). */
    entry(command: string, args: string[]): Record<string, unknown>;
}
export declare const MCP_TARGETS: Record<McpAssistant, McpTarget>;
/** `npx --no-install qgate` → npx, [--no-install, qgate, mcp]: words split on spaces (no shell quoting). */
export declare function serverCommand(prefix: string, door?: "mcp" | "lsp"): {
    command: string;
    args: string[];
};
/**
 * `qgate install opencode|kilo --lsp`: qgate's language server in the `lsp` key of the same config,
 * in OpenCode's words (opencode.ai/docs/lsp: `command` an array, `extensions` with the leading dot,
 * `initialization` the server's initializationOptions). Both show the model only a diagnostic's
 * message (`ERROR [line:col] message`), so qgate is asked to name itself and the rule in it.
 */
export declare const LSP_ASSISTANTS: readonly ["opencode", "kilo"];
export declare const LSP_EXTENSIONS: string[];
export declare const lspEntry: (command: string, args: string[]) => {
    command: string[];
    extensions: string[];
    initialization: {
        ruleInMessage: boolean;
    };
};
