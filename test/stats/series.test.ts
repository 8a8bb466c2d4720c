/**
 * The per-day series (series.ts) and the streamed log (stats-log.ts streamMetricsLogs): answers by hand,
 * and the same overall numbers as computeStats.
 */
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import type { GateRunRecord, MetricsRecord } from "../../src/stats/records.js";
import { SeriesAggregator, weekOf } from "../../src/stats/series.js";
import { parseRecord, streamMetricsLogs } from "../../src/stats/stats-log.js";
import { computeStats, matches, sortByTime, type StatsFilter } from "../../src/stats/stats.js";
import { seededRandom } from "../helpers/random.js";
import { EXPECTED, RECORDS } from "./stats-log.js";

function series(records: MetricsRecord[], filter: StatsFilter = {}) {
  const aggregator = new SeriesAggregator(filter);
  for (const record of sortByTime(records)) if (matches(record, filter)) aggregator.add(record);
  return aggregator.result();
}

function gate(
  ts: string,
  session: string,
  files: GateRunRecord["files"],
  extra: Partial<GateRunRecord> = {},
): GateRunRecord {
  const passed = files.every((f) => f.passed);
  return {
    type: "gate",
    ts,
    session,
    door: "hook:PostToolUse",
    assistant: "claude",
    verdict: passed ? "pass" : "block",
    durationMs: 100,
    files,
    failures: [],
    ...extra,
  };
}

/**
 * Three days. Day 1 (03-01): session a's prompt at 09:00, x.ts blocked (lint/no-var 2), then passes at
 * 09:10 (all green: 10 minutes); check times lint 100, 300. Day 2 (03-02): nothing. Day 3 (03-03):
 * session a again, y.ts passes first time (lint 200); session b (codex, hand door `check`) with a
 * prompt and z.ts blocked twice (types/TS2322 1 each), never green; an older record without checkMs
 * and rules.
 */
const DAYS: MetricsRecord[] = [
  { type: "prompt", ts: "2026-03-01T09:00:00Z", session: "a", assistant: "claude", chars: 10, score: 50 },
  gate(
    "2026-03-01T09:05:00Z",
    "a",
    [
      {
        path: "x.ts",
        changedLines: 10,
        passed: false,
        findings: { lint: 2 },
        blockedBy: "lint/no-var: use let",
      },
    ],
    { checkMs: { lint: 100 }, rules: { "lint/no-var": 2 } },
  ),
  gate("2026-03-01T09:10:00Z", "a", [{ path: "x.ts", changedLines: 10, passed: true, findings: {} }], {
    checkMs: { lint: 300 },
    rules: {},
  }),
  gate("2026-03-03T10:00:00Z", "a", [{ path: "y.ts", changedLines: 5, passed: true, findings: {} }], {
    checkMs: { lint: 200 },
    rules: {},
  }),
  { type: "prompt", ts: "2026-03-03T11:00:00Z", session: "b", assistant: "codex", chars: 10 },
  gate(
    "2026-03-03T11:01:00Z",
    "b",
    [{ path: "z.ts", passed: false, findings: { types: 1 }, blockedBy: "types/TS2322: <b>" }],
    { assistant: "codex", door: "check", checkMs: { types: 900 }, rules: { "types/TS2322": 1 } },
  ),
  gate("2026-03-03T11:02:00Z", "b", [{ path: "z.ts", passed: false, findings: { types: 1 } }], {
    assistant: "codex",
    door: "check",
  }),
];

