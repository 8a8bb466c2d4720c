/**
 * A generated metrics log whose answers are computed by hand (below), shared by the unit and e2e tests
 * of `qgate stats`. Records follow src/stats/records.ts exactly.
 */
import type { GateRunRecord, MetricsRecord } from "../../src/stats/records.js";

const at = (time: string) => `2026-03-01T${time}Z`;

function gate(
  time: string,
  session: string | undefined,
  verdict: GateRunRecord["verdict"],
  files: GateRunRecord["files"],
  failures: GateRunRecord["failures"] = [],
): GateRunRecord {
  return {
    type: "gate",
    ts: at(time),
    ...(session !== undefined ? { session } : {}),
    door: session === undefined ? "check" : "hook:PostToolUse",
    verdict,
    durationMs: 100,
    files,
    failures,
  };
}

/**
 * s1: prompt at 10:00; a.ts fails twice then passes at 10:05 (the first all-green run: 5 minutes);
 *     b.ts and c.ts pass first time. All changedLines known: 90 lines, 5 findings (lint 4, format 1).
 * s2: prompts at 11:00 and 11:00:30 (scores 40, 60); d.ts never passes; e.ts passes but its run has a
 *     failed check (lint), so it is not all-green. No changedLines: 3 file runs, types 3, security 1.
 * s3: no prompt; f.ts passes first time (5 lines).
 * no session: a manual `qgate check` of g.ts (0 changed lines), passed.
 */
export const RECORDS: MetricsRecord[] = [
  { type: "prompt", ts: at("10:00:00"), session: "s1", score: 80, chars: 100 },
  gate("10:01:00", "s1", "block", [
    { path: "a.ts", changedLines: 10, passed: false, findings: { lint: 2, format: 1 } },
    { path: "b.ts", changedLines: 20, passed: true, findings: {} },
  ]),
  gate("10:03:00", "s1", "block", [{ path: "a.ts", changedLines: 10, passed: false, findings: { lint: 1 } }]),
  gate("10:05:00", "s1", "pass", [{ path: "a.ts", changedLines: 10, passed: true, findings: {} }]),
  gate("10:06:00", "s1", "warn", [{ path: "c.ts", changedLines: 40, passed: true, findings: { lint: 1 } }]),
  { type: "session-end", ts: at("10:10:00"), session: "s1", verdict: "warn" },
  { type: "prompt", ts: at("11:00:00"), session: "s2", score: 40, chars: 20 },
  { type: "prompt", ts: at("11:00:30"), session: "s2", score: 60, chars: 30 },
  gate("11:02:00", "s2", "block", [{ path: "d.ts", passed: false, findings: { types: 2 } }]),
  gate("11:04:00", "s2", "block", [{ path: "d.ts", passed: false, findings: { types: 1, security: 1 } }]),
  gate("11:05:00", "s2", "pass", [{ path: "e.ts", passed: true, findings: {} }], ["lint"]),
  gate("12:00:00", "s3", "pass", [{ path: "f.ts", changedLines: 5, passed: true, findings: {} }]),
  gate("13:00:00", undefined, "pass", [{ path: "g.ts", changedLines: 0, passed: true, findings: {} }]),
];

/** Lines that are not records: three corrupt, one of a future type (ignored), one blank (skipped). */
export const BAD_LINES = [
  "not json at all",
  JSON.stringify({ type: "gate", ts: "yesterday", verdict: "pass", files: [], failures: [] }),
  JSON.stringify({ type: "gate", ts: at("09:00:00"), verdict: "pass", files: "a.ts", failures: [] }),
  JSON.stringify({ type: "future-record", ts: at("09:30:00") }),
  "",
];

/** The log as written: the first five records rotated into metrics.jsonl.1, bad lines in between. */
export function logFiles(): { "metrics.jsonl.1": string; "metrics.jsonl": string } {
  const lines = RECORDS.map((r) => JSON.stringify(r));
  return {
    "metrics.jsonl.1": [...lines.slice(0, 5), BAD_LINES[0], ""].join("\n"),
    "metrics.jsonl": [...BAD_LINES.slice(1), ...lines.slice(5)].join("\n") + "\n",
  };
}

/** The answers, by hand. */
export const EXPECTED = {
  overall: {
    sessions: 3,
    gateRuns: 9,
    files: 7,
    firstTimeSuccess: { passedFirstRun: 5, files: 7, rate: 0.71 },
    // Runs until first pass: a 3, b 1, c 1, e 1, f 1, g 1 (mean 8/6); d never.
    iterations: { passedFiles: 6, mean: 1.33, median: 1, neverPassed: 1 },
    codeQuality: {
      // 7 file runs with lines: 90 + 5 + 0 = 95 lines, 5 findings; lint 4, format 1.
      withLines: {
        fileRuns: 7,
        changedLines: 95,
        findings: 5,
        per100Lines: 5.26,
        byCheck: { format: 1.05, lint: 4.21 },
      },
      // 3 file runs without lines: 4 findings; types 3, security 1.
      withoutLines: { fileRuns: 3, findings: 4, perFileRun: 1.33, byCheck: { security: 0.33, types: 1 } },
    },
    prompts: { count: 3, scored: 3, meanScore: 60 },
    timeToImplementation: { sessions: 1, meanMs: 300_000, medianMs: 300_000, notReached: 1 },
  },
  s1: {
    files: 3,
    firstTimeSuccess: { passedFirstRun: 2, files: 3, rate: 0.67 },
    iterations: { passedFiles: 3, mean: 1.67, median: 1, neverPassed: 0 },
    per100Lines: 5.56,
    byCheck: { format: 1.11, lint: 4.44 },
    timeToImplementationMs: 300_000,
  },
  s2: {
    firstTimeSuccess: { passedFirstRun: 1, files: 2, rate: 0.5 },
    iterations: { passedFiles: 1, mean: 1, median: 1, neverPassed: 1 },
    perFileRun: 1.33,
    timeNote: "no all-green gate run after the first prompt",
  },
};
