#!/usr/bin/env node
/**
 * `npm run bench`: qgate on one changed file of a real, medium-size TypeScript code base that nobody on
 * the team wrote (RxJS, whose npm package ships its ~250 `.ts` sources), next to the naive chain
 * `prettier --check f && eslint f && tsc --noEmit -p .` run as separate processes, in the same run.
 *
 *   node bench/run.js [--runs N] [--file src/...ts] [--fresh] [--json <file>] [--memory-edits N]
 *
 * Set-up (once, in bench/.work/, gitignored): `npm install rxjs@<version>`, copy its sources into a
 * project with a tsconfig (RxJS's own compiler options), a flat ESLint config (the recommended rules of
 * @eslint/js and typescript-eslint, imported from qgate's node_modules) and a Prettier config (RxJS's
 * style), make it a git repository and commit. Each run then edits one file the same way.
 * Both sides use the same binaries (qgate's node_modules) and the same configs.
 */
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import os from "node:os";
import path from "node:path";
import { fileURLToPath, pathToFileURL } from "node:url";
import { parseArgs } from "node:util";
import { execa } from "execa";

const QGATE_DIR = fileURLToPath(new URL("../", import.meta.url));
const WORK = path.join(QGATE_DIR, "bench", ".work");
const INSTALL = path.join(WORK, "install");
const PROJECT = path.join(WORK, "rxjs");
const READY = path.join(PROJECT, ".bench-ready");
const BIN = path.join(QGATE_DIR, "node_modules", ".bin");
const QGATE = path.join(QGATE_DIR, "bin", "qgate.js");
const RXJS_VERSION = "7.8.2";
const DEFAULT_FILE = "src/internal/operators/map.ts";
/** The edit: a small, formatted, lint-clean addition, so every step of the naive chain does its full work. */
const EDIT = "\nexport function benchTwice(value: number): number {\n  return value * 2;\n}\n";

const { values } = parseArgs({
  options: {
    runs: { type: "string", default: "7" },
    "memory-edits": { type: "string", default: "0" },
    file: { type: "string", default: DEFAULT_FILE },
    fresh: { type: "boolean", default: false },
    json: { type: "string" },
    help: { type: "boolean", short: "h" },
  },
});
if (values.help) {
  console.log("Usage: node bench/run.js [--runs N] [--file src/...ts] [--fresh] [--json <file>]");
  process.exit(0);
}
const runs = Number(values.runs);
if (!Number.isInteger(runs) || runs < 1) {
  console.error(`bench: --runs expects a positive integer, got "${values.runs}"`);
  process.exit(2);
}
if (!existsSync(path.join(QGATE_DIR, "dist", "cli", "main.js"))) {
  console.error("bench: dist/ is missing; run `npm run compile` first (npm run bench does)");
  process.exit(2);
}

function log(message) {
  process.stderr.write(`bench: ${message}\n`);
}

async function run(file, args, cwd, options = {}) {
  return execa(file, args, { cwd, reject: false, ...options });
}

async function mustRun(file, args, cwd, options = {}) {
  const result = await run(file, args, cwd, options);
  if (result.exitCode !== 0) {
    throw new Error(
      `${path.basename(file)} ${args.join(" ")} failed (exit ${result.exitCode}):\n${result.stderr}`,
    );
  }
  return result;
}

