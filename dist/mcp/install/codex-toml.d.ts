/**
 * qgate's server in Codex CLI's config.toml: the `[mcp_servers.qgate]` table. Pure: old text in, new
 * text out. Edited as text, table by table, so every other setting, comment and server stays byte for
 * byte (a TOML library would rewrite the file); install puts the table at the end, or where it was,
 * and uninstall takes out that table and its sub-tables (`[mcp_servers.qgate.env]`) and nothing else.
 */
import { type ConfigChange } from "./json-servers.js";
export declare function codexTable(entry: {
    command: string;
    args: string[];
}): string;
export declare function addCodexServer(before: string | undefined, entry: {
    command: string;
    args: string[];
}): ConfigChange;
export declare function removeCodexServer(before: string | undefined): ConfigChange;
