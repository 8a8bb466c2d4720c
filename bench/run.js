#!/usr/bin/env node
/**
 * `npm run bench`: qgate on one changed file of a real, medium-size TypeScript code base that nobody on
 * the team wrote (RxJS, whose npm package ships its ~250 `.ts` sources), next to the naive chain
 * `prettier --check f && eslint f && tsc --noEmit -p .` run as separate processes, in the same run.
 *
 *   node bench/run.js [--runs N] [--file src/...ts] [--fresh] [--json <file>]
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
