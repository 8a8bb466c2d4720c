/** The MCP config writers (src/mcp/install/): old text in, new text out, for the JSON configs and Codex's TOML. */
import { describe, expect, it } from "vitest";
import { addCodexServer, removeCodexServer } from "../../src/mcp/install/codex-toml.js";
import { addJsonServer, removeJsonServer } from "../../src/mcp/install/json-servers.js";
import { MCP_TARGETS, serverCommand } from "../../src/mcp/install/targets.js";

const ENTRY = { command: "npx", args: ["--no-install", "qgate", "mcp"] };

describe("JSON mcp (OpenCode, Kilo)", () => {
  it("writes and removes `mcp.qgate`, keeping what else the file holds", () => {
    const hand = `{\n  "$schema": "https://opencode.ai/config.json",\n  "mcp": {\n    "github": { "type": "remote", "url": "https://x" }\n  }\n}\n`;
    const entry = MCP_TARGETS.opencode.entry("npx", ["--no-install", "qgate", "mcp"]);
    expect(entry).toEqual({ type: "local", command: ["npx", "--no-install", "qgate", "mcp"], enabled: true });
    const installed = addJsonServer(hand, entry, "opencode.json", "mcp");
    expect((JSON.parse(installed.text!) as { mcp: Record<string, unknown> }).mcp.qgate).toEqual(entry);
    expect(installed.changes).toEqual(["added qgate's MCP server to mcp"]);
    expect(addJsonServer(installed.text, entry, "opencode.json", "mcp").changes).toEqual([]);
    expect(removeJsonServer(installed.text, "opencode.json", "mcp").text).toBe(hand);
    // Only `mcp` is theirs: an `mcpServers.qgate` in the same file is not touched.
    expect(removeJsonServer(`{ "mcpServers": { "qgate": {} } }`, "kilo.json", "mcp").changes).toEqual([]);
  });
});

