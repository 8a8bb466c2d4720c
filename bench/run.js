#!/usr/bin/env node
/**
 * `npm run bench`: qgate warm and cold on real edits of real projects, each row next to its anchors
 * measured in the same run (`node -e 0`, and `tsc -w`'s rebuild of the very same edit).
 *
 *   node bench/run.js [--only rxjs,second,10k,ts7,client,doors,lsp,monorepo,memory,cold,remote,dashboard] [--runs N] [--warm-up N]
 *                     [--memory-edits N] [--repeat N] [--fresh] [--json <file>]
 *
 * Without --only, every row but remote.
 *
 * Projects (projects.js; set up once in bench/.work/, gitignored): RxJS 7.8.2's sources, zod 4.6.7's
 * sources (the second, heavier real project), a generated 10,000-module project (generate.js), and RxJS
 * on TypeScript 7 (the native compiler).
 *
 * Warm rows (rxjs, second, 10k, ts7): one `tsc -w` and one fresh private daemon per project. Every
 * timed hook comes after a real edit (the file's content changes each time); a round is
 *   node -e 0; body edit (a statement inside a function, with a new number each time); the same hook
 *   again on unchanged content; an optional parameter added to a central function, then removed; a
 *   required parameter added (a type error at every call in its importers), then removed.
 * Each edit is written, `tsc -w` is waited for (timed from the write to its "Watching for file changes"
 * line), then `qgate hook` runs with Claude Code's PostToolUse payload for the file, timed end to end;
 * qgate's own total and per-check times come from the performance log the hook writes. One round is a
 * warm-up and not counted (--warm-up N: N rounds). With --runs N a row has N samples (the two-edit rows 2N): p50 and p90 are
 * nearest-rank percentiles, so with 7 samples p90 is the slowest.
 *
 * Other rows: client (`qgate --version`, `qgate daemon status` and a hook after a shell command that
 * wrote nothing, against `node -e 0`, 3N each, interleaved), doors (each assistant's warm hook after a
 * real body edit of RxJS, with its own captured payload, 2N each, interleaved, Claude Code's twice as
 * a control, and the secrets guard's clean prompt and clean read), lsp (`qgate lsp`'s save to
 * diagnostics against the warm hook for the same edit, 2N each, and a burst of keystrokes: bench/lsp.js),
 * monorepo (qgate as a cached task of turbo and nx on fixtures/turbo-monorepo: cold, warm and affected
 * against `qgate check` of the whole repository, N each: bench/monorepo.js), dashboard (`qgate dashboard` of a generated 1,000,000-record log: bench/dashboard.js), memory (the daemon's resident memory over
 * --memory-edits body edits of RxJS, one hook each, from a fresh daemon; --repeat N runs it N times, each
 * from a fresh daemon, and judges the largest: memory must stay bounded in every run, not on average), cold (`qgate check` with no daemon against the naive chain
 * `prettier --check f; eslint f; tsc --noEmit -p .`, both after a body edit, N runs alternated).
 *
 * remote (issue 20's result cache; only with --only remote): `qgate check --format json` of every
 * source file of RxJS with no daemon, cold (QGATE_CACHE=0), against the same command in a second clone
 * whose local cache is empty and whose remote cache, the real `turborepo-remote-cache` server started on
 * 127.0.0.1, was filled from the first clone; and one file that way against `node -e 0`. N rounds
 * interleaved, each filled run with a fresh local cache, so every hit comes through the server. The
 * reports are compared first, and the row prints which checks the cache served (see remoteRows()).
 * `--only remote --runs 1` took 1.5 minutes on the reference machine at load average 5-7.
 *
 * How long: set-up, once, about a minute here (npm installs and writing the generated project); then
 * each project's `tsc -w` first build (RxJS 20-30 s, zod about 60 s, 10k about 90 s on the loaded
 * reference machine). Measured on the reference machine (2 cores shared with other heavy jobs, load
 * average 10-30, where `node -e 0` took 500-1000 ms instead of 50): `--only rxjs --runs 3` 5 minutes,
 * `--only ts7 --runs 1` 2.5 minutes, `--only second --runs 1` 19 minutes (zod's hooks took 40-60 s each
 * under that load), `--only 10k --runs 1` 8.5 minutes, `--only cold --runs 2` 5 minutes, client with
 * `--runs 3` 1 minute, memory about a minute per 25 edits. The default run (`--runs 7 --memory-edits 500`)
 * is therefore several hours on such a machine: use --only and --runs to measure a row at a time.
 */
import { execSync } from "node:child_process";
import { createHash } from "node:crypto";
import {
  existsSync,
  mkdirSync,
  mkdtempSync,
  readdirSync,
  readFileSync,
  rmSync,
  statSync,
  symlinkSync,
  writeFileSync,
} from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { parseArgs } from "node:util";
import { dashboardRow } from "./dashboard.js";
import { lspRow } from "./lsp.js";
import { monorepoRow } from "./monorepo.js";
import { ensureProject, PROJECTS, QGATE_DIR } from "./projects.js";
import { startCacheServer } from "./remote-cache-server.js";
import {
  daemonStatus,
  hookOnce,
  log,
  LOGS,
  machine,
  nodeOnce,
  QGATE,
  restartDaemon,
  run,
  stats,
  stopDaemon,
  timedChild,
  TscWatch,
  qgateEnv,
} from "./measure.js";

/**
 * The number the body edits of this bench run count from: new in every run. An edit's content must be
 * new to qgate, and the result cache on disk (the bench's HOME) keeps what an earlier run with the same
 * build checked: counting from 1 again, a second run of the same build had its format, lint and
 * security results served from the first run's (zod's body edit: format 23 ms instead of 526).
 */
const FIRST_EDIT = (Date.now() % 1_000_000_000) * 1000;
/** The memory runs' edits start here, a run apart (the other rows count up from FIRST_EDIT, lsp from +500,000). */
const MEMORY_EDIT_OFFSET = 1_000_000;

const ROWS = [
  "rxjs",
  "second",
  "10k",
  "ts7",
  "client",
  "doors",
  "lsp",
  "monorepo",
  "memory",
  "cold",
  "remote",
  "dashboard",
];
/** What runs without --only: every row but remote (issue 20's cache row), which is asked for by name. */
const DEFAULT_ROWS = ROWS.filter((row) => row !== "remote");
/** The --only names of the warm rows, and their projects. */
const WARM = { rxjs: "rxjs", second: "zod", "10k": "gen10k", ts7: "ts7" };

const { values } = parseArgs({
  options: {
    only: { type: "string", default: DEFAULT_ROWS.join(",") },
    runs: { type: "string", default: "7" },
    "warm-up": { type: "string", default: "1" },
    "memory-edits": { type: "string", default: "500" },
    repeat: { type: "string", default: "1" },
    fresh: { type: "boolean", default: false },
    json: { type: "string" },
    help: { type: "boolean", short: "h" },
  },
});
if (values.help) {
  console.log(
    "Usage: node bench/run.js [--only rxjs,second,10k,ts7,client,doors,lsp,monorepo,memory,cold,remote,dashboard] [--runs N] [--warm-up N] [--memory-edits N] [--repeat N] [--fresh] [--json <file>]\n(without --only: every row but remote)",
  );
  process.exit(0);
}
const runs = Number(values.runs);
const warmUpRounds = Number(values["warm-up"]);
const memoryEdits = Number(values["memory-edits"]);
const memoryRepeats = Number(values.repeat);
const only = values.only
  .split(",")
  .map((s) => s.trim())
  .filter(Boolean);
const unknown = only.filter((name) => !ROWS.includes(name));
if (
  !Number.isInteger(runs) ||
  runs < 1 ||
  !Number.isInteger(warmUpRounds) ||
  warmUpRounds < 1 ||
  !Number.isInteger(memoryEdits) ||
  memoryEdits < 1 ||
  memoryEdits >= MEMORY_EDIT_OFFSET ||
  !Number.isInteger(memoryRepeats) ||
  memoryRepeats < 1 ||
  unknown.length > 0
) {
  console.error(
    `bench: --runs, --memory-edits and --repeat expect positive integers (--memory-edits under 1,000,000), --only a list of ${ROWS.join(", ")} (got runs ${values.runs}, memory-edits ${values["memory-edits"]}, repeat ${values.repeat}, only ${values.only})`,
  );
  process.exit(2);
}
if (!existsSync(path.join(QGATE_DIR, "dist", "cli", "main.js"))) {
  console.error("bench: dist/ is missing; run `npm run compile` first (npm run bench does)");
  process.exit(2);
}

