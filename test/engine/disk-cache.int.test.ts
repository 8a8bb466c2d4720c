/**
 * The result cache on disk (engine/disk-cache.ts) through runChecks with real tools (qgate's bundled
 * Prettier and ESLint, its own security scan): over a seeded sequence of edits to files, configs and
 * ignore files, a run served from the disk is the same report, in every reporter, as a fresh run; a
 * corrupt or truncated entry is a miss. Each cached run gets a new host, so nothing comes from memory.
 */
import { readdirSync, statSync, truncateSync, writeFileSync, rmSync, mkdtempSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, afterEach, beforeAll, describe, expect, it } from "vitest";
import type { ChangeSet } from "../../src/changes/change-set.js";
import type { CheckId } from "../../src/checks/check.js";
import { runChecks } from "../../src/engine/engine.js";
import { InlineHost } from "../../src/engine/host.js";
import { loadPolicy } from "../../src/policy/load.js";
import { reporterNames, getReporter } from "../../src/report/index.js";
import type { Report } from "../../src/report/report.js";
import { startTimings, takeTimings } from "../../src/util/timings.js";
import { tempProject, type TempProject } from "../helpers/project.js";

const ONLY: CheckId[] = ["format", "lint", "security"];
const FILES = ["src/a.ts", "src/b.ts", "src/c.js"];

let project: TempProject;
let cacheDir: string;
const saved = { QGATE_CACHE: process.env.QGATE_CACHE, QGATE_CACHE_DIR: process.env.QGATE_CACHE_DIR };

beforeAll(async () => {
  project = await tempProject();
  project.write("package.json", '{ "name": "cached", "private": true, "type": "module" }\n');
  project.write("src/a.ts", "export const a = 1;\n");
  project.write("src/b.ts", "export const b = 2;\n");
  project.write("src/c.js", "export const c = 3;\n");
  cacheDir = mkdtempSync(path.join(tmpdir(), "qgate-disk-cache-"));
});
afterAll(() => {
  project.cleanup();
  rmSync(cacheDir, { recursive: true, force: true });
});
afterEach(() => {
  for (const [name, value] of Object.entries(saved)) {
    if (value === undefined) delete process.env[name];
    else process.env[name] = value;
  }
});

const changeSet = (): ChangeSet => ({
  root: project.dir,
  files: FILES.map((file) => ({ path: file, absPath: path.join(project.dir, file), change: "modify" })),
  skipped: [],
  source: "explicit",
});

/** One run on a new host (no memory cache), with the disk cache on or off; which checks were hits. */
async function run(cached: boolean): Promise<{ report: Report; hits: string[] }> {
  process.env.QGATE_CACHE = cached ? "1" : "0";
  process.env.QGATE_CACHE_DIR = cacheDir;
  const host = new InlineHost();
  startTimings();
  try {
    const report = await runChecks(changeSet(), {
      policy: loadPolicy({ root: project.dir }),
      strict: false,
      only: ONLY,
      host,
    });
    const hits = (takeTimings() ?? []).flatMap((entry) => (entry.cached ? [entry.step] : []));
    return { report, hits };
  } finally {
    takeTimings();
    await host.close();
  }
}

/**
 * Every reporter's output, timings aside: a hit reports what the lookup took, not what the first
 * run took, so both reports' times are zeroed before rendering.
 */
function rendered(report: Report): Record<string, string> {
  const timeless: Report = {
    ...report,
    timings: {
      totalMs: 0,
      checks: Object.fromEntries(Object.keys(report.timings.checks).map((id) => [id, 0])),
    },
  };
  return Object.fromEntries(
    reporterNames().map((name) => [
      name,
      getReporter(name)!.render(timeless, { color: false, toFile: true, blocked: false }),
    ]),
  );
}

// What each file, config and ignore file can become: tidy, untidy, a lint problem, an eval.
const VARIANTS: Record<string, Array<string | undefined>> = {
  "src/a.ts": ["export const a = 1;\n", "export const  a={x:1}\n", "export const a = eval('1');\n"],
  "src/b.ts": ["export const b = 2;\n", "let unused = 1;\nexport const b = 2;\n", "export const b = 2\n"],
  "src/c.js": ["export const c = 3;\n", "export const c = 3\n", "debugger;\nexport const c = 3;\n"],
  ".prettierrc.json": [undefined, '{ "semi": false }\n', "{}\n"],
  ".prettierignore": [undefined, "src/b.ts\n"],
  ".eslintignore": [undefined, "src/c.js\n"],
};

