#!/usr/bin/env node
/**
 * The Biome row (issue 21): warm `qgate check <file> --only format,lint` through a daemon of this
 * checkout, against `biome check <file>` run as a process, in the same run and interleaved, on the
 * Biome package of fixtures/own-tools (Biome 2.6.8, its own biome.json). Both the way a user runs
 * Biome (`node_modules/.bin/biome`, its Node launcher then the native binary) and the native binary
 * alone are timed. Before every timed run the file gets a real edit (a new string in its body), so
 * no run is served from a cache of the content before. Prints median and p90 wall time; `--json`
 * prints them as JSON.
 *
 *   node bench/biome.js [--runs 30]
 */
import { execFile } from "node:child_process";
import { cpSync, existsSync, mkdirSync, readFileSync, rmSync, symlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { promisify } from "node:util";

const run = promisify(execFile);
const QGATE_DIR = fileURLToPath(new URL("../", import.meta.url));
const QGATE = path.join(QGATE_DIR, "bin", "qgate.js");
const FIXTURE = path.join(QGATE_DIR, "fixtures", "own-tools");
const WORK = path.join(QGATE_DIR, "bench", ".work", "biome");
const PROJECT = path.join(WORK, "project");
const DAEMON_DIR = path.join(WORK, "daemon");
const runsArg = process.argv.indexOf("--runs");
const RUNS = runsArg > 0 ? Number(process.argv[runsArg + 1]) : 30;
const FILE = "src/clean.ts";

function log(message) {
  process.stderr.write(`bench/biome: ${message}\n`);
}

const env = {
  ...process.env,
  NO_COLOR: "1",
  QGATE_DAEMON: "1",
  QGATE_DAEMON_DIR: DAEMON_DIR,
  XDG_CONFIG_HOME: path.join(WORK, "config"),
};

async function timed(file, args, options = {}) {
  const started = performance.now();
  const result = await run(file, args, { cwd: PROJECT, env, ...options }).catch((error) => error);
  const ms = performance.now() - started;
  if (typeof result.code === "number" && result.code !== 0) {
    throw new Error(`${path.basename(file)} ${args.join(" ")} exited ${result.code}: ${result.stderr}`);
  }
  return ms;
}

const ORIGINAL = path.join(FIXTURE, "packages", "biome", FILE);
let edits = 0;
/** A real body edit, formatted as the project's Biome config wants it: the file stays clean. */
function edit() {
  edits += 1;
  const text = readFileSync(ORIGINAL, "utf8").replace("'hello'", `'hello ${edits}'`);
  if (!text.includes(`hello ${edits}`)) throw new Error(`cannot edit ${FILE}`);
  writeFileSync(path.join(PROJECT, FILE), text);
}

function stats(numbers) {
  const sorted = [...numbers].sort((a, b) => a - b);
  const at = (p) => sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)];
  return { median: Math.round(at(50)), p90: Math.round(at(90)) };
}

if (!existsSync(path.join(QGATE_DIR, "dist", "cli", "main.js"))) throw new Error("run npm run compile first");
if (!existsSync(path.join(FIXTURE, "node_modules", "@biomejs", "biome"))) {
  log("installing fixtures/own-tools (once)");
  await run("npm", ["ci", "--no-audit", "--no-fund", "--ignore-scripts"], { cwd: FIXTURE });
}

rmSync(WORK, { recursive: true, force: true });
mkdirSync(WORK, { recursive: true });
cpSync(path.join(FIXTURE, "packages", "biome"), PROJECT, { recursive: true });
symlinkSync(path.join(FIXTURE, "node_modules"), path.join(PROJECT, "node_modules"), "dir");
await run("git", ["init", "-q"], { cwd: PROJECT });

const biomeShim = path.join(PROJECT, "node_modules", ".bin", "biome");
const biomeNative = path.join(
  FIXTURE,
  "node_modules",
  "@biomejs",
  `cli-${process.platform}-${process.arch}`,
  "biome",
);
const qgateArgs = [QGATE, "check", FILE, "--only", "format,lint"];

log("starting a private daemon and warming it");
await run(process.execPath, [QGATE, "daemon", "stop"], { cwd: PROJECT, env }).catch(() => undefined);
await run(process.execPath, [QGATE, "daemon", "start"], { cwd: PROJECT, env });
try {
  for (let i = 0; i < 3; i++) {
    edit();
    await timed(process.execPath, qgateArgs);
  }
  const rows = { qgate: [], biomeShim: [], biomeNative: [] };
  for (let i = 0; i < RUNS; i++) {
    edit();
    rows.qgate.push(await timed(process.execPath, qgateArgs));
    edit();
    rows.biomeShim.push(await timed(biomeShim, ["check", FILE]));
    if (existsSync(biomeNative)) {
      edit();
      rows.biomeNative.push(await timed(biomeNative, ["check", FILE]));
    }
  }
  const result = {
    runs: RUNS,
    file: `fixtures/own-tools/packages/biome/${FILE}`,
    "qgate check --only format,lint (warm daemon)": stats(rows.qgate),
    "biome check (node_modules/.bin/biome)": stats(rows.biomeShim),
    ...(rows.biomeNative.length > 0 ? { "biome check (native binary)": stats(rows.biomeNative) } : {}),
  };
  if (process.argv.includes("--json")) process.stdout.write(`${JSON.stringify(result, null, 2)}\n`);
  else {
    for (const [name, value] of Object.entries(result)) {
      if (typeof value === "object")
        console.log(`${name.padEnd(46)} ${value.median} ms  p90 ${value.p90} ms`);
    }
  }
} finally {
  await run(process.execPath, [QGATE, "daemon", "stop"], { cwd: PROJECT, env }).catch(() => undefined);
}
