/**
 * Runs a qgate command in the test's own process, as the daemon runs a forwarded one
 * (daemon/run-request.ts: the command's environment, directory and stdin, stdout and stderr captured):
 * for the door-level tests of the integration tier, where a process per call only re-pays Node's and the
 * CLI's start. The checks run on this thread (engine/host.ts's setColdHostKind), so the tools a test
 * file loads once serve its next runs, as a worker's would; every run is otherwise cold (no shared host,
 * no long-lived checks). What only a process or a worker thread shows (the thin client, the daemon, a
 * signal, a hung check killed on its timeout) stays end to end.
 */
import { main } from "../../src/cli/main.js";
import { runRequest } from "../../src/daemon/run-request.js";
import { setColdHostKind } from "../../src/engine/host.js";
import { qgateEnv, type RunOptions, type RunResult } from "./cli.js";
import { REPO_ROOT } from "./project.js";

let queue: Promise<unknown> = Promise.resolve();

export function runInProcess(args: string[], options: RunOptions = {}): Promise<RunResult> {
  setColdHostKind("inline");
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