describe("JSON mcpServers (Claude Code, Gemini CLI, Cursor, Copilot CLI)", () => {
  it("creates the file's content when there is none, and a second install changes nothing", () => {
    const first = addJsonServer(undefined, ENTRY, ".mcp.json");
    expect(JSON.parse(first.text!)).toEqual({ mcpServers: { qgate: ENTRY } });
    expect(first.changes).toHaveLength(1);
    const second = addJsonServer(first.text, ENTRY, ".mcp.json");
    expect(second).toEqual({ text: first.text, changes: [] });
  });

  it("keeps other servers, settings and comments, and uninstall gives the file back byte for byte", () => {
    const hand = `{
  // the team's servers
  "theme": "dark",
  "mcpServers": {
    "github": { "command": "gh-mcp", "args": [] }
  }
}
`;
    const installed = addJsonServer(hand, ENTRY, "settings.json").text!;
    expect(installed).toContain("// the team's servers");
    expect(installed).toContain('"github": { "command": "gh-mcp", "args": [] }');
    expect(installed).toMatch(/"qgate": \{/);
    const removed = removeJsonServer(installed, "settings.json");
    expect(removed.text).toBe(hand);
    expect(removed.changes).toHaveLength(1);
  });

  it("a file without mcpServers gets it, and loses it again on uninstall", () => {
    const hand = `{\n  "theme": "dark"\n}\n`;
    const installed = addJsonServer(hand, ENTRY, "settings.json").text!;
    expect(JSON.parse(installed)).toEqual({ theme: "dark", mcpServers: { qgate: ENTRY } });
    expect(removeJsonServer(installed, "settings.json").text).toBe(hand);
  });

  it("uninstall removes the file when qgate's entry was all it held", () => {
    const installed = addJsonServer(undefined, ENTRY, ".mcp.json").text;
    expect(removeJsonServer(installed, ".mcp.json")).toEqual({
      text: undefined,
      changes: [expect.any(String)],
    });
  });

  it("updates an entry with another command; uninstall without an entry changes nothing", () => {
    const old = addJsonServer(undefined, { command: "qgate", args: ["mcp"] }, "x").text!;
    const updated = addJsonServer(old, ENTRY, "x");
    expect(updated.changes[0]).toMatch(/^updated/);
    expect(JSON.parse(updated.text!)).toEqual({ mcpServers: { qgate: ENTRY } });
    const none = `{"mcpServers": {"other": {"command": "x"}}}`;
    expect(removeJsonServer(none, "x")).toEqual({ text: none, changes: [] });
    expect(removeJsonServer(undefined, "x")).toEqual({ text: undefined, changes: [] });
  });

  it("refuses a file that is not a JSON object or whose mcpServers is not one", () => {
    expect(() => addJsonServer("[1]", ENTRY, "a.json")).toThrow(/^a\.json: not a JSON object/);
    expect(() => addJsonServer(`{"mcpServers": []}`, ENTRY, "a.json")).toThrow(
      /"mcpServers" is not an object/,
    );
  });
});

describe("Codex config.toml [mcp_servers.qgate]", () => {
  const hand = `model = "o3"\n\n[mcp_servers.github]\ncommand = "gh-mcp"\n\n[profiles.fast]\nmodel = "o4-mini"\n`;

  it("appends qgate's table, keeps everything else, and uninstall gives the file back byte for byte", () => {
    const installed = addCodexServer(hand, ENTRY);
    expect(installed.text).toBe(
      `${hand}\n[mcp_servers.qgate]\ncommand = "npx"\nargs = ["--no-install", "qgate", "mcp"]\n`,
    );
    expect(addCodexServer(installed.text, ENTRY)).toEqual({ text: installed.text, changes: [] });
    expect(removeCodexServer(installed.text).text).toBe(hand);
  });

  it("a new file holds only the table, and goes on uninstall", () => {
    const installed = addCodexServer(undefined, ENTRY).text!;
    expect(installed).toBe(`[mcp_servers.qgate]\ncommand = "npx"\nargs = ["--no-install", "qgate", "mcp"]\n`);
    expect(removeCodexServer(installed).text).toBeUndefined();
  });

  it("updates the table where it is, and uninstall takes its sub-tables too, nothing after them", () => {
    const text = `[mcp_servers."qgate"]\ncommand = "qgate"\nargs = ["mcp"]\n\n[mcp_servers.qgate.env]\nX = "1"\n\n[tui]\nnotifications = true\n`;
    const updated = addCodexServer(text, ENTRY);
    expect(updated.changes[0]).toMatch(/^updated/);
    expect(updated.text).toBe(
      `[mcp_servers.qgate]\ncommand = "npx"\nargs = ["--no-install", "qgate", "mcp"]\n\n[tui]\nnotifications = true\n`,
    );
    expect(removeCodexServer(text).text).toBe(`[tui]\nnotifications = true\n`);
    expect(removeCodexServer(hand)).toEqual({ text: hand, changes: [] });
  });

  it("does not touch a server whose name only starts with qgate", () => {
    const text = `[mcp_servers.qgate-old]\ncommand = "x"\n`;
    expect(removeCodexServer(text)).toEqual({ text, changes: [] });
  });
});

describe("targets", () => {
  it("each assistant's file and entry", () => {
    const env = { HOME: "/home/u" };
    expect(MCP_TARGETS.claude.file("project", "/p", env)).toBe("/p/.mcp.json");
    expect(MCP_TARGETS.codex.file("project", "/p", env)).toBe("/p/.codex/config.toml");
    expect(MCP_TARGETS.codex.file("user", "/p", { ...env, CODEX_HOME: "/c" })).toBe("/c/config.toml");
    expect(MCP_TARGETS.gemini.file("user", "/p", env)).toBe("/home/u/.gemini/settings.json");
    expect(MCP_TARGETS.cursor.file("project", "/p", env)).toBe("/p/.cursor/mcp.json");
    expect(MCP_TARGETS.copilot.file("user", "/p", env)).toBe("/home/u/.copilot/mcp-config.json");
    expect(MCP_TARGETS.copilot.file("user", "/p", { ...env, COPILOT_HOME: "/g" })).toBe("/g/mcp-config.json");
    expect(MCP_TARGETS.qwen.file("project", "/p", env)).toBe("/p/.qwen/settings.json");
    expect(MCP_TARGETS.qwen.file("user", "/p", env)).toBe("/home/u/.qwen/settings.json");
    expect(MCP_TARGETS.opencode.file("user", "/p", env)).toBe("/home/u/.config/opencode/opencode.json");
    expect(MCP_TARGETS.kilo.file("project", "/p", env)).toBe("/p/kilo.json");
    expect([MCP_TARGETS.opencode.serversKey, MCP_TARGETS.kilo.serversKey]).toEqual(["mcp", "mcp"]);
    expect(MCP_TARGETS.qwen.entry("npx", ["qgate", "mcp"])).toEqual({
      command: "npx",
      args: ["qgate", "mcp"],
    });
    expect(MCP_TARGETS.claude.entry("npx", ["qgate", "mcp"])).toEqual({
      type: "stdio",
      command: "npx",
      args: ["qgate", "mcp"],
    });
    expect(MCP_TARGETS.copilot.entry("qgate", ["mcp"])).toEqual({
      type: "local",
      command: "qgate",
      args: ["mcp"],
      tools: ["*"],
    });
    expect(serverCommand("npx --no-install qgate")).toEqual(ENTRY);
  });
});