describe("SeriesAggregator", () => {
  it("gives computeStats' overall and session numbers, and one bucket of them for one day", () => {
    const result = series(RECORDS);
    const { series: s, ...stats } = result;
    expect(stats).toEqual(computeStats(RECORDS));
    expect(s.unit).toBe("day");
    expect(s.buckets.map((b) => b.start)).toEqual(["2026-03-01"]);
    const [day] = s.buckets;
    const { sessions: _sessions, ...overall } = EXPECTED.overall;
    expect(day).toMatchObject(overall);
    // block, block, pass, warn | block, block, pass with lint failed | pass | pass
    expect(day?.verdicts).toEqual({ pass: 4, blocked: 4, failed: 1 });
    expect(s.doors).toEqual({ check: 1, hook: 8 });
    expect(s.assistants).toEqual({ none: 9 });
    expect(s.findings).toEqual({ format: 1, lint: 4, security: 1, types: 3 });
    expect(s.recorded).toEqual({ gateRuns: 9, checkTimes: 0, rules: 0 });
    expect(s.served).toBeNull();
  });

  it("counts each day apart, fills the empty days, and times each check", () => {
    const { series: s, overall } = series(DAYS);
    expect(s.from).toBe("2026-03-01");
    expect(s.to).toBe("2026-03-03");
    expect(s.buckets.map((b) => [b.start, b.gateRuns])).toEqual([
      ["2026-03-01", 2],
      ["2026-03-02", 0],
      ["2026-03-03", 3],
    ]);
    const [d1, d2, d3] = s.buckets;
    // Day 1: x.ts failed its first run, passed at its second.
    expect(d1?.firstTimeSuccess).toEqual({ passedFirstRun: 0, files: 1, rate: 0 });
    expect(d1?.iterations).toEqual({ passedFiles: 1, mean: 2, median: 2, neverPassed: 0 });
    expect(d1?.timeToImplementation).toEqual({
      sessions: 1,
      meanMs: 600_000,
      medianMs: 600_000,
      notReached: 0,
    });
    expect(d1?.codeQuality.withLines.per100Lines).toBe(10);
    expect(d1?.checkMs).toEqual({ lint: { runs: 2, p50: 100, p90: 300 } });
    expect(d1?.rules).toEqual({ "lint/no-var": 2, "types/TS2322": 0 });
    // Day 2: nothing happened; zeros and nulls, not a missing day.
    expect(d2?.firstTimeSuccess.rate).toBeNull();
    expect(d2?.verdicts).toEqual({ pass: 0, blocked: 0, failed: 0 });
    expect(d2?.checkMs).toEqual({});
    // Day 3: y.ts passed first time, z.ts never did; b's prompt never reached green.
    expect(d3?.firstTimeSuccess).toEqual({ passedFirstRun: 1, files: 2, rate: 0.5 });
    expect(d3?.iterations).toEqual({ passedFiles: 1, mean: 1, median: 1, neverPassed: 1 });
    expect(d3?.timeToImplementation).toEqual({ sessions: 0, meanMs: null, medianMs: null, notReached: 1 });
    expect(d3?.verdicts).toEqual({ pass: 1, blocked: 2, failed: 0 });
    expect(d3?.doors).toEqual({ check: 2, hook: 1 });
    expect(d3?.assistants).toEqual({ claude: 1, codex: 2 });
    expect(d3?.checkMs).toEqual({
      lint: { runs: 1, p50: 200, p90: 200 },
      types: { runs: 1, p50: 900, p90: 900 },
    });
    // The days add up to the period.
    expect(s.buckets.reduce((n, b) => n + b.files, 0)).toBe(overall.files);
    expect(s.checkMs.lint).toEqual({ runs: 3, p50: 200, p90: 300 });
    expect(s.topRules).toEqual([
      { rule: "lint/no-var", findings: 2 },
      { rule: "types/TS2322", findings: 1 },
    ]);
    expect(s.blockedFiles).toEqual([
      { path: "z.ts", blockedRuns: 2, blockedBy: "types/TS2322: <b>" },
      { path: "x.ts", blockedRuns: 1, blockedBy: "lint/no-var: use let" },
    ]);
    // The last z.ts run is an older record: no check times, no rules.
    expect(s.recorded).toEqual({ gateRuns: 5, checkTimes: 4, rules: 4 });
  });

  it("fills the whole period it is given, and filters by door and until", () => {
    const filter = {
      since: new Date("2026-02-27T00:00:00Z"),
      until: new Date("2026-03-03T00:00:00Z"),
      door: "hook",
    };
    const { series: s, overall } = series(DAYS, filter);
    expect(s.buckets.map((b) => b.start)).toEqual(["2026-02-27", "2026-02-28", "2026-03-01", "2026-03-02"]);
    expect(overall.gateRuns).toBe(2);
    expect(s.doors).toEqual({ hook: 2 });
  });

  it("goes per week past 60 days, weeks starting on Monday", () => {
    expect(weekOf("2026-03-01")).toBe("2026-02-23"); // a Sunday
    expect(weekOf("2026-03-02")).toBe("2026-03-02"); // a Monday
    const filter = { since: new Date("2026-01-01T00:00:00Z"), until: new Date("2026-03-04T00:00:00Z") };
    const { series: s } = series(DAYS, filter);
    expect(s.unit).toBe("week");
    expect(s.buckets[0]?.start).toBe("2025-12-29");
    const last = s.buckets.slice(-2);
    expect(last.map((b) => [b.start, b.gateRuns])).toEqual([
      ["2026-02-23", 2],
      ["2026-03-02", 3],
    ]);
    expect(last[1]?.checkMs.lint).toEqual({ runs: 1, p50: 200, p90: 200 });
  });
});

