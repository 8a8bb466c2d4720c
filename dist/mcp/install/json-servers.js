/**
 * qgate's server entry in a JSON MCP config (Claude Code's .mcp.json, Gemini CLI's settings.json,
 * Cursor's .cursor/mcp.json, Copilot CLI's mcp-config.json): `mcpServers.qgate`. Pure: old text in,
 * new text out. Edited as text (jsonc-parser), so the user's layout, comments and other servers stay
 * as they were; uninstall takes out exactly what install put in, and the file goes when nothing else
 * is left in it.
 */
import { parse } from "jsonc-parser";
// One minimal edit, laid out as the hooks files are, so uninstall takes out exactly what install put in.
import { edit } from "../../installers/hooks-file.js";
import { ConfigError } from "../../errors.js";
import { mcpMessages } from "../../messages.js";
export const SERVER_NAME = "qgate";
function read(text, file) {
    if (text.trim() === "")
        return {};
    const errors = [];
    const data = parse(text, errors, { allowTrailingComma: true });
    if (errors.length > 0 || data === null || typeof data !== "object" || Array.isArray(data))
        throw new ConfigError(mcpMessages.install.notJsonObject(file));
    return data;
}
function servers(data, file) {
    const value = data.mcpServers;
    if (value === undefined)
        return undefined;
    if (value === null || typeof value !== "object" || Array.isArray(value))
        throw new ConfigError(mcpMessages.install.serversNotObject(file, "mcpServers"));
    return value;
}
function sameJson(a, b) {
    return JSON.stringify(a) === JSON.stringify(b);
}
/** Adds or updates `mcpServers.qgate`; nothing changes when it is already `entry`. */
export function addJsonServer(before, entry, file) {
    const text = before ?? "";
    const existing = servers(read(text, file), file)?.[SERVER_NAME];
    if (existing !== undefined && sameJson(existing, entry))
        return { text: before, changes: [] };
    const after = text.trim() === ""
        ? `${JSON.stringify({ mcpServers: { [SERVER_NAME]: entry } }, null, 2)}\n`
        : edit(text, ["mcpServers", SERVER_NAME], entry);
    return {
        text: after,
        changes: [
            existing === undefined
                ? mcpMessages.install.added("mcpServers")
                : mcpMessages.install.updated("mcpServers"),
        ],
    };
}
/** Takes `mcpServers.qgate` out; `mcpServers` too when qgate was its only server. */
export function removeJsonServer(before, file) {
    if (before === undefined)
        return { text: before, changes: [] };
    const data = read(before, file);
    const list = servers(data, file);
    if (list?.[SERVER_NAME] === undefined)
        return { text: before, changes: [] };
    const onlyOne = Object.keys(list).length === 1;
    const path = onlyOne ? ["mcpServers"] : ["mcpServers", SERVER_NAME];
    const after = edit(before, path, undefined);
    const empty = onlyOne && Object.keys(data).length === 1;
    return { text: empty ? undefined : after, changes: [mcpMessages.install.removed("mcpServers")] };
}
