/**
 * `qgate install opencode|kilo --lsp` through the CLI in the test's process (test/helpers/in-process.ts): qgate's language server in the
 * config's `lsp` key (OpenCode's shape: a command array and the extensions it serves), beside the MCP
 * entry when both are installed, idempotent, and uninstall takes out exactly it; Claude Code's
 * plugin (a marketplace of one under .claude/qgate-plugins). Any other assistant is one usage line.
 */
import { existsSync, readFileSync } from "node:fs";
import path from "node:path";
import { describe, expect, it } from "vitest";
import { isOneLineError } from "../helpers/cli.js";
import { runInProcess } from "../helpers/in-process.js";
import { tempProjects } from "../helpers/temp-projects.js";

const tempProject = tempProjects();

const ENTRY = {
  command: ["npx", "--no-install", "qgate", "lsp", "--stdio"],
  extensions: [".ts", ".tsx", ".mts", ".cts", ".js", ".jsx", ".mjs", ".cjs"],
  initialization: { ruleInMessage: true },
};

describe("qgate install <assistant> --lsp", () => {
  it("adds qgate to OpenCode's and Kilo's lsp config, idempotently, beside the MCP entry; uninstall removes it", async () => {
    const project = await tempProject(undefined, { git: true });
    for (const [assistant, name] of [
      ["opencode", "opencode.json"],
      ["kilo", "kilo.json"],
    ] as const) {
      const file = path.join(project.dir, name);
      const installed = await runInProcess(["install", assistant, "--lsp"], { cwd: project.dir });
      expect(installed.exitCode, installed.stderr).toBe(0);
      expect(installed.stdout).toContain("language server");
      const text = readFileSync(file, "utf8");
      expect((JSON.parse(text) as { lsp: Record<string, unknown> }).lsp.qgate).toEqual(ENTRY);
      const again = await runInProcess(["install", assistant, "--lsp"], { cwd: project.dir });
      expect(again.exitCode).toBe(0);
      expect(readFileSync(file, "utf8")).toBe(text);
      expect((await runInProcess(["install", assistant, "--mcp"], { cwd: project.dir })).exitCode).toBe(0);
      const both = JSON.parse(readFileSync(file, "utf8")) as Record<string, Record<string, unknown>>;
      expect(Object.keys(both).sort()).toEqual(["lsp", "mcp"]);
      expect((await runInProcess(["uninstall", assistant, "--lsp"], { cwd: project.dir })).exitCode).toBe(0);
      expect(Object.keys(JSON.parse(readFileSync(file, "utf8")) as object)).toEqual(["mcp"]);
      expect((await runInProcess(["uninstall", assistant, "--mcp"], { cwd: project.dir })).exitCode).toBe(0);
      expect(existsSync(file)).toBe(false);
    }
  }, 120_000);

  it("writes Claude Code's plugin, idempotently, prints the commands that add it, and uninstall removes it", async () => {
    const project = await tempProject(undefined, { git: true });
    const market = path.join(project.dir, ".claude", "qgate-plugins");
    const plugin = path.join(market, "qgate-lsp", ".claude-plugin", "plugin.json");
    const installed = await runInProcess(["install", "claude", "--lsp"], { cwd: project.dir });
    expect(installed.exitCode, installed.stderr).toBe(0);
    expect(installed.stdout).toContain(
      "claude plugin marketplace add ./.claude/qgate-plugins --scope project",
    );
    expect(installed.stdout).toContain("claude plugin install qgate-lsp@qgate --scope project");
    const written = JSON.parse(readFileSync(plugin, "utf8")) as {
      lspServers: { qgate: { command: string; args: string[]; extensionToLanguage: Record<string, string> } };
    };
    expect(written.lspServers.qgate.command).toBe("npx");
    expect(written.lspServers.qgate.args).toEqual(["--no-install", "qgate", "lsp", "--stdio"]);
    expect(Object.keys(written.lspServers.qgate.extensionToLanguage)).toEqual(ENTRY.extensions);
    const marketplace = JSON.parse(
      readFileSync(path.join(market, ".claude-plugin", "marketplace.json"), "utf8"),
    ) as { name: string; plugins: Array<{ name: string; source: string }> };
    expect(marketplace.name).toBe("qgate");
    expect(marketplace.plugins).toMatchObject([{ name: "qgate-lsp", source: "./qgate-lsp" }]);
    const text = readFileSync(plugin, "utf8");
    const again = await runInProcess(["install", "claude", "--lsp"], { cwd: project.dir });
    expect(again.exitCode).toBe(0);
    expect(again.stdout).not.toContain("claude plugin install");
    expect(readFileSync(plugin, "utf8")).toBe(text);
    // Hooks and the language server are separate installs: --lsp wrote no settings.
    expect(existsSync(path.join(project.dir, ".claude", "settings.json"))).toBe(false);
    expect((await runInProcess(["uninstall", "claude", "--lsp"], { cwd: project.dir })).exitCode).toBe(0);
    expect(existsSync(plugin)).toBe(false);
    expect(existsSync(market)).toBe(false);
  }, 60_000);

  it("refuses --lsp for an assistant whose language-server config qgate does not write, in one line", async () => {
    const project = await tempProject(undefined, { git: true });
    const result = await runInProcess(["install", "gemini", "--lsp"], { cwd: project.dir });
    expect(result.exitCode).toBe(2);
    expect(isOneLineError(result.stderr)).toBe(true);
    expect(result.stderr).toContain("opencode, kilo and claude only");
  }, 30_000);
});
