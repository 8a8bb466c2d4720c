/**
 * Shared by the hook tests: a temp git project with a fast policy (format only, so every gate run is
 * quick yet real: qgate's bundled Prettier), its own log directory and HOME (no test ever touches the
 * real ~/.claude), and helpers to run qgate the way an assistant does and to read the logs. `run` is the
 * built binary as a child process (the end-to-end tests); with `inProcess`, the same command line in
 * the test's process, as the daemon runs a forwarded hook (test/helpers/in-process.ts: the door-level
 * tests of the integration tier).
 */
import {
  copyFileSync,
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { runQgate, type RunResult } from "./cli.js";
import { tempProject, type TempProject } from "./project.js";

export const HOOK_FIXTURES = path.resolve(import.meta.dirname, "../fixtures/hooks");

/** Only the format check: real findings from qgate's bundled Prettier, in about a second. */
export const FAST_POLICY = {
  checks: { lint: { enabled: false }, types: { enabled: false }, security: { enabled: false } },
};

export const CLEAN = "export const ok = 1;\n";
export const UNFORMATTED = "export const  bad=1\n";

export interface HookProject extends TempProject {
  /** Outside the project, so git never sees it. */
  outside: string;
  logDir: string;
  home: string;
  /** Where the recording error hook appends its argv. */
  recordFile: string;
  env(extra?: Record<string, string | undefined>): Record<string, string | undefined>;
  run(
    args: string[],
    options?: { input?: string; env?: Record<string, string | undefined>; cwd?: string },
  ): Promise<RunResult>;
  /** `run` with the built binary, whatever the project's `inProcess`: what only a process shows (the daemon). */
  binary(
    args: string[],
    options?: { input?: string; env?: Record<string, string | undefined>; cwd?: string },
  ): Promise<RunResult>;
  /** Parsed lines of a log file (`error`, `metrics`, ...), [] when it does not exist. */
  log(name: string): Array<Record<string, unknown>>;
  /** Argument vectors the recording error hook received. */
  recorded(): Array<{ argv: string[]; cwd: string; marker: string | null }>;
  /** Files or directories named like `pwned*` anywhere under the given roots. */
  pwned(...roots: string[]): string[];
}

export async function hookProject(
  options: { policy?: object; files?: Record<string, string>; inProcess?: boolean } = {},
): Promise<HookProject> {
  const project = await tempProject(undefined, { git: true, commit: false });
  project.write(".qgaterc.json", `${JSON.stringify(options.policy ?? FAST_POLICY, null, 2)}\n`);
  project.write("src/ok.ts", CLEAN);
  project.write("src/bad.ts", UNFORMATTED);
  for (const [file, content] of Object.entries(options.files ?? {})) project.write(file, content);
  mkdirSync(path.join(project.dir, "scripts"));
  copyFileSync(
    path.join(HOOK_FIXTURES, "record-args.mjs"),
    path.join(project.dir, "scripts", "on-error.mjs"),
  );
  await project.git("add", "-A");
  await project.git("commit", "-q", "-m", "fixture");
  const outside = mkdtempSync(path.join(tmpdir(), "qgate-hook-outside-"));
  const logDir = path.join(outside, "logs");
  const home = path.join(outside, "home");
  mkdirSync(home);
  const recordFile = path.join(outside, "record.jsonl");
  const env = (extra: Record<string, string | undefined> = {}) => ({
    QGATE_LOG_DIR: logDir,
    HOME: home,
    CLAUDE_CONFIG_DIR: undefined,
    QGATE_ERROR_HOOK: undefined,
    QGATE_ERROR_HOOK_ACTIVE: undefined,
    QGATE_WEBHOOK_URL: undefined,
    QGATE_LOG_MAX_BYTES: undefined,
    QGATE_LOG_KEEP: undefined,
    QGATE_TEST_RECORD: recordFile,
    ...extra,
  });
  const readLines = (file: string) =>
    existsSync(file)
      ? readFileSync(file, "utf8")
          .split("\n")
          .filter(Boolean)
          .map((line) => JSON.parse(line) as Record<string, unknown>)
      : [];
  const find = (dir: string, found: string[]) => {
    if (!existsSync(dir)) return;
    for (const entry of readdirSync(dir)) {
      if (entry === "node_modules" || entry === ".git") continue;
      const full = path.join(dir, entry);
      if (entry.startsWith("pwned")) found.push(full);
      if (statSync(full).isDirectory()) find(full, found);
    }
  };
  const runArgs = (runOptions: {
    input?: string;
    env?: Record<string, string | undefined>;
    cwd?: string;
  }) => ({
    cwd: runOptions.cwd ?? project.dir,
    env: env(runOptions.env),
    ...(runOptions.input !== undefined ? { input: runOptions.input } : {}),
  });
  return {
    ...project,
    outside,
    logDir,
    home,
    recordFile,
    env,
    run: (args, runOptions = {}) =>
      options.inProcess === true
        ? // Imported only here: the end-to-end files that share this helper never load src/'s CLI.
          import("./in-process.js").then(({ runInProcess }) => runInProcess(args, runArgs(runOptions)))
        : runQgate(args, runArgs(runOptions)),
    binary: (args, runOptions = {}) => runQgate(args, runArgs(runOptions)),
    log: (name) => readLines(path.join(logDir, name.endsWith(".jsonl") ? name : `${name}.jsonl`)),
    recorded: () => readLines(recordFile) as unknown as ReturnType<HookProject["recorded"]>,
    pwned: (...roots) => {
      const found: string[] = [];
      for (const root of roots.length > 0 ? roots : [project.dir, outside]) find(root, found);
      return found;
    },
    cleanup: () => {
      project.cleanup();
      rmSync(outside, { recursive: true, force: true });
    },
  };
}

/** The one line of stdout that is JSON (the JSON door prints exactly one), parsed. */
export function stdoutJson(stdout: string): Record<string, unknown> {
  const lines = stdout.trim().split("\n");
  if (lines.length !== 1) throw new Error(`expected one JSON line on stdout, got:\n${stdout}`);
  return JSON.parse(lines[0]!) as Record<string, unknown>;
}

/** Claude Code's common input fields plus the event's own. */
export function claudeInput(
  project: HookProject,
  event: string,
  fields: Record<string, unknown> = {},
): string {
  return JSON.stringify({
    session_id: "sess-1",
    transcript_path: path.join(project.outside, "transcript.jsonl"),
    cwd: project.dir,
    permission_mode: "default",
    hook_event_name: event,
    ...fields,
  });
}

/** A payload captured from a real client (`<fixtureDir>/<name>.input.json`), its project paths moved to `dir`. */
export function capturedPayload(
  fixtureDir: string,
  name: string,
  dir: string,
  change: (data: Record<string, unknown>) => void = () => {},
): string {
  const text = readFileSync(path.join(fixtureDir, `${name}.input.json`), "utf8").replaceAll(
    "/home/user/project",
    dir,
  );
  const data = JSON.parse(text) as Record<string, unknown>;
  change(data);
  return JSON.stringify(data);
}
