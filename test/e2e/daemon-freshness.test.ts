/**
 * The warm daemon never answers from a state a cold run would not see: not from the environment of
 * the session that started it, not with a tool the project has since upgraded, not with an ignore file
 * as it was before a same-size edit. Each test has a real daemon (its own private directory) serve a
 * request, changes one thing, and compares the daemon's next answer with the same command run cold
 * (QGATE_DAEMON=0), after checking from the daemon's own request count that the daemon served it.
 */
import { mkdirSync, mkdtempSync, rmSync, symlinkSync, unlinkSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { runQgate, type RunResult } from "../helpers/cli.js";
import { FIXTURES, type TempProject } from "../helpers/project.js";
import { tempProjects } from "../helpers/temp-projects.js";
import { parseReport, type JsonReport } from "../helpers/check-report.js";

const project = tempProjects();
const dirs: string[] = [];

afterEach(async () => {
  for (const dir of dirs.splice(0)) {
    await runQgate(["daemon", "stop"], { env: { QGATE_DAEMON_DIR: path.join(dir, "run") } });
    rmSync(dir, { recursive: true, force: true });
  }
});

/**
 * A daemon of its own for project `p`, started with `startEnv` (the session that starts it). `warm`
 * runs a command through it, `cold` without a daemon; `servedAll` checks from the daemon's own request
 * count that it served every warm one. Neither passes `startEnv` on: a request carries only its own
 * environment.
 */
async function daemonFor(p: TempProject, startEnv: Record<string, string> = {}) {
  const dir = mkdtempSync(path.join(tmpdir(), "qgate-daemon-fresh-"));
  dirs.push(dir);
  const env = {
    QGATE_DAEMON: "1",
    QGATE_DAEMON_DIR: path.join(dir, "run"),
    QGATE_LOG_DIR: path.join(dir, "logs"),
    CI: undefined,
  };
  const run = (args: string[], extra: Record<string, string> = {}, input?: string) =>
    runQgate(args, { cwd: p.dir, env: { ...env, ...extra }, ...(input !== undefined ? { input } : {}) });
  const started = await run(["daemon", "start"], startEnv);
  expect(started.exitCode, started.stderr).toBe(0);
  let warmRuns = 0;
  return {
    warm: (args: string[], input?: string): Promise<RunResult> => {
      warmRuns++;
      return run(args, {}, input);
    },
    cold: (args: string[], input?: string) => run(args, { QGATE_DAEMON: "0" }, input),
    async servedAll(): Promise<void> {
      const status = JSON.parse((await run(["daemon", "status", "--format", "json"])).stdout) as {
        requests: number;
      };
      expect(status.requests, "requests the daemon served").toBe(warmRuns);
    },
  };
}

/** The report without what differs between any two runs (its timings). */
function comparable(stdout: string): Omit<JsonReport, "timings"> {
  const { timings: _timings, ...rest } = parseReport(stdout);
  return rest;
}

function expectSame(warm: RunResult, cold: RunResult, label: string): void {
  expect(warm.exitCode, `${label}: ${warm.stderr}`).toBe(cold.exitCode);
  expect(warm.stderr, label).toBe(cold.stderr);
  expect(comparable(warm.stdout), label).toEqual(comparable(cold.stdout));
}

/** Only these checks run: each test exercises one warm tool. */
function only(p: TempProject, check: "format" | "lint"): void {
  const checks = Object.fromEntries(
    ["format", "lint", "types", "security"].map((id) => [id, { enabled: id === check }]),
  );
  p.write(".qgaterc.json", `${JSON.stringify({ checks })}\n`);
}

// 120 s, not the default 60: each test starts a daemon, loads a tool warm and runs it cold, 5 to 12 s on
// a quiet 2-core machine, but up to 25 s measured with that machine shared (load average above 30).
describe("the warm daemon stays as fresh as a cold run", { timeout: 120_000 }, () => {
  it("runs a request in the client's environment alone, not the strictness of the session that started it", async () => {
    const p = await project("clean", { git: true });
    only(p, "format");
    p.write("src/bad.ts", "export const  bad=1\n");
    // The session that starts the daemon is strict; every request below comes from one that is not.
    const d = await daemonFor(p, { CLAUDE_STRICT_QUALITY: "true", CLAUDE_PROJECT_DIR: p.dir });

    const args = ["check", "--format", "json", "src/bad.ts"];
    const warm = await d.warm(args);
    const cold = await d.cold(args);
    expectSame(warm, cold, "qgate check");
    expect(parseReport(warm.stdout).strict).toBe(false);

    // The hook door: advisory (exit 0, the finding as context), never the starting session's block.
    const input = JSON.stringify({
      session_id: "daemon-freshness",
      hook_event_name: "PostToolUse",
      cwd: p.dir,
      tool_name: "Write",
      tool_input: { file_path: path.join(p.dir, "src/bad.ts"), content: "" },
      tool_response: { success: true },
    });
    const warmHook = await d.warm(["hook"], input);
    const coldHook = await d.cold(["hook"], input);
    expect(warmHook.exitCode, warmHook.stdout).toBe(0);
    expect(warmHook.exitCode).toBe(coldHook.exitCode);
    // The same answer, but for the name of its report file (a timestamp).
    const answer = (stdout: string) => stdout.replace(/Full report: [^"]*/, "Full report: …");
    expect(answer(warmHook.stdout)).toBe(answer(coldHook.stdout));
    expect(warmHook.stdout).toContain("strict mode is off");
    await d.servedAll();
  });

  it("checks the project's tools on every request: Prettier upgraded while the daemon runs", async () => {
    // The project's own Prettier, linked from the fixtures that install it: 2.8.8, then 3.10.1.
    const prettier2 = path.join(FIXTURES, "legacy-eslintrc", "node_modules", "prettier");
    const prettier3 = path.join(FIXTURES, "own-tools", "node_modules", "prettier");
    const p = await project(undefined, { git: true });
    p.write(
      "package.json",
      `${JSON.stringify({ name: "upgrades-prettier", private: true, devDependencies: { prettier: "*" } })}\n`,
    );
    only(p, "format");
    // Prettier 2 leaves no trailing comma after the last parameter; Prettier 3 wants one.
    p.write(
      "src/join.ts",
      [
        "export function join(",
        "  first: string,",
        "  second: string,",
        "  third: string,",
        "  fourth: string",
        "): string {",
        "  return first + second + third + fourth;",
        "}",
        "",
      ].join("\n"),
    );
    const linked = path.join(p.dir, "node_modules", "prettier");
    mkdirSync(path.dirname(linked), { recursive: true });
    symlinkSync(prettier2, linked, "dir");
    const d = await daemonFor(p);
    const args = ["check", "--format", "json", "src/join.ts"];

    const before = await d.warm(args);
    expect(before.exitCode, before.stdout).toBe(0);
    expect(parseReport(before.stdout).tools).toMatchObject([{ name: "prettier", version: "2.8.8" }]);

    // `npm install prettier@3` in another terminal.
    unlinkSync(linked);
    symlinkSync(prettier3, linked, "dir");
    const warm = await d.warm(args);
    const cold = await d.cold(args);
    expectSame(warm, cold, "after the upgrade");
    expect(parseReport(warm.stdout).tools).toMatchObject([{ name: "prettier", version: "3.10.1" }]);
    expect(parseReport(warm.stdout).findings.map((f) => f.rule)).toEqual(["prettier/format"]);
    await d.servedAll();
  });

  it("sees a same-size edit of a file only it watches: ESLint 8's .eslintignore", async () => {
    // ESLint 8 in eslintrc mode reads .eslintignore once per instance; the instance is kept while
    // .eslintrc.json is unchanged, so only the daemon's fingerprint sees an edit of the ignore file.
    const p = await project("legacy-eslintrc", { git: true });
    only(p, "lint");
    p.write(".eslintignore", "src/vendor/\n");
    const d = await daemonFor(p);
    const args = ["check", "--format", "json", "src/vendor/thirdparty.js"];

    const ignored = await d.warm(args);
    expect(ignored.exitCode, ignored.stdout).toBe(0);
    expect(parseReport(ignored.stdout).findings).toEqual([]);

    // The same number of bytes: only the modification time says the file changed.
    writeFileSync(path.join(p.dir, ".eslintignore"), "src/legacy/\n");
    const warm = await d.warm(args);
    const cold = await d.cold(args);
    expectSame(warm, cold, "after the .eslintignore edit");
    expect(warm.exitCode).toBe(1);
    expect(parseReport(warm.stdout).findings.map((f) => f.check)).toContain("lint");
    await d.servedAll();
  });
});
