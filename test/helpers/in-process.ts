/**
 * Runs a qgate command in the test's own process, as the daemon runs a forwarded one
 * (daemon/run-request.ts: the command's environment, directory and stdin, stdout and stderr captured):
 * for the door-level tests of the integration tier, where a process per call only re-pays Node's and the
 * CLI's start. What only a process shows (the thin client, a signal, a timeout's kill) stays end to end.
 */
import { main } from "../../src/cli/main.js";
import { runRequest } from "../../src/daemon/run-request.js";
import { qgateEnv, type RunOptions, type RunResult } from "./cli.js";
import { REPO_ROOT } from "./project.js";

let queue: Promise<unknown> = Promise.resolve();

export function runInProcess(args: string[], options: RunOptions = {}): Promise<RunResult> {
  const merged = { ...process.env, ...qgateEnv(options.env) };
  const env = Object.fromEntries(
    Object.entries(merged).filter((entry): entry is [string, string] => entry[1] !== undefined),
  );
  // One at a time: a run swaps the process's environment, directory and output streams.
  const next = queue.then(async () => {
    const output = await runRequest(
      {
        type: "run",
        token: "",
        version: "",
        argv: args,
        cwd: options.cwd ?? REPO_ROOT,
        env,
        stdin: options.input ?? "",
        stdinIsTTY: false,
        stdoutIsTTY: false,
        stderrIsTTY: false,
      },
      main,
    );
    return {
      exitCode: output.exitCode,
      stdout: output.stdout.toString("utf8").replace(/\n$/, ""),
      stderr: output.stderr.toString("utf8").replace(/\n$/, ""),
    };
  });
  queue = next.catch(() => undefined);
  return next;
}