/** Everything still running that the bench started, stopped on the way out whatever happens. */
const cleanups = new Set();
async function cleanUp() {
  for (const fn of [...cleanups].reverse()) {
    try {
      await fn();
    } catch {
      // Best effort on the way out.
    }
  }
  cleanups.clear();
}
process.on("SIGINT", () => cleanUp().finally(() => process.exit(130)));

const git = (dir, ...args) => run("git", args, dir);

/** Puts the project's tracked files back as committed (a run stopped halfway leaves its edits). */
async function restore(dir) {
  await git(dir, "checkout", "--", ".");
}

// --- Warm rows ---

async function warmProject(row) {
  const id = WARM[row];
  const project = PROJECTS[id];
  const files = await ensureProject(id, values.fresh);
  await restore(project.dir);
  const logName = id;
  rmSync(path.join(LOGS, logName), { recursive: true, force: true });
  const env = qgateEnv(logName);
  const spec = project.edits;
  const originals = Object.fromEntries(
    [...new Set([spec.bodyFile, spec.sigFile])].map((f) => [
      f,
      readFileSync(path.join(project.dir, f), "utf8"),
    ]),
  );
  const state = { body: null, signature: null };
  let counter = FIRST_EDIT;
  log(`${project.label} (${files} .ts files): starting tsc -w`);
  const native = id === "ts7";
  const tsc = TscWatch.start(project.tsc, project.dir, project.label, native);
  const stopTsc = () => tsc.stop();
  cleanups.add(stopTsc);
  const restoreFiles = () => restore(project.dir);
  cleanups.add(restoreFiles);
  const initial = await tsc.next();
  log(`${project.label}: tsc -w's first build ${initial.wallMs} ms, ${initial.errors} errors`);
  if (initial.errors > 0) log(`WARNING: the project does not type-check cleanly: ${tsc.output.slice(-1500)}`);
  const pid = await restartDaemon(project.dir, env);
  const stopIt = () => stopDaemon(project.dir, env);
  cleanups.add(stopIt);

  const hook = (file) => hookOnce(project, file, env, logName, pid);
  /** One edit: the new state written, tsc -w's rebuild waited for, then the hook. */
  const edit = async (kind, file, change) => {
    Object.assign(state, change);
    const content = spec.render(file, originals[file], state);
    const anchor = await tsc.next(() => writeFileSync(path.join(project.dir, file), content));
    const q = await hook(file);
    return { kind, file, tsc: anchor, qgate: q };
  };
  const round = async () => {
    const samples = [];
    const node = await nodeOnce(project.dir);
    samples.push(await edit("body", spec.bodyFile, { body: ++counter }));
    samples.push({ kind: "unchanged", file: spec.bodyFile, qgate: await hook(spec.bodyFile) });
    samples.push({ ...(await edit("signature", spec.sigFile, { signature: "optional" })), step: "added" });
    samples.push({ ...(await edit("signature", spec.sigFile, { signature: null })), step: "removed" });
    samples.push({ ...(await edit("error", spec.sigFile, { signature: "required" })), step: "break" });
    samples.push({ ...(await edit("error", spec.sigFile, { signature: null })), step: "fix" });
    return { node, samples };
  };

  // The first edits of a daemon pay for V8's optimizing compiler as much as for the checks: about
  // 100-300 functions of TypeScript, Prettier and ESLint are optimized per edit over the first 10-30
  // edits (--trace-opt), 0.5-1 s of CPU per edit on background threads. More warm-up rounds measure a
  // daemon that has been in use for a while (a session), one round its first edits.
  const warmUpSamples = [];
  let warmUp;
  for (let i = 1; i <= warmUpRounds; i++) {
    log(`${project.label}: warm-up round ${i}/${warmUpRounds} (not counted)`);
    warmUp = await round();
    warmUpSamples.push(...warmUp.samples);
  }
  const warmUpBreak = warmUp.samples.find((s) => s.step === "break");
  log(
    `${project.label}: warm-up: type error edit: tsc -w ${warmUpBreak.tsc.errors} errors, qgate ${warmUpBreak.qgate.typeErrors} type errors in ${warmUpBreak.qgate.typeErrorFiles} files`,
  );
  const rounds = [];
  for (let i = 1; i <= runs; i++) {
    const r = await round();
    rounds.push(r);
    const line = r.samples
      .map(
        (s) => `${s.kind}${s.step ? `(${s.step})` : ""} ${s.qgate.wallMs}${s.tsc ? `/${s.tsc.wallMs}` : ""}`,
      )
      .join(", ");
    log(`${project.label} round ${i}/${runs} (hook/tsc -w ms): node ${r.node.wallMs}, ${line}`);
  }
  const rss = (await daemonStatus(project.dir, env))?.rssBytes;
  tsc.stop();
  cleanups.delete(stopTsc);
  await stopDaemon(project.dir, env);
  cleanups.delete(stopIt);
  await restore(project.dir);
  cleanups.delete(restoreFiles);

  const all = rounds.flatMap((r) => r.samples);
  const nodeStats = stats(rounds.map((r) => r.node.wallMs));
  const rowOf = (kind, label, step) => {
    const samples = all.filter((s) => s.kind === kind && (step === undefined || s.step === step));
    const breaks = samples.filter((s) => s.step === "break");
    const fixes = samples.filter((s) => s.step === "fix");
    return {
      kind: step === undefined ? kind : `${kind}-${step}`,
      label,
      failedRuns: samples.filter((s) => s.qgate.failures.length > 0).length,
      hook: stats(samples.map((s) => s.qgate.wallMs)),
      clientCpu: stats(samples.map((s) => s.qgate.clientCpuMs)),
      daemonCpu: stats(samples.map((s) => s.qgate.daemonCpuMs)),
      total: stats(samples.map((s) => s.qgate.totalMs)),
      checks: Object.fromEntries(
        ["format", "lint", "types", "security"].map((c) => [c, stats(samples.map((s) => s.qgate.checks[c]))]),
      ),
      tscWatch: stats(samples.map((s) => s.tsc?.wallMs)),
      tscRebuild: stats(samples.map((s) => s.tsc?.rebuildMs)),
      // What each side found: on the breaking edit both must see the errors, on the others none.
      ...(kind === "error"
        ? {
            found: {
              tscErrorsOnBreak: breaks.map((s) => s.tsc.errors),
              qgateTypeErrorsOnBreak: breaks.map((s) => s.qgate.typeErrors),
              qgateFilesOnBreak: breaks.map((s) => s.qgate.typeErrorFiles),
              tscErrorsOnFix: fixes.map((s) => s.tsc.errors),
              qgateTypeErrorsOnFix: fixes.map((s) => s.qgate.typeErrors),
            },
          }
        : {}),
    };
  };
  const failed = [...warmUpSamples, ...all].filter((s) => s.qgate.failures.length > 0);
  if (failed.length > 0) {
    log(
      `WARNING: ${failed.length} hooks had a check that could not run: ${failed[0].qgate.failures.join("; ")}`,
    );
  }
  const fellBack = all.filter((s) => s.qgate.stderr);
  if (fellBack.length > 0) {
    // A fall-back to a cold run says so on stderr; so does a slow-run warning: each distinct message once.
    const messages = [...new Set(fellBack.map((s) => s.qgate.stderr.replace(/\d+/g, "N")))];
    log(`WARNING: ${fellBack.length} hooks wrote to stderr: ${messages.join(" | ")}`);
  }
  return {
    project: project.label,
    tsFiles: files,
    edits: {
      body: `${spec.bodyFile}: a statement inside a function (a new number each time)`,
      signature: `${spec.sigFile}: ${spec.sigOptional} (then back)`,
      error: `${spec.sigFile}: ${spec.sigRequired} (then back)`,
    },
    tscFirstBuildMs: initial.wallMs,
    node: nodeStats,
    rows: [
      rowOf("body", "body-only edit"),
      rowOf("signature", "signature edit (optional parameter added/removed)"),
      // The pooled row's halves: adding the parameter re-checks every importer; removing it brings the
      // file back to a shape whose results are kept, so its half is mostly a cache's answer.
      rowOf("signature", "  of which: the parameter added", "added"),
      rowOf("signature", "  of which: the parameter removed", "removed"),
      rowOf("error", "type error in the importers (required parameter added/removed)"),
      rowOf("unchanged", "unchanged content (the hook again)"),
    ],
    realEdits: stats(all.filter((s) => s.kind !== "unchanged").map((s) => s.qgate.wallMs)),
    format: stats(all.map((s) => s.qgate.checks.format)),
    daemonRssMb: rss === undefined ? undefined : Math.round(rss / 1048576),
    hooksOnStderr: fellBack.length,
    hooksWithFailures: failed.length,
    samples: rounds,
  };
}

