/**
 * The progress line of `qgate check`: drawn on stderr when it is a terminal (a pseudo-terminal from
 * util-linux `script`), cleared before the report, and absent when piped, in CI and with
 * --no-progress. Stdout is the same either way. QGATE_PROGRESS_DELAY_MS=0 shows it at once, so the
 * test does not depend on how long the run takes.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { execa } from "execa";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { QGATE_BIN, runQgate } from "../helpers/cli.js";
import { tempProject, type TempProject } from "../helpers/project.js";

const hasScript = (() => {
  try {
    execFileSync("script", ["--version"], { stdio: "ignore" });
    return true;
  } catch {
    return false;
  }
})();

/** A POSIX shell word: `script -c` takes one command line. */
const sh = (word: string) => `'${word.replaceAll("'", "'\\''")}'`;

/** Runs qgate with stderr on a pseudo-terminal; stdout goes to a file. Returns both. */
async function onTerminal(p: TempProject, args: string[], env: Record<string, string | undefined> = {}) {
  const out = path.join(p.dir, "stdout.txt");
  const command = [process.execPath, QGATE_BIN, ...args].map(sh).join(" ");
  const result = await execa("script", ["-qec", `${command} > ${sh(out)}`, "/dev/null"], {
    cwd: p.dir,
    env: { NO_COLOR: "1", CI: undefined, QGATE_PROGRESS_DELAY_MS: "0", ...env },
    reject: false,
  });
  return { terminal: result.stdout, stdout: readFileSync(out, "utf8") };
}

const withoutTimings = (text: string) => text.replace(/\(\d+ms[^)]*\)/g, "(…)");

describe.skipIf(!hasScript)("qgate check: progress on a terminal", () => {
  let p: TempProject;
  beforeAll(async () => {
    p = await tempProject(undefined, { git: true });
    p.write(".qgaterc.json", JSON.stringify({ checks: { types: { enabled: false } } }));
    p.write("src/a.ts", "export const a = 1;\n");
    p.write("src/b.ts", "export const  b=2\n");
  });
  afterAll(() => p.cleanup());

  it("draws the checks and the files done on stderr, clears the line, and leaves stdout as it is", async () => {
    const { terminal, stdout } = await onTerminal(p, ["check", "src"]);
    expect(terminal).toMatch(
      /qgate: format( ✓)? · lint( ✓)? · security( ✓)? {2}\d\/3 checks, \d\/6 file checks/,
    );
    // Cleared before the report, which is on stdout.
    expect(terminal.endsWith("\r\u001b[K")).toBe(true);
    const piped = await runQgate(["check", "src"], { cwd: p.dir });
    expect(piped.stderr).toBe("");
    expect(withoutTimings(stdout.trimEnd())).toBe(withoutTimings(piped.stdout));
    expect(stdout).toMatch(/^BLOCKED 2 files/m);
  });

  it("draws while the checks run: with stdout on the terminal too, the line comes before the report and is cleared before it", async () => {
    const command = [process.execPath, QGATE_BIN, "check", "src"].map(sh).join(" ");
    const both = await execa("script", ["-qec", command, "/dev/null"], {
      cwd: p.dir,
      env: { NO_COLOR: "1", CI: undefined, QGATE_PROGRESS_DELAY_MS: "0" },
      reject: false,
    });
    const screen = both.stdout;
    const drawn = screen.search(/qgate: format/);
    const report = screen.search(/BLOCKED 2 files/);
    expect(drawn).toBeGreaterThanOrEqual(0);
    expect(report).toBeGreaterThan(drawn);
    // The last clear comes before the report, and nothing is drawn after it.
    expect(screen.lastIndexOf("\r\u001b[K")).toBeLessThan(report);
  });

  it("draws while the checks run when the warm daemon serves the check too (streamed to the client)", async () => {
    const dir = mkdtempSync(path.join(tmpdir(), "qgate-progress-daemon-"));
    const env = {
      QGATE_DAEMON: "1",
      QGATE_DAEMON_DIR: path.join(dir, "run"),
      QGATE_LOG_DIR: path.join(dir, "logs"),
      CI: undefined,
    };
    try {
      expect((await runQgate(["daemon", "start"], { cwd: p.dir, env })).exitCode).toBe(0);
      const command = [process.execPath, QGATE_BIN, "check", "src"].map(sh).join(" ");
      const both = await execa("script", ["-qec", command, "/dev/null"], {
        cwd: p.dir,
        env: { ...env, NO_COLOR: "1", QGATE_PROGRESS_DELAY_MS: "0" },
        reject: false,
      });
      const screen = both.stdout;
      expect(screen.search(/qgate: format/)).toBeGreaterThanOrEqual(0);
      expect(screen.search(/BLOCKED 2 files/)).toBeGreaterThan(screen.search(/qgate: format/));
      const status = JSON.parse(
        (await runQgate(["daemon", "status", "--format", "json"], { cwd: p.dir, env })).stdout,
      ) as { requests: number };
      expect(status.requests).toBeGreaterThanOrEqual(1);
    } finally {
      await runQgate(["daemon", "stop"], { cwd: p.dir, env });
      rmSync(dir, { recursive: true, force: true });
    }
  });

  it("draws nothing with --no-progress or in CI", async () => {
    expect((await onTerminal(p, ["check", "--no-progress", "src"])).terminal).toBe("");
    expect((await onTerminal(p, ["check", "src"], { CI: "true" })).terminal).toBe("");
  });
});
