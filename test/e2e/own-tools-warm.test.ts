/**
 * Biome kept warm in the daemon (checks/biome-server.ts): the built binary through a real daemon on
 * fixtures/own-tools' Biome package, against the same command run cold (Biome's CLI), after each of a
 * user's changes: the same findings, failures, notes and verdict every time. The warm path must be
 * the one taken (a Biome server under the daemon's private directory runs), and nothing of it may
 * outlive the daemon.
 */
import { execFileSync } from "node:child_process";
import { mkdtempSync, readFileSync, rmSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { runQgate } from "../helpers/cli.js";
import { tempProjects } from "../helpers/temp-projects.js";
import type { JsonReport } from "../helpers/check-report.js";

const newProject = tempProjects();
const dirs: string[] = [];

afterEach(async () => {
  for (const dir of dirs.splice(0)) {
    await runQgate(["daemon", "stop"], { env: { QGATE_DAEMON_DIR: path.join(dir, "run") } });
    rmSync(dir, { recursive: true, force: true });
  }
});

/** The processes whose command line names `fragment` (Biome servers and proxies carry their paths). */
function processesNaming(fragment: string): string[] {
  const out = execFileSync("ps", ["-eo", "pid=,args="], { encoding: "utf8" });
  return out.split("\n").filter((line) => line.includes(fragment) && !line.includes(" ps -eo"));
}

function comparable(report: JsonReport): unknown {
  return {
    verdict: report.verdict,
    findings: report.findings,
    failures: report.failures,
    notes: report.notes,
    tools: report.tools,
  };
}

describe("Biome warm in the daemon", () => {
  // A daemon with Biome's servers against cold runs after each of several changes: 33 s of the default
  // 60 s on a busy two-core machine (a clean-clone rehearsal), so twice that.
  it("answers as Biome's CLI does after each change, through its own server, which ends with the daemon", async () => {
    const p = await newProject("own-tools", { git: true });
    const dir = mkdtempSync(path.join(tmpdir(), "qgate-biome-warm-"));
    dirs.push(dir);
    const cacheHome = path.join(dir, "cache");
    const daemonEnv = {
      QGATE_DAEMON: "1",
      QGATE_DAEMON_DIR: path.join(dir, "run"),
      QGATE_LOG_DIR: path.join(dir, "logs"),
      XDG_CACHE_HOME: cacheHome,
      CI: undefined,
    };
    const check = async (args: string[], warm: boolean) => {
      const result = await runQgate(["check", "--format", "json", ...args], {
        cwd: p.dir,
        env: warm ? daemonEnv : { QGATE_DAEMON: "0", XDG_CACHE_HOME: cacheHome },
      });
      try {
        return { exitCode: result.exitCode, report: JSON.parse(result.stdout) as JsonReport };
      } catch {
        throw new Error(`not JSON (exit ${result.exitCode}): ${result.stdout}\n${result.stderr}`);
      }
    };
    /** Runs `args` cold and warm: the same answer; returns the warm report's finding rows. */
    const same = async (args: string[]) => {
      const cold = await check(args, false);
      const warm = await check(args, true);
      expect(comparable(warm.report)).toEqual(comparable(cold.report));
      expect(warm.exitCode).toBe(cold.exitCode);
      return warm.report.findings.map((f) => `${f.check} ${f.file}:${f.line}:${f.column} ${f.rule}`);
    };
    const files = [
      "packages/biome/src/clean.ts",
      "packages/biome/src/violations.ts",
      "packages/biome/src/fixable.ts",
    ];
    const only = ["--only", "format,lint"];
    expect((await runQgate(["daemon", "start"], { cwd: p.dir, env: daemonEnv })).exitCode).toBe(0);

    // 1. The fixture as it is.
    expect(await same([...only, ...files])).toContain(
      "lint packages/biome/src/violations.ts:5:11 lint/suspicious/noDoubleEquals",
    );
    const servers = path.join(cacheHome, "qgate", "biome");
    expect(processesNaming(servers).length).toBeGreaterThan(0);

    // 2. Real edits: a new violation on a line with non-ASCII text before it, and a format slip.
    const violations = readFileSync(path.join(p.dir, "packages/biome/src/violations.ts"), "utf8");
    p.write(
      "packages/biome/src/violations.ts",
      `${violations}export const greeting = (s: string) => 'héllo → ${"${s}"}' == s\n`,
    );
    p.write("packages/biome/src/clean.ts", "export const ok = 1;\n");
    const edited = await same([...only, ...files]);
    expect(edited).toContain("format packages/biome/src/clean.ts:1:1 biome/format");
    expect(edited.filter((row) => row.includes("noDoubleEquals"))).toHaveLength(2);

    // 3. A syntax error: the CLI reports it, warm or cold.
    p.write("packages/biome/src/clean.ts", "export const = ;\n");
    expect((await same([...only, "packages/biome/src/clean.ts"])).join("\n")).toMatch(/parse/);

    // 4. The config changes: double quotes now.
    p.write("packages/biome/src/clean.ts", "export const ok = 'a'\n");
    const config = readFileSync(path.join(p.dir, "packages/biome/biome.json"), "utf8");
    p.write("packages/biome/biome.json", config.replace('"quoteStyle": "single"', '"quoteStyle": "double"'));
    expect(await same([...only, "packages/biome/src/clean.ts"])).toEqual([
      "format packages/biome/src/clean.ts:1:1 biome/format",
    ]);

    // 5. A config Biome rejects: one failure line per check, as cold.
    p.write("packages/biome/biome.json", '{ "formatter": { "indentStyle": "tabz" } ');
    await same([...only, "packages/biome/src/clean.ts"]);

    // 6. Staged content that differs from the work tree.
    p.write("packages/biome/biome.json", config);
    p.write("packages/biome/src/clean.ts", violations);
    await p.git("add", "-A");
    p.write("packages/biome/src/clean.ts", "export const ok = 1\n");
    expect(await same(["--staged", ...only])).toContain(
      "lint packages/biome/src/clean.ts:5:11 lint/suspicious/noDoubleEquals",
    );

    // Nothing of Biome's outlives the daemon.
    expect((await runQgate(["daemon", "stop"], { env: daemonEnv })).exitCode).toBe(0);
    for (let i = 0; i < 200 && processesNaming(servers).length > 0; i++) {
      await new Promise((resolve) => setImmediate(resolve));
      execFileSync("true");
    }
    expect(processesNaming(servers)).toEqual([]);
  }, 120_000);
});
