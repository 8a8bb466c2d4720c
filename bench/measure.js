/**
 * What the rows of `npm run bench` are made of: timed child processes, `tsc -w` as an anchor, a private
 * daemon, one `qgate hook` as an assistant calls it, and the statistics.
 */
import { spawn } from "node:child_process";
import { existsSync, readdirSync, readFileSync } from "node:fs";
import os from "node:os";
import path from "node:path";
import { execa } from "execa";
import { QGATE_DIR, WORK } from "./projects.js";

export const QGATE = path.join(QGATE_DIR, "bin", "qgate.js");
const CONFIG_HOME = path.join(WORK, "config");
const HOME = path.join(WORK, "home");
export const LOGS = path.join(WORK, "logs");

export function log(message) {
  process.stderr.write(`bench: ${message}\n`);
}

/**
 * The environment of every qgate run: a daemon private to the bench (its own socket directory), logs
 * per project, a HOME of its own (nothing reads or writes the user's ~/.claude), and nothing that
 * changes what a hook does (strict mode, CI, a webhook).
 */
export function qgateEnv(logName, extra = {}) {
  const env = { ...process.env };
  for (const key of Object.keys(env)) {
    if (/^(QGATE_|CLAUDE_)/.test(key) || key === "CI") delete env[key];
  }
  return {
    ...env,
    NO_COLOR: "1",
    HOME,
    XDG_CONFIG_HOME: CONFIG_HOME,
    // A daemon per row group: a group's restart never ends another's daemon (two bench runs at once).
    QGATE_DAEMON_DIR: path.join(WORK, "daemon", logName),
    QGATE_DAEMON: "1",
    QGATE_LOG_DIR: path.join(LOGS, logName),
    ...extra,
  };
}

export async function run(file, args, cwd, options = {}) {
  return execa(file, args, { cwd, reject: false, ...options });
}

/** A child's wall time and, when GNU time exists, its own CPU time (user + system). */
export async function timedChild(file, args, cwd, options = {}) {
  const useTime = existsSync("/usr/bin/time");
  const started = performance.now();
  const result = useTime
    ? await run("/usr/bin/time", ["-f", "QGATE_BENCH_CPU %U %S", file, ...args], cwd, options)
    : await run(file, args, cwd, options);
  const ms = Math.round(performance.now() - started);
  let cpuMs;
  const match = useTime ? /QGATE_BENCH_CPU ([\d.]+) ([\d.]+)\s*$/.exec(result.stderr) : null;
  if (match) cpuMs = Math.round((Number(match[1]) + Number(match[2])) * 1000);
  const stderr = useTime ? result.stderr.replace(/QGATE_BENCH_CPU [\d.]+ [\d.]+\s*$/, "") : result.stderr;
  return { result, stderr, ms, cpuMs };
}

/** `node -e 0`, timed the same way as every qgate process (through GNU time when it exists). */
export async function nodeOnce(cwd) {
  const { ms, cpuMs } = await timedChild(process.execPath, ["-e", "0"], cwd);
  return { wallMs: ms, cpuMs };
}

// --- The daemon ---

export async function daemonStatus(cwd, env) {
  const { stdout } = await run(process.execPath, [QGATE, "daemon", "status", "--format", "json"], cwd, {
    env,
    extendEnv: false,
  });
  try {
    return JSON.parse(stdout);
  } catch {
    return undefined;
  }
}

/** A fresh daemon for the next rows: stops any bench daemon, starts one, returns its pid. */
export async function restartDaemon(cwd, env) {
  await run(process.execPath, [QGATE, "daemon", "stop"], cwd, { env, extendEnv: false });
  const started = await run(process.execPath, [QGATE, "daemon", "start"], cwd, { env, extendEnv: false });
  const status = await daemonStatus(cwd, env);
  if (!status?.pid) throw new Error(`the bench daemon did not start: ${started.stderr}`);
  return status.pid;
}

export async function stopDaemon(cwd, env) {
  await run(process.execPath, [QGATE, "daemon", "stop"], cwd, { env, extendEnv: false });
}

