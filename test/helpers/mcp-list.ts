/**
 * `qgate install <assistant> --mcp` checked by the assistant itself: OpenCode and its fork Kilo list
 * their MCP servers with `<binary> mcp list`, starting each one to show whether it connects. The
 * packed qgate's server must show connected after install, and be gone after uninstall.
 */
import { mkdtempSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { execa } from "execa";
import { expect } from "vitest";
import { QGATE_BIN, runQgate } from "./cli.js";
import { tempProject } from "./project.js";

export async function expectMcpListConnects(assistant: "opencode" | "kilo", binary: string): Promise<void> {
  const project = await tempProject(undefined, { git: true });
  const scratch = mkdtempSync(path.join(tmpdir(), `qgate-${assistant}-mcp-`));
  try {
    const env = {
      HOME: scratch,
      XDG_CONFIG_HOME: path.join(scratch, ".config"),
      XDG_DATA_HOME: path.join(scratch, ".local", "share"),
      XDG_CACHE_HOME: path.join(scratch, ".cache"),
      XDG_STATE_HOME: path.join(scratch, ".local", "state"),
      OPENCODE_DISABLE_AUTOUPDATE: "1",
      OPENCODE_DISABLE_MODELS_FETCH: "1",
    };
    const command = `${process.execPath} ${QGATE_BIN}`;
    const installed = await runQgate(["install", assistant, "--mcp", "--command", command], {
      cwd: project.dir,
      env,
    });
    expect(installed.exitCode, installed.stderr).toBe(0);
    const listed = async () => {
      const result = await execa(binary, ["mcp", "list"], {
        cwd: project.dir,
        env: { ...env, PWD: project.dir },
        reject: false,
      });
      return stripVTControlCharacters(result.stdout + result.stderr);
    };
    expect(await listed()).toMatch(/✓ qgate\s+connected/);
    expect((await runQgate(["uninstall", assistant, "--mcp"], { cwd: project.dir, env })).exitCode).toBe(0);
    expect(await listed()).not.toMatch(/✓ qgate/);
  } finally {
    project.cleanup();
    rmSync(scratch, { recursive: true, force: true });
  }
}
