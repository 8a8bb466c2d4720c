/**
 * The dashboard row (issue 38): `qgate dashboard` over a year of a busy team's metrics log, 1,000,000
 * records (sessions of a prompt, 10 to 40 gate runs on one of 2,000 files, a fifth of them blocked,
 * and an end), generated once with a fixed seed into bench/.work/dashboard/. Each run is a child
 * process timed from the outside, its peak resident memory read from inside (`process.resourceUsage`
 * at exit, through a `--require`d file); then the page is opened in Debian's Chromium when it is
 * installed (playwright-core through executablePath; nothing downloads a browser), timed from
 * `goto` to every chart drawn.
 */
import { createWriteStream, existsSync, mkdirSync, readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { finished } from "node:stream/promises";
import { log, QGATE, run, stats } from "./measure.js";
import { WORK } from "./projects.js";

const DIR = path.join(WORK, "dashboard");
const RECORDS = 1_000_000;
const STAMP = `dashboard log v1 ${RECORDS}`;
const CHROMIUM = "/usr/bin/chromium";
const PERIOD = ["--since", "2025-11-01", "--until", "2026-12-01"];

async function generate(file) {
  const out = createWriteStream(file);
  let seed = 7;
  const random = () => {
    seed = (seed * 1103515245 + 12345) & 0x7fffffff;
    return seed / 0x7fffffff;
  };
  const assistants = ["claude", "codex", "gemini", "cursor", "copilot"];
  const start = Date.parse("2025-11-28T00:00:00Z");
  const span = 365 * 86_400_000;
  let written = 0;
  let sessions = 0;
  let lines = [];
  const push = (record) => {
    lines.push(JSON.stringify(record));
    written++;
  };
  while (written < RECORDS) {
    const session = `s${sessions++}`;
    const assistant = assistants[sessions % assistants.length];
    let at = start + Math.floor((written / RECORDS) * span);
    push({ type: "prompt", ts: new Date(at).toISOString(), session, assistant, chars: 200, score: 70 });
    const runs = 10 + Math.floor(random() * 30);
    for (let i = 0; i < runs && written < RECORDS; i++) {
      at += 20_000;
      const passed = random() > 0.2;
      push({
        type: "gate",
        ts: new Date(at).toISOString(),
        session,
        door: "hook:PostToolUse",
        assistant,
        verdict: passed ? "pass" : "block",
        durationMs: 300 + Math.floor(random() * 500),
        files: [
          {
            path: `src/mod${Math.floor(random() * 2000)}.ts`,
            changedLines: 5,
            passed,
            findings: passed ? {} : { lint: 1 },
            ...(passed ? {} : { blockedBy: "lint/no-unused-vars: 'x' is defined but never used" }),
          },
        ],
        failures: [],
        checkMs: { format: 20, lint: 100 + Math.floor(random() * 100), types: 200, security: 10 },
        rules: passed ? {} : { "lint/no-unused-vars": 1 },
        served: "warm",
      });
    }
    if (written < RECORDS)
      push({
        type: "session-end",
        ts: new Date(at + 1000).toISOString(),
        session,
        assistant,
        verdict: "pass",
      });
    if (lines.length >= 5000) {
      if (!out.write(`${lines.join("\n")}\n`)) await new Promise((resolve) => out.once("drain", resolve));
      lines = [];
    }
  }
  out.end(lines.length > 0 ? `${lines.join("\n")}\n` : "");
  await finished(out);
}

async function openPage(file) {
  const { chromium } = await import("playwright-core");
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--no-first-run",
      "--disable-background-networking",
    ],
  });
  try {
    const page = await browser.newPage();
    const started = performance.now();
    await page.goto(`file://${file}`);
    await page.waitForSelector("html[data-drawn]");
    return Math.round(performance.now() - started);
  } finally {
    await browser.close();
  }
}

export async function dashboardRow(runs) {
  mkdirSync(DIR, { recursive: true });
  const logFile = path.join(DIR, "metrics.jsonl");
  const stampFile = path.join(DIR, "stamp");
  if (!existsSync(stampFile) || readFileSync(stampFile, "utf8") !== STAMP) {
    log(`dashboard: generating ${RECORDS.toLocaleString("en")} records in ${DIR} (once)`);
    await generate(logFile);
    writeFileSync(stampFile, STAMP);
  }
  const rssFile = path.join(DIR, "rss.cjs");
  writeFileSync(
    rssFile,
    'process.on("exit", () => process.stderr.write(`QGATE_BENCH_RSS ${process.resourceUsage().maxRSS}\\n`));\n',
  );
  const out = path.join(DIR, "dashboard.html");
  const wall = [];
  const rss = [];
  for (let i = 1; i <= runs; i++) {
    const started = performance.now();
    const result = await run(
      process.execPath,
      ["--require", rssFile, QGATE, "dashboard", "--log", logFile, ...PERIOD, "--out", out],
      DIR,
    );
    const ms = Math.round(performance.now() - started);
    if (result.exitCode !== 0) throw new Error(`qgate dashboard failed: ${result.stderr}`);
    const kb = Number(/QGATE_BENCH_RSS (\d+)/.exec(result.stderr)?.[1] ?? Number.NaN);
    wall.push(ms);
    rss.push(Math.round(kb / 1024));
    log(`dashboard run ${i}/${runs}: ${ms} ms, ${Math.round(kb / 1024)} MB peak resident`);
  }
  const opened = [];
  if (existsSync(CHROMIUM)) {
    for (let i = 1; i <= runs; i++) opened.push(await openPage(out));
  } else log(`dashboard: ${CHROMIUM} is missing; the page's opening time is not measured`);
  return { records: RECORDS, wall: stats(wall), maxRssMb: Math.max(...rss), open: stats(opened) };
}
