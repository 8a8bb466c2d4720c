/**
 * qgate's server entry in a JSON MCP config (Claude Code's .mcp.json, Gemini CLI's and Qwen Code's
 * settings.json, Cursor's .cursor/mcp.json, Copilot CLI's mcp-config.json: `mcpServers.qgate`;
 * OpenCode's opencode.json and Kilo's kilo.json: `mcp.qgate`). Pure: old text in,
 * new text out. Edited as text (jsonc-parser), so the user's layout, comments and other servers stay
 * as they were; uninstall takes out exactly what install put in, and the file goes when nothing else
 * is left in it.
 */
import { parse, type ParseError } from "jsonc-parser";
// One minimal edit, laid out as the hooks files are, so uninstall takes out exactly what install put in.
import { edit } from "../../installers/hooks-file.js";
import { ConfigError } from "../../errors.js";
import { mcpMessages } from "../../messages.js";

export const SERVER_NAME = "qgate";

export interface ConfigChange {
  /** Undefined: the file held only qgate's entry, and goes. */
  text: string | undefined;
  changes: string[];
}

function read(text: string, file: string): Record<string, unknown> {
  if (text.trim() === "") return {};
  const errors: ParseError[] = [];
  const data: unknown = parse(text, errors, { allowTrailingComma: true });
  if (errors.length > 0 || data === null || typeof data !== "object" || Array.isArray(data))
    throw new ConfigError(mcpMessages.install.notJsonObject(file));
  return data as Record<string, unknown>;
}

/**
 * Where a config keeps its servers: `mcpServers` (most), or `mcp` (OpenCode and Kilo); `lsp` is where
 * OpenCode and Kilo keep their language servers (`qgate install opencode --lsp`).
 */
export type ServersKey = "mcpServers" | "mcp" | "lsp";

function servers(
  data: Record<string, unknown>,
  file: string,
  key: ServersKey,
): Record<string, unknown> | undefined {
  const value = data[key];
  if (value === undefined) return undefined;
  if (value === null || typeof value !== "object" || Array.isArray(value))
    throw new ConfigError(mcpMessages.install.serversNotObject(file, key));
  return value as Record<string, unknown>;
}

function sameJson(a: unknown, b: unknown): boolean {
  return JSON.stringify(a) === JSON.stringify(b);
}

/** Adds or updates `<key>.qgate`; nothing changes when it is already `entry`. */
export function addJsonServer(
  before: string | undefined,
  entry: object,
  file: string,
  key: ServersKey = "mcpServers",
): ConfigChange {
  const text = before ?? "";
  const existing = servers(read(text, file), file, key)?.[SERVER_NAME];
  if (existing !== undefined && sameJson(existing, entry)) return { text: before, changes: [] };
  const after =
    text.trim() === ""
      ? `${JSON.stringify({ [key]: { [SERVER_NAME]: entry } }, null, 2)}\n`
      : edit(text, [key, SERVER_NAME], entry);
  return {
    text: after,
    changes: [existing === undefined ? mcpMessages.install.added(key) : mcpMessages.install.updated(key)],
  };
}

/** Takes `<key>.qgate` out; `<key>` too when qgate was its only server. */
export function removeJsonServer(
  before: string | undefined,
  file: string,
  key: ServersKey = "mcpServers",
): ConfigChange {
  if (before === undefined) return { text: before, changes: [] };
  const data = read(before, file);
  const list = servers(data, file, key);
  if (list?.[SERVER_NAME] === undefined) return { text: before, changes: [] };
  const onlyOne = Object.keys(list).length === 1;
  const path = onlyOne ? [key] : [key, SERVER_NAME];
  const after = edit(before, path, undefined);
  const empty = onlyOne && Object.keys(data).length === 1;
  return { text: empty ? undefined : after, changes: [mcpMessages.install.removed(key)] };
}