describe("streamMetricsLogs", () => {
  let dir: string;
  beforeAll(() => {
    dir = mkdtempSync(path.join(tmpdir(), "qgate-series-"));
  });
  afterAll(() => rmSync(dir, { recursive: true, force: true }));

  const write = (name: string, records: MetricsRecord[], extra: string[] = []) => {
    const file = path.join(dir, name);
    writeFileSync(file, [...records.map((r) => JSON.stringify(r)), ...extra].join("\n") + "\n");
    return file;
  };

  it("merges logs in time order and counts a record in two of them once", async () => {
    // Machine one has day 1 and, appended out of order, one run of day 3; machine two has day 3, and
    // a copy of machine one's first two lines.
    const one = write("one.jsonl", [DAYS[0]!, DAYS[1]!, DAYS[3]!, DAYS[2]!]);
    const two = write("two.jsonl", [DAYS[0]!, DAYS[1]!, ...DAYS.slice(4)], ["{broken"]);
    const seen: MetricsRecord[] = [];
    const summary = await streamMetricsLogs([one, two], (record) => seen.push(record));
    expect(seen).toEqual(DAYS);
    expect(summary).toMatchObject({ records: DAYS.length, duplicates: 2, corrupt: 1 });
    expect(summary.corruptAt).toEqual(["two.jsonl:6"]);
  });

  it("treats a missing log as empty", async () => {
    const summary = await streamMetricsLogs([path.join(dir, "none.jsonl")], () => undefined);
    expect(summary).toMatchObject({ files: [], records: 0 });
  });
});

describe("parseRecord, the newer fields", () => {
  const base = { type: "gate", ts: "2026-01-01T00:00:00Z", verdict: "pass", files: [], failures: [] };
  it("reads check times, rules and blockedBy, and refuses them malformed", () => {
    expect(
      parseRecord(JSON.stringify({ ...base, checkMs: { lint: 3 }, rules: { "lint/x": 1 } })),
    ).toMatchObject({
      checkMs: { lint: 3 },
    });
    expect(parseRecord(JSON.stringify({ ...base, checkMs: { lint: "slow" } }))).toBe("corrupt");
    expect(parseRecord(JSON.stringify({ ...base, rules: [1] }))).toBe("corrupt");
    expect(
      parseRecord(
        JSON.stringify({ ...base, files: [{ path: "a", passed: false, findings: {}, blockedBy: 7 }] }),
      ),
    ).toBe("corrupt");
  });

  it("reads how a run was served, and refuses an unknown way or source", () => {
    expect(
      parseRecord(JSON.stringify({ ...base, served: "warm", cached: { lint: "memory" } })),
    ).toMatchObject({
      served: "warm",
    });
    expect(parseRecord(JSON.stringify({ ...base, served: "fast" }))).toBe("corrupt");
    expect(parseRecord(JSON.stringify({ ...base, served: "cold", cached: { lint: "cloud" } }))).toBe(
      "corrupt",
    );
  });
});

describe("served: warm, cold, replayed, and the caches", () => {
  it("counts the runs that recorded it, per day and for the period, and says nothing for older logs", () => {
    const file = [{ path: "a.ts", passed: true, findings: {} }];
    const { series: s } = series([
      gate("2026-03-01T09:00:00Z", "a", file, { served: "cold" }),
      gate("2026-03-01T09:01:00Z", "a", file, { served: "cold", cached: { format: "local", lint: "local" } }),
      gate("2026-03-01T09:02:00Z", "a", file, { served: "warm", cached: { format: "memory" } }),
      gate("2026-03-02T09:00:00Z", "a", file, {
        served: "cold",
        cached: { lint: "remote", format: "local" },
      }),
      gate("2026-03-02T09:01:00Z", "a", file, { served: "replayed" }),
      // An older qgate's run: counted as a run, not as served anyhow.
      gate("2026-03-02T09:02:00Z", "a", file),
    ]);
    expect(s.buckets.map((b) => [b.start, b.served])).toEqual([
      ["2026-03-01", { runs: 3, warm: 1, cold: 2, replayed: 0, localCache: 1, remoteCache: 0 }],
      ["2026-03-02", { runs: 2, warm: 0, cold: 1, replayed: 1, localCache: 1, remoteCache: 1 }],
    ]);
    expect(s.served).toEqual({ runs: 5, warm: 1, cold: 3, replayed: 1, localCache: 2, remoteCache: 1 });
    expect(series([gate("2026-03-02T09:02:00Z", "a", file)]).series.served).toBeNull();
  });
});

