/**
 * `qgate install claude --lsp`: qgate's language server as a Claude Code plugin in the project.
 * Claude Code (2.1.331 in the tests) takes language servers only from plugins (a plugin's
 * `lspServers`), and loads only the plugins it has installed: so the install writes a marketplace of
 * one plugin under `.claude/qgate-plugins/`, and the user adds it once with Claude Code's own commands
 * (printed), or starts a session with `--plugin-dir`. Claude Code then puts the server's diagnostics
 * for the files it edits into the model's context (`<new-diagnostics>`), each with its rule and source.
 */
import path from "node:path";
/** The marketplace's directory, from the project root. */
export const LSP_PLUGIN_MARKETPLACE = path.join(".claude", "qgate-plugins");
/** The marketplace's name and the plugin's, as `claude plugin install <plugin>@<marketplace>` takes them. */
export const LSP_PLUGIN_MARKET_NAME = "qgate";
export const LSP_PLUGIN_NAME = "qgate-lsp";
/** The files Claude Code's language servers cover through qgate, by the language id it sends. */
const EXTENSION_TO_LANGUAGE = {
    ".ts": "typescript",
    ".tsx": "typescriptreact",
    ".mts": "typescript",
    ".cts": "typescript",
    ".js": "javascript",
    ".jsx": "javascriptreact",
    ".mjs": "javascript",
    ".cjs": "javascript",
};
/** The plugin's two files (relative to the project root) and their content. */
export function lspPluginFiles(command, args, version) {
    return [
        {
            file: path.join(LSP_PLUGIN_MARKETPLACE, ".claude-plugin", "marketplace.json"),
            json: {
                name: LSP_PLUGIN_MARKET_NAME,
                owner: { name: "qgate" },
                plugins: [
                    {
                        name: LSP_PLUGIN_NAME,
                        source: `./${LSP_PLUGIN_NAME}`,
                        description: "qgate's language server: the quality gate's findings as diagnostics",
                    },
                ],
            },
        },
        {
            file: path.join(LSP_PLUGIN_MARKETPLACE, LSP_PLUGIN_NAME, ".claude-plugin", "plugin.json"),
            json: {
                name: LSP_PLUGIN_NAME,
                version,
                description: "qgate's language server: the quality gate's findings as diagnostics",
                lspServers: { qgate: { command, args, extensionToLanguage: EXTENSION_TO_LANGUAGE } },
            },
        },
    ];
}
