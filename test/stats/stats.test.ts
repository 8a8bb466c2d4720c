/** qgate stats: the metrics of a generated log, against answers computed by hand (stats-log.ts). */
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { parseSince } from "../../src/cli/commands/stats.js";
import { UsageError } from "../../src/errors.js";
import { parseRecord, readMetricsLog } from "../../src/stats/stats-log.js";
import { formatDuration } from "../../src/stats/stats-render.js";
import { computeStats, inProject } from "../../src/stats/stats.js";
import { EXPECTED, logFiles, RECORDS } from "./stats-log.js";

let dir: string;

beforeAll(() => {
  dir = mkdtempSync(path.join(tmpdir(), "qgate-stats-"));
  for (const [name, content] of Object.entries(logFiles())) writeFileSync(path.join(dir, name), content);
});

afterAll(() => rmSync(dir, { recursive: true, force: true }));

describe("computeStats", () => {
  it("computes the overall metrics", () => {
    const { overall } = computeStats(RECORDS);
    expect(overall).toEqual(EXPECTED.overall);
  });

  it("computes each session, in order of first record, with no-session runs apart", () => {
    const { sessions } = computeStats(RECORDS);
    expect(sessions.map((s) => s.session)).toEqual(["s1", "s2", "s3", null]);
    const [s1, s2, s3, none] = sessions;
    expect(s1?.files).toBe(EXPECTED.s1.files);
    expect(s1?.firstTimeSuccess).toEqual(EXPECTED.s1.firstTimeSuccess);
    expect(s1?.iterations).toEqual(EXPECTED.s1.iterations);
    expect(s1?.codeQuality.withLines.per100Lines).toBe(EXPECTED.s1.per100Lines);
    expect(s1?.codeQuality.withLines.byCheck).toEqual(EXPECTED.s1.byCheck);
    expect(s1?.codeQuality.withoutLines.fileRuns).toBe(0);
    expect(s1?.timeToImplementationMs).toBe(EXPECTED.s1.timeToImplementationMs);
    expect(s1?.prompts).toEqual({ count: 1, scored: 1, meanScore: 80 });
    expect(s2?.firstTimeSuccess).toEqual(EXPECTED.s2.firstTimeSuccess);
    expect(s2?.iterations).toEqual(EXPECTED.s2.iterations);
    expect(s2?.codeQuality.withoutLines.perFileRun).toBe(EXPECTED.s2.perFileRun);
    expect(s2?.codeQuality.withLines.per100Lines).toBeNull();
    expect(s2?.timeToImplementationMs).toBeNull();
    expect(s2?.timeNote).toBe(EXPECTED.s2.timeNote);
    expect(s3?.timeNote).toBe("no prompt recorded");
    expect(none?.timeNote).toBe("no session id");
    expect(none?.codeQuality.withLines).toEqual({
      fileRuns: 1,
      changedLines: 0,
      findings: 0,
      per100Lines: null,
      byCheck: {},
    });
  });

  it("filters by session", () => {
    const { overall, sessions } = computeStats(RECORDS, { session: "s2" });
    expect(sessions.map((s) => s.session)).toEqual(["s2"]);
    expect(overall.files).toBe(2);
    expect(overall.firstTimeSuccess.rate).toBe(0.5);
    expect(overall.timeToImplementation).toEqual({
      sessions: 0,
      meanMs: null,
      medianMs: null,
      notReached: 1,
    });
  });

  it("filters by time: records before --since do not count, so s2 loses its prompts", () => {
    const { sessions } = computeStats(RECORDS, { since: new Date("2026-03-01T11:01:00Z") });
    expect(sessions.map((s) => s.session)).toEqual(["s2", "s3", null]);
    expect(sessions[0]?.prompts.count).toBe(0);
    expect(sessions[0]?.timeNote).toBe("no prompt recorded");
  });

  it("sorts records by time, so a late-appended earlier run still counts first", () => {
    const shuffled = [RECORDS[3]!, RECORDS[0]!, RECORDS[2]!, RECORDS[1]!];
    const { sessions } = computeStats(shuffled);
    // a.ts: runs at 10:01 (fail), 10:03 (fail), 10:05 (pass): three iterations whatever the file order.
    expect(sessions[0]?.iterations).toEqual({ passedFiles: 2, mean: 2, median: 2, neverPassed: 0 });
    expect(sessions[0]?.timeToImplementationMs).toBe(300_000);
  });

  it("gives an empty result for no records", () => {
    const { overall, sessions } = computeStats([]);
    expect(sessions).toEqual([]);
    expect(overall.firstTimeSuccess.rate).toBeNull();
    expect(overall.iterations).toEqual({ passedFiles: 0, mean: null, median: null, neverPassed: 0 });
    expect(overall.timeToImplementation.meanMs).toBeNull();
  });
});

