/**
 * qgate's server in Codex CLI's config.toml: the `[mcp_servers.qgate]` table. Pure: old text in, new
 * text out. Edited as text, table by table, so every other setting, comment and server stays byte for
 * byte (a TOML library would rewrite the file); install puts the table at the end, or where it was,
 * and uninstall takes out that table and its sub-tables (`[mcp_servers.qgate.env]`) and nothing else.
 */
import { SERVER_NAME, type ConfigChange } from "./json-servers.js";
import { mcpMessages } from "../../messages.js";

/** `[mcp_servers.qgate]`, `[mcp_servers."qgate"]`, `[ mcp_servers.qgate.env ]`: qgate's tables. */
const OWN_HEADER = new RegExp(
  `^\\s*\\[\\s*mcp_servers\\s*\\.\\s*(?:${SERVER_NAME}|"${SERVER_NAME}"|'${SERVER_NAME}')\\s*(?:\\.[^\\]]*)?\\]\\s*(?:#.*)?$`,
);
/** Any table or array-of-tables header. */
const HEADER = /^\s*\[/;

/** A TOML basic string (JSON's escapes are TOML's). */
function str(value: string): string {
  return JSON.stringify(value);
}

export function codexTable(entry: { command: string; args: string[] }): string {
  return `[mcp_servers.${SERVER_NAME}]\ncommand = ${str(entry.command)}\nargs = [${entry.args.map(str).join(", ")}]\n`;
}

/** The file's lines split at qgate's tables: the text before, qgate's tables, the text after. */
function split(text: string): { before: string[]; own: string[]; after: string[] } | undefined {
  const lines = text.split("\n");
  const start = lines.findIndex((line) => OWN_HEADER.test(line));
  if (start === -1) return undefined;
  let end = start + 1;
  while (end < lines.length && (!HEADER.test(lines[end]!) || OWN_HEADER.test(lines[end]!))) end++;
  // Trailing blank lines of the table belong to what follows.
  let ownEnd = end;
  while (ownEnd > start + 1 && lines[ownEnd - 1]!.trim() === "") ownEnd--;
  return { before: lines.slice(0, start), own: lines.slice(start, ownEnd), after: lines.slice(ownEnd) };
}

export function addCodexServer(
  before: string | undefined,
  entry: { command: string; args: string[] },
): ConfigChange {
  const table = codexTable(entry);
  const text = before ?? "";
  const parts = split(text);
  if (parts) {
    const current = `${parts.own.join("\n")}\n`;
    if (current === table) return { text: before, changes: [] };
    const after = [...parts.before, ...table.trimEnd().split("\n"), ...parts.after].join("\n");
    return { text: after, changes: [mcpMessages.install.updated("[mcp_servers]")] };
  }
  const base = text === "" ? "" : `${text.endsWith("\n") ? text : `${text}\n`}\n`;
  return { text: `${base}${table}`, changes: [mcpMessages.install.added("[mcp_servers]")] };
}

export function removeCodexServer(before: string | undefined): ConfigChange {
  if (before === undefined) return { text: before, changes: [] };
  const parts = split(before);
  if (!parts) return { text: before, changes: [] };
  const head = [...parts.before];
  // The blank line install put before the table goes with it.
  if (head.length > 0 && head[head.length - 1]!.trim() === "") head.pop();
  const tail = [...parts.after];
  // At the top of the file, the blank lines that separated the table from what follows go too.
  while (head.length === 0 && tail.length > 1 && tail[0]!.trim() === "") tail.shift();
  const after = [...head, ...tail].join("\n");
  return {
    text: after.trim() === "" ? undefined : after,
    changes: [mcpMessages.install.removed("[mcp_servers]")],
  };
}