async function setUp() {
  log(`setting up RxJS ${RXJS_VERSION} in ${path.relative(QGATE_DIR, PROJECT)} (once)`);
  rmSync(PROJECT, { recursive: true, force: true });
  mkdirSync(INSTALL, { recursive: true });
  writeFileSync(path.join(INSTALL, "package.json"), '{ "name": "qgate-bench-install", "private": true }\n');
  await mustRun(
    "npm",
    ["install", "--no-audit", "--no-fund", "--ignore-scripts", `rxjs@${RXJS_VERSION}`],
    INSTALL,
  );
  const rxjs = path.join(INSTALL, "node_modules", "rxjs");
  cpSync(path.join(rxjs, "src"), path.join(PROJECT, "src"), { recursive: true });
  cpSync(path.join(rxjs, "LICENSE.txt"), path.join(PROJECT, "LICENSE.txt"));
  cpSync(path.join(INSTALL, "node_modules", "tslib"), path.join(PROJECT, "node_modules", "tslib"), {
    recursive: true,
  });
  // Only the sources: RxJS's build tsconfigs (src/tsconfig.*.json) are not what a developer type-checks.
  const rxjsTsconfig = JSON.parse(readFileSync(path.join(rxjs, "tsconfig.json"), "utf8"));
  const { incremental: _incremental, ...compilerOptions } = rxjsTsconfig.compilerOptions;
  const files = {
    "package.json": {
      name: "rxjs-bench",
      version: RXJS_VERSION,
      private: true,
      description: `RxJS ${RXJS_VERSION} sources from the npm package, set up by qgate's bench/run.js`,
      dependencies: {
        tslib: JSON.parse(readFileSync(path.join(rxjs, "package.json"), "utf8")).dependencies.tslib,
      },
    },
    // RxJS's own compiler options (strict), with no ambient @types from parent folders.
    "tsconfig.json": { compilerOptions: { ...compilerOptions, types: [] }, include: ["src/**/*.ts"] },
    // RxJS's code style (its repository's .prettierrc).
    ".prettierrc.json": { singleQuote: true, printWidth: 140, trailingComma: "es5" },
  };
  for (const [name, content] of Object.entries(files)) {
    writeFileSync(path.join(PROJECT, name), `${JSON.stringify(content, null, 2)}\n`);
  }
  // Resolved the way Node resolves them from qgate itself, as file URLs the config can import anywhere.
  const require = createRequire(path.join(QGATE_DIR, "package.json"));
  const from = (pkg) => pathToFileURL(require.resolve(pkg)).href;
  writeFileSync(
    path.join(PROJECT, "eslint.config.mjs"),
    [
      "// The recommended rules of @eslint/js and typescript-eslint, from qgate's node_modules.",
      `import js from ${JSON.stringify(from("@eslint/js"))};`,
      `import tseslint from ${JSON.stringify(from("typescript-eslint"))};`,
      "",
      "export default [js.configs.recommended, ...tseslint.configs.recommended];",
      "",
    ].join("\n"),
  );
  writeFileSync(path.join(PROJECT, ".gitignore"), "node_modules\n.bench-ready\n");
  const git = (...args) => mustRun("git", args, PROJECT);
  await git("init", "-q", "-b", "main");
  await git("add", "-A");
  await git(
    "-c",
    "user.email=bench@qgate.invalid",
    "-c",
    "user.name=qgate bench",
    "-c",
    "commit.gpgsign=false",
    "commit",
    "-qm",
    `RxJS ${RXJS_VERSION} sources`,
  );
  writeFileSync(READY, `${RXJS_VERSION}\n`);
}

