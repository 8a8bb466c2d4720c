/**
 * The dashboard of a real session (issue 38): the real Claude Code (fixtures/claude-code) with qgate's
 * hooks installed by `qgate install claude`, in strict mode, driven by a scripted model on 127.0.0.1.
 * The model writes a file that passes at its first gate run, writes a second one with a type error
 * (blocked), fixes it with an Edit (passes), and says it is done. Then `qgate dashboard`, reading the
 * log the hooks wrote, makes the page of that session, and headless Chromium (test/helpers/browser.ts)
 * shows the session's first-time success rate and iterations until pass as `qgate stats --format json`
 * computes them for the same log, and as they must be for this session: 1 of 2 files passed its first
 * run (50%); 1 and 2 runs until pass (mean and median 1.5). The screenshot goes to
 * .cache/artifacts/dashboard-claude-code.png.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import { cleanUpAssistantSessions, runAssistantSession } from "../helpers/assistant-session.js";
import {
  CHROMIUM,
  chromiumMissing,
  drawnCharts,
  expectCellsMatchStats,
  expectSummaryMatchesStats,
  openPage,
  screenshot,
  tableCells,
  type StatsSeries,
} from "../helpers/browser.js";
import { runQgate } from "../helpers/cli.js";
import type { ChatMessage, Step } from "../helpers/scripted-model.js";
import { CLAUDE, claudeCommand } from "../helpers/claude-code.js";

afterEach(cleanUpAssistantSessions);

// Formatting and types: the type error is what blocks (lint and the security scan add nothing here
// but time).
const POLICY = {
  include: ["src/**/*.ts"],
  checks: { lint: { enabled: false }, security: { enabled: false } },
  hooks: { slowRunMs: 600_000 },
};

const script = (dir: string): Step[] => [
  {
    tool: "Write",
    args: { file_path: path.join(dir, "src/tax.ts"), content: "export const taxRate = 0.2;\n" },
  },
  {
    tool: "Write",
    args: { file_path: path.join(dir, "src/total.ts"), content: 'export const total: number = "12";\n' },
  },
  {
    tool: "Edit",
    args: { file_path: path.join(dir, "src/total.ts"), old_string: '"12"', new_string: "12" },
  },
  { text: "Done." },
];

/** What the model was last told in a request (the last message, as text). */
const lastTold = (messages: ChatMessage[]) => JSON.stringify(messages.at(-1)?.content ?? "");

interface StatsJson {
  overall: {
    gateRuns: number;
    sessions: number;
    firstTimeSuccess: { passedFirstRun: number; files: number; rate: number | null };
    iterations: { passedFiles: number; mean: number | null; median: number | null; neverPassed: number };
  };
  sessions: Array<{ session: string | null }>;
  series: StatsSeries & {
    blockedFiles: Array<{ path: string; blockedRuns: number; blockedBy: string | null }>;
  };
}

const skip = !existsSync(CLAUDE) || chromiumMissing("the dashboard of a real Claude Code session");

