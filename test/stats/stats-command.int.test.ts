/** qgate stats through the CLI in the test's process (test/helpers/in-process.ts), against the generated log whose answers were computed by hand. */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { isOneLineError } from "../helpers/cli.js";
import { runInProcess } from "../helpers/in-process.js";
import { tempProject } from "../helpers/project.js";
import { EXPECTED, logFiles } from "../stats/stats-log.js";
import { claudeInput, hookProject } from "../helpers/hook-project.js";

let base: string;

function logDir(name: string, files: Record<string, string>): string {
  const dir = path.join(base, name);
  mkdirSync(dir, { recursive: true });
  for (const [file, content] of Object.entries(files)) writeFileSync(path.join(dir, file), content);
  return dir;
}

/**
 * `qgate stats` on a log directory, from a directory outside every project in it: every project's
 * records, as the log directory holds them (the last describe tests the default, one project's).
 */
const stats = (dir: string, args: string[] = []) =>
  runInProcess(["stats", "--all-projects", ...args], { cwd: base, env: { QGATE_LOG_DIR: dir } });

beforeAll(() => {
  base = mkdtempSync(path.join(tmpdir(), "qgate-stats-e2e-"));
});

afterAll(() => rmSync(base, { recursive: true, force: true }));

describe("qgate stats", () => {
  it("prints the hand-computed metrics as JSON, with the corrupt lines counted", async () => {
    const dir = logDir("full", logFiles());
    const result = await stats(dir, ["--format", "json"]);
    expect(result.exitCode).toBe(0);
    const json = JSON.parse(result.stdout) as {
      log: { corrupt: number; ignored: number; records: number; corruptAt: string[] };
      overall: unknown;
      sessions: Array<{ session: string | null; timeToImplementationMs: number | null }>;
    };
    expect(json.overall).toEqual(EXPECTED.overall);
    expect(json.sessions.map((s) => [s.session, s.timeToImplementationMs])).toEqual([
      ["s1", 300_000],
      ["s2", null],
      ["s3", null],
      [null, null],
    ]);
    expect(json.log).toMatchObject({ records: 13, corrupt: 3, ignored: 1 });
  });

  it("prints the same metrics in sentences", async () => {
    const dir = logDir("pretty", logFiles());
    const result = await stats(dir);
    expect(result.exitCode).toBe(0);
    const out = result.stdout;
    expect(out).toContain(
      "13 records in 2 files; 3 corrupt lines skipped (metrics.jsonl.1:6, metrics.jsonl:1, metrics.jsonl:2)",
    );
    expect(out).toContain("Overall: 3 sessions, 9 gate runs, 7 files");
    expect(out).toContain("First-time success      71% (5 of 7 files passed their first gate run)");
    expect(out).toContain("Iterations until pass   mean 1.33, median 1 over 6 files; 1 never passed");
    expect(out).toContain("5.26 findings per 100 changed lines (format 1.05, lint 4.21) over 95 lines");
    expect(out).toContain(
      "changed lines unknown for 3 file runs: 1.33 findings per file run (security 0.33, types 1)",
    );
    expect(out).toContain("Time to implementation  mean 5m 0s, median 5m 0s over 1 session; 1 not reached");
    expect(out).toContain("Session s2: 2026-03-01T11:00:00Z");
    expect(out).toContain("n/a (no all-green gate run after the first prompt)");
  });

  it("filters by --session and --since", async () => {
    const dir = logDir("filter", logFiles());
    const one = JSON.parse((await stats(dir, ["--session", "s1", "--format", "json"])).stdout) as {
      filter: unknown;
      overall: { files: number; firstTimeSuccess: unknown };
      sessions: unknown[];
    };
    expect(one.filter).toEqual({ session: "s1" });
    expect(one.sessions).toHaveLength(1);
    expect(one.overall.firstTimeSuccess).toEqual(EXPECTED.s1.firstTimeSuccess);
    const later = JSON.parse(
      (await stats(dir, ["--since", "2026-03-01T11:01:00Z", "--format", "json"])).stdout,
    ) as {
      sessions: Array<{ session: string | null }>;
    };
    expect(later.sessions.map((s) => s.session)).toEqual(["s2", "s3", null]);
    const none = await stats(dir, ["--session", "nobody"]);
    expect(none.exitCode).toBe(0);
    expect(none.stdout).toContain("No gate runs or prompts match.");
  });

  it("counts qgate check runs too, by hand and at pre-commit, each under its door", async () => {
    const project = await tempProject(undefined, { git: true, commit: false });
    try {
      const dir = path.join(base, "check-runs");
      const env = { QGATE_LOG_DIR: dir, CI: undefined };
      project.write(
        ".qgaterc.json",
        JSON.stringify({ checks: { lint: { enabled: false }, types: { enabled: false } } }),
      );
      project.write("src/ok.ts", "export const ok = 1;\n");
      project.write("src/bad.ts", "export const  bad=1\n");
      expect(
        (await runInProcess(["check", "src/ok.ts", "src/bad.ts"], { cwd: project.dir, env })).exitCode,
      ).toBe(1);
      await project.git("add", "src/ok.ts");
      expect((await runInProcess(["check", "--staged"], { cwd: project.dir, env })).exitCode).toBe(0);
      const records = readFileSync(path.join(dir, "metrics.jsonl"), "utf8")
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as { door: string; files: Array<{ path: string; passed: boolean }> });
      expect(records.map((r) => r.door)).toEqual(["check", "pre-commit"]);
      expect(records[0]!.files).toEqual([
        expect.objectContaining({ path: "src/ok.ts", passed: true }),
        expect.objectContaining({ path: "src/bad.ts", passed: false }),
      ]);
      // What the dashboard draws besides: each check's time, the findings by rule, what blocked a file.
      expect(records[0]).toMatchObject({
        checkMs: { format: expect.any(Number) },
        rules: { "format/prettier/format": 1 },
        files: [{}, { blockedBy: expect.stringMatching(/^format\/prettier\/format: /) }],
      });
      expect(records[0]!.files[0]).not.toHaveProperty("blockedBy");
      const summary = JSON.parse((await stats(dir, ["--format", "json"])).stdout) as {
        overall: { gateRuns: number };
      };
      expect(summary.overall.gateRuns).toBe(2);
      const preCommit = await stats(dir, ["--door", "pre-commit", "--until", "2999-12-31"]);
      expect(preCommit.stdout).toContain("Filter: door pre-commit, until 3000-01-01T00:00:00.000Z");
      expect(preCommit.stdout).toContain("Overall: 0 sessions, 1 gate run, 1 file");
    } finally {
      project.cleanup();
    }
  });

  it("a check run blocked by an importer's type error fails only the file it imports, not package.json nor another source (issue 39, N1)", async () => {
    const project = await tempProject(undefined, { git: true, commit: false });
    try {
      const dir = path.join(base, "importer-runs");
      const env = { QGATE_LOG_DIR: dir, CI: undefined };
      project.write(
        ".qgaterc.json",
        JSON.stringify({ checks: { lint: { enabled: false }, security: { enabled: false } } }),
      );
      project.write(
        "tsconfig.json",
        `${JSON.stringify({ compilerOptions: { strict: true, noEmit: true }, include: ["src"] })}\n`,
      );
      project.write("package.json", `${JSON.stringify({ name: "n1", private: true }, null, 2)}\n`);
      project.write(
        "src/a.ts",
        "export function add(x: number, y: number, z: number): number {\n  return x + y + z;\n}\n",
      );
      project.write("src/b.ts", 'import { add } from "./a";\n\nexport const total: number = add(1, 2);\n');
      // Another changed source, which the broken caller does not import.
      project.write("src/e.ts", "export const e: number = 1;\n");
      const result = await runInProcess(
        ["check", "src/a.ts", "src/e.ts", "package.json", "--only", "format,types"],
        {
          cwd: project.dir,
          env,
        },
      );
      expect(result.exitCode, result.stdout + result.stderr).toBe(1);
      expect(result.stdout).toMatch(/src\/b\.ts.*TS2554/s);
      const [record] = readFileSync(path.join(dir, "metrics.jsonl"), "utf8")
        .trim()
        .split("\n")
        .map((line) => JSON.parse(line) as { files: Array<{ path: string; passed: boolean }> });
      expect(record!.files.map((f) => [f.path, f.passed]).sort()).toEqual([
        ["package.json", true],
        ["src/a.ts", false],
        ["src/e.ts", true],
      ]);
      expect(record).toMatchObject({
        elsewhere: { types: 1 },
      });
    } finally {
      project.cleanup();
    }
  });

  it("a hook edit that breaks an importer blocks in strict mode and is not a first-time success", async () => {
    // The edit adds a required parameter to add(); its caller in b.ts (unchanged) then has TS2554.
    const p = await hookProject({
      inProcess: true,
      policy: {
        checks: { format: { enabled: false }, lint: { enabled: false }, security: { enabled: false } },
        hooks: { slowRunMs: 600_000 },
      },
      files: {
        "tsconfig.json": `${JSON.stringify({ compilerOptions: { strict: true, noEmit: true }, include: ["src"] })}\n`,
        "src/a.ts": "export function add(x: number, y: number): number {\n  return x + y;\n}\n",
        "src/b.ts": 'import { add } from "./a";\n\nexport const total: number = add(1, 2);\n',
      },
    });
    try {
      const edited =
        "export function add(x: number, y: number, z: number): number {\n  return x + y + z;\n}\n";
      p.write("src/a.ts", edited);
      const result = await p.run(["hook"], {
        env: { CLAUDE_STRICT_QUALITY: "true" },
        input: claudeInput(p, "PostToolUse", {
          tool_name: "Write",
          tool_input: { file_path: path.join(p.dir, "src/a.ts"), content: edited },
          tool_response: { type: "update", filePath: path.join(p.dir, "src/a.ts") },
          tool_use_id: "toolu_1",
        }),
      });
      expect(result.exitCode, result.stderr).toBe(2);
      expect(result.stderr).toMatch(/src\/b\.ts:3:\d+ error types\/TS2554/);
      expect(p.log("metrics").at(-1)).toMatchObject({
        verdict: "block",
        files: [{ path: "src/a.ts", passed: false, findings: {} }],
        elsewhere: { types: 1 },
      });
      const summary = JSON.parse((await stats(p.logDir, ["--format", "json"])).stdout) as {
        overall: { firstTimeSuccess: unknown; iterations: { neverPassed: number } };
      };
      expect(summary.overall.firstTimeSuccess).toEqual({ passedFirstRun: 0, files: 1, rate: 0 });
      expect(summary.overall.iterations.neverPassed).toBe(1);
    } finally {
      p.cleanup();
    }
  });

  it("says so for a missing log, an empty log and a log of only corrupt lines (exit 0)", async () => {
    const missing = await stats(path.join(base, "never-created"));
    expect(missing.exitCode).toBe(0);
    expect(missing.stdout).toContain("No metrics recorded yet: no metrics.jsonl in");
    const empty = await stats(logDir("empty", { "metrics.jsonl": "" }), ["--format", "json"]);
    expect(empty.exitCode).toBe(0);
    expect(JSON.parse(empty.stdout)).toMatchObject({ log: { records: 0, corrupt: 0 }, sessions: [] });
    const corrupt = await stats(logDir("corrupt", { "metrics.jsonl": "{oops\n\u0000\u0001\n[]\n" }));
    expect(corrupt.exitCode).toBe(0);
    expect(corrupt.stdout).toContain("0 records in 1 file; 3 corrupt lines skipped");
    expect(corrupt.stderr).toBe("");
  });

  it.each([
    [["--since", "last week"], /^qgate: stats: --since "last week": expected an ISO date/],
    [["--since", "2026-02-30"], /^qgate: stats: --since "2026-02-30"/],
    [["--format", "csv"], /^qgate: stats: --format "csv": expected pretty or json$/],
    [["--sesion", "x"], /^qgate: stats: unknown option --sesion/],
    [["extra"], /^qgate: stats: unexpected argument "extra"/],
  ])("bad input %j: one-line error, exit 2", async (args, message) => {
    const result = await stats(path.join(base, "never-created"), args);
    expect(result.exitCode).toBe(2);
    expect(isOneLineError(result.stderr)).toBe(true);
    expect(result.stderr.trim()).toMatch(message);
  });
});

