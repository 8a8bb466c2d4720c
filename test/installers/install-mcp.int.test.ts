/**
 * `qgate install <assistant> --mcp` through the CLI in the test's process (test/helpers/in-process.ts): each assistant's MCP config gets qgate's
 * server, a second install changes nothing, other servers stay, uninstall gives the file back (or
 * removes the file it created), and --dry-run writes nothing.
 */
import { existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { runInProcess } from "../helpers/in-process.js";
import { tempProjects } from "../helpers/temp-projects.js";

const tempProject = tempProjects();

const SERVER = { command: "npx", args: ["--no-install", "qgate", "mcp"] };

describe("qgate install <assistant> --mcp", () => {
  it("writes each assistant's MCP config, idempotently, and uninstall removes what it created", async () => {
    const project = await tempProject(undefined, { git: true });
    const home = path.join(project.dir, "home");
    mkdirSync(home);
    const env = { HOME: home, CODEX_HOME: undefined };
    // One assistant per kind of config (JSON mcpServers in the project and in the home directory,
    // Codex's TOML, OpenCode's `mcp`); every assistant's file and entry: test/mcp/install.test.ts.
    const files: Record<string, string> = {
      claude: path.join(project.dir, ".mcp.json"),
      codex: path.join(project.dir, ".codex", "config.toml"),
      copilot: path.join(home, ".copilot", "mcp-config.json"),
      opencode: path.join(project.dir, "opencode.json"),
    };
    for (const [assistant, file] of Object.entries(files)) {
      const installed = await runInProcess(["install", assistant, "--mcp"], { cwd: project.dir, env });
      expect(installed.exitCode, `${assistant}: ${installed.stderr}`).toBe(0);
      const text = readFileSync(file, "utf8");
      if (assistant === "codex") {
        expect(text).toBe(`[mcp_servers.qgate]\ncommand = "npx"\nargs = ["--no-install", "qgate", "mcp"]\n`);
      } else if (assistant === "opencode") {
        // OpenCode's shape (Kilo's too): `mcp`, one command array, as both clients read it.
        expect((JSON.parse(text) as { mcp: Record<string, unknown> }).mcp.qgate, assistant).toEqual({
          type: "local",
          command: ["npx", "--no-install", "qgate", "mcp"],
          enabled: true,
        });
      } else {
        const entry = (JSON.parse(text) as { mcpServers: Record<string, unknown> }).mcpServers.qgate;
        expect(entry, assistant).toMatchObject(SERVER);
      }
      const again = await runInProcess(["install", assistant, "--mcp"], { cwd: project.dir, env });
      expect(again.exitCode).toBe(0);
      expect(readFileSync(file, "utf8")).toBe(text);
      const removed = await runInProcess(["uninstall", assistant, "--mcp"], { cwd: project.dir, env });
      expect(removed.exitCode, removed.stderr).toBe(0);
      expect(existsSync(file), assistant).toBe(false);
    }
    // Twelve runs of the binary.
  }, 150_000);

  it("keeps a hand-written config byte for byte through install and uninstall; --dry-run writes nothing", async () => {
    const project = await tempProject(undefined, { git: true });
    const file = path.join(project.dir, ".mcp.json");
    const hand = `{\n  "mcpServers": {\n    "github": { "command": "gh-mcp" }\n  }\n}\n`;
    writeFileSync(file, hand);
    const dry = await runInProcess(["install", "claude", "--mcp", "--dry-run"], { cwd: project.dir });
    expect(dry.exitCode).toBe(0);
    expect(dry.stdout).toContain('"qgate"');
    expect(readFileSync(file, "utf8")).toBe(hand);
    expect(
      (await runInProcess(["install", "claude", "--mcp", "--command", "qgate"], { cwd: project.dir }))
        .exitCode,
    ).toBe(0);
    const data = JSON.parse(readFileSync(file, "utf8")) as { mcpServers: Record<string, unknown> };
    expect(data.mcpServers).toEqual({
      github: { command: "gh-mcp" },
      qgate: { type: "stdio", command: "qgate", args: ["mcp"] },
    });
    expect((await runInProcess(["uninstall", "claude", "--mcp"], { cwd: project.dir })).exitCode).toBe(0);
    expect(readFileSync(file, "utf8")).toBe(hand);
  });

  it("a scope the assistant does not have is a usage error", async () => {
    const project = await tempProject(undefined, { git: true });
    const result = await runInProcess(["install", "copilot", "--mcp", "--scope", "project"], {
      cwd: project.dir,
    });
    expect(result.exitCode).toBe(2);
    expect(result.stderr.trim()).toBe('qgate: install copilot --mcp: --scope "project": expected user');
  });
});