// --- Client, memory, cold ---

async function clientRows() {
  const project = PROJECTS.rxjs;
  await ensureProject("rxjs", values.fresh);
  const env = qgateEnv("client");
  await restartDaemon(project.dir, env);
  const stopIt = () => stopDaemon(project.dir, env);
  cleanups.add(stopIt);
  const node = [];
  const version = [];
  const status = [];
  const shell = [];
  // A Bash tool call that wrote nothing: what every shell command costs once the Bash matcher is
  // installed (the client, the daemon's stamps of the working tree, no check).
  const shellPayload = JSON.stringify({
    session_id: "bench-shell",
    cwd: project.dir,
    hook_event_name: "PostToolUse",
    tool_name: "Bash",
    tool_input: { command: "ls" },
    tool_response: { stdout: "" },
  });
  const shellHook = () =>
    timedChild(process.execPath, [QGATE, "hook"], project.dir, {
      env,
      extendEnv: false,
      input: shellPayload,
    });
  // The daemon's first request for a project loads it (not counted).
  await shellHook();
  for (let i = 0; i < runs * 3; i++) {
    node.push((await nodeOnce(project.dir)).wallMs);
    version.push(
      (await timedChild(process.execPath, [QGATE, "--version"], project.dir, { env, extendEnv: false })).ms,
    );
    const s = await timedChild(process.execPath, [QGATE, "daemon", "status"], project.dir, {
      env,
      extendEnv: false,
    });
    if (s.result.exitCode !== 0)
      throw new Error(`qgate daemon status exited ${s.result.exitCode}: ${s.stderr}`);
    status.push(s.ms);
    const h = await shellHook();
    if (h.result.exitCode !== 0) throw new Error(`the shell hook exited ${h.result.exitCode}: ${h.stderr}`);
    shell.push(h.ms);
  }
  await stopIt();
  cleanups.delete(stopIt);
  log(
    `client: node -e 0 ${stats(node).p50} ms, --version ${stats(version).p50} ms, daemon status ${stats(status).p50} ms`,
  );
  return { node: stats(node), version: stats(version), status: stats(status), shell: stats(shell) };
}

/**
 * The assistants' doors, each with its own captured edit payload (test/fixtures/assistants/, the
 * project's paths moved to RxJS and its file to the edited one) and the command its installer writes
 * (`qgate hook`, or `qgate hook --assistant <id>`). OpenCode's and Kilo's plugins run that same command.
 */
const DOORS = [
  ["claude", "claude-code-2.1.331/PostToolUse-Edit"],
  // Claude Code's door a second time, as a control: how far two identical doors differ in one run is
  // the noise the other rows' differences must be read against.
  ["claude-control", "claude-code-2.1.331/PostToolUse-Edit"],
  ["opencode", "opencode-1.18.33/tool.execute.after-edit"],
  ["kilo", "kilo-7.7.9/tool.execute.after-edit"],
  ["cline", "cline-3.0.65/PostToolUse-editor-edit"],
  ["qwen", "qwen-0.24.4/PostToolUse-edit"],
  ["droid", "droid-0.225.2-code/PostToolUse-Edit"],
  ["auggie", "auggie-0.36.0-code/PostToolUse-str-replace-editor"],
  ["windsurf", "windsurf-docs/post_write_code"],
];

/** A captured payload whose project is `/home/user/project` and whose edited file is `src/….ts`, moved. */
function doorPayload(sample, dir, file) {
  const text = readFileSync(
    path.join(QGATE_DIR, "test", "fixtures", "assistants", `${sample}.input.json`),
    "utf8",
  );
  const named =
    /\/home\/user\/project\/(src\/[\w./-]+\.ts)/.exec(text)?.[1] ?? /"(src\/[\w./-]+\.ts)"/.exec(text)?.[1];
  if (!named) throw new Error(`${sample}: no edited file in the captured payload`);
  return text.replaceAll(named, file).replaceAll("/home/user/project", dir);
}

/**
 * Each door's warm hook after a real body edit of RxJS, doors interleaved in every round (the order
 * rotating), with `node -e 0` once a round: the new doors against Claude Code's, in the same run.
 */
async function doorRows() {
  const project = PROJECTS.rxjs;
  await ensureProject("rxjs", values.fresh);
  await restore(project.dir);
  const spec = project.edits;
  const original = readFileSync(path.join(project.dir, spec.bodyFile), "utf8");
  const env = qgateEnv("doors");
  const pid = await restartDaemon(project.dir, env);
  const stopIt = () => stopDaemon(project.dir, env);
  cleanups.add(stopIt);
  const doors = DOORS.map(([id, sample]) => ({
    id,
    payload: doorPayload(sample, project.dir, spec.bodyFile),
    args: id.startsWith("claude") ? ["hook"] : ["hook", "--assistant", id],
  }));
  const wall = Object.fromEntries(DOORS.map(([id]) => [id, []]));
  /** The most files one hook of the door gated (its payload's edit, and what its session adds). */
  const gated = {};
  const node = [];
  // The secrets guard's two doors (issue 36: a clean prompt and a clean read cost no more than the
  // warm hook): Claude Code's UserPromptSubmit and a PreToolUse Read of the edited file, which pass.
  const guardPayload = (sample) =>
    readFileSync(path.join(QGATE_DIR, "test", "fixtures", "assistants", `${sample}.input.json`), "utf8")
      .replaceAll("src/made.ts", spec.bodyFile)
      .replaceAll("/home/user/project", project.dir);
  const guards = [
    ["guard: a clean prompt", guardPayload("claude-code-2.1.331/UserPromptSubmit")],
    ["guard: a clean read", guardPayload("claude-code-2.1.331/PreToolUse-Read")],
  ];
  const guardWall = Object.fromEntries(guards.map(([id]) => [id, []]));
  let edit = FIRST_EDIT;
  for (let round = -warmUpRounds; round < runs * 2; round++) {
    if (round >= 0) node.push((await nodeOnce(project.dir)).wallMs);
    for (const [id, payload] of guards) {
      const { result, ms: took } = await timedChild(process.execPath, [QGATE, "hook"], project.dir, {
        env,
        extendEnv: false,
        input: payload,
      });
      // A guard that refused or failed measures nothing: both payloads are clean.
      const answer = String(result.stdout).trim() === "" ? {} : JSON.parse(String(result.stdout));
      if (
        result.exitCode !== 0 ||
        answer.decision === "block" ||
        answer.hookSpecificOutput?.permissionDecision === "deny"
      )
        throw new Error(`${id}: exit ${result.exitCode}: ${result.stdout}${result.stderr}`);
      if (round >= 0) guardWall[id].push(took);
    }
    for (let k = 0; k < doors.length; k++) {
      const door = doors[(k + Math.max(round, 0)) % doors.length];
      edit++;
      writeFileSync(
        path.join(project.dir, spec.bodyFile),
        spec.render(spec.bodyFile, original, { body: edit, signature: null }),
      );
      const hook = await hookOnce(project, spec.bodyFile, env, "doors", pid, door);
      // A door that gated nothing (its payload not read as an edit of the file) measures nothing.
      if (!hook.files.includes(spec.bodyFile))
        throw new Error(
          `door ${door.id}: the hook did not gate ${spec.bodyFile} (${hook.stderr ?? "no message"})`,
        );
      if (hook.stderr) throw new Error(`door ${door.id}: not a warm run: ${hook.stderr}`);
      if (round >= 0) wall[door.id].push(hook.wallMs);
      if (round >= 0) gated[door.id] = Math.max(gated[door.id] ?? 0, hook.files.length);
    }
  }
  await stopIt();
  cleanups.delete(stopIt);
  await restore(project.dir);
  log(
    `doors: claude ${stats(wall.claude).p50} ms, ${DOORS.slice(1)
      .map(([id]) => `${id} ${stats(wall[id]).p50}`)
      .join(", ")}`,
  );
  return {
    node: stats(node),
    doors: Object.fromEntries(DOORS.map(([id]) => [id, { ...stats(wall[id]), files: gated[id] }])),
    guards: Object.fromEntries(guards.map(([id]) => [id, stats(guardWall[id])])),
  };
}