/** The p-th percentile (nearest rank). */
function percentile(numbers, p) {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

function median(numbers) {
  const sorted = [...numbers].sort((a, b) => a - b);
  const mid = Math.floor(sorted.length / 2);
  return sorted.length % 2 === 1 ? sorted[mid] : Math.round((sorted[mid - 1] + sorted[mid]) / 2);
}

async function timed(fn) {
  const started = performance.now();
  const result = await fn();
  return { result, ms: Math.round(performance.now() - started) };
}

async function qgateOnce(file) {
  const { result, ms } = await timed(() =>
    run(process.execPath, [QGATE, "check", file, "--format", "json"], PROJECT, { env: { NO_COLOR: "1" } }),
  );
  let report;
  try {
    report = JSON.parse(result.stdout);
  } catch {
    throw new Error(`qgate printed no JSON report (exit ${result.exitCode}): ${result.stderr}`);
  }
  return { wallMs: ms, exitCode: result.exitCode, report };
}

/** The naive chain. Every step runs even when the one before fails, so it is always timed in full. */
async function naiveOnce(file) {
  const steps = [
    ["prettier", ["--check", file]],
    ["eslint", [file]],
    ["tsc", ["--noEmit", "-p", "."]],
  ];
  const out = { wallMs: 0, steps: {}, exitCodes: {} };
  for (const [tool, args] of steps) {
    const { result, ms } = await timed(() => run(path.join(BIN, tool), args, PROJECT));
    out.steps[tool] = ms;
    out.exitCodes[tool] = result.exitCode;
    out.wallMs += ms;
  }
  return out;
}

// --- The warm paths: a daemon of this checkout, private to the bench (its own socket directory). ---

const DAEMON_DIR = path.join(WORK, "daemon");
const HTTP_PORT = 47000 + (process.pid % 2000);
const CONFIG_HOME = path.join(WORK, "config");

function daemonEnv() {
  return { NO_COLOR: "1", QGATE_DAEMON_DIR: DAEMON_DIR, XDG_CONFIG_HOME: CONFIG_HOME, QGATE_DAEMON: "1" };
}

function ticksOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    return Number(fields[11]) + Number(fields[12]);
  } catch {
    return undefined;
  }
}

/** A child's own CPU time, measured by GNU time (user + system seconds), when /usr/bin/time exists. */
async function timedChild(file, args, cwd, options) {
  const useTime = existsSync("/usr/bin/time");
  const started = performance.now();
  const result = useTime
    ? await run("/usr/bin/time", ["-f", "QGATE_BENCH_CPU %U %S", file, ...args], cwd, options)
    : await run(file, args, cwd, options);
  const ms = Math.round(performance.now() - started);
  let cpuMs;
  const match = useTime ? /QGATE_BENCH_CPU ([\d.]+) ([\d.]+)\s*$/.exec(result.stderr) : null;
  if (match) cpuMs = Math.round((Number(match[1]) + Number(match[2])) * 1000);
  return { result, ms, cpuMs };
}

async function daemonStatus() {
  const { stdout } = await run(process.execPath, [QGATE, "daemon", "status", "--format", "json"], PROJECT, {
    env: daemonEnv(),
  });
  try {
    return JSON.parse(stdout);
  } catch {
    return undefined;
  }
}

function hookPayload(file) {
  return JSON.stringify({
    session_id: "bench",
    hook_event_name: "PostToolUse",
    tool_name: "Edit",
    tool_input: { file_path: path.join(PROJECT, file) },
    tool_response: { success: true },
    cwd: PROJECT,
  });
}

/** A Bash tool call that wrote nothing: what every shell command costs once the Bash matcher is installed. */
function shellPayload() {
  return JSON.stringify({
    session_id: "bench",
    hook_event_name: "PostToolUse",
    tool_name: "Bash",
    tool_input: { command: "ls" },
    tool_response: { stdout: "" },
    cwd: PROJECT,
  });
}

async function shellHookOnce(pid) {
  const before = ticksOf(pid);
  const { result, ms, cpuMs } = await timedChild(process.execPath, [QGATE, "hook"], PROJECT, {
    env: daemonEnv(),
    input: shellPayload(),
  });
  if (result.exitCode !== 0) throw new Error(`shell hook exited ${result.exitCode}: ${result.stderr}`);
  return { wallMs: ms, clientCpuMs: cpuMs, daemonCpuMs: ticksMs(before, ticksOf(pid)) };
}

async function warmHookOnce(file, pid) {
  const before = ticksOf(pid);
  const { result, ms, cpuMs } = await timedChild(process.execPath, [QGATE, "hook"], PROJECT, {
    env: daemonEnv(),
    input: hookPayload(file),
  });
  if (result.exitCode !== 0) throw new Error(`warm hook exited ${result.exitCode}: ${result.stderr}`);
  const after = ticksOf(pid);
  return { wallMs: ms, clientCpuMs: cpuMs, daemonCpuMs: ticksMs(before, after) };
}