/** A process's CPU time so far (user + system) from /proc, in ms; undefined off Linux. */
export function cpuMsOf(pid) {
  try {
    const fields = readFileSync(`/proc/${pid}/stat`, "utf8").split(") ")[1].split(" ");
    // /proc reports clock ticks; Linux uses 100 per second (USER_HZ) on every common architecture.
    return (Number(fields[11]) + Number(fields[12])) * 10;
  } catch {
    return undefined;
  }
}

// --- One hook, the way Claude Code calls it after an Edit ---

function lastLine(file) {
  try {
    const text = readFileSync(file, "utf8").trimEnd();
    return text.slice(text.lastIndexOf("\n") + 1);
  } catch {
    return undefined;
  }
}

function newestReport(dir) {
  try {
    return readdirSync(dir)
      .filter((name) => name.endsWith(".json"))
      .sort()
      .at(-1);
  } catch {
    return undefined;
  }
}

/**
 * `qgate hook` with a PostToolUse payload for `file` on stdin, timed end to end. The daemon's own view
 * comes from the logs the hook writes: the performance log's line (total and per-check times) and, when
 * the verdict is not a pass, the full JSON report (the type errors it found, in any file).
 */
export async function hookOnce(project, file, env, logName, daemonPid, door = undefined) {
  const logDir = path.join(LOGS, logName);
  const perfBefore = lastLine(path.join(logDir, "performance.jsonl"));
  const reportBefore = newestReport(path.join(logDir, "reports"));
  const cpuBefore = daemonPid ? cpuMsOf(daemonPid) : undefined;
  // Claude Code's PostToolUse for an Edit, unless a door brings its own payload and arguments.
  const payload =
    door?.payload ??
    JSON.stringify({
      session_id: "bench",
      transcript_path: path.join(WORK, "home", "transcript.jsonl"),
      cwd: project.dir,
      hook_event_name: "PostToolUse",
      tool_name: "Edit",
      tool_input: { file_path: path.join(project.dir, file) },
      tool_response: { filePath: path.join(project.dir, file), success: true },
    });
  const args = door?.args ?? ["hook"];
  const { result, stderr, ms, cpuMs } = await timedChild(process.execPath, [QGATE, ...args], project.dir, {
    env,
    extendEnv: false,
    input: payload,
  });
  if (result.exitCode !== 0)
    throw new Error(`qgate hook exited ${result.exitCode}: ${stderr}${result.stdout}`);
  const cpuAfter = daemonPid ? cpuMsOf(daemonPid) : undefined;
  const perfLine = lastLine(path.join(logDir, "performance.jsonl"));
  const perf = perfLine && perfLine !== perfBefore ? JSON.parse(perfLine) : undefined;
  const reportName = newestReport(path.join(logDir, "reports"));
  let files = [];
  let typeErrors = 0;
  let typeErrorFiles = 0;
  let verdict = "pass";
  // A check that could not run (a timeout under load): the run is kept, and counted in its row.
  let failures = [];
  if (reportName && reportName !== reportBefore) {
    const report = JSON.parse(readFileSync(path.join(logDir, "reports", reportName), "utf8"));
    const errors = report.findings.filter((f) => f.check === "types" && f.severity === "error");
    typeErrors = errors.length;
    typeErrorFiles = new Set(errors.map((f) => f.file)).size;
    verdict = report.verdict;
    files = report.files ?? [];
    failures = (report.failures ?? []).map((f) => `${f.check}: ${f.message}`);
  }
  return {
    wallMs: ms,
    clientCpuMs: cpuMs,
    daemonCpuMs: cpuBefore !== undefined && cpuAfter !== undefined ? cpuAfter - cpuBefore : undefined,
    totalMs: perf?.totalMs,
    checks: perf?.checks ?? {},
    verdict,
    files,
    typeErrors,
    typeErrorFiles,
    failures,
    // The client says on stderr when it could not use the daemon and ran cold: such a run is not warm.
    stderr: stderr.trim() || undefined,
  };
}

// --- tsc -w: the compiler's own watch mode, the anchor of every edit row ---

/**
 * One `tsc -w --noEmit -p .` per project, started once. An edit is timed from the write to the next
 * "Watching for file changes" line; that includes tsc's own 250 ms wait after a change event before it
 * rebuilds, so the time from its "File change detected" line (printed when the rebuild starts) to the end
 * is kept too. File and directory watching use file-system events, so the write is seen at once (no
 * polling interval in the figure).
 */
