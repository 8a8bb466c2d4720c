/**
 * A page in a real headless Chromium, for the tests that look at what qgate draws (`qgate dashboard`):
 * Debian's `chromium`, driven by playwright-core through its executablePath, so nothing downloads a
 * browser. `openPage` records every console error or warning, page error and request besides the page
 * itself; `drawnCharts` counts the colours of each chart's canvas; `tableCells` reads the dashboard's
 * table cells, each with the stats JSON field it shows, and `expectCellsMatchStats` compares every one
 * with `qgate stats --format json`, as `expectSummaryMatchesStats` does the summary at the top.
 */
import { existsSync, mkdirSync, readFileSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import type { Browser, Page } from "playwright-core";
import { expect } from "vitest";
import { REPO_ROOT } from "./project.js";

export const CHROMIUM = "/usr/bin/chromium";

/** Where the tests write their screenshots (test artifacts, never committed). */
export const ARTIFACTS = path.join(REPO_ROOT, ".cache", "artifacts");

/** Whether the browser is missing; if so, says it plainly once (beside vitest's "skipped"). */
export function chromiumMissing(what: string): boolean {
  const missing = !existsSync(CHROMIUM);
  if (missing) console.warn(`${what} skipped: ${CHROMIUM} is missing (Debian: apt-get install chromium)`);
  return missing;
}

export interface OpenPage {
  page: Page;
  /** Console errors and warnings, and uncaught page errors. */
  problems: string[];
  /** Every request other than the page's own file. */
  requests: string[];
  close: () => Promise<void>;
}

/** Opens a local HTML file in headless Chromium and waits until its charts are drawn (`html[data-drawn]`). */
export async function openPage(
  file: string,
  options: { width?: number; height?: number; colorScheme?: "light" | "dark" } = {},
): Promise<OpenPage> {
  const { chromium } = await import("playwright-core");
  const browser: Browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      "--headless",
      "--no-sandbox",
      "--disable-gpu",
      "--disable-quic",
      "--no-first-run",
      "--disable-background-networking",
      "--disable-component-update",
      "--disable-sync",
    ],
  });
  try {
    const page = await browser.newPage({
      viewport: { width: options.width ?? 1200, height: options.height ?? 900 },
      colorScheme: options.colorScheme ?? "light",
    });
    const problems: string[] = [];
    const requests: string[] = [];
    const url = pathToFileURL(file).href;
    page.on("console", (message) => {
      if (message.type() === "error" || message.type() === "warning") problems.push(message.text());
    });
    page.on("pageerror", (error) => problems.push(error.message));
    page.on("request", (request) => {
      if (request.url() !== url) requests.push(request.url());
    });
    await page.goto(url);
    await page.waitForSelector("html[data-drawn]");
    return { page, problems, requests, close: () => browser.close() };
  } catch (error) {
    await browser.close();
    throw error;
  }
}

/** Writes a full-page screenshot to `.cache/artifacts/<name>.png` and returns its path. */
export async function screenshot(page: Page, name: string): Promise<string> {
  const file = path.join(ARTIFACTS, `${name}.png`);
  mkdirSync(ARTIFACTS, { recursive: true });
  await page.screenshot({ path: file, fullPage: true });
  expect(readFileSync(file).subarray(1, 4).toString()).toBe("PNG");
  return file;
}

/** Each chart of the page (`.chart`) by id, with how many colours its canvas has (up to 3; 0: no canvas). */
export function drawnCharts(page: Page): Promise<Array<{ id: string; colours: number }>> {
  return page.$$eval(".chart", (elements) =>
    elements.map((element) => {
      const canvas = element.querySelector("canvas");
      const context = canvas?.getContext("2d");
      if (!canvas || !context) return { id: element.id, colours: 0 };
      const pixels = context.getImageData(0, 0, canvas.width, canvas.height).data;
      const colours = new Set<number>();
      for (let i = 0; i < pixels.length && colours.size < 3; i += 4)
        colours.add(
          ((pixels[i] ?? 0) << 24) |
            ((pixels[i + 1] ?? 0) << 16) |
            ((pixels[i + 2] ?? 0) << 8) |
            (pixels[i + 3] ?? 0),
        );
      return { id: element.id, colours: colours.size };
    }),
  );
}

/** One cell of a dashboard table: its row's day (null in a list), the stats field it shows, its text. */
export interface TableCell {
  day: string | null;
  path: string;
  /** What a bucket without the field holds ("0" for counts, "null" for rates); null in a list. */
  absent: string | null;
  text: string;
}

/** Every cell of the dashboard's chart tables and lists. */
export function tableCells(page: Page): Promise<TableCell[]> {
  return page.$$eval("table[data-chart] tbody tr, table[data-list] tbody tr", (rows) =>
    rows.flatMap((row) => {
      const day = row.querySelector("th")?.textContent ?? null;
      return [...row.querySelectorAll("td")].map((td) => ({
        day,
        path: td.dataset.path ?? "",
        absent: td.dataset.absent ?? null,
        text: td.textContent ?? "",
      }));
    }),
  );
}

/** The `series` of `qgate stats --format json`, as far as the tables read it. */
export interface StatsSeries {
  buckets: Array<{ start: string }>;
}

/**
 * Every table cell is the stats JSON's number (or string) at the field its column names: in a chart's
 * table, the field of that day's bucket; in a list, the field of the series.
 */
export function expectCellsMatchStats(cells: TableCell[], series: StatsSeries): void {
  for (const cell of cells) {
    const holder = cell.day !== null ? series.buckets.find((bucket) => bucket.start === cell.day) : series;
    expect(holder, `${cell.day} ${cell.path}`).toBeDefined();
    const value = lookup(holder, cell.path) ?? (cell.absent === "0" ? 0 : null);
    expect(cell.text, `${cell.day ?? "list"} ${cell.path}`).toBe(value === null ? "–" : String(value));
  }
}

/** The overall figures of `qgate stats --format json` that the page's summary shows. */
export interface StatsOverall {
  gateRuns: number;
  sessions: number;
  firstTimeSuccess: { rate: number | null };
  iterations: { mean: number | null };
}

/** The summary at the top of the dashboard: the period's overall figures, as the stats JSON has them. */
export async function expectSummaryMatchesStats(page: Page, overall: StatsOverall): Promise<void> {
  const rate = overall.firstTimeSuccess.rate;
  const summary = await page.locator(".summary > div").allInnerTexts();
  expect(summary.map((text) => text.replace(/\s+/g, " ").trim())).toEqual([
    `Gate runs ${overall.gateRuns}`,
    `Sessions ${overall.sessions}`,
    `First-time success ${rate === null ? "n/a" : `${Math.round(rate * 100)}%`}`,
    `Iterations until pass (mean) ${overall.iterations.mean ?? "n/a"}`,
  ]);
}

/** The value at a dotted path with bracketed JSON keys (`rules["lint/no-eval"]`, `blockedFiles[0].path`). */
export function lookup(value: unknown, dotted: string): unknown {
  let current = value;
  for (const match of dotted.matchAll(/\[("(?:[^"\\]|\\.)*"|\d+)\]|([^.[\]]+)/g)) {
    const key = match[1] !== undefined ? (JSON.parse(match[1]) as string | number) : (match[2] ?? "");
    if (current === null || typeof current !== "object") return undefined;
    current = (current as Record<string | number, unknown>)[key];
  }
  return current;
}
