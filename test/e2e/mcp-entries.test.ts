/**
 * `qgate install codex|copilot --mcp` read back by the real clients: Codex CLI (0.169.0,
 * fixtures/codex-cli) and GitHub Copilot CLI (1.0.102, fixtures/copilot-cli) list their MCP servers
 * with `<binary> mcp list --json`, from the very files they read at a session's start. qgate's entry
 * must be there with the command qgate wrote, and gone after uninstall. (Neither client starts a
 * server to list it; Claude Code, Gemini CLI, OpenCode and Kilo run the server in their own tests.)
 */
import { existsSync, mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { execa } from "execa";
import { describe, expect, it } from "vitest";
import { QGATE_BIN, runQgate } from "../helpers/cli.js";
import { FIXTURES, tempProject } from "../helpers/project.js";

const CODEX = path.join(FIXTURES, "codex-cli", "node_modules", ".bin", "codex");
const COPILOT = path.join(FIXTURES, "copilot-cli", "node_modules", ".bin", "copilot");
const COMMAND = `${process.execPath} ${QGATE_BIN}`;

interface Listed {
  name: string;
  command?: string;
  args?: string[];
}

/** Installs qgate's entry, lists the client's servers, uninstalls, lists again. */
async function listBeforeAndAfter(
  assistant: "codex" | "copilot",
  list: (cwd: string, env: NodeJS.ProcessEnv) => Promise<Listed[]>,
  prepare: (scratch: string, projectDir: string) => NodeJS.ProcessEnv,
): Promise<{ installed: Listed[]; uninstalled: Listed[] }> {
  const project = await tempProject(undefined, { git: true });
  const scratch = mkdtempSync(path.join(tmpdir(), `qgate-${assistant}-entry-`));
  try {
    const env = prepare(scratch, project.dir);
    const installed = await runQgate(["install", assistant, "--mcp", "--command", COMMAND], {
      cwd: project.dir,
      env,
    });
    expect(installed.exitCode, installed.stderr).toBe(0);
    const before = await list(project.dir, env);
    const uninstalled = await runQgate(["uninstall", assistant, "--mcp"], { cwd: project.dir, env });
    expect(uninstalled.exitCode, uninstalled.stderr).toBe(0);
    return { installed: before, uninstalled: await list(project.dir, env) };
  } finally {
    project.cleanup();
    rmSync(scratch, { recursive: true, force: true });
  }
}

/** The JSON a client printed (after any warning lines it writes first). */
function jsonOf(stdout: string): unknown {
  return JSON.parse(stdout.slice(stdout.search(/^[[{]/m)));
}

describe.skipIf(!existsSync(CODEX))("Codex CLI reads the entry of qgate install codex --mcp", () => {
  it("codex mcp list --json shows qgate's server from the trusted project's .codex/config.toml, then not", async () => {
    const { installed, uninstalled } = await listBeforeAndAfter(
      "codex",
      async (cwd, env) => {
        const result = await execa(CODEX, ["mcp", "list", "--json"], { cwd, env, reject: false });
        expect(result.exitCode, result.stderr).toBe(0);
        const servers = jsonOf(result.stdout) as {
          name: string;
          transport: { command: string; args: string[] };
        }[];
        return servers.map((s) => ({ name: s.name, command: s.transport.command, args: s.transport.args }));
      },
      (scratch, projectDir) => {
        // Codex reads a project's .codex/config.toml only once the project is trusted.
        const home = path.join(scratch, "codex");
        mkdirSync(home);
        writeFileSync(
          path.join(home, "config.toml"),
          `[projects.${JSON.stringify(projectDir)}]\ntrust_level = "trusted"\n`,
        );
        return { CODEX_HOME: home, HOME: scratch };
      },
    );
    expect(installed).toEqual([{ name: "qgate", command: process.execPath, args: [QGATE_BIN, "mcp"] }]);
    expect(uninstalled).toEqual([]);
  });
});

describe.skipIf(!existsSync(COPILOT))("Copilot CLI reads the entry of qgate install copilot --mcp", () => {
  it("copilot mcp list --json shows qgate's server from $COPILOT_HOME/mcp-config.json, then not", async () => {
    const { installed, uninstalled } = await listBeforeAndAfter(
      "copilot",
      async (cwd, env) => {
        const result = await execa(COPILOT, ["mcp", "list", "--json"], { cwd, env, reject: false });
        expect(result.exitCode, result.stderr).toBe(0);
        const { mcpServers } = jsonOf(result.stdout) as {
          mcpServers: Record<string, { command: string; args: string[]; source: string }>;
        };
        return Object.entries(mcpServers).map(([name, s]) => ({ name, command: s.command, args: s.args }));
      },
      // COPILOT_HOME elsewhere than ~/.copilot: qgate must write where Copilot reads.
      (scratch) => ({ HOME: path.join(scratch, "home"), COPILOT_HOME: path.join(scratch, "copilot") }),
    );
    expect(installed).toEqual([{ name: "qgate", command: process.execPath, args: [QGATE_BIN, "mcp"] }]);
    expect(uninstalled).toEqual([]);
  });
});
