/**
 * qgate dashboard through the CLI in the test's process (test/helpers/in-process.ts): the page from a metrics log, what it says on bad input,
 * and the page in a real headless Chromium (Debian's `chromium`, driven by playwright-core through
 * its executablePath; nothing downloads a browser): no console error, no request, every chart drawn,
 * every table's numbers those of `qgate stats --format json`, and a finding's `<script>` and secret
 * shown as neither markup nor secret. The screenshot goes to .cache/artifacts/dashboard.png.
 */
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GateRunRecord, MetricsRecord } from "../../src/stats/records.js";
import { expectNoSecret, FAKE_SECRETS } from "../checks/security-secrets.js";
import {
  ARTIFACTS,
  CHROMIUM,
  chromiumMissing,
  drawnCharts,
  expectCellsMatchStats,
  expectSummaryMatchesStats,
  openPage,
  screenshot,
  tableCells,
  type StatsOverall,
  type StatsSeries,
} from "../helpers/browser.js";
import { isOneLineError } from "../helpers/cli.js";
import { runInProcess } from "../helpers/in-process.js";
import { logFiles } from "../stats/stats-log.js";

const SECRET = FAKE_SECRETS[2];
const HOSTILE = `<script>window.__pwned = 1</script><img src=x onerror="window.__pwned=2"> token ${SECRET}`;
const PERIOD = ["--since", "2026-03-01", "--until", "2026-03-07"];

let base: string;

beforeAll(() => {
  base = mkdtempSync(path.join(tmpdir(), "qgate-dashboard-e2e-"));
});

afterAll(() => rmSync(base, { recursive: true, force: true }));

function file(name: string, content: string): string {
  const target = path.join(base, name);
  mkdirSync(path.dirname(target), { recursive: true });
  writeFileSync(target, content);
  return target;
}

const lines = (records: MetricsRecord[]) => records.map((r) => JSON.stringify(r)).join("\n") + "\n";

/**
 * A week of two assistants: each day a session with a prompt, a blocked run and a passing one; the
 * blocking finding's message carries markup and a fake secret. One corrupt line.
 */
function weekLog(): string {
  const records: MetricsRecord[] = [];
  for (let day = 1; day <= 6; day++) {
    const date = `2026-03-0${day}`;
    const session = `session-${day}`;
    const assistant = day % 2 === 0 ? "codex" : "claude";
    const gate = (time: string, passed: boolean, ms: number): GateRunRecord => ({
      type: "gate",
      ts: `${date}T${time}Z`,
      session,
      assistant,
      door: "hook:PostToolUse",
      verdict: passed ? "pass" : "block",
      durationMs: ms,
      files: [
        {
          path: `src/part${day % 3}.ts`,
          changedLines: 10 * day,
          passed,
          findings: passed ? {} : { lint: day, security: 1 },
          ...(passed ? {} : { blockedBy: `lint/no-eval: ${HOSTILE}` }),
        },
      ],
      failures: [],
      checkMs: { format: 10 + day, lint: 100 * day, types: 250 + day },
      rules: passed ? {} : { "lint/no-eval": day, "security/secret": 1 },
      // How each run was served (the "served" chart): days 5 and 6 from an older qgate that did not say.
      ...(day <= 4 ? { served: passed ? "warm" : "cold" } : {}),
      ...(day <= 4 && passed ? { cached: { format: day % 2 === 0 ? "local" : "remote" } } : {}),
    });
    records.push(
      { type: "prompt", ts: `${date}T09:00:00Z`, session, assistant, chars: 50, score: 70 },
      // Days 2 and 4 pass at their first run: the first-time success rate moves.
      gate("09:02:00", day === 2 || day === 4, 800),
      gate("09:0" + String(3 + (day % 5)) + ":00", true, 400 + day),
    );
  }
  return lines(records) + "{not a record\n";
}