function ticksMs(before, after) {
  if (before === undefined || after === undefined) return undefined;
  // /proc reports clock ticks; Linux uses 100 per second (USER_HZ) on every common architecture.
  return (after - before) * 10;
}

async function httpOnce(file, token, pid) {
  const before = ticksOf(pid);
  const started = performance.now();
  const response = await fetch(`http://127.0.0.1:${HTTP_PORT}/`, {
    method: "POST",
    headers: { authorization: `Bearer ${token}`, "content-type": "application/json" },
    body: hookPayload(file),
  });
  await response.text();
  const ms = Math.round(performance.now() - started);
  if (response.status !== 200) throw new Error(`HTTP door answered ${response.status}`);
  return { wallMs: ms, daemonCpuMs: ticksMs(before, ticksOf(pid)) };
}

async function warmCheckOnce(file) {
  const { result, ms } = await timedChild(
    process.execPath,
    [QGATE, "check", file, "--format", "json"],
    PROJECT,
    {
      env: daemonEnv(),
    },
  );
  return { wallMs: ms, report: JSON.parse(result.stdout) };
}

async function nodeBaselineOnce() {
  const { ms, cpuMs } = await timedChild(process.execPath, ["-e", "0"], PROJECT, {});
  return { wallMs: ms, cpuMs };
}

function stats(values) {
  const present = values.filter((v) => typeof v === "number");
  return present.length === 0 ? undefined : { median: median(present), p90: percentile(present, 90) };
}

function machine() {
  const cpus = os.cpus();
  return {
    cpus: os.availableParallelism?.() ?? cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? "unknown",
    ramGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    // Other work on the machine skews every figure: the 1-minute load average when the bench started.
    loadAverage: Math.round(os.loadavg()[0] * 100) / 100,
  };
}