/** The memory row --repeat times, each from a fresh daemon: every run's points, and the largest at the end. */
async function memoryRows() {
  const rows = [];
  for (let run = 1; run <= memoryRepeats; run++) {
    if (memoryRepeats > 1) log(`memory: run ${run}/${memoryRepeats}, a fresh daemon`);
    rows.push(await memoryRow(run));
  }
  const finals = rows.map((row) => row.points.at(-1).rssMb);
  return { ...rows[finals.indexOf(Math.max(...finals))], runs: rows, finals };
}

/**
 * One memory run. Each run's edits have contents of their own (`run` picks them): a run whose edits
 * repeated an earlier run's would find every result in the persistent cache, and measure re-runs, not
 * edits (runs 2 to 5 did so until 2026-11-29, and held half the memory of the first).
 */
async function memoryRow(run = 1) {
  const project = PROJECTS.rxjs;
  await ensureProject("rxjs", values.fresh);
  await restore(project.dir);
  rmSync(path.join(LOGS, "memory"), { recursive: true, force: true });
  const env = qgateEnv("memory");
  const spec = project.edits;
  const original = readFileSync(path.join(project.dir, spec.bodyFile), "utf8");
  const pid = await restartDaemon(project.dir, env);
  const stopIt = () => stopDaemon(project.dir, env);
  cleanups.add(stopIt);
  const points = [];
  const hookMs = [];
  for (let i = 1; i <= memoryEdits; i++) {
    writeFileSync(
      path.join(project.dir, spec.bodyFile),
      spec.render(spec.bodyFile, original, {
        body: FIRST_EDIT + MEMORY_EDIT_OFFSET * run + i,
        signature: null,
      }),
    );
    hookMs.push((await hookOnce(project, spec.bodyFile, env, "memory", pid)).wallMs);
    if (i % 25 === 0 || i === memoryEdits) {
      const rss = Math.round(((await daemonStatus(project.dir, env))?.rssBytes ?? 0) / 1048576);
      points.push({ edits: i, rssMb: rss });
      log(`memory: ${i} edits, daemon ${rss} MB resident`);
    }
  }
  await stopIt();
  cleanups.delete(stopIt);
  await restore(project.dir);
  return { edits: memoryEdits, points, hook: stats(hookMs) };
}

async function coldRows() {
  const project = PROJECTS.rxjs;
  const files = await ensureProject("rxjs", values.fresh);
  await restore(project.dir);
  const env = qgateEnv("cold", { QGATE_DAEMON: "0" });
  await stopDaemon(project.dir, qgateEnv("cold"));
  const spec = project.edits;
  const file = spec.bodyFile;
  const original = readFileSync(path.join(project.dir, file), "utf8");
  const bin = path.join(QGATE_DIR, "node_modules", ".bin");
  let counter = FIRST_EDIT;
  const editOnce = () =>
    writeFileSync(
      path.join(project.dir, file),
      spec.render(file, original, { body: ++counter, signature: null }),
    );
  const qgateOnce = async () => {
    editOnce();
    const { result, ms } = await timedChild(
      process.execPath,
      [QGATE, "check", file, "--format", "json"],
      project.dir,
      {
        env,
        extendEnv: false,
      },
    );
    let report;
    try {
      report = JSON.parse(result.stdout);
    } catch {
      throw new Error(`qgate check printed no JSON report (exit ${result.exitCode}): ${result.stderr}`);
    }
    if (report.failures.length > 0) {
      log(
        `WARNING: a check could not run: ${report.failures.map((f) => `${f.check}: ${f.message}`).join("; ")}`,
      );
    }
    return {
      wallMs: ms,
      totalMs: report.timings.totalMs,
      checks: report.timings.checks,
      failures: report.failures.length,
    };
  };
  // Every step runs even when the one before fails, so the chain is always timed in full.
  const naiveOnce = async () => {
    editOnce();
    const out = { wallMs: 0, steps: {} };
    for (const [tool, args] of [
      ["prettier", ["--check", file]],
      ["eslint", [file]],
      ["tsc", ["--noEmit", "-p", "."]],
    ]) {
      const { ms } = await timedChild(path.join(bin, tool), args, project.dir, {});
      out.steps[tool] = ms;
      out.wallMs += ms;
    }
    return out;
  };
  log("cold: warm-up round (not counted: fills the file system cache for both sides)");
  await qgateOnce();
  await naiveOnce();
  const qgate = [];
  const naive = [];
  for (let i = 1; i <= runs; i++) {
    qgate.push(await qgateOnce());
    naive.push(await naiveOnce());
    log(`cold run ${i}/${runs}: qgate ${qgate.at(-1).wallMs} ms, naive chain ${naive.at(-1).wallMs} ms`);
  }
  await restore(project.dir);
  return {
    project: project.label,
    tsFiles: files,
    file,
    qgate: {
      runsWithFailures: qgate.filter((r) => r.failures > 0).length,
      wall: stats(qgate.map((r) => r.wallMs)),
      total: stats(qgate.map((r) => r.totalMs)),
      checks: Object.fromEntries(
        ["format", "lint", "types", "security"].map((c) => [c, stats(qgate.map((r) => r.checks[c]))]),
      ),
    },
    naive: {
      wall: stats(naive.map((r) => r.wallMs)),
      steps: Object.fromEntries(
        ["prettier", "eslint", "tsc"].map((t) => [t, stats(naive.map((r) => r.steps[t]))]),
      ),
    },
  };
}

// --- The remote cache ---

/**
 * One `qgate check --format json --timings <files>` with no daemon: its wall time, report, and what
 * --timings said on stderr (which checks a cache served, the build hash's time).
 */
async function checkOnce(dir, files, env) {
  const { result, stderr, ms } = await timedChild(
    process.execPath,
    [QGATE, "check", "--format", "json", "--timings", ...files],
    dir,
    { env, extendEnv: false },
  );
  let report;
  try {
    report = JSON.parse(result.stdout);
  } catch {
    throw new Error(`qgate check printed no JSON report (exit ${result.exitCode}): ${stderr.slice(-2000)}`);
  }
  const timings = [...stderr.matchAll(/^qgate timing: (\S+) ([\d.]+) ms(?: \(([^)]*)\))?$/gm)];
  const cached = timings
    .filter((m) => m[1].startsWith("check.") && m[3]?.includes("cached:"))
    .map((m) => m[1].slice("check.".length));
  const cacheBuild = timings.find((m) => m[1] === "cache.build");
  // A replayed run (src/engine/run-record.ts) hashes what the recorded run read: its part of "hashing".
  const replayInputs = timings.find((m) => m[1] === "replay.inputs");
  const replayRemote = timings.find((m) => m[1] === "replay.remote");
  return {
    wallMs: ms,
    exitCode: result.exitCode,
    report,
    cached,
    replayed: /^qgate timings: replayed/m.test(stderr),
    cacheBuildMs: cacheBuild ? Number(cacheBuild[2]) : undefined,
    hashingMs:
      cacheBuild || replayInputs
        ? Math.round((Number(cacheBuild?.[2] ?? 0) + Number(replayInputs?.[2] ?? 0)) * 10) / 10
        : undefined,
    replayInputsMs: replayInputs ? Number(replayInputs[2]) : undefined,
    replayRemoteMs: replayRemote ? Number(replayRemote[2]) : undefined,
    totalMs: report.timings.totalMs,
    checks: report.timings.checks,
  };
}

/**
 * A stamp of qgate's compiled code (every file of dist/: path, size, mtime). The cache's keys hold a
 * hash of that code, so a rebuild during the row (a compile in another terminal) makes the filled runs
 * miss: the row says so instead of reporting misses as the cache's.
 */
function distStamp() {
  const dist = path.join(QGATE_DIR, "dist");
  const entries = readdirSync(dist, { recursive: true })
    .map(String)
    .sort()
    .map((name) => {
      const st = statSync(path.join(dist, name));
      return `${name} ${st.size} ${st.mtimeMs}`;
    });
  return createHash("sha256").update(entries.join("\n")).digest("hex");
}