describe("qgate dashboard", () => {
  it("writes the page from a metrics log and says where", async () => {
    const log = file("week/metrics.jsonl", weekLog());
    const out = path.join(base, "week.html");
    const result = await runInProcess(["dashboard", "--log", log, ...PERIOD, "--out", out], { cwd: base });
    expect(result.stderr).toBe("");
    expect(result.exitCode).toBe(0);
    expect(result.stdout).toBe(`qgate: dashboard written to ${out} (12 gate runs, 2026-03-01 to 2026-03-07)`);
    const html = readFileSync(out, "utf8");
    expect(html).toContain("1 corrupt line skipped (metrics.jsonl:19).");
    expect(html).not.toContain("<script>window.__pwned");
    expect(html).toContain("&lt;script&gt;window.__pwned = 1&lt;/script&gt;");
    expectNoSecret(html, "the page");
    expect(html).not.toMatch(/<(?:link|img|iframe)\b|\bsrc=["']?https?:|url\(/i);
  });

  it("reads the log directory when no --log is given, and merges repeated --log with duplicates once", async () => {
    const dir = path.dirname(file("dir/metrics.jsonl", weekLog()));
    const out = path.join(base, "dir.html");
    const result = await runInProcess(["dashboard", ...PERIOD, "--out", out], {
      cwd: base,
      env: { QGATE_LOG_DIR: dir },
    });
    expect(result.exitCode).toBe(0);
    const copy = file("copy/metrics.jsonl", weekLog());
    const merged = await runInProcess(
      ["dashboard", "--log", dir, "--log", copy, ...PERIOD, "--out", path.join(base, "merged.html")],
      { cwd: base },
    );
    expect(merged.stdout).toContain("(12 gate runs,");
    expect(readFileSync(path.join(base, "merged.html"), "utf8")).toContain(
      "18 duplicate records across the merged logs counted once.",
    );
  });

  it.each([
    ["a missing log", undefined, "No metrics log found"],
    ["an empty log", "", "The metrics log holds no records"],
    ["only corrupt lines", "{oops\n\u0000\n[]\n", "3 corrupt lines skipped"],
    [
      "an older qgate's records",
      logFiles()["metrics.jsonl"],
      "5 of 5 gate runs come from an older qgate that did not record the time per check or the rules",
    ],
    ["one day only", logFiles()["metrics.jsonl"], "Every record falls on one day (2026-03-01)"],
    [
      "records outside the period",
      lines([{ type: "prompt", ts: "2025-01-01T00:00:00Z", chars: 1 }]),
      "No gate runs or prompts match this period and filter.",
    ],
  ])("says so plainly for %s", async (name, content, words) => {
    const log = path.join(base, "bad", name.replace(/\W+/g, "-"), "metrics.jsonl");
    if (content !== undefined) file(path.relative(base, log), content);
    const out = path.join(base, `${name.replace(/\W+/g, "-")}.html`);
    const since = name.includes("older") || name.includes("one day") ? "2026-03-01" : "2026-02-01";
    const result = await runInProcess(
      ["dashboard", "--log", log, "--since", since, "--until", "2026-03-02", "--out", out],
      {
        cwd: base,
      },
    );
    expect(result.stderr).toBe("");
    expect(result.exitCode).toBe(0);
    const html = readFileSync(out, "utf8");
    expect(html).toContain(words);
    expect(html).not.toMatch(/\n\s+at \S+ \(/);
  });

  it.each([
    [["--since", "last week"], /^qgate: dashboard: --since "last week": expected an ISO date/],
    [
      ["--since", "2026-03-05", "--until", "2026-03-01"],
      /^qgate: dashboard: --since 2026-03-05T00:00:00.000Z is not before/,
    ],
    [["--door", "hooks"], /^qgate: dashboard: --door "hooks": expected hook, check, pre-commit, ci$/],
    [["--assistant", "claud"], /^qgate: dashboard: --assistant "claud": expected claude, codex, .*windsurf/],
    [["--out", path.join("/dev/null", "x.html")], /^qgate: dashboard: --out ".*": cannot write \(ENOTDIR\)$/],
  ])("refuses %j in one line (exit 2)", async (args, message) => {
    const result = await runInProcess(["dashboard", "--log", path.join(base, "none"), ...args], {
      cwd: base,
    });
    expect(result.exitCode).toBe(2);
    expect(isOneLineError(result.stderr)).toBe(true);
    expect(result.stderr).toMatch(message);
  });
});

const browserMissing = chromiumMissing("dashboard browser test");

describe.skipIf(browserMissing)(`the page in headless Chromium (${CHROMIUM})`, () => {
  it("draws every chart, asks for nothing, shows the stats numbers and neither markup nor secret from a finding", async () => {
    const log = file("browser/metrics.jsonl", weekLog());
    const out = path.join(base, "browser.html");
    const made = await runInProcess(["dashboard", "--log", log, ...PERIOD, "--out", out], { cwd: base });
    expect(made.exitCode).toBe(0);
    const statsRun = await runInProcess(["stats", "--log", log, ...PERIOD, "--format", "json"], {
      cwd: base,
    });
    expect(statsRun.exitCode).toBe(0);
    const stats = JSON.parse(statsRun.stdout) as { overall: StatsOverall; series: StatsSeries };

    const { page, problems, requests, close } = await openPage(out);
    try {
      expect(problems).toEqual([]);
      expect(requests).toEqual([]);

      // Every chart is drawn: its canvas has pixels of more than one colour.
      const charts = await drawnCharts(page);
      expect(charts.map((c) => c.id)).toEqual([
        "chart-first-time-success",
        "chart-iterations",
        "chart-code-quality",
        "chart-time-to-implementation",
        "chart-verdicts",
        "chart-doors",
        "chart-assistants",
        "chart-findings",
        "chart-top-rules",
        "chart-check-time",
        "chart-served",
      ]);
      for (const chart of charts) expect(chart.colours, chart.id).toBeGreaterThan(1);

      // Every table cell is the stats JSON's number (or string) at the field its column names.
      const cells = await tableCells(page);
      expect(cells.length).toBeGreaterThan(100);
      expectCellsMatchStats(cells, stats.series);
      // And the summary at the top: the period's overall figures.
      await expectSummaryMatchesStats(page, stats.overall);

      // The finding's markup is text, not elements; the secret is masked.
      expect(await page.evaluate(() => (globalThis as { __pwned?: number }).__pwned)).toBeUndefined();
      expect(await page.locator("img").count()).toBe(0);
      expect(await page.locator("script").count()).toBe(3);
      const text = await page.locator("body").innerText();
      expect(text).toContain("<script>window.__pwned = 1</script>");
      expectNoSecret(text, "the page's text");
      expectNoSecret(await page.content(), "the page's markup");

      await screenshot(page, "dashboard");
      // The first screen, as docs/dashboard.png shows it.
      await page.screenshot({ path: path.join(ARTIFACTS, "dashboard-top.png") });

      // A narrow window: one column, no sideways scrolling of the page.
      await page.setViewportSize({ width: 380, height: 800 });
      // The charts follow the window on the next frame.
      await page.evaluate("new Promise((done) => requestAnimationFrame(() => requestAnimationFrame(done)))");
      const overflow = await page.evaluate<number>(
        "document.documentElement.scrollWidth - window.innerWidth",
      );
      expect(overflow).toBeLessThanOrEqual(0);
    } finally {
      await close();
    }
  });
});