describe("the result cache on disk", () => {
  it("serves the same report as a fresh run, in every reporter, over a seeded sequence of edits", async () => {
    let seed = 20261125;
    const random = () => {
      seed = (seed + 0x6d2b79f5) | 0;
      let t = Math.imul(seed ^ (seed >>> 15), 1 | seed);
      t = (t + Math.imul(t ^ (t >>> 7), 61 | t)) ^ t;
      return ((t ^ (t >>> 14)) >>> 0) / 4294967296;
    };
    const names = Object.keys(VARIANTS);
    let hits = 0;
    let findings = 0;
    for (let step = 0; step < 14; step++) {
      // One to two edits per step; a variant is often one seen before, which a cache must serve.
      const edits = 1 + Math.floor(random() * 2);
      const label: string[] = [];
      for (let i = 0; i < edits; i++) {
        const name = names[Math.floor(random() * names.length)]!;
        const variants = VARIANTS[name]!;
        const text = variants[Math.floor(random() * variants.length)];
        if (text === undefined) rmSync(path.join(project.dir, name), { force: true });
        else project.write(name, text);
        label.push(`${name}=${JSON.stringify(text)}`);
      }
      const fresh = await run(false);
      expect(fresh.hits, label.join(" ")).toEqual([]);
      // Twice from the disk: the first may compute and store, the second must be served.
      const first = await run(true);
      const second = await run(true);
      expect(second.hits.sort(), label.join(" ")).toEqual(ONLY.map((id) => `check.${id}`).sort());
      expect(rendered(first.report), label.join(" ")).toEqual(rendered(fresh.report));
      expect(rendered(second.report), label.join(" ")).toEqual(rendered(fresh.report));
      hits += first.hits.length;
      findings += fresh.report.findings.length;
    }
    // Not vacuous: edits came back to content seen before (hits on the first cached run), and the
    // reports compared had findings in them.
    expect(hits).toBeGreaterThan(0);
    expect(findings).toBeGreaterThan(0);
  });

  it("says where each reused result came from: the host's memory, else the disk", async () => {
    // Contents no other test here writes: the first run finds nothing on the disk.
    project.write("src/a.ts", "export const a = 41;\n");
    project.write("src/b.ts", "export const b = 42;\n");
    project.write("src/c.js", "export const c = 43;\n");
    process.env.QGATE_CACHE = "1";
    process.env.QGATE_CACHE_DIR = cacheDir;
    const host = new InlineHost();
    const runOn = (on: InlineHost) =>
      runChecks(changeSet(), {
        policy: loadPolicy({ root: project.dir }),
        strict: false,
        only: ONLY,
        host: on,
      });
    const everyCheck = (from: string) => Object.fromEntries(ONLY.map((id) => [id, from]));
    try {
      expect((await runOn(host)).served?.cached).toEqual({});
      // The same host again (the daemon's case): its own memory.
      expect((await runOn(host)).served?.cached).toEqual(everyCheck("memory"));
    } finally {
      await host.close();
    }
    // Another process: the disk.
    const other = new InlineHost();
    try {
      expect((await runOn(other)).served?.cached).toEqual(everyCheck("local"));
    } finally {
      await other.close();
    }
  });

  it("takes a corrupt or truncated entry as a miss, never an error or a wrong result, and writes it afresh", async () => {
    project.write("src/a.ts", "export const  a={x:1}\n");
    project.write("src/b.ts", "let unused = 1;\nexport const b = 2\n");
    const fresh = await run(false);
    await run(true);
    expect((await run(true)).hits.length).toBe(ONLY.length);
    const contents = filesUnder(path.join(cacheDir, "results", "content-v2"));
    expect(contents.length).toBeGreaterThan(0);
    // Truncate half the stored contents and garble the rest (same size, other bytes).
    contents.forEach((file, i) => {
      if (i % 2 === 0) truncateSync(file, Math.floor(statSync(file).size / 2));
      else writeFileSync(file, "x".repeat(statSync(file).size));
    });
    const damaged = await run(true);
    expect(damaged.hits).toEqual([]);
    expect(rendered(damaged.report)).toEqual(rendered(fresh.report));
    // The index damaged too: a broken line is skipped by cacache, a miss again.
    for (const file of filesUnder(path.join(cacheDir, "results", "index-v5")))
      writeFileSync(file, "garbage\n{not json\n");
    const reindexed = await run(true);
    expect(reindexed.hits).toEqual([]);
    expect(rendered(reindexed.report)).toEqual(rendered(fresh.report));
    // Written afresh by that run: served again.
    const again = await run(true);
    expect(again.hits.length).toBe(ONLY.length);
    expect(rendered(again.report)).toEqual(rendered(fresh.report));
  });
});

function filesUnder(dir: string): string[] {
  return readdirSync(dir, { recursive: true, withFileTypes: true })
    .filter((entry) => entry.isFile())
    .map((entry) => path.join(entry.parentPath, entry.name));
}
