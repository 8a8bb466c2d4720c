/**
 * One forwarded command run in the daemon (src/daemon/run-request.ts runRequest): the CLI's main() sees
 * the client's environment (and only it), working directory, stdin and terminal flags, and the daemon's
 * own are back once the run is over, whatever the run did. The main() here is the seam's own contract
 * (the daemon is handed the CLI's main, never imports it): it writes down what it saw; the real CLI
 * behind it is run by test/e2e/daemon.test.ts.
 */
import { afterEach, describe, expect, it } from "vitest";
import { mkdtempSync, realpathSync, rmSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import type { RunRequest } from "../../src/daemon/protocol.js";
import { runRequest, type RunCli } from "../../src/daemon/run-request.js";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(): string {
  const dir = realpathSync(mkdtempSync(path.join(os.tmpdir(), "qgate-run-request-")));
  dirs.push(dir);
  return dir;
}

function request(fields: Partial<RunRequest>): RunRequest {
  return {
    type: "run",
    token: "",
    version: "",
    argv: ["check"],
    cwd: tempDir(),
    env: { PATH: "/usr/bin", CLIENT_ONLY: "yes" },
    stdinIsTTY: false,
    stdoutIsTTY: false,
    stderrIsTTY: false,
    ...fields,
  };
}

interface Seen {
  argv: string[];
  stdin: unknown;
  cwd: string;
  env: NodeJS.ProcessEnv;
  tty: [boolean | undefined, boolean | undefined, boolean | undefined];
}

/** A main() that writes down what it saw, writes to both streams and returns `code`. */
function recordingMain(seen: Seen[], code = 0, extra?: () => void): RunCli {
  return (argv, options) => {
    seen.push({
      argv,
      stdin: options.stdin,
      cwd: process.cwd(),
      env: { ...process.env },
      tty: [process.stdin.isTTY, process.stdout.isTTY, process.stderr.isTTY],
    });
    process.stdout.write("out\n");
    process.stderr.write("err\n");
    extra?.();
    return Promise.resolve(code);
  };
}

describe("runRequest", () => {
  it("runs main with the client's argv, environment (not the daemon's), directory and terminal flags", async () => {
    const seen: Seen[] = [];
    const asked = request({
      argv: ["hook", "--strict"],
      stdoutIsTTY: true,
      stdinIsTTY: false,
      stderrIsTTY: true,
    });
    const output = await runRequest(asked, recordingMain(seen, 1));
    expect(seen).toHaveLength(1);
    expect(seen[0]!.argv).toEqual(["hook", "--strict"]);
    // Exactly the client's variables: none of the daemon's own (a strict session's, another project's).
    expect(seen[0]!.env).toEqual({ PATH: "/usr/bin", CLIENT_ONLY: "yes" });
    expect(seen[0]!.cwd).toBe(asked.cwd);
    expect(seen[0]!.tty).toEqual([false, true, true]);
    expect(output.exitCode).toBe(1);
    expect(output.stdout.toString()).toBe("out\n");
    expect(output.stderr.toString()).toBe("err\n");
  });

  it("hands main the stdin text, or that the client's stdin was too large, or nothing", async () => {
    const seen: Seen[] = [];
    await runRequest(request({ stdin: "{}" }), recordingMain(seen));
    await runRequest(request({ stdinTooLarge: true }), recordingMain(seen));
    await runRequest(request({}), recordingMain(seen));
    expect(seen.map((s) => s.stdin)).toEqual([{ text: "{}" }, { tooLarge: true }, undefined]);
  });

  it("answers the exit code a run left in process.exitCode (a broken pipe), and puts the daemon's back", async () => {
    const before = process.exitCode;
    const output = await runRequest(
      request({}),
      recordingMain([], 0, () => {
        process.exitCode = 3;
      }),
    );
    expect(output.exitCode).toBe(3);
    expect(process.exitCode).toBe(before);
  });

  it("puts back the daemon's environment, directory and terminal flags, also when main throws", async () => {
    const cwd = process.cwd();
    const env = process.env;
    const tty = [process.stdin.isTTY, process.stdout.isTTY, process.stderr.isTTY];
    await runRequest(request({ stdoutIsTTY: true, stderrIsTTY: true, stdinIsTTY: true }), recordingMain([]));
    const throwing: RunCli = () => Promise.reject(new Error("boom"));
    await expect(runRequest(request({}), throwing)).rejects.toThrow("boom");
    expect(process.cwd()).toBe(cwd);
    expect(process.env).toBe(env);
    expect(process.env.CLIENT_ONLY).toBeUndefined();
    expect([process.stdin.isTTY, process.stdout.isTTY, process.stderr.isTTY]).toEqual(tty);
  });
});