describe("readMetricsLog", () => {
  it("reads rotated files oldest first, counting corrupt and unknown lines", async () => {
    const log = await readMetricsLog(dir);
    expect(log.summary.files.map((f) => path.basename(f))).toEqual(["metrics.jsonl.1", "metrics.jsonl"]);
    expect(log.records).toEqual(RECORDS);
    expect(log.summary).toMatchObject({
      records: RECORDS.length,
      corrupt: 3,
      ignored: 1,
      lines: RECORDS.length + 4,
    });
    expect(log.summary.corruptAt).toEqual(["metrics.jsonl.1:6", "metrics.jsonl:1", "metrics.jsonl:2"]);
  });

  it("reads every line whole across its reads: lines cut by a read's end, CRLF, and a line longer than a read", async () => {
    // The log is read a megabyte at a time into one reused buffer: lines of every length fall across
    // the reads' ends, and one line is longer than two reads.
    const big = path.join(dir, "big");
    const lines: string[] = [];
    let bytes = 0;
    for (let i = 0; bytes < 3.5 * 1024 * 1024; i++) {
      const record = {
        type: "gate",
        ts: new Date(Date.UTC(2026, 0, 1) + i * 1000).toISOString(),
        session: `s${i % 7}`,
        door: "check",
        verdict: "block",
        files: [
          { path: `src/é${i}.ts`, passed: false, findings: { lint: 1 }, blockedBy: "x".repeat(i % 997) },
        ],
        failures: [],
      };
      if (i === 1500) record.files[0]!.blockedBy = "y".repeat(2.5 * 1024 * 1024);
      const line = JSON.stringify(record);
      lines.push(line);
      bytes += Buffer.byteLength(line) + 1;
    }
    mkdirSync(big);
    writeFileSync(
      path.join(big, "metrics.jsonl"),
      lines.map((l, i) => (i % 3 === 0 ? `${l}\r\n` : `${l}\n`)).join(""),
    );
    const log = await readMetricsLog(big);
    expect(log.summary).toMatchObject({ lines: lines.length, records: lines.length, corrupt: 0, ignored: 0 });
    expect(log.records).toEqual(lines.map((l) => JSON.parse(l)));
  });

  it("treats a missing directory as an empty log", async () => {
    const log = await readMetricsLog(path.join(dir, "nope"));
    expect(log.summary.files).toEqual([]);
    expect(log.records).toEqual([]);
  });

  it("rejects malformed records field by field", () => {
    expect(parseRecord('{"type":"prompt","ts":"2026-01-01T00:00:00Z","chars":3}')).toMatchObject({
      type: "prompt",
    });
    expect(parseRecord('{"type":"prompt","ts":"2026-01-01T00:00:00Z","score":"high"}')).toBe("corrupt");
    expect(
      parseRecord('{"type":"gate","ts":"2026-01-01T00:00:00Z","verdict":"maybe","files":[],"failures":[]}'),
    ).toBe("corrupt");
    expect(
      parseRecord(
        '{"type":"gate","ts":"2026-01-01T00:00:00Z","verdict":"pass","files":[{"path":"a","passed":true,"findings":{"lint":-1}}],"failures":[]}',
      ),
    ).toBe("corrupt");
    expect(parseRecord("[1,2]")).toBe("corrupt");
    expect(parseRecord('{"type":"prompt","ts":"2026-01-01T00:00:00Z","session":7}')).toBe("corrupt");
  });
});

describe("parseSince and durations", () => {
  it("accepts ISO dates and times and rejects anything else", () => {
    expect(parseSince("2026-03-01").toISOString()).toBe("2026-03-01T00:00:00.000Z");
    expect(parseSince("2026-03-01T11:01:00Z").toISOString()).toBe("2026-03-01T11:01:00.000Z");
    for (const bad of ["yesterday", "2026-02-31", "2026-13-01", "03/01/2026", "2026-03-01T25:00:00Z", ""])
      expect(() => parseSince(bad), bad).toThrow(UsageError);
  });

  it("formats durations", () => {
    expect(formatDuration(850)).toBe("850 ms");
    expect(formatDuration(12_000)).toBe("12s");
    expect(formatDuration(250_000)).toBe("4m 10s");
    expect(formatDuration(7_500_000)).toBe("2h 5m");
  });
});

describe("inProject: a record's project root against the project asked for", () => {
  it("is the project's root or a directory in it, not a sibling whose name starts the same", () => {
    expect(inProject("/p/one", "/p/one")).toBe(true);
    expect(inProject("/p/one/packages/a", "/p/one")).toBe(true);
    expect(inProject("/p/one/packages/a", "/p/one/")).toBe(true);
    expect(inProject("/p/one-fork", "/p/one")).toBe(false);
    expect(inProject("/p/on", "/p/one")).toBe(false);
    expect(inProject(undefined, "/p/one")).toBe(false);
  });
});