/** What a cache hit must give back unchanged: the verdict, the findings and the failures. */
const verdictOf = (report) =>
  JSON.stringify({ verdict: report.verdict, findings: report.findings, failures: report.failures });

/** The top-level fields, timings aside, in which two reports differ. */
function reportDiff(a, b) {
  const keys = [...new Set([...Object.keys(a), ...Object.keys(b)])].filter((k) => k !== "timings");
  return keys.filter((k) => JSON.stringify(a[k]) !== JSON.stringify(b[k]));
}

/**
 * Issue 20's remote row: `qgate check` of every source file of RxJS with no daemon, cold (QGATE_CACHE=0),
 * against the same command in another clone whose local cache is empty and whose remote, the real
 * `turborepo-remote-cache` on 127.0.0.1, was filled by a run in the first clone: every hit comes through
 * the server. And one file the same way, against `node -e 0`.
 *
 * "Every source file": every `.ts` file under src/ (251), which is what the project's tsconfig
 * includes; the sources come from RxJS's npm package, which has no spec files, so nothing is
 * excluded. Clones A and B are `git clone`s of bench/.work/rxjs in one temp directory, at different
 * paths and depths, each with a symlink to its `node_modules` (tslib only, not needed to type-check:
 * `types: []`, no importHelpers). Not bench/.work/rxjs itself: a key holds the configs and tools'
 * package.json in every directory above the files, and above bench/.work/rxjs are qgate's own
 * package.json and node_modules (prettier, eslint, typescript), so its keys differ from any clone
 * outside qgate's tree (its entries were not served to clone B). Each timed filled run has a fresh empty QGATE_CACHE_DIR (a hit is kept on disk
 * too); a round is node -e 0, one file filled, every file cold, every file filled. Checks the cache does
 * not serve (`types` until its key holds the program's signature) run in full on both sides, and the
 * row says which checks were served.
 */
async function remoteRows() {
  const project = PROJECTS.rxjs;
  const tsFiles = await ensureProject("rxjs", values.fresh);
  await restore(project.dir);
  const stampBefore = distStamp();
  const root = mkdtempSync(path.join(tmpdir(), "qgate-bench-remote-"));
  const removeRoot = () => rmSync(root, { recursive: true, force: true });
  cleanups.add(removeRoot);
  const cloneA = path.join(root, "a", "rxjs");
  const cloneB = path.join(root, "machine-b", "checkout", "rxjs");
  for (const clone of [cloneA, cloneB]) {
    mkdirSync(path.dirname(clone), { recursive: true });
    const cloned = await git(root, "clone", "-q", project.dir, clone);
    if (cloned.exitCode !== 0) throw new Error(`git clone of ${project.dir} failed: ${cloned.stderr}`);
    symlinkSync(path.join(project.dir, "node_modules"), path.join(clone, "node_modules"), "dir");
  }
  const listed = await git(cloneB, "ls-files", "--", "src/*.ts");
  const files = listed.stdout.split("\n").filter(Boolean);
  const oneFile = project.edits.bodyFile;
  if (files.length === 0 || !files.includes(oneFile)) throw new Error(`clone B has no ${oneFile}`);

  const storage = path.join(root, "server");
  mkdirSync(storage);
  const server = await startCacheServer(storage);
  cleanups.add(server.stop);
  log(
    `remote: turborepo-remote-cache at ${server.url} (pid ${server.pid}), clone A at ${cloneA}, clone B at ${cloneB}`,
  );

  const base = qgateEnv("remote", { QGATE_DAEMON: "0" });
  // Turborepo's own variables would also set a remote: none from the machine running the bench.
  for (const key of Object.keys(base)) if (key.startsWith("TURBO_")) delete base[key];
  const coldEnv = { ...base, QGATE_CACHE: "0" };
  let caches = 0;
  /**
   * A run with the remote set and a fresh, empty local cache directory, removed after the run; with
   * `again`, the same command once more on that directory (what the first run kept locally: the same
   * machine's next run), returned second.
   */
  const filled = async (dir, which, again = false) => {
    const cacheDir = path.join(root, "caches", String(++caches));
    const env = {
      ...base,
      QGATE_CACHE: "1",
      QGATE_CACHE_DIR: cacheDir,
      QGATE_REMOTE_CACHE_URL: server.url,
      QGATE_REMOTE_CACHE_TOKEN: server.token,
      QGATE_REMOTE_CACHE_TEAM: server.team,
    };
    try {
      const first = await checkOnce(dir, which, env);
      return again ? [first, await checkOnce(dir, which, env)] : first;
    } finally {
      rmSync(cacheDir, { recursive: true, force: true });
    }
  };
  const cold = (which) => checkOnce(cloneB, which, coldEnv);
  const remoteNotes = (run) => run.report.notes.filter((n) => n.startsWith("remote cache"));

  // Clone A fills the remote: every file, then the one file (an entry is one check's result on a
  // run's files, so the one-file run has entries of its own).
  log(`remote: filling the remote from clone A (${files.length} files, then ${oneFile})`);
  const fillAll = await filled(cloneA, files);
  const fillOne = await filled(cloneA, [oneFile]);
  const artifacts = server.artifacts();
  log(
    `remote: the fill took ${fillAll.wallMs} + ${fillOne.wallMs} ms; the server holds ${artifacts} artifacts`,
  );
  for (const n of [...remoteNotes(fillAll), ...remoteNotes(fillOne)]) log(`WARNING: filling: ${n}`);

  // Not counted: clone B cold and filled, every file and one file; the reports must agree. These runs
  // also fill the file system cache for both sides.
  log("remote: checking that clone B's filled runs report what its cold runs do (not counted)");
  const check = {};
  const coldReport = {};
  for (const [name, which] of [
    ["all", files],
    ["one", [oneFile]],
  ]) {
    const c = await cold(which);
    const f = await filled(cloneB, which);
    coldReport[name] = verdictOf(c.report);
    check[name] = {
      sameVerdictFindingsFailures: verdictOf(c.report) === verdictOf(f.report),
      otherFieldsDiffering: reportDiff(c.report, f.report),
      verdict: c.report.verdict,
      findings: c.report.findings.length,
      failures: c.report.failures.length,
      cached: f.cached,
      remoteNotes: remoteNotes(f),
    };
    const k = check[name];
    log(
      `remote: ${name === "all" ? `${files.length} files` : oneFile}: cold ${c.wallMs} ms, filled ${f.wallMs} ms; verdict ${k.verdict}, ${k.findings} findings, ${k.failures} failures; filled report ${k.sameVerdictFindingsFailures ? "the same" : "DIFFERENT"} (verdict, findings, failures)${k.otherFieldsDiffering.length > 0 ? `, other fields differing: ${k.otherFieldsDiffering.join(", ")}` : ""}; served from the cache: ${k.cached.join(", ") || "none"}`,
    );
    if (!k.sameVerdictFindingsFailures) log(`WARNING: the filled run's report differs from the cold run's`);
    for (const n of k.remoteNotes) log(`WARNING: ${n}`);
  }
  // Clone B finds every entry A wrote, so it writes none of its own: more artifacts now mean B's keys
  // differ from A's, and the rounds' hits would be B's own entries, not another clone's.
  if (server.artifacts() !== artifacts)
    log(
      `WARNING: remote: clone B wrote ${server.artifacts() - artifacts} artifacts of its own: its keys differ from clone A's`,
    );

  const rounds = [];
  for (let i = 1; i <= runs; i++) {
    const node = (await nodeOnce(cloneB)).wallMs;
    const [one, oneLocal] = await filled(cloneB, [oneFile], true);
    const c = await cold(files);
    const f = await filled(cloneB, files);
    rounds.push({ node, one, oneLocal, cold: c, filled: f });
    log(
      `remote round ${i}/${runs}: node -e 0 ${node} ms, one file filled ${one.wallMs} ms (cached: ${one.cached.join(", ") || "none"}), every file cold ${c.wallMs} ms, filled ${f.wallMs} ms (cached: ${f.cached.join(", ") || "none"})`,
    );
  }
  const requests = server.requests();
  const artifactsAtEnd = server.artifacts();
  const distChanged = distStamp() !== stampBefore;
  if (distChanged)
    log(
      "WARNING: remote: qgate's dist/ changed during the row (a rebuild): the cache's keys changed with it",
    );
  await server.stop();
  cleanups.delete(server.stop);
  removeRoot();
  cleanups.delete(removeRoot);

  const CHECKS = ["format", "lint", "types", "security"];
  const side = (samples, expected) => ({
    wall: stats(samples.map((s) => s.wallMs)),
    total: stats(samples.map((s) => s.totalMs)),
    cacheBuild: stats(samples.map((s) => s.cacheBuildMs)),
    hashing: stats(samples.map((s) => s.hashingMs)),
    replayInputs: stats(samples.map((s) => s.replayInputsMs)),
    replayRemote: stats(samples.map((s) => s.replayRemoteMs)),
    replayed: samples.filter((s) => s.replayed).length,
    runs: samples.length,
    checks: Object.fromEntries(CHECKS.map((id) => [id, stats(samples.map((s) => s.checks[id]))])),
    // Which checks each run was served from the cache, and the runs whose remote was skipped or refused.
    cached: samples.map((s) => s.cached),
    runsWithRemoteNotes: samples.filter((s) => remoteNotes(s).length > 0).length,
    runsWithFailures: samples.filter((s) => s.report.failures.length > 0).length,
    // Runs whose verdict, findings or failures are not those of the cold run checked before the rounds.
    runsNotAsCold: samples.filter((s) => verdictOf(s.report) !== expected).length,
  });
  const result = {
    project: project.label,
    tsFiles,
    files: files.length,
    oneFile,
    server: "turborepo-remote-cache (node_modules), 127.0.0.1, local storage",
    artifacts,
    artifactsAtEnd,
    serverRequests: requests,
    loadAverageAtEnd: machine().loadAverage,
    distChanged,
    fill: { all: fillAll.wallMs, one: fillOne.wallMs, cached: [fillAll.cached, fillOne.cached] },
    check,
    node: stats(rounds.map((r) => r.node)),
    cold: side(
      rounds.map((r) => r.cold),
      coldReport.all,
    ),
    filled: side(
      rounds.map((r) => r.filled),
      coldReport.all,
    ),
    one: side(
      rounds.map((r) => r.one),
      coldReport.one,
    ),
    oneLocal: side(
      rounds.map((r) => r.oneLocal),
      coldReport.one,
    ),
  };
  const p50 = (s) => s?.wall?.p50 ?? s?.p50;
  result.ratios = {
    filledOverCold: Math.round((p50(result.filled) / p50(result.cold)) * 1000) / 1000,
    oneOverNode: Math.round((p50(result.one) / p50(result.node)) * 100) / 100,
  };
  for (const [name, s] of [
    ["cold", result.cold],
    ["filled", result.filled],
    ["one file", result.one],
  ]) {
    if (s.runsWithRemoteNotes > 0)
      log(`WARNING: remote: ${s.runsWithRemoteNotes} ${name} runs had a remote note`);
    if (s.runsNotAsCold > 0)
      log(`WARNING: remote: ${s.runsNotAsCold} ${name} runs reported otherwise than the cold run`);
  }
  return result;
}

