/**
 * A reused run is a verdict: each input of a run record's key (src/engine/run-record.ts), changed
 * alone, must make the record a miss, and put back, a hit again (so the test is not a miss for some
 * other reason). The inputs are generated, not listed by hand, so that a new one cannot be forgotten:
 * - every config name each check's result key reads (result-cache.ts's CONFIG_NAMES), as an edit of
 *   a config that already exists (creating one also changes a directory listing, which hid a replay
 *   that no longer recomputed the checks' keys);
 * - every installed tool a check can run (checks/project-tools.ts, not the key's own list), as a
 *   version bump;
 * - every environment variable qgate's source reads: each is in the run's key, or rules records out,
 *   or is named below with the reason it cannot change what `qgate check <files>` prints.
 * The qgate build's own part of the key is tested on a private copy of the package
 * (test/e2e/rebuild.test.ts).
 */
import {
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  realpathSync,
  rmSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { ChangedFile } from "../../src/changes/change-set.js";
import type { CheckId } from "../../src/checks/check.js";
import {
  FORMAT_TOOLS,
  LINT_TOOLS,
  TOOL_PACKAGES as TOOL_PACKAGE_NAMES,
} from "../../src/checks/project-tools.js";
import { filesManifest } from "../../src/checks/types/inputs.js";
import { CONFIG_NAMES, ResultCache } from "../../src/engine/result-cache.js";
import {
  environmentRefuses,
  findReplay,
  keepRunRecord,
  OUTPUT_VARIABLES,
  runKeyVariable,
  type RecordedCheck,
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

/** The tools each check can run, from the tools' own registry (not from the key's list). */
const CHECK_TOOLS: Partial<Record<CheckId, readonly string[]>> = {
  format: FORMAT_TOOLS.map((tool) => TOOL_PACKAGE_NAMES[tool]),
  lint: [...LINT_TOOLS.map((tool) => TOOL_PACKAGE_NAMES[tool]), "typescript"],
};

interface Recorded {
  root: string;
  write(file: string, text: string): void;
  /** Whether the recorded run would be replayed now, in `env` (the recording's, plus `extra`). */
  replays(extra?: Record<string, string | undefined>): Promise<boolean>;
}

/**
 * A project where every config name of every check exists and every tool is installed, and a record
 * of `qgate check src/a.ts` in it, kept as the CLI keeps one (keepRunRecord) with each check's key
 * computed from the disk.
 */
async function recordedRun(): Promise<Recorded> {
  const root = tempDir("qgate-run-inputs-");
  const cacheDir = tempDir("qgate-run-inputs-cache-");
  mkdirSync(path.join(root, ".git"));
  const write = (file: string, text: string) => {
    mkdirSync(path.dirname(path.join(root, file)), { recursive: true });
    writeFileSync(path.join(root, file), text);
  };
  write("src/a.ts", "export const a = 1;\n");
  // The policy as loadPolicy read it: part of the run's own manifest (with the change set's files).
  write(".qgaterc.json", '{ "blockOn": "error" }\n');
  for (const name of new Set(Object.values(CONFIG_NAMES).flat())) write(name, `original ${name}\n`);
  for (const name of new Set(Object.values(CHECK_TOOLS).flat()))
    write(`node_modules/${name}/package.json`, JSON.stringify({ name, version: "1.0.0" }));
  const files: ChangedFile[] = [{ path: "src/a.ts", absPath: path.join(root, "src/a.ts"), change: "modify" }];
  const cache = new ResultCache();
  const checks: RecordedCheck[] = (["format", "lint", "security"] as const).map((id) => ({
    id,
    files: [{ path: "src/a.ts", change: "modify" }],
    options: KEY_OPTIONS,
    key: cache.key(id, root, files, KEY_OPTIONS)!,
  }));
  const argv = ["check", "--cwd", root, "--format", "json", "src/a.ts"];
  // The environment the tests' own settings would otherwise leak into (vitest.config.ts sets some).
  const env: NodeJS.ProcessEnv = { QGATE_CACHE: "1", QGATE_CACHE_DIR: cacheDir };
  await keepRunRecord(
    argv,
    {
      root,
      inputs: filesManifest(root, [path.join(root, "src/a.ts"), path.join(root, ".qgaterc.json")]),
      checks,
    },
    { stdout: '{"verdict":"pass"}\n', stderr: "", exitCode: 0 },
    false,
    env,
  );
  expect(readdirSync(path.join(cacheDir, "runs"))).toHaveLength(1);
  return {
    root,
    write,
    replays: async (extra = {}) =>
      (await findReplay(argv, { ...env, ...extra }, { terminal: false })) !== undefined,
  };
}

/** Keeps a record of `argv`, a format-only run of `file` (relative to `root`), as the CLI would. */
async function keepFormatRun(
  argv: string[],
  root: string,
  file: string,
  env: NodeJS.ProcessEnv,
  output = { stdout: '{"verdict":"pass"}\n', stderr: "", exitCode: 0 },
): Promise<void> {
  const changed: ChangedFile = { path: file, absPath: path.join(root, file), change: "modify" };
  await keepRunRecord(
    argv,
    {
      root,
      inputs: filesManifest(root, [changed.absPath]),
      checks: [
        {
          id: "format",
          files: [{ path: file, change: "modify" }],
          options: KEY_OPTIONS,
          key: new ResultCache().key("format", root, [changed], KEY_OPTIONS)!,
        },
      ],
    },
    output,
    false,
    env,
  );
}

describe("a run record's key: each input changed alone is a miss, put back a hit", () => {
  it("every config a check's key reads, edited in place", async () => {
    const run = await recordedRun();
    expect(await run.replays()).toBe(true);
    for (const name of new Set(Object.values(CONFIG_NAMES).flat())) {
      run.write(name, `edited ${name}\n`);
      expect({ name, replayed: await run.replays() }).toEqual({ name, replayed: false });
      run.write(name, `original ${name}\n`);
      expect({ name, replayedAgain: await run.replays() }).toEqual({ name, replayedAgain: true });
    }
  });

  it("every tool a check can run, its version bumped", async () => {
    const run = await recordedRun();
    for (const name of new Set(Object.values(CHECK_TOOLS).flat())) {
      const manifest = `node_modules/${name}/package.json`;
      run.write(manifest, JSON.stringify({ name, version: "1.0.1" }));
      expect({ name, replayed: await run.replays() }).toEqual({ name, replayed: false });
      run.write(manifest, JSON.stringify({ name, version: "1.0.0" }));
      expect({ name, replayedAgain: await run.replays() }).toEqual({ name, replayedAgain: true });
    }
  });

  it("each file of the run's own manifest (the checked file, the policy), edited in place or deleted", async () => {
    const run = await recordedRun();
    for (const [file, original] of [
      ["src/a.ts", "export const a = 1;\n"],
      [".qgaterc.json", '{ "blockOn": "error" }\n'],
    ] as const) {
      run.write(
        file,
        original.replace(/1|error/, (word) => (word === "1" ? "2" : "warning")),
      );
      expect({ file, edited: await run.replays() }).toEqual({ file, edited: false });
      rmSync(path.join(run.root, file));
      expect({ file, deleted: await run.replays() }).toEqual({ file, deleted: false });
      run.write(file, original);
      expect({ file, back: await run.replays() }).toEqual({ file, back: true });
    }
  });

  it("the directory the command ran in: the same command line in a sibling directory is another run", async () => {
    const run = await recordedRun();
    run.write("pkg-a/index.ts", "export const a = 1;\n");
    run.write("pkg-b/index.ts", "export const b = 1;\n");
    const argv = ["check", "--format", "json", "index.ts"];
    const env: NodeJS.ProcessEnv = { QGATE_CACHE: "1", QGATE_CACHE_DIR: tempDir("qgate-run-inputs-cwd-") };
    const start = process.cwd();
    try {
      process.chdir(path.join(run.root, "pkg-a"));
      await keepFormatRun(argv, run.root, "pkg-a/index.ts", env);
      expect(await findReplay(argv, env, { terminal: false })).toBeDefined();
      process.chdir(path.join(run.root, "pkg-b"));
      expect(await findReplay(argv, env, { terminal: false })).toBeUndefined();
    } finally {
      process.chdir(start);
    }
  });

  it("the files named after --: another file is another run", async () => {
    const run = await recordedRun();
    run.write("src/b.ts", "export const b = 1;\n");
    const env: NodeJS.ProcessEnv = { QGATE_CACHE: "1", QGATE_CACHE_DIR: tempDir("qgate-run-inputs-dashes-") };
    const named = (file: string) => ["check", "--cwd", run.root, "--format", "json", "--", file];
    await keepFormatRun(named("src/a.ts"), run.root, "src/a.ts", env, {
      stdout: '{"verdict":"block"}\n',
      stderr: "",
      exitCode: 1,
    });
    expect(await findReplay(named("src/a.ts"), env, { terminal: false })).toBeDefined();
    expect(await findReplay(named("src/b.ts"), env, { terminal: false })).toBeUndefined();
  });

  it("a run on a terminal is never recorded: its colours would be replayed into a pipe or a file", async () => {
    const run = await recordedRun();
    const cacheDir = tempDir("qgate-run-inputs-terminal-");
    const env: NodeJS.ProcessEnv = { QGATE_CACHE: "1", QGATE_CACHE_DIR: cacheDir };
    const a = path.join(run.root, "src/a.ts");
    await keepRunRecord(
      ["check", "--cwd", run.root, "src/a.ts"],
      { root: run.root, inputs: filesManifest(run.root, [a]), checks: [] },
      { stdout: "\u001b[32mPASS\u001b[39m\n", stderr: "", exitCode: 0 },
      true,
      env,
    );
    expect(readdirSync(cacheDir)).toEqual([]);
  });

  it("the file itself, and the checked file's content put back", async () => {
    const run = await recordedRun();
    run.write("src/a.ts", "export const a = 2;\n");
    expect(await run.replays()).toBe(false);
    run.write("src/a.ts", "export const a = 1;\n");
    expect(await run.replays()).toBe(true);
  });
});

/**
 * Variables qgate reads that cannot change what `qgate check <files>` prints, each with its reason.
 * Any other variable qgate reads must be in the run's key, or rule records out.
 */
const NOT_PRINTED: Record<string, string> = {
  HOME: "where logs, caches and settings live",
  XDG_CONFIG_HOME: "where settings live",
  XDG_CACHE_HOME: "where the cache lives",
  XDG_RUNTIME_DIR: "where the daemon's socket lives",
  CLAUDE_CONFIG_DIR: "where Claude Code's logs live (qgate's log directory)",
  CODEX_HOME: "qgate install codex only",
  XDG_STATE_HOME: "qgate install/uninstall only: where the record of the files it created lives",
  COPILOT_HOME: "qgate install copilot only",
  CLINE_DIR: "qgate install cline only",
  MALLOC_ARENA_MAX: "the daemon's allocator",
  TURBO_API: "the remote cache's address: results are the same wherever they are kept",
  TURBO_TOKEN: "the remote cache's credentials",
  TURBO_TEAM: "the remote cache's team",
  TURBO_REMOTE_CACHE_READ_ONLY: "whether the remote cache is written",
  TURBO_REMOTE_CACHE_SIGNATURE_KEY: "the remote cache's signatures",
  QGATE_TIMINGS: "the client's own timing lines, on stderr (the replay prints its own)",
  QGATE_DAEMON: "whether a daemon serves the run",
  QGATE_DAEMON_DIR: "where the daemon's files live",
  QGATE_CACHE: "the cache's switch (off: never recorded)",
  QGATE_CACHE_DIR: "where the cache lives",
  QGATE_CACHE_MAX_MB: "the cache's cap",
  QGATE_RUN_RECORDS: "the records' own switch",
  QGATE_LOG_DIR: "where logs live",
  QGATE_LOG_MAX_BYTES: "when logs rotate",
  QGATE_LOG_KEEP: "how many rotated logs are kept",
  QGATE_LOCK_DIR: "where the project lock lives",
  QGATE_PROGRESS_DELAY_MS: "the progress line, on a terminal only (never recorded)",
  QGATE_REMOTE_CACHE_URL: "the remote cache's address",
  QGATE_REMOTE_CACHE_TOKEN: "the remote cache's credentials",
  QGATE_REMOTE_CACHE_TEAM: "the remote cache's team",
  QGATE_REMOTE_CACHE_READ_ONLY: "whether the remote cache is written",
  QGATE_REMOTE_CACHE_SIGNATURE_KEY: "the remote cache's signatures",
  QGATE_REMOTE_CACHE_SKIPPED: "the client telling the CLI the remote is down this run",
  TURBO_SCM_BASE: "qgate check --package only, whose runs are never recorded",
  API_KEY: "never read: the secrets guard's advice to the model names it (process.env.API_KEY)",
};

/** Every environment variable name qgate's source reads (`env.NAME`, `env["NAME"]`) or names ("QGATE_…"). */
function variablesRead(): string[] {
  const names = new Set<string>();
  const walk = (dir: string) => {
    for (const entry of readdirSync(dir, { withFileTypes: true })) {
      const file = path.join(dir, entry.name);
      if (entry.isDirectory()) walk(file);
      else if (entry.name.endsWith(".ts")) {
        const text = readFileSync(file, "utf8");
        for (const match of text.matchAll(/\benv(?:\.([A-Z][A-Z0-9_]+)\b|\[\s*"([A-Z][A-Z0-9_]+)"\s*\])/g))
          names.add((match[1] ?? match[2])!);
        for (const match of text.matchAll(/"(QGATE_[A-Z0-9_]+)"/g)) names.add(match[1]!);
      }
    }
  };
  walk(path.join(REPO_ROOT, "src"));
  return [...names].sort();
}

describe("a run record's key: the environment", () => {
  it("holds every variable qgate reads that may change what a run prints", async () => {
    const read = variablesRead();
    // The scan finds what it must (a scan that finds nothing would pass anything).
    expect(read).toEqual(expect.arrayContaining(["CLAUDE_STRICT_QUALITY", "CI", "NO_COLOR", "QGATE_CACHE"]));
    const run = await recordedRun();
    for (const name of new Set([...read, ...OUTPUT_VARIABLES])) {
      if (NOT_PRINTED[name] !== undefined) continue;
      if (environmentRefuses({ [name]: "1" })) continue;
      // In the key, and changing it alone is a miss (whatever the variable's value).
      expect({ name, inKey: runKeyVariable(name) }).toEqual({ name, inKey: true });
      expect({ name, replayed: await run.replays({ [name]: "true" }) }).toEqual({ name, replayed: false });
    }
    expect(await run.replays()).toBe(true);
  });

  it("a record made under CLAUDE_STRICT_QUALITY is not replayed without it, nor the other way", async () => {
    const run = await recordedRun();
    expect(await run.replays({ CLAUDE_STRICT_QUALITY: "true" })).toBe(false);
    expect(await run.replays({ CLAUDE_STRICT_QUALITY: "false" })).toBe(false);
    expect(await run.replays()).toBe(true);
  });
});
