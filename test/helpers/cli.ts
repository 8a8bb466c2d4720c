/**
 * Runs the built qgate binary as a child process, the way an assistant or a git hook does: the copy
 * the global setup unpacked from `npm pack` (test/global-setup.ts), so the tests run what users install.
 */
import os from "node:os";
import path from "node:path";
import { execa } from "execa";
import { REPO_ROOT } from "./project.js";

export const QGATE_BIN = path.join(REPO_ROOT, ".cache", "e2e", "package", "bin", "qgate.js");

export interface RunResult {
  exitCode: number;
  stdout: string;
  stderr: string;
}

export interface RunOptions {
  cwd?: string;
  env?: Record<string, string | undefined>;
  /** Standard input; omitted means an empty, closed stdin (as in CI). */
  input?: string;
  timeoutMs?: number;
  /** Another copy of the binary (test/helpers/private-package.ts); the packed one by default. */
  bin?: string;
}

/**
 * Where runs log when a test does not say: `qgate check` writes metrics too, and a test run must never
 * write into the real ~/.claude/logs/qgate.
 */
const SCRATCH_LOG_DIR = path.join(os.tmpdir(), `qgate-test-logs-${process.pid}`);

/** Likewise for the record of the files `qgate install` created (installers/created-files.ts). */
const SCRATCH_STATE_DIR = path.join(os.tmpdir(), `qgate-test-state-${process.pid}`);

/** The environment a test's qgate runs with, on top of the test process's own. */
export function qgateEnv(
  chosen: Record<string, string | undefined> = {},
): Record<string, string | undefined> {
  const logDirChosen = ["QGATE_LOG_DIR", "CLAUDE_CONFIG_DIR", "HOME"].some((key) => key in chosen);
  const stateDirChosen = ["XDG_STATE_HOME", "HOME"].some((key) => key in chosen);
  return {
    ...(logDirChosen ? {} : { QGATE_LOG_DIR: SCRATCH_LOG_DIR }),
    ...(stateDirChosen ? {} : { XDG_STATE_HOME: SCRATCH_STATE_DIR }),
    NO_COLOR: "1",
    FORCE_COLOR: undefined,
    CLAUDE_STRICT_QUALITY: undefined,
    CLAUDE_PROJECT_DIR: undefined,
    QGATE_DEBUG: undefined,
    ...chosen,
  };
}

export async function runQgate(args: string[], options: RunOptions = {}): Promise<RunResult> {
  const env = qgateEnv(options.env);
  const result = await execa(process.execPath, [options.bin ?? QGATE_BIN, ...args], {
    cwd: options.cwd ?? REPO_ROOT,
    env,
    extendEnv: true,
    input: options.input ?? "",
    reject: false,
    timeout: options.timeoutMs ?? 120_000,
  });
  return { exitCode: result.exitCode ?? -1, stdout: result.stdout, stderr: result.stderr };
}

/** Asserts the shape of a bad-input error: exactly one line, starting with "qgate:", no stack trace. */
export function isOneLineError(stderr: string): boolean {
  const lines = stderr.trim().split("\n");
  return lines.length === 1 && lines[0]!.startsWith("qgate: ") && !/\n\s+at /.test(stderr);
}
