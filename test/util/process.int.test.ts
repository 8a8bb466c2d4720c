/**
 * isAlive: a process that runs, one that has exited, and one that has exited but is not reaped yet.
 * It spawns real processes (an integration test). When unit files shared a worker, the zombie was
 * reaped before it could be seen, in two full runs of two (the cause was not found).
 */
import { spawn } from "node:child_process";
import { readFileSync } from "node:fs";
import { describe, expect, it } from "vitest";
import { isAlive } from "../../src/util/process.js";

describe("isAlive", () => {
  it("is true of a running process and false of a zombie, which still answers signal 0", async () => {
    expect(isAlive(process.pid)).toBe(true);
    // The shell starts `cat` in the background, reading fd 3, and becomes `sleep`, which never reaps
    // it. When fd 3 closes, `cat` exits and stays a zombie while `sleep` runs (as a daemon stays until
    // init reaps it).
    const parent = spawn("sh", ["-c", 'cat <&3 >/dev/null & echo "$!"; exec sleep 30 3<&-'], {
      stdio: ["ignore", "pipe", "ignore", "pipe"],
    });
    try {
      const pid = Number(
        await new Promise<string>((resolve) =>
          parent.stdout?.once("data", (data: Buffer) => resolve(String(data))),
        ),
      );
      expect(isAlive(pid)).toBe(true);
      (parent.stdio[3] as NodeJS.WritableStream).end();
      const state = () => readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1]?.[0];
      while (state() !== "Z") await new Promise((resolve) => setImmediate(resolve));
      expect(() => process.kill(pid, 0)).not.toThrow();
      expect(isAlive(pid)).toBe(false);
    } finally {
      parent.kill("SIGKILL");
    }
    await new Promise((resolve) => parent.once("exit", resolve));
    expect(isAlive(parent.pid!)).toBe(false);
  });
});