// --- Printing ---

const ms = (s) => (s ? `${s.p50}` : "–");
const p90 = (s) => (s ? `${s.p90}` : "–");
const times = (a, b) => (a && b ? `${Math.round((a.p50 / b.p50) * 10) / 10}x` : "–");

function table(header, rows) {
  const widths = header.map((h, i) => Math.max(3, h.length, ...rows.map((r) => String(r[i]).length)));
  const line = (cells) =>
    `| ${cells.map((c, i) => (i === 0 ? String(c).padEnd(widths[i]) : String(c).padStart(widths[i]))).join(" | ")} |`;
  console.log(line(header));
  console.log(`| ${widths.map((w, i) => (i === 0 ? "-".repeat(w) : `${"-".repeat(w - 1)}:`)).join(" | ")} |`);
  for (const r of rows) console.log(line(r));
}

function printWarm(group) {
  console.log(
    `\n### ${group.project} (${group.tsFiles} .ts files): warm \`qgate hook\` after each edit, ms (node -e 0: p50 ${ms(group.node)}, p90 ${p90(group.node)}; tsc -w's first build ${group.tscFirstBuildMs} ms)\n`,
  );
  table(
    [
      "row",
      "n",
      "hook p50",
      "p90",
      "/node",
      "qgate total p50",
      "types p50",
      "types p90",
      "tsc -w p50",
      "tsc -w p90",
      "rebuild only p50",
    ],
    group.rows.map((r) => [
      r.label,
      r.failedRuns ? `${r.hook?.n ?? 0} (${r.failedRuns} failed)` : (r.hook?.n ?? 0),
      ms(r.hook),
      p90(r.hook),
      times(r.hook, group.node),
      ms(r.total),
      ms(r.checks.types),
      p90(r.checks.types),
      ms(r.tscWatch),
      p90(r.tscWatch),
      ms(r.tscRebuild),
    ]),
  );
  const error = group.rows.find((r) => r.kind === "error");
  if (error?.found) {
    const f = error.found;
    console.log(
      `\n  found on the breaking edit: tsc -w ${f.tscErrorsOnBreak.join("/")} errors; qgate ${f.qgateTypeErrorsOnBreak.join("/")} type errors in ${f.qgateFilesOnBreak.join("/")} files; after the fix: tsc ${f.tscErrorsOnFix.join("/")}, qgate ${f.qgateTypeErrorsOnFix.join("/")}`,
    );
  }
  const perCheck = group.rows
    .filter((r) => r.kind !== "unchanged")
    .map(
      (r) =>
        `${r.kind}: ${["format", "lint", "types", "security"].map((c) => `${c} ${ms(r.checks[c])}`).join(", ")}`,
    );
  console.log(`  per check p50 (ms): ${perCheck.join("; ")}`);
  console.log(
    `  every real edit pooled: hook p50 ${ms(group.realEdits)}, p90 ${p90(group.realEdits)} (${times(group.realEdits, group.node)} node -e 0); warm format per file p50 ${ms(group.format)}, p90 ${p90(group.format)}; daemon ${group.daemonRssMb} MB resident at the end`,
  );
  console.log(
    `  edits: ${Object.entries(group.edits)
      .map(([k, v]) => `${k}: ${v}`)
      .join("; ")}`,
  );
}

