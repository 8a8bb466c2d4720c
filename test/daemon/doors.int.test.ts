/**
 * The editor and MCP doors' way to a run (src/lsp/gate.ts gateRunner, src/mcp/check.ts checkRunner)
 * with the real CLI's main() and, for the warm path, a real daemon started from this checkout's
 * bin/qgate.js in a private directory of the test's own: in CI or with QGATE_DAEMON off a door runs
 * the check itself and starts no daemon; with a daemon serving, the check is the daemon's and the MCP
 * answer says `warm`, else `cold`. The LSP door asks for the checks its setting runs (`--only`).
 */
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import {
  existsSync,
  mkdtempSync,
  readFileSync,
  readdirSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import os from "node:os";
import path from "node:path";
import { execa } from "execa";
import { main } from "../../src/cli/main.js";
import { socketAnswers } from "../../src/daemon/server.js";
import { spawnDaemon, stopDaemon } from "../../src/daemon/client.js";
import { daemonFiles } from "../../src/daemon/paths.js";
import type { RunCli } from "../../src/daemon/run-request.js";
import { gateRunner } from "../../src/lsp/gate.js";
import { checkRunner } from "../../src/mcp/check.js";
import { projectStatus } from "../../src/mcp/status.js";
import { until } from "../helpers/processes.js";

const savedEnv = { ...process.env };
let base: string;
let root: string;
const TEXT = "export const a = 1;\n";

/** The real main(), writing down each argv it was run with (a run in this process: cold). */
function coldMain(seen: string[][]): RunCli {
  return (argv, options) => {
    seen.push(argv);
    return main(argv, options);
  };
}

function useDaemonDir(name: string): string {
  const dir = path.join(base, name);
  process.env.QGATE_DAEMON_DIR = dir;
  return dir;
}

beforeAll(async () => {
  base = realpathSync(mkdtempSync(path.join(os.tmpdir(), "qgate-doors-")));
  root = path.join(base, "project");
  await execa("git", ["init", "-q", root]);
  writeFileSync(path.join(root, "a.ts"), TEXT);
});

afterEach(() => {
  process.env = { ...savedEnv };
});

afterAll(async () => {
  for (const name of ["none", "off", "warm"]) {
    process.env.QGATE_DAEMON_DIR = path.join(base, name);
    await stopDaemon(daemonFiles());
  }
  process.env = { ...savedEnv };
  rmSync(base, { recursive: true, force: true });
});

describe("a door without a daemon", () => {
  it("in CI runs the check itself, with only the checks asked for, and starts no daemon", async () => {
    const dir = useDaemonDir("none");
    delete process.env.QGATE_DAEMON;
    process.env.CI = "true";
    const seen: string[][] = [];
    const notes: string[] = [];
    const report = await gateRunner(coldMain(seen), (note) => notes.push(note)).run(root, "a.ts", TEXT, [
      "format",
    ]);
    expect(report.verdict).toBe("pass");
    expect(seen).toHaveLength(1);
    expect(seen[0]).toContain("--only=format");
    expect(seen[0]).toContain("--stdin-filepath=a.ts");
    const all: string[][] = [];
    await gateRunner(coldMain(all), () => undefined).run(root, "a.ts", TEXT, undefined);
    expect(all[0]!.some((arg) => arg.startsWith("--only"))).toBe(false);

    const mcp = await checkRunner(root, coldMain(seen)).run({ files: ["a.ts"], only: ["format"] });
    expect(mcp.served).toBe("cold");
    expect(mcp.notes.filter((note) => note.includes("daemon"))).toEqual([]);
    expect(seen).toHaveLength(2);
    expect(notes).toEqual([]);
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
  });

  it("with QGATE_DAEMON=off runs the check itself and starts no daemon, CI or not", async () => {
    const dir = useDaemonDir("off");
    delete process.env.CI;
    process.env.QGATE_DAEMON = "off";
    const seen: string[][] = [];
    await gateRunner(coldMain(seen), () => undefined).run(root, "a.ts", TEXT, ["format"]);
    const mcp = await checkRunner(root, coldMain(seen)).run({ files: ["a.ts"], only: ["format"] });
    expect(mcp.served).toBe("cold");
    expect(seen).toHaveLength(2);
    // The MCP status tool says the daemon is off, as the check found it.
    expect((await projectStatus(root)).daemon).toEqual({ enabled: false, running: false });
    expect(existsSync(dir) ? readdirSync(dir) : []).toEqual([]);
  });
});

describe("a door with a daemon serving", () => {
  it("leaves the check to the daemon, and the MCP answer says it was warm", async () => {
    useDaemonDir("warm");
    delete process.env.CI;
    delete process.env.QGATE_DAEMON;
    const files = daemonFiles();
    await spawnDaemon(files);
    await until(() => socketAnswers(files.socket));
    const seen: string[][] = [];
    const notes: string[] = [];
    const mcp = await checkRunner(root, coldMain(seen)).run({ files: ["a.ts"], only: ["format"] });
    expect(mcp.served).toBe("warm");
    expect(mcp.verdict).toBe("pass");
    const report = await gateRunner(coldMain(seen), (note) => notes.push(note)).run(root, "a.ts", TEXT, [
      "format",
    ]);
    expect(report.verdict).toBe("pass");
    expect(seen).toEqual([]);
    expect(notes).toEqual([]);
    // The MCP status tool names the daemon that served: its pid (from its state file) and requests.
    const { pid } = JSON.parse(readFileSync(files.state, "utf8")) as { pid: number };
    const { daemon } = await projectStatus(root);
    expect(daemon).toMatchObject({ enabled: true, running: true, pid });
    expect(daemon.requests).toBeGreaterThanOrEqual(2);
  });
});