async function main() {
  if (values.fresh || !existsSync(READY)) await setUp();
  const file = values.file;
  const target = path.join(PROJECT, file);
  if (!existsSync(target)) throw new Error(`no such file in the bench project: ${file}`);
  // The same edit every time, on top of the committed content.
  const original = (await mustRun("git", ["show", `HEAD:${file}`], PROJECT, { stripFinalNewline: false }))
    .stdout;
  writeFileSync(target, `${original.trimEnd()}\n${EDIT}`);
  const tsFiles = (await mustRun("git", ["ls-files", "--", "src/*.ts"], PROJECT)).stdout
    .split("\n")
    .filter(Boolean);
  const info = machine();
  log(`project: RxJS ${RXJS_VERSION}, ${tsFiles.length} TypeScript files; changed file: ${file}`);
  log(
    `machine: ${info.cpus} CPUs (${info.cpuModel}), ${info.ramGiB} GiB RAM, node ${info.node}, load ${info.loadAverage}`,
  );

  // One untimed round of each warms the file system cache for both sides alike.
  log("warm-up round (not counted)");
  const first = await qgateOnce(file);
  const firstNaive = await naiveOnce(file);
  const { report } = first;
  log(
    `qgate: verdict ${report.verdict}, ${report.findings.length} findings, ${report.failures.length} failures (exit ${first.exitCode}); ` +
      `naive exit codes: ${Object.entries(firstNaive.exitCodes)
        .map(([t, c]) => `${t} ${c}`)
        .join(", ")}`,
  );
  if (report.failures.length > 0) {
    log(
      `WARNING: a qgate check could not run: ${report.failures.map((f) => `${f.check}: ${f.message}`).join("; ")}`,
    );
  }

  const qgate = [];
  const naive = [];
  for (let i = 1; i <= runs; i++) {
    // Alternate the two so drift in machine load affects both alike.
    qgate.push(await qgateOnce(file));
    naive.push(await naiveOnce(file));
    log(`run ${i}/${runs}: qgate ${qgate.at(-1).wallMs} ms, naive chain ${naive.at(-1).wallMs} ms`);
  }

  // The warm rows, in the same run: a daemon with the HTTP door, warmed by two hooks.
  log("starting a daemon for the warm rows");
  await run(process.execPath, [QGATE, "daemon", "stop"], PROJECT, { env: daemonEnv() });
  await mustRun(process.execPath, [QGATE, "daemon", "start", "--http", String(HTTP_PORT)], PROJECT, {
    env: daemonEnv(),
  });
  const status = await daemonStatus();
  if (!status) throw new Error("the bench daemon did not start");
  const pid = status.pid;
  const token = readFileSync(path.join(CONFIG_HOME, "qgate", "http-token"), "utf8").trim();
  for (let i = 0; i < 2; i++) await warmHookOnce(file, pid);
  const baseline = [];
  const hooks = [];
  const https = [];
  const shells = [];
  const warmChecks = [];
  for (let i = 1; i <= runs; i++) {
    baseline.push(await nodeBaselineOnce());
    hooks.push(await warmHookOnce(file, pid));
    https.push(await httpOnce(file, token, pid));
    shells.push(await shellHookOnce(pid));
    warmChecks.push(await warmCheckOnce(file));
    log(
      `warm run ${i}/${runs}: node -e 0 ${baseline.at(-1).wallMs} ms, hook ${hooks.at(-1).wallMs} ms, HTTP ${https.at(-1).wallMs} ms, check ${warmChecks.at(-1).wallMs} ms`,
    );
  }
  const daemonRssMb = Math.round(((await daemonStatus())?.rssBytes ?? 0) / 1048576);

  // Memory over many edits: the file alternates between two edits, one hook each.
  const memory = [];
  const edits = Number(values["memory-edits"]);
  for (let i = 1; i <= edits; i++) {
    writeFileSync(target, `${original.trimEnd()}\n${EDIT}${i % 2 === 0 ? "" : "// edit\n"}`);
    await warmHookOnce(file, pid);
    if (i % 25 === 0 || i === edits) {
      const rss = Math.round(((await daemonStatus())?.rssBytes ?? 0) / 1048576);
      memory.push({ edits: i, rssMb: rss });
      log(`memory: ${i} edits, daemon ${rss} MB resident`);
    }
  }
  await run(process.execPath, [QGATE, "daemon", "stop"], PROJECT, { env: daemonEnv() });
  writeFileSync(target, original);

  const checks = ["format", "lint", "types", "security"];
  const results = {
    project: `rxjs@${RXJS_VERSION}`,
    tsFiles: tsFiles.length,
    file,
    runs,
    machine: info,
    qgate: {
      checks: Object.fromEntries(
        checks
          .filter((id) => qgate.every((r) => typeof r.report.timings.checks[id] === "number"))
          .map((id) => [id, median(qgate.map((r) => r.report.timings.checks[id]))]),
      ),
      totalMs: median(qgate.map((r) => r.report.timings.totalMs)),
      wallMs: median(qgate.map((r) => r.wallMs)),
    },
    naive: {
      steps: Object.fromEntries(
        ["prettier", "eslint", "tsc"].map((t) => [t, median(naive.map((r) => r.steps[t]))]),
      ),
      wallMs: median(naive.map((r) => r.wallMs)),
    },
  };
  results.ratio = Math.round((results.naive.wallMs / results.qgate.wallMs) * 100) / 100;
  results.warm = {
    nodeBaseline: { wall: stats(baseline.map((r) => r.wallMs)), cpu: stats(baseline.map((r) => r.cpuMs)) },
    hook: {
      wall: stats(hooks.map((r) => r.wallMs)),
      clientCpu: stats(hooks.map((r) => r.clientCpuMs)),
      daemonCpu: stats(hooks.map((r) => r.daemonCpuMs)),
    },
    http: { wall: stats(https.map((r) => r.wallMs)), daemonCpu: stats(https.map((r) => r.daemonCpuMs)) },
    shell: { wall: stats(shells.map((r) => r.wallMs)), daemonCpu: stats(shells.map((r) => r.daemonCpuMs)) },
    check: {
      wall: stats(warmChecks.map((r) => r.wallMs)),
      checks: Object.fromEntries(
        checks
          .filter((id) => warmChecks.every((r) => typeof r.report.timings.checks[id] === "number"))
          .map((id) => [id, stats(warmChecks.map((r) => r.report.timings.checks[id]))]),
      ),
    },
    daemonRssMb,
    memory,
  };

  const rows = [
    ...Object.entries(results.qgate.checks).map(([id, ms]) => [`qgate ${id} (in-process, concurrent)`, ms]),
    ["qgate total (report timings.totalMs)", results.qgate.totalMs],
    ["qgate process, wall clock", results.qgate.wallMs],
    ...Object.entries(results.naive.steps).map(([tool, ms]) => [`naive: ${tool}`, ms]),
    ["naive chain, wall clock", results.naive.wallMs],
  ];
  const width = Math.max(...rows.map(([label]) => label.length));
  console.log(
    `\nqgate check ${file} on RxJS ${RXJS_VERSION} (${tsFiles.length} .ts files), median of ${runs} runs:\n`,
  );
  for (const [label, ms] of rows) console.log(`  ${label.padEnd(width)}  ${String(ms).padStart(6)} ms`);
  console.log(`\n  naive chain / qgate: ${results.ratio}x`);
  const w = results.warm;
  const fmt = (st) =>
    st ? `${String(st.median).padStart(6)} ms  p90 ${String(st.p90).padStart(6)} ms` : "   n/a";
  console.log(`\nWarm (a running daemon, median and p90 of ${runs} runs, same run as above):\n`);
  const warmRows = [
    ["node -e 0 (process start, for scale)", w.nodeBaseline.wall, w.nodeBaseline.cpu],
    ["qgate hook, end to end (client included)", w.hook.wall, w.hook.clientCpu],
    ["  daemon CPU per hook", w.hook.daemonCpu],
    ["HTTP door (no client process)", w.http.wall],
    ["  daemon CPU per HTTP hook", w.http.daemonCpu],
    ["qgate hook after a shell command that wrote nothing", w.shell.wall],
    ["  daemon CPU per shell hook", w.shell.daemonCpu],
    ["qgate check, warm, end to end", w.check.wall],
    ...Object.entries(w.check.checks).map(([id, st]) => [`  warm engine: ${id}`, st]),
  ];
  const warmWidth = Math.max(...warmRows.map(([label]) => label.length));
  for (const [label, wall, cpu] of warmRows)
    console.log(`  ${label.padEnd(warmWidth)}  ${fmt(wall)}${cpu ? `   CPU ${cpu.median} ms` : ""}`);
  const ratio = (a, b) => (a && b ? Math.round((a.median / b.median) * 10) / 10 : "n/a");
  console.log(
    `\n  hook / node -e 0: ${ratio(w.hook.wall, w.nodeBaseline.wall)}x; HTTP / node -e 0: ${ratio(w.http.wall, w.nodeBaseline.wall)}x; daemon resident memory ${w.daemonRssMb} MB`,
  );
  if (w.memory.length > 0)
    console.log(`  daemon memory over edits: ${w.memory.map((m) => `${m.edits}:${m.rssMb}MB`).join(" ")}`);
  console.log(
    `\n  machine: ${info.cpus} CPUs, ${info.cpuModel}, ${info.ramGiB} GiB RAM, node ${info.node}, ${info.platform}, load average ${info.loadAverage} at start`,
  );
  if (values.json) {
    writeFileSync(values.json, `${JSON.stringify(results, null, 2)}\n`);
    log(`wrote ${values.json}`);
  }
}

main().catch((error) => {
  console.error(`bench: ${error instanceof Error ? error.message : String(error)}`);
  process.exit(1);
});