function acceptance(results) {
  const lines = [];
  const add = (row, value, target, met) =>
    lines.push([row, value, target, met === undefined ? "–" : met ? "met" : "missed"]);
  const warm = (id) => results.warm?.find((g) => g.id === id);
  const rowOf = (g, kind) => g?.rows.find((r) => r.kind === kind);
  const rx = warm("rxjs");
  if (rx) {
    const ratio = rx.realEdits.p50 / rx.node.p50;
    add(
      "RxJS, warm hook per real edit, p50",
      `${rx.realEdits.p50} ms (p90 ${rx.realEdits.p90}) = ${ratio.toFixed(1)}x node -e 0 (${rx.node.p50})`,
      "≤ 3.5x (stretch 3x)",
      ratio <= 3.5,
    );
    const u = rowOf(rx, "unchanged");
    add(
      "unchanged content (RxJS), p50",
      `${u.hook.p50} ms (p90 ${u.hook.p90}) = ${(u.hook.p50 / rx.node.p50).toFixed(1)}x node -e 0`,
      "≤ 2x",
      u.hook.p50 / rx.node.p50 <= 2,
    );
    add(
      "warm format per file (RxJS hooks), p50",
      `${rx.format.p50} ms (p90 ${rx.format.p90})`,
      "≤ 30 ms",
      rx.format.p50 <= 30,
    );
  }
  const zod = warm("zod");
  if (zod) {
    const b = rowOf(zod, "body");
    add(
      "second project (zod), body edit, p50",
      `${b.hook.p50} ms (p90 ${b.hook.p90})`,
      "≤ 700 ms",
      b.hook.p50 <= 700,
    );
    add(
      "  its types step vs tsc -w, p50",
      `types ${ms(b.checks.types)} ms (p90 ${p90(b.checks.types)}) vs tsc -w ${b.tscWatch.p50} ms (p90 ${b.tscWatch.p90})`,
      "≤ tsc -w",
      b.checks.types && b.checks.types.p50 <= b.tscWatch.p50,
    );
    const s = rowOf(zod, "signature");
    add(
      "second project (zod), signature edit, p50",
      `${s.hook.p50} ms (p90 ${s.hook.p90}) vs tsc -w ${s.tscWatch.p50} ms (p90 ${s.tscWatch.p90})`,
      "≤ tsc -w (stretch 1.5 s)",
      s.hook.p50 <= s.tscWatch.p50,
    );
    const added = rowOf(zod, "signature-added");
    if (added) {
      add(
        "  the parameter added alone, p50",
        `${added.hook.p50} ms (p90 ${added.hook.p90}) vs tsc -w ${added.tscWatch.p50} ms (p90 ${added.tscWatch.p90})`,
        "(not a target: said)",
        undefined,
      );
    }
  }
  const gen = warm("gen10k");
  if (gen) {
    const b = rowOf(gen, "body");
    add(
      "generated 10k, body edit, p50",
      `${b.hook.p50} ms (p90 ${b.hook.p90}); tsc -w ${b.tscWatch.p50}`,
      "≤ 350 ms",
      b.hook.p50 <= 350,
    );
  }
  const ts7 = warm("ts7");
  if (ts7) {
    const b = rowOf(ts7, "body");
    add(
      "TypeScript 7, warm body edit (types), p50",
      `types ${ms(b.checks.types)} ms (p90 ${p90(b.checks.types)}); hook ${b.hook.p50}; tsc -w ${b.tscWatch.p50}`,
      "≤ 300 ms",
      b.checks.types && b.checks.types.p50 <= 300,
    );
  }
  if (results.memory) {
    const last = results.memory.points.at(-1);
    const { finals } = results.memory;
    add(
      finals.length > 1
        ? `daemon memory after ${last.edits} real edits (RxJS), the largest of ${finals.length} fresh runs`
        : `daemon memory after ${last.edits} real edits (RxJS)`,
      finals.length > 1 ? `${last.rssMb} MB (runs: ${finals.join(", ")} MB)` : `${last.rssMb} MB`,
      "< 600 MB (at 500 edits)",
      last.edits >= 500 ? last.rssMb < 600 : undefined,
    );
  }
  if (results.dashboard) {
    const d = results.dashboard;
    add(
      `dashboard of ${d.records.toLocaleString("en")} records, p50 and peak memory`,
      `${d.wall.p50} ms (p90 ${d.wall.p90}), ${d.maxRssMb} MB`,
      "≤ 3 s, ≤ 300 MB",
      d.wall.p50 <= 3000 && d.maxRssMb <= 300,
    );
    add(
      "the dashboard page opens in Chromium, p50",
      d.open ? `${d.open.p50} ms (p90 ${d.open.p90})` : "not measured (no /usr/bin/chromium)",
      "< 1 s",
      d.open ? d.open.p50 < 1000 : undefined,
    );
  }
  if (results.client) {
    const c = results.client;
    add(
      "qgate --version vs node -e 0, p50",
      `${c.version.p50} ms (p90 ${c.version.p90}) vs ${c.node.p50} = ${times(c.version, c.node)}`,
      "≤ 1.3x",
      c.version.p50 / c.node.p50 <= 1.3,
    );
    add(
      "qgate daemon status vs node -e 0, p50",
      `${c.status.p50} ms (p90 ${c.status.p90}) = ${times(c.status, c.node)}`,
      "≤ 1.5x",
      c.status.p50 / c.node.p50 <= 1.5,
    );
  }
  if (lines.length > 0) {
    console.log("\n### Issue 18's acceptance rows (measured in this run)\n");
    table(["row", "measured", "target", ""], lines);
  }
}

function printResults(results) {
  const m = results.machine;
  console.log(
    `\nmachine: ${m.cpus} CPUs (${m.cpuModel}), ${m.ramGiB} GiB RAM, node ${m.node}, ${m.platform}; load average ${m.loadAverage.join(" ")} at start; qgate ${results.qgateCommit}; ${results.runs} runs after ${results.warmUpRounds} warm-up rounds; took ${results.durationS} s`,
  );
  for (const group of results.warm ?? []) printWarm(group);
  if (results.client) {
    const c = results.client;
    console.log(`\n### The thin client (${c.node.n} runs each, interleaved, a daemon running), ms\n`);
    table(
      ["command", "p50", "p90", "/node"],
      [
        ["node -e 0", ms(c.node), p90(c.node), "1x"],
        ["qgate --version", ms(c.version), p90(c.version), times(c.version, c.node)],
        ["qgate daemon status", ms(c.status), p90(c.status), times(c.status, c.node)],
        [
          "qgate hook after a shell command that wrote nothing",
          ms(c.shell),
          p90(c.shell),
          times(c.shell, c.node),
        ],
      ],
    );
  }
  if (results.doors) {
    const d = results.doors;
    console.log(
      `\n### Each assistant's door, warm, after a real body edit of RxJS (${d.doors.claude.n} runs each, interleaved), ms\n`,
    );
    table(
      ["door", "p50", "p90", "/claude", "/node", "files gated"],
      [
        ["node -e 0", ms(d.node), p90(d.node), "", "1x", ""],
        ...Object.entries(d.doors).map(([id, row]) => [
          id.startsWith("claude") ? `${id} (qgate hook)` : `${id} (qgate hook --assistant ${id})`,
          ms(row),
          p90(row),
          times(row, d.doors.claude),
          times(row, d.node),
          String(row.files),
        ]),
        ...Object.entries(d.guards ?? {}).map(([id, row]) => [
          `${id} (qgate hook)`,
          ms(row),
          p90(row),
          times(row, d.doors.claude),
          times(row, d.node),
          "0",
        ]),
      ],
    );
  }
  if (results.lsp) {
    const l = results.lsp;
    console.log(
      `\n### The editor door, \`qgate lsp\`, warm, on RxJS (${l.save.n} saves, interleaved with the hook), ms\n`,
    );
    table(
      ["what", "p50", "p90", "/hook", "/node"],
      [
        ["node -e 0", ms(l.node), p90(l.node), "", "1x"],
        [
          "the warm hook after a body edit (qgate hook)",
          ms(l.hook),
          p90(l.hook),
          "1x",
          times(l.hook, l.node),
        ],
        [
          "save to diagnostics (didChange + didSave → publishDiagnostics)",
          ms(l.save),
          p90(l.save),
          times(l.save, l.hook),
          times(l.save, l.node),
        ],
      ],
    );
    console.log(
      `\n${l.burst.keystrokes} keystrokes 20 ms apart: ${l.burst.runs} gate runs, at most ${l.burst.mostAtOnce} in flight at once`,
    );
  }
  if (results.monorepo) {
    const m = results.monorepo;
    console.log(
      `\n### qgate as a task of turbo and nx on fixtures/turbo-monorepo (4 packages, ${m.whole.n} runs each, interleaved), ms\n`,
    );
    table(
      ["what", "p50", "p90", "/qgate check"],
      [
        ["qgate check packages (no daemon, no cache)", ms(m.whole), p90(m.whole), "1x"],
        ...["turbo", "nx"].flatMap((engine) => [
          [
            `${engine}: cold (cache bypassed)`,
            ms(m[`${engine} cold`]),
            p90(m[`${engine} cold`]),
            times(m[`${engine} cold`], m.whole),
          ],
          [
            `${engine}: warm (every package a hit)`,
            ms(m[`${engine} warm`]),
            p90(m[`${engine} warm`]),
            times(m[`${engine} warm`], m.whole),
          ],
          [
            `${engine}: affected (one package edited, and its dependent)`,
            ms(m[`${engine} affected`]),
            p90(m[`${engine} affected`]),
            times(m[`${engine} affected`], m.whole),
          ],
        ]),
      ],
    );
  }
  if (results.memory) {
    for (const [i, mem] of results.memory.runs.entries()) {
      const which = results.memory.runs.length > 1 ? `, run ${i + 1} of ${results.memory.runs.length}` : "";
      console.log(
        `\n### Daemon memory over ${mem.edits} real edits of RxJS${which} (one hook each; hook p50 ${ms(mem.hook)} ms, p90 ${p90(mem.hook)})\n\n  ${mem.points.map((p) => `${p.edits}: ${p.rssMb} MB`).join(", ")}`,
      );
    }
  }
  if (results.cold) {
    const c = results.cold;
    console.log(
      `\n### Cold: \`qgate check ${c.file}\` with no daemon vs the naive chain, after a body edit each (${c.project}), ms\n`,
    );
    table(
      ["step", "p50", "p90"],
      [
        ...["format", "lint", "types", "security"].map((k) => [
          `qgate ${k}`,
          ms(c.qgate.checks[k]),
          p90(c.qgate.checks[k]),
        ]),
        ["qgate total (report)", ms(c.qgate.total), p90(c.qgate.total)],
        ["qgate process, wall clock", ms(c.qgate.wall), p90(c.qgate.wall)],
        ...["prettier", "eslint", "tsc"].map((t) => [
          `naive ${t}`,
          ms(c.naive.steps[t]),
          p90(c.naive.steps[t]),
        ]),
        ["naive chain, wall clock", ms(c.naive.wall), p90(c.naive.wall)],
      ],
    );
    console.log(`\n  naive chain / qgate: ${Math.round((c.naive.wall.p50 / c.qgate.wall.p50) * 100) / 100}x`);
  }
  if (results.remote) printRemote(results.remote, results.machine);
  acceptance(results);
}

