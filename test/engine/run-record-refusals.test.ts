/**
 * What a run record keeps and when one is refused (src/engine/run-record.ts), each shown on the real
 * recording (keepRunRecord) and the real replay (findReplay) against a temp project: the environment
 * that rules records out, the outputs that are never recorded, a record file that does not say what
 * a replay needs, the repository's top as part of the key, an oversized file's key, the metrics
 * line's redaction and the cap on records kept (issue 37: each value passed on is read back here).
 */
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  utimesSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { ChangedFile } from "../../src/changes/change-set.js";
import { filesManifest } from "../../src/checks/types/inputs.js";
import { ResultCache } from "../../src/engine/result-cache.js";
import {
  environmentRefuses,
  findReplay,
  keepRunRecord,
  recordedChecks,
  runsDir,
} from "../../src/engine/run-record.js";
import { REPO_ROOT } from "../helpers/project.js";

const dirs: string[] = [];
afterEach(() => {
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

function tempDir(prefix: string): string {
  const dir = realpathSync(mkdtempSync(path.join(tmpdir(), prefix)));
  dirs.push(dir);
  return dir;
}

const KEY_OPTIONS = { options: {}, requireProjectTool: false };
const PASS = { stdout: '{"verdict":"pass"}\n', stderr: "", exitCode: 0 };

interface Project {
  root: string;
  env: NodeJS.ProcessEnv;
  argv: string[];
  /** Keeps a record of `argv` (a format run of src/a.ts) with `output`, as the CLI would. */
  keep(
    output?: typeof PASS,
    extra?: { metrics?: Record<string, unknown>; file?: Partial<ChangedFile> },
  ): Promise<void>;
  replays(): Promise<boolean>;
  /** The one record file kept. */
  recordFile(): string;
}

function project(root = tempDir("qgate-run-refusals-")): Project {
  mkdirSync(path.join(root, "src"), { recursive: true });
  writeFileSync(path.join(root, "src/a.ts"), "export const a = 1;\n");
  const env: NodeJS.ProcessEnv = { QGATE_CACHE: "1", QGATE_CACHE_DIR: tempDir("qgate-run-refusals-cache-") };
  const argv = ["check", "--cwd", root, "--format", "json", "src/a.ts"];
  return {
    root,
    env,
    argv,
    keep: async (output = PASS, extra = {}) => {
      const file: ChangedFile = {
        path: "src/a.ts",
        absPath: path.join(root, "src/a.ts"),
        change: "modify",
        ...extra.file,
      };
      const key = new ResultCache().key(file.oversized ? "security" : "format", root, [file], KEY_OPTIONS)!;
      const checks = recordedChecks([
        { plan: { id: file.oversized ? "security" : "format", files: [file] }, key, keyOptions: KEY_OPTIONS },
      ])!;
      await keepRunRecord(
        argv,
        {
          root,
          inputs: filesManifest(root, [file.absPath]),
          checks,
          ...(extra.metrics ? { metrics: extra.metrics } : {}),
        },
        output,
        false,
        env,
      );
    },
    replays: async () => (await findReplay(argv, env, { terminal: false })) !== undefined,
    recordFile: () => {
      const names = readdirSync(runsDir(env)).filter((name) => name.endsWith(".json"));
      expect(names).toHaveLength(1);
      return path.join(runsDir(env), names[0]!);
    },
  };
}

/** The git discovery variables the root's own lookup honours (src/changes/root.ts), read from its source. */
function discoveryVariables(): string[] {
  const text = readFileSync(path.join(REPO_ROOT, "src/changes/root.ts"), "utf8");
  return [...text.matchAll(/name === "(GIT_[A-Z_]+)"/g)].map((match) => match[1]!);
}

describe("the environment that rules run records out", () => {
  it("every git discovery variable the root's lookup honours, and a step summary", () => {
    const names = discoveryVariables();
    expect(names).toEqual(expect.arrayContaining(["GIT_DIR", "GIT_COMMON_DIR"]));
    for (const name of [...names, "GITHUB_STEP_SUMMARY"])
      expect({ name, refuses: environmentRefuses({ [name]: "x" }) }).toEqual({ name, refuses: true });
    expect(environmentRefuses({})).toBe(false);
  });

  it("QGATE_RUN_RECORDS off in each spelling, and on otherwise", () => {
    for (const value of ["0", "false", "off", "no", "NO", "Off"])
      expect({ value, refuses: environmentRefuses({ QGATE_RUN_RECORDS: value }) }).toEqual({
        value,
        refuses: true,
      });
    expect(environmentRefuses({ QGATE_RUN_RECORDS: "1" })).toBe(false);
  });
});

describe("outputs never recorded", () => {
  it("a run with anything on stderr, or naming the root or the directory it ran in", async () => {
    const run = project();
    for (const output of [
      { ...PASS, stderr: "could not write the log\n" },
      { ...PASS, stdout: `${run.root}/src/a.ts: PASS\n` },
      { ...PASS, stdout: `${process.cwd()}/x: PASS\n` },
    ]) {
      await run.keep(output);
      expect({ output, kept: readdirSync(run.env.QGATE_CACHE_DIR!) }).toEqual({ output, kept: [] });
    }
    await run.keep();
    expect(await run.replays()).toBe(true);
  });
});

describe("a record file that does not say what a replay needs is no record", () => {
  it("an exit code other than 0 or 1, another run's hash, a types check without what it read", async () => {
    const run = project();
    await run.keep();
    const file = run.recordFile();
    const original = readFileSync(file, "utf8");
    const record = JSON.parse(original) as Record<string, unknown> & {
      checks: Array<Record<string, unknown>>;
    };
    for (const [what, forged] of [
      ["exit code 2", { ...record, exitCode: 2 }],
      ["another run", { ...record, run: "0".repeat(64) }],
      [
        "types without inputs",
        { ...record, checks: record.checks.map((check) => ({ ...check, id: "types" })) },
      ],
      [
        "inputs on a format check",
        { ...record, checks: record.checks.map((check) => ({ ...check, inputs: record.inputs })) },
      ],
    ] as const) {
      writeFileSync(file, JSON.stringify(forged));
      expect({ what, replayed: await run.replays() }).toEqual({ what, replayed: false });
    }
    writeFileSync(file, original);
    expect(await run.replays()).toBe(true);
  });
});

describe("what a record is keyed by and keeps", () => {
  it("the repository's top relative to the root: the same command with the top elsewhere is another run", async () => {
    const outer = tempDir("qgate-run-refusals-top-");
    const root = path.join(outer, "pkg");
    mkdirSync(path.join(outer, ".git"), { recursive: true });
    const run = project((mkdirSync(root, { recursive: true }), root));
    await run.keep();
    expect(await run.replays()).toBe(true);
    mkdirSync(path.join(root, ".git"));
    expect(await run.replays()).toBe(false);
    rmSync(path.join(root, ".git"), { recursive: true });
    expect(await run.replays()).toBe(true);
  });

  it("an oversized file's size cap is recorded with it, so its record is replayed", async () => {
    const run = project();
    await run.keep(PASS, { file: { oversized: { bytes: 20, maxFileBytes: 10 } } });
    expect(await run.replays()).toBe(true);
  });

  it("a file checked at staged content is never recorded", () => {
    const file: ChangedFile = { path: "a.ts", absPath: "/x/a.ts", change: "modify", content: "staged\n" };
    expect(
      recordedChecks([{ plan: { id: "format", files: [file] }, key: "k", keyOptions: KEY_OPTIONS }]),
    ).toBe(undefined);
  });

  it("the metrics line is kept redacted", async () => {
    const run = project();
    await run.keep(PASS, { metrics: { verdict: "pass", token: "s3cr3t-value-kept-out" } });
    const text = readFileSync(run.recordFile(), "utf8");
    expect(text).toContain('"verdict":"pass"');
    expect(text).not.toContain("s3cr3t-value-kept-out");
  });

  it("at most 256 records are kept: one more makes the oldest go", async () => {
    const run = project();
    const dir = runsDir(run.env);
    mkdirSync(dir, { recursive: true });
    // Older than the new record, by use (their mtime), whatever the clock's resolution.
    const past = new Date(Date.now() - 60_000);
    for (let index = 0; index < 256; index++) {
      writeFileSync(path.join(dir, `old-${index}.json`), "{}");
      utimesSync(path.join(dir, `old-${index}.json`), past, past);
    }
    await run.keep();
    expect(readdirSync(dir).filter((name) => name.endsWith(".json"))).toHaveLength(256);
    expect(await run.replays()).toBe(true);
  });
});