describe.skipIf(skip)(
  `the dashboard of a real Claude Code session (${CHROMIUM})`,
  { timeout: 200_000 },
  () => {
    it("shows the session's first-time success rate and iterations as qgate stats computes them", async () => {
      const session = await runAssistantSession({
        assistant: "claude",
        installArgs: ["--hooks", "claude"],
        policy: POLICY,
        script,
        command: claudeCommand(["-p", "add the tax rate and the total", "--allowedTools", "Write Edit"]),
        strict: true,
      });
      const { run, requests, log, logDir, project } = session;

      // The session as the model saw it: the first file passed, the second was blocked, its fix passed,
      // and the Stop hook let the model finish.
      expect(run.exitCode, run.stdout + run.stderr).toBe(0);
      expect(requests).toHaveLength(4);
      expect(lastTold(requests[1]!)).not.toContain("qgate:");
      expect(lastTold(requests[2]!)).toContain(
        "qgate: the operation is blocked: 1 blocking finding in src/total.ts",
      );
      expect(lastTold(requests[3]!)).not.toContain("qgate:");
      const gates = log("metrics").filter((record) => record.type === "gate");
      expect(gates.map((record) => [record.door, record.verdict])).toEqual([
        ["hook:PostToolUse", "pass"],
        ["hook:PostToolUse", "block"],
        ["hook:PostToolUse", "pass"],
        ["hook:Stop", "pass"],
        ["hook:SessionEnd", "pass"],
      ]);
      const id = String(gates[0]!.session);
      const day = String(gates[0]!.ts).slice(0, 10);
      // The session's days (`--until` a date: to its end), for both: the page's default is the last 30
      // days, stats' the whole log.
      const last = String(gates.at(-1)!.ts).slice(0, 10);
      const period = ["--session", id, "--since", day, "--until", last];

      // qgate stats on the log the hooks wrote, for that session: the numbers this session must have.
      const env = { QGATE_LOG_DIR: logDir };
      const statsRun = await runQgate(["stats", ...period, "--format", "json"], {
        cwd: project.dir,
        env,
      });
      expect(statsRun.exitCode, statsRun.stderr).toBe(0);
      const stats = JSON.parse(statsRun.stdout) as StatsJson;
      expect(stats.sessions.map((s) => s.session)).toEqual([id]);
      expect(stats.overall).toMatchObject({
        gateRuns: 5,
        firstTimeSuccess: { passedFirstRun: 1, files: 2, rate: 0.5 },
        iterations: { passedFiles: 2, mean: 1.5, median: 1.5, neverPassed: 0 },
      });
      expect(stats.series.blockedFiles).toEqual([
        { path: "src/total.ts", blockedRuns: 1, blockedBy: expect.stringMatching(/^types\/TS2322: /) },
      ]);

      // The page of that session, from the same log directory.
      const out = path.join(logDir, "dashboard.html");
      const made = await runQgate(["dashboard", ...period, "--out", out], { cwd: project.dir, env });
      expect(made.stderr).toBe("");
      expect(made.exitCode).toBe(0);

      const { page, problems, requests: fetched, close } = await openPage(out);
      try {
        expect(problems).toEqual([]);
        expect(fetched).toEqual([]);
        expect(await page.locator(".meta").innerText()).toContain(`session ${id}`);

        // The figures at the top and beside the two charts: 1 of 2 files, 50%; 1.5 runs until pass.
        await expectSummaryMatchesStats(page, stats.overall);
        const summary = await page.locator(".summary > div").allInnerTexts();
        expect(summary[2]).toMatch(/50%$/);
        expect(summary[3]).toMatch(/1\.5$/);
        expect(await page.locator("#first-time-success .overall").innerText()).toContain(
          "50% (1 of 2 files passed their first gate run)",
        );
        expect(await page.locator("#iterations .overall").innerText()).toContain(
          "mean 1.5, median 1.5 over 2 files; 0 never passed",
        );

        // Both charts are drawn, and every table cell is the stats JSON's number; the session's day
        // holds its rate and iterations.
        const charts = await drawnCharts(page);
        for (const drawn of ["chart-first-time-success", "chart-iterations"])
          expect(charts.find((chart) => chart.id === drawn)?.colours, drawn).toBeGreaterThan(1);
        const cells = await tableCells(page);
        expectCellsMatchStats(cells, stats.series);
        const onDay = (field: string) => cells.find((cell) => cell.day === day && cell.path === field)?.text;
        expect(onDay("firstTimeSuccess.rate")).toBe("0.5");
        expect(onDay("iterations.mean")).toBe("1.5");
        expect(onDay("iterations.median")).toBe("1.5");
        // The blocked file, blocked once before its fix passed (2 runs until pass).
        const listed = (field: string) => cells.find((cell) => cell.path === field)?.text;
        expect(listed("blockedFiles[0].path")).toBe("src/total.ts");
        expect(listed("blockedFiles[0].blockedRuns")).toBe("1");

        await screenshot(page, "dashboard-claude-code");
      } finally {
        await close();
      }
    });
  },
);