describe("the seed's file metrics, against a naive count of every file", () => {
  // The tallies keep counts and a histogram, not one object per file: this checks them against the
  // definition (stats.ts) computed the long way, per session and file, on seeded random sessions where
  // files are retried across days, some never pass, and a record names a file twice.
  it("first-time success and iterations, overall and on the day of each file's first run", () => {
    const random = seededRandom(38);
    const records: MetricsRecord[] = [];
    const start = Date.parse("2026-03-01T00:00:00Z");
    for (let s = 0; s < 40; s++) {
      let at = start + Math.floor(random() * 5) * 86_400_000 + s * 1000;
      for (let run = 0; run < 2 + Math.floor(random() * 12); run++) {
        at += Math.floor(random() * 14) * 3_600_000 + 1000;
        const files = Array.from({ length: 1 + Math.floor(random() * 3) }, () => ({
          path: `src/f${Math.floor(random() * 5)}.ts`,
          changedLines: 3,
          passed: random() < 0.45,
          findings: {},
        }));
        records.push(gate(new Date(at).toISOString(), `s${s}`, files));
      }
    }
    // The definition, the long way: a file is its session and path; its first run decides first-time
    // success and its day; the runs until its first pass (inclusive) are its iterations.
    const byFile = new Map<string, { day: string; firstPassed: boolean; runs: number; passedAt?: number }>();
    for (const record of sortByTime(records)) {
      if (record.type !== "gate") continue;
      for (const file of record.files) {
        const key = `${record.session}\0${file.path}`;
        let track = byFile.get(key);
        if (!track)
          byFile.set(key, (track = { day: record.ts.slice(0, 10), firstPassed: file.passed, runs: 0 }));
        track.runs++;
        if (file.passed && track.passedAt === undefined) track.passedAt = track.runs;
      }
    }
    const naive = (tracks: Array<{ firstPassed: boolean; passedAt?: number }>) => {
      const passedAt = tracks
        .flatMap((t) => (t.passedAt === undefined ? [] : [t.passedAt]))
        .sort((a, b) => a - b);
      const mid = passedAt.length >> 1;
      const median =
        passedAt.length === 0
          ? null
          : Math.round(
              (passedAt.length % 2 === 1 ? passedAt[mid]! : (passedAt[mid - 1]! + passedAt[mid]!) / 2) * 100,
            ) / 100;
      return {
        files: tracks.length,
        passedFirstRun: tracks.filter((t) => t.firstPassed).length,
        passedFiles: passedAt.length,
        neverPassed: tracks.length - passedAt.length,
        mean:
          passedAt.length === 0
            ? null
            : Math.round((passedAt.reduce((a, b) => a + b, 0) / passedAt.length) * 100) / 100,
        median,
      };
    };
    const shown = (m: {
      files: number;
      firstTimeSuccess: { passedFirstRun: number };
      iterations: { passedFiles: number; neverPassed: number; mean: number | null; median: number | null };
    }) => ({
      files: m.files,
      passedFirstRun: m.firstTimeSuccess.passedFirstRun,
      passedFiles: m.iterations.passedFiles,
      neverPassed: m.iterations.neverPassed,
      mean: m.iterations.mean,
      median: m.iterations.median,
    });
    const all = [...byFile.values()];
    expect(all.filter((t) => t.passedAt === undefined).length).toBeGreaterThan(0);
    expect(all.filter((t) => t.passedAt !== undefined && t.passedAt > 2).length).toBeGreaterThan(0);
    const result = series(records);
    expect(shown(result.overall)).toEqual(naive(all));
    const stats = computeStats(records);
    expect(shown(stats.overall)).toEqual(naive(all));
    for (const session of stats.sessions)
      expect(shown(session), String(session.session)).toEqual(
        naive([...byFile].filter(([key]) => key.startsWith(`${session.session}\0`)).map(([, t]) => t)),
      );
    expect(result.series.buckets.length).toBeGreaterThan(3);
    for (const bucket of result.series.buckets)
      expect(shown(bucket), bucket.start).toEqual(naive(all.filter((t) => t.day === bucket.start)));
  });
});
