/**
 * The path every new user takes: the daemon is on (QGATE_DAEMON unset, the default) and none is
 * running. Every other test runs with QGATE_DAEMON=0 (vitest.config.ts), and the daemon tests start
 * one first, so these are the tests that see the client fall back to a cold run when no daemon can
 * answer: never a silent pass. Each test has its own empty, private daemon directory, and stops any
 * daemon it caused to start.
 */
import { existsSync, mkdtempSync, readdirSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { runQgate, type RunResult } from "../helpers/cli.js";
import { REPO_ROOT } from "../helpers/project.js";
import { claudeInput, hookProject, type HookProject } from "../helpers/hook-project.js";

const dirs: string[] = [];
const projects: HookProject[] = [];

/** The default environment: QGATE_DAEMON unset, a daemon directory of the test's own (0700, empty). */
function defaultDaemon(): { dir: string; env: Record<string, string | undefined> } {
  const dir = mkdtempSync(path.join(tmpdir(), "qgate-default-daemon-"));
  dirs.push(dir);
  return { dir, env: { QGATE_DAEMON: undefined, QGATE_DAEMON_DIR: dir, CI: undefined } };
}

afterEach(async () => {
  for (const dir of dirs.splice(0)) {
    // Whatever a test caused to start is stopped with the environment that names its directory.
    await runQgate(["daemon", "stop"], { env: { QGATE_DAEMON: undefined, QGATE_DAEMON_DIR: dir } });
    rmSync(dir, { recursive: true, force: true });
  }
  for (const p of projects.splice(0)) p.cleanup();
});

/** `npm run demo` (test/e2e/check-demo.test.ts): blocking findings from all four checks. */
const DEMO = ["check", "--cwd", "fixtures/demo", "--strict", "."];

function expectDemoBlocked(result: RunResult): void {
  expect(result.exitCode, result.stderr).toBe(1);
  expect(result.stdout).toMatch(/^src\/client\.ts\n\s+4:9\s+error\s+Type 'string' is not assignable/m);
  expect(result.stdout.trimEnd().split("\n").at(-1)).toMatch(/^BLOCKED \d+ files, 8 errors, 0 warnings \(/);
}

/** A strict Claude Code PostToolUse on the hook project's badly formatted file. */
async function strictHook(p: HookProject, env: Record<string, string | undefined>): Promise<RunResult> {
  const input = claudeInput(p, "PostToolUse", {
    tool_name: "Write",
    tool_input: { file_path: path.join(p.dir, "src/bad.ts"), content: "" },
    tool_response: { success: true },
  });
  return p.run(["hook"], { input, env: { CLAUDE_STRICT_QUALITY: "true", ...env } });
}

function expectHookBlocked(result: RunResult): void {
  expect(result.exitCode, result.stderr).toBe(2);
  const answer = JSON.parse(result.stdout) as { decision: string; reason: string };
  expect(answer.decision).toBe("block");
  expect(answer.reason).toMatch(/^qgate: the operation is blocked: 1 blocking finding in src\/bad\.ts/);
}

describe("the default daemon path (daemon on, none running)", () => {
  it("qgate check runs cold, silently, and reports the block with exit 1; it starts no daemon", async () => {
    const { dir, env } = defaultDaemon();
    const result = await runQgate(DEMO, { cwd: REPO_ROOT, env });
    expectDemoBlocked(result);
    // No daemon was expected (check never starts one), so nothing is said about it.
    expect(result.stderr).toBe("");
    expect(readdirSync(dir)).toEqual([]);
  });

  it("qgate hook with CI=true (no autostart) still gates, cold, and starts no daemon", async () => {
    const p = await hookProject();
    projects.push(p);
    const { dir, env } = defaultDaemon();
    const result = await strictHook(p, { ...env, CI: "true" });
    expectHookBlocked(result);
    expect(readdirSync(dir)).toEqual([]);
  });

  it("a stale socket left by a killed daemon: check falls back and reports; a hook starts a fresh daemon and gates", async () => {
    const p = await hookProject();
    projects.push(p);
    const { env } = defaultDaemon();
    expect((await runQgate(["daemon", "start"], { env })).exitCode).toBe(0);
    const status = JSON.parse((await runQgate(["daemon", "status", "--format", "json"], { env })).stdout) as {
      pid: number;
      socket: string;
    };
    process.kill(status.pid, "SIGKILL");
    await new Promise<void>((resolve) => {
      const poll = () => {
        try {
          process.kill(status.pid, 0);
          setTimeout(poll, 20);
        } catch {
          resolve();
        }
      };
      poll();
    });
    // What a killed daemon leaves: its socket file, with nothing listening.
    expect(existsSync(status.socket)).toBe(true);

    const check = await p.run(["check", "--strict", "src/bad.ts", "src/ok.ts"], { env });
    expect(check.exitCode, check.stderr).toBe(1);
    expect(check.stdout).toMatch(/^src\/bad\.ts\n\s+1:1\s+error\s+File is not formatted/m);
    expect(check.stdout.trimEnd().split("\n").at(-1)).toMatch(/^BLOCKED 2 files, 1 error, 0 warnings \(/);
    expect(check.stderr).toBe("");

    // A hook (autostart on) replaces the stale socket with a new daemon, which answers.
    const hook = await strictHook(p, env);
    expectHookBlocked(hook);
    expect(hook.stderr).not.toMatch(/daemon/);
    const after = JSON.parse((await runQgate(["daemon", "status", "--format", "json"], { env })).stdout) as {
      running: boolean;
      pid: number;
      requests: number;
    };
    expect(after.running).toBe(true);
    expect(after.pid).not.toBe(status.pid);
    expect(after.requests).toBe(1);
    // The metrics log says how each run was served (qgate stats and the dashboard count it).
    expect(p.log("metrics").map((line) => (line as { served?: string }).served)).toEqual(["cold", "warm"]);
  });
});
