/** The marketplace's directory, from the project root. */
export declare const LSP_PLUGIN_MARKETPLACE: string;
/** The marketplace's name and the plugin's, as `claude plugin install <plugin>@<marketplace>` takes them. */
export declare const LSP_PLUGIN_MARKET_NAME = "qgate";
export declare const LSP_PLUGIN_NAME = "qgate-lsp";
/** The plugin's two files (relative to the project root) and their content. */
export declare function lspPluginFiles(command: string, args: string[], version: string): Array<{
    file: string;
    json: Record<string, unknown>;
}>;