function printRemote(r, m) {
  const served = (runs) => {
    const distinct = [...new Set(runs.map((c) => c.join(", ") || "none"))];
    return distinct.join(" | ");
  };
  console.log(
    `\n### Remote cache: \`qgate check\` of every source file of ${r.project} (${r.files} files), no daemon, cold vs filled from another clone through ${r.server}, ms\n`,
  );
  console.log(
    `  machine: ${m.cpus} CPUs (${m.cpuModel}); load average ${m.loadAverage.join(" ")} at the start of the bench, ${r.loadAverageAtEnd.join(" ")} at the end of this row`,
  );
  console.log(
    `  filled from clone A: every file ${r.fill.all} ms, ${r.oneFile} ${r.fill.one} ms; ${r.artifacts} artifacts on the server (${r.artifactsAtEnd} at the end: ${r.artifactsAtEnd === r.artifacts ? "clone B wrote none, every hit was clone A's" : "clone B wrote entries of its own, its keys differ from A's"}), ${r.serverRequests} requests in all`,
  );
  for (const [name, k] of Object.entries(r.check)) {
    console.log(
      `  before the rounds, ${name === "all" ? "every file" : "one file"}: verdict ${k.verdict}, ${k.findings} findings, ${k.failures} failures; filled report vs cold: ${k.sameVerdictFindingsFailures ? "same" : "DIFFERENT"} verdict, findings and failures${k.otherFieldsDiffering.length > 0 ? ` (other fields differing: ${k.otherFieldsDiffering.join(", ")})` : ""}; served from the cache: ${k.cached.join(", ") || "none"}${k.remoteNotes.length > 0 ? `; ${k.remoteNotes.join("; ")}` : ""}`,
    );
  }
  console.log("");
  table(
    [
      "run",
      "n",
      "p50",
      "p90",
      "format p50",
      "lint p50",
      "types p50",
      "security p50",
      "served from the cache",
    ],
    [
      ["node -e 0", r.node.n, ms(r.node), p90(r.node), "", "", "", "", ""],
      ...[
        ["every file, cold (QGATE_CACHE=0)", r.cold],
        ["every file, filled (remote)", r.filled],
        [`one file (${r.oneFile}), filled (remote)`, r.one],
        ...(r.oneLocal ? [["one file, that machine's next run (local)", r.oneLocal]] : []),
      ].map(([label, s]) => [
        label,
        s.wall.n,
        ms(s.wall),
        p90(s.wall),
        // A replayed run's report carries the recorded run's timings: not this run's, so not shown.
        ...(s.replayed > 0
          ? ["replayed", "replayed", "replayed", "replayed"]
          : [ms(s.checks.format), ms(s.checks.lint), ms(s.checks.types), ms(s.checks.security)]),
        s === r.cold ? "" : s.replayed > 0 ? `whole run (${s.replayed}/${s.runs})` : served(s.cached),
      ]),
    ],
  );
  const target = 1.5 * r.node.p50 + (r.one.hashing?.p50 ?? r.one.cacheBuild?.p50 ?? 0);
  console.log(
    `\n  filled / cold, p50: ${r.ratios.filledOverCold} (target ≤ 0.1: ${r.ratios.filledOverCold <= 0.1 ? "met" : "missed"})`,
  );
  console.log(
    `  one file filled / node -e 0, p50: ${r.ratios.oneOverNode}x; target 1.5x node -e 0 plus hashing (qgate's build hash and, in a replay, the recorded run's inputs: --timings cache.build + replay.inputs, p50 ${ms(r.one.hashing ?? r.one.cacheBuild)} ms; the build hash alone ${ms(r.one.cacheBuild)} ms) = ${Math.round(target)} ms: ${r.one.wall.p50 <= target ? "met" : "missed"}`,
  );
  if (r.oneLocal) {
    const local = 1.5 * r.node.p50 + (r.oneLocal.hashing?.p50 ?? 0);
    console.log(
      `  one file, that machine's next run (its record and entries now local) / node -e 0, p50: ${Math.round((r.oneLocal.wall.p50 / r.node.p50) * 100) / 100}x; 1.5x node -e 0 plus its hashing (p50 ${ms(r.oneLocal.hashing)} ms) = ${Math.round(local)} ms: ${r.oneLocal.wall.p50 <= local ? "met" : "missed"}`,
    );
  }
  if (r.one.replayInputs)
    console.log(
      `  one file's replay, p50: qgate's build hash ${ms(r.one.cacheBuild)} ms, the remote's answer ${ms(r.one.replayRemote)} ms (not in the target's allowance), the record's inputs hashed ${ms(r.one.replayInputs)} ms`,
    );
  if (r.one.replayed !== undefined)
    console.log(
      `  replayed whole from a run record (src/engine/run-record.ts): one file ${r.one.replayed}/${r.one.runs} runs, every file ${r.filled.replayed}/${r.filled.runs} runs`,
    );
  if (r.distChanged)
    console.log("  WARNING: qgate's dist/ changed during the row (a rebuild): the keys changed with it");
  const odd = [r.cold, r.filled, r.one].some(
    (s) => s.runsWithRemoteNotes + s.runsWithFailures + s.runsNotAsCold > 0,
  );
  if (odd) {
    console.log(
      `  WARNING: runs with a remote note (filled ${r.filled.runsWithRemoteNotes}, one ${r.one.runsWithRemoteNotes}), with failures (cold ${r.cold.runsWithFailures}, filled ${r.filled.runsWithFailures}, one ${r.one.runsWithFailures}), reporting otherwise than cold (filled ${r.filled.runsNotAsCold}, one ${r.one.runsNotAsCold})`,
    );
  }
}

async function main() {
  const started = performance.now();
  const results = {
    machine: machine(),
    qgateCommit: execSync("git rev-parse --short HEAD", { cwd: QGATE_DIR, encoding: "utf8" }).trim(),
    runs,
    warmUpRounds,
    only,
  };
  const m = results.machine;
  log(
    `machine: ${m.cpus} CPUs (${m.cpuModel}), ${m.ramGiB} GiB RAM, node ${m.node}, load ${m.loadAverage.join(" ")}`,
  );
  if (only.includes("cold")) results.cold = await coldRows();
  for (const row of Object.keys(WARM)) {
    if (!only.includes(row)) continue;
    results.warm ??= [];
    results.warm.push({ id: WARM[row], ...(await warmProject(row)) });
  }
  if (only.includes("client")) results.client = await clientRows();
  if (only.includes("doors")) results.doors = await doorRows();
  if (only.includes("monorepo")) results.monorepo = await monorepoRow(runs, warmUpRounds);
  if (only.includes("lsp")) results.lsp = await lspRow(runs, warmUpRounds, FIRST_EDIT + 500_000);
  if (only.includes("memory")) results.memory = await memoryRows();
  if (only.includes("remote")) results.remote = await remoteRows();
  if (only.includes("dashboard")) results.dashboard = await dashboardRow(runs);
  results.durationS = Math.round((performance.now() - started) / 1000);
  printResults(results);
  if (values.json) {
    writeFileSync(values.json, `${JSON.stringify(results, null, 2)}\n`);
    log(`wrote ${values.json}`);
  }
}

main()
  .catch((error) => {
    console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
    process.exitCode = 1;
  })
  .finally(cleanUp);