export class TscWatch {
  constructor(child, label) {
    this.child = child;
    this.label = label;
    this.output = "";
    this.waiter = undefined;
    this.detectedAt = undefined;
    this.pending = "";
    const onData = (chunk) => {
      this.pending += chunk;
      let newline;
      while ((newline = this.pending.indexOf("\n")) >= 0) {
        this.line(this.pending.slice(0, newline));
        this.pending = this.pending.slice(newline + 1);
      }
    };
    child.stdout.setEncoding("utf8").on("data", onData);
    child.stderr.setEncoding("utf8").on("data", onData);
    child.on("exit", (code) => {
      this.exited = true;
      this.waiter?.reject(new Error(`tsc -w (${label}) exited (${code}): ${this.output.slice(-2000)}`));
    });
  }

  static start(tsc, cwd, label, native) {
    const args = ["-w", "--noEmit", "-p", ".", "--preserveWatchOutput"];
    // The native compiler (TypeScript 7) watches with its own mechanism and takes no watch options.
    if (!native) args.push("--watchFile", "useFsEvents", "--watchDirectory", "useFsEvents");
    const child = spawn(process.execPath, [tsc, ...args], {
      cwd,
      stdio: ["ignore", "pipe", "pipe"],
      // Its own process group, so stopping it also ends a native compiler its launcher started.
      detached: true,
    });
    const watch = new TscWatch(child, label);
    return watch;
  }

  line(text) {
    this.output = (this.output + text + "\n").slice(-20000);
    const now = performance.now();
    if (/File change detected/.test(text) || /Starting compilation in watch mode/.test(text)) {
      this.detectedAt ??= now;
    }
    const done = /Found (\d+) errors?\. Watching for file changes/.exec(text);
    if (done && this.waiter) {
      const { resolve, startedAt } = this.waiter;
      this.waiter = undefined;
      const detectedAt = this.detectedAt;
      this.detectedAt = undefined;
      resolve({
        wallMs: Math.round(now - startedAt),
        rebuildMs: detectedAt === undefined ? undefined : Math.round(now - detectedAt),
        errors: Number(done[1]),
      });
    } else if (done) {
      this.detectedAt = undefined;
    }
  }

  /** Waits for the next finished build, timing it from now; `act` (a write) runs after the clock starts. */
  next(act = () => {}, timeoutMs = 30 * 60 * 1000) {
    if (this.exited) return Promise.reject(new Error(`tsc -w (${this.label}) is not running`));
    return new Promise((resolve, reject) => {
      const timer = setTimeout(() => {
        this.waiter = undefined;
        reject(new Error(`tsc -w (${this.label}) did not finish a build in ${timeoutMs / 1000} s`));
      }, timeoutMs);
      this.detectedAt = undefined;
      this.waiter = {
        startedAt: performance.now(),
        resolve: (value) => {
          clearTimeout(timer);
          resolve(value);
        },
        reject: (error) => {
          clearTimeout(timer);
          reject(error);
        },
      };
      act();
    });
  }

  stop() {
    if (this.exited) return;
    try {
      process.kill(-this.child.pid, "SIGTERM");
    } catch {
      // Already gone.
    }
  }
}

// --- Statistics and the machine ---

/** The p-th percentile, nearest rank (with 7 samples, p90 is the slowest). */
export function percentile(numbers, p) {
  const sorted = [...numbers].sort((a, b) => a - b);
  return sorted[Math.min(sorted.length - 1, Math.max(0, Math.ceil((p / 100) * sorted.length) - 1))];
}

export function stats(values) {
  const present = values.filter((v) => typeof v === "number");
  if (present.length === 0) return undefined;
  return { n: present.length, p50: percentile(present, 50), p90: percentile(present, 90) };
}

export function machine() {
  const cpus = os.cpus();
  return {
    cpus: os.availableParallelism?.() ?? cpus.length,
    cpuModel: cpus[0]?.model.trim() ?? "unknown",
    ramGiB: Math.round((os.totalmem() / 1024 ** 3) * 10) / 10,
    node: process.version,
    platform: `${os.platform()} ${os.release()}`,
    // Other work on the machine skews every figure: the load averages when the bench started.
    loadAverage: os.loadavg().map((l) => Math.round(l * 100) / 100),
  };
}