describe("qgate stats: the log directory is every project's (D9 of issue 39)", () => {
  it("counts the current project's runs by default, another's with --project, all with --all-projects", async () => {
    const dir = path.join(base, "shared-by-projects");
    const env = { QGATE_LOG_DIR: dir, CI: undefined };
    const one = await tempProject(undefined, { git: true, commit: false });
    const two = await tempProject(undefined, { git: true, commit: false });
    try {
      for (const project of [one, two]) {
        project.write(
          ".qgaterc.json",
          JSON.stringify({ checks: { lint: { enabled: false }, types: { enabled: false } } }),
        );
        project.write("src/ok.ts", "export const ok = 1;\n");
      }
      // Project one: two runs of package.json's neighbour; project two: one run, from a subdirectory.
      for (let i = 0; i < 2; i++)
        expect((await runInProcess(["check", "src/ok.ts"], { cwd: one.dir, env })).exitCode).toBe(0);
      expect((await runInProcess(["check", "ok.ts"], { cwd: path.join(two.dir, "src"), env })).exitCode).toBe(
        0,
      );
      // A record of an older qgate, naming no project.
      const older = {
        type: "gate",
        ts: new Date().toISOString(),
        door: "check",
        verdict: "pass",
        durationMs: 5,
        files: [{ path: "x.ts", passed: true, findings: {} }],
        failures: [],
      };
      writeFileSync(path.join(dir, "metrics.jsonl"), `${JSON.stringify(older)}\n`, { flag: "a" });
      const runs = async (cwd: string, args: string[] = []) => {
        const result = await runInProcess(["stats", "--format", "json", ...args], { cwd, env });
        expect(result.exitCode, result.stderr).toBe(0);
        return JSON.parse(result.stdout) as {
          overall: { gateRuns: number };
          filter: { project?: string };
          log: { unattributed: number };
        };
      };
      const inOne = await runs(one.dir);
      expect(inOne.overall.gateRuns).toBe(2);
      expect(inOne.filter.project).toBe(one.dir);
      expect(inOne.log.unattributed).toBe(1);
      // From a subdirectory, the project is still the repository's.
      expect((await runs(path.join(two.dir, "src"))).overall.gateRuns).toBe(1);
      expect((await runs(base, ["--project", one.dir])).overall.gateRuns).toBe(2);
      const all = await runs(one.dir, ["--all-projects"]);
      expect(all.overall.gateRuns).toBe(4);
      expect(all.log.unattributed).toBe(0);
      // Logs named with --log were gathered on purpose: every project in them.
      expect((await runs(one.dir, ["--log", dir])).overall.gateRuns).toBe(4);
      const pretty = await runInProcess(["stats"], { cwd: one.dir, env });
      expect(pretty.stdout).toContain(`project ${one.dir}`);
      expect(pretty.stdout).toContain("1 record from an older qgate names no project and is left out");
      const both = await runInProcess(["stats", "--project", one.dir, "--all-projects"], {
        cwd: one.dir,
        env,
      });
      expect(both.exitCode).toBe(2);
      expect(isOneLineError(both.stderr)).toBe(true);
    } finally {
      one.cleanup();
      two.cleanup();
    }
  });
});
