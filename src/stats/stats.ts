/**
 * The seed's metrics (section 10.3), computed from the metrics log, per session and overall:
 * - first-time success rate: of the files edited in a session, the share that passed their first gate run;
 * - iteration count: gate runs until a file first passed (files that never passed are counted apart);
 * - code quality: findings per 100 changed lines, by check (per file run where changed lines are unknown);
 * - time to implementation: from a session's first prompt to its first all-green gate run.
 * A file is counted once per session: the same path edited in two sessions is two files.
 */
import type { CheckId } from "../checks/check.js";
import type { GateRunRecord, MetricsRecord, PromptRecord } from "./records.js";

export interface StatsFilter {
  session?: string | undefined;
  /** Only records of this assistant's hooks (claude, codex, gemini, cursor, copilot). */
  assistant?: string | undefined;
  /** Only records at or after this time. */
  since?: Date;
}

export interface Metrics {
  gateRuns: number;
  /** Files edited (distinct paths per session). */
  files: number;
  firstTimeSuccess: { passedFirstRun: number; files: number; rate: number | null };
  iterations: {
    /** Files that passed at some run; mean and median are over these. */
    passedFiles: number;
    mean: number | null;
    median: number | null;
    neverPassed: number;
  };
  codeQuality: {
    /** File runs with changedLines known: findings per 100 changed lines. */
    withLines: {
      fileRuns: number;
      changedLines: number;
      findings: number;
      per100Lines: number | null;
      byCheck: Partial<Record<CheckId, number>>;
    };
    /** File runs without changedLines: findings per file run. */
    withoutLines: {
      fileRuns: number;
      findings: number;
      perFileRun: number | null;
      byCheck: Partial<Record<CheckId, number>>;
    };
  };
  prompts: { count: number; scored: number; meanScore: number | null };
}

export interface SessionStats extends Metrics {
  /** null: records without a session id (e.g. manual `qgate check` runs). */
  session: string | null;
  first: string;
  last: string;
  /** Milliseconds from the first prompt to the first all-green gate run after it. */
  timeToImplementationMs: number | null;
  /** Why timeToImplementationMs is null. */
  timeNote?: "no session id" | "no prompt recorded" | "no all-green gate run after the first prompt";
}

export interface OverallStats extends Metrics {
  sessions: number;
  timeToImplementation: {
    /** Sessions where it was reached. */
    sessions: number;
    meanMs: number | null;
    medianMs: number | null;
    /** Sessions with a prompt but no all-green gate run after it. */
    notReached: number;
  };
}

export interface Stats {
  overall: OverallStats;
  sessions: SessionStats[];
}

/** Two decimals, so JSON output and hand-computed answers agree. */
export function round2(value: number): number {
  return Math.round(value * 100) / 100;
}

function mean(values: number[]): number | null {
  return values.length === 0 ? null : round2(values.reduce((a, b) => a + b, 0) / values.length);
}

function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return round2(
    sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2,
  );
}

const time = (record: MetricsRecord) => Date.parse(record.ts);

/** A gate run with nothing to fix: pass verdict, no failed check, every file passed. */
export function isAllGreen(record: GateRunRecord): boolean {
  return record.verdict === "pass" && record.failures.length === 0 && record.files.every((f) => f.passed);
}

interface FileTrack {
  runs: number;
  firstPassed: boolean;
  /** Runs until the first pass (inclusive), once passed. */
  passedAt?: number;
}

/** Raw counts, per group of records, that add up across sessions. */
interface Tally {
  gateRuns: number;
  tracks: FileTrack[];
  withLines: { fileRuns: number; changedLines: number; findings: number; byCheck: Map<string, number> };
  withoutLines: { fileRuns: number; findings: number; byCheck: Map<string, number> };
  prompts: number;
  scores: number[];
}

function tally(records: MetricsRecord[]): Tally {
  const t: Tally = {
    gateRuns: 0,
    tracks: [],
    withLines: { fileRuns: 0, changedLines: 0, findings: 0, byCheck: new Map() },
    withoutLines: { fileRuns: 0, findings: 0, byCheck: new Map() },
    prompts: 0,
    scores: [],
  };
  const byPath = new Map<string, FileTrack>();
  for (const record of records) {
    if (record.type === "prompt") {
      t.prompts++;
      if (record.score !== undefined) t.scores.push(record.score);
      continue;
    }
    if (record.type !== "gate") continue;
    t.gateRuns++;
    for (const file of record.files) {
      let track = byPath.get(file.path);
      if (!track) {
        track = { runs: 0, firstPassed: file.passed };
        byPath.set(file.path, track);
        t.tracks.push(track);
      }
      track.runs++;
      if (file.passed && track.passedAt === undefined) track.passedAt = track.runs;
      const bucket = file.changedLines !== undefined ? t.withLines : t.withoutLines;
      bucket.fileRuns++;
      if (file.changedLines !== undefined) t.withLines.changedLines += file.changedLines;
      for (const [check, count] of Object.entries(file.findings)) {
        bucket.findings += count ?? 0;
        bucket.byCheck.set(check, (bucket.byCheck.get(check) ?? 0) + (count ?? 0));
      }
    }
    // Findings in the files the run's edits broke (importers) count once, with the run's changed lines.
    if (record.elsewhere) {
      const bucket = record.files.every((f) => f.changedLines !== undefined) ? t.withLines : t.withoutLines;
      for (const [check, count] of Object.entries(record.elsewhere)) {
        bucket.findings += count ?? 0;
        bucket.byCheck.set(check, (bucket.byCheck.get(check) ?? 0) + (count ?? 0));
      }
    }
  }
  return t;
}

function merge(tallies: Tally[]): Tally {
  const t = tally([]);
  for (const part of tallies) {
    t.gateRuns += part.gateRuns;
    t.tracks.push(...part.tracks);
    t.prompts += part.prompts;
    t.scores.push(...part.scores);
    for (const key of ["withLines", "withoutLines"] as const) {
      t[key].fileRuns += part[key].fileRuns;
      t[key].findings += part[key].findings;
      for (const [check, count] of part[key].byCheck)
        t[key].byCheck.set(check, (t[key].byCheck.get(check) ?? 0) + count);
    }
    t.withLines.changedLines += part.withLines.changedLines;
  }
  return t;
}

function rates(
  byCheck: Map<string, number>,
  denominator: number,
  scale: number,
): Partial<Record<CheckId, number>> {
  const out: Record<string, number> = {};
  for (const [check, count] of [...byCheck].sort(([a], [b]) => a.localeCompare(b)))
    out[check] = round2((count * scale) / denominator);
  return denominator > 0 ? out : {};
}

function metrics(t: Tally): Metrics {
  const passedFirstRun = t.tracks.filter((track) => track.firstPassed).length;
  const passedAt = t.tracks.flatMap((track) => (track.passedAt === undefined ? [] : [track.passedAt]));
  const { withLines, withoutLines } = t;
  return {
    gateRuns: t.gateRuns,
    files: t.tracks.length,
    firstTimeSuccess: {
      passedFirstRun,
      files: t.tracks.length,
      rate: t.tracks.length === 0 ? null : round2(passedFirstRun / t.tracks.length),
    },
    iterations: {
      passedFiles: passedAt.length,
      mean: mean(passedAt),
      median: median(passedAt),
      neverPassed: t.tracks.length - passedAt.length,
    },
    codeQuality: {
      withLines: {
        fileRuns: withLines.fileRuns,
        changedLines: withLines.changedLines,
        findings: withLines.findings,
        per100Lines:
          withLines.changedLines > 0 ? round2((withLines.findings * 100) / withLines.changedLines) : null,
        byCheck: rates(withLines.byCheck, withLines.changedLines, 100),
      },
      withoutLines: {
        fileRuns: withoutLines.fileRuns,
        findings: withoutLines.findings,
        perFileRun: withoutLines.fileRuns > 0 ? round2(withoutLines.findings / withoutLines.fileRuns) : null,
        byCheck: rates(withoutLines.byCheck, withoutLines.fileRuns, 1),
      },
    },
    prompts: { count: t.prompts, scored: t.scores.length, meanScore: mean(t.scores) },
  };
}

function timeToImplementation(
  session: string | null,
  records: MetricsRecord[],
): Pick<SessionStats, "timeToImplementationMs" | "timeNote"> {
  if (session === null) return { timeToImplementationMs: null, timeNote: "no session id" };
  const prompt = records.find((r): r is PromptRecord => r.type === "prompt");
  if (!prompt) return { timeToImplementationMs: null, timeNote: "no prompt recorded" };
  const start = time(prompt);
  const green = records.find(
    (r): r is GateRunRecord => r.type === "gate" && time(r) >= start && isAllGreen(r),
  );
  if (!green)
    return { timeToImplementationMs: null, timeNote: "no all-green gate run after the first prompt" };
  return { timeToImplementationMs: time(green) - start };
}

export function computeStats(all: MetricsRecord[], filter: StatsFilter = {}): Stats {
  const since = filter.since?.getTime();
  // Stable sort by time: concurrent hook processes may append slightly out of order.
  const records = all
    .filter(
      (r) =>
        (filter.session === undefined || r.session === filter.session) &&
        (filter.assistant === undefined || r.assistant === filter.assistant) &&
        (since === undefined || time(r) >= since),
    )
    .map((record, index) => ({ record, index }))
    .sort((a, b) => time(a.record) - time(b.record) || a.index - b.index)
    .map(({ record }) => record);

  const groups = new Map<string | null, MetricsRecord[]>();
  for (const record of records) {
    const key = record.session ?? null;
    const list = groups.get(key);
    if (list) list.push(record);
    else groups.set(key, [record]);
  }
  const tallies: Tally[] = [];
  const sessions: SessionStats[] = [];
  for (const [session, list] of groups) {
    const t = tally(list);
    tallies.push(t);
    sessions.push({
      session,
      first: list[0]?.ts ?? "",
      last: list[list.length - 1]?.ts ?? "",
      ...metrics(t),
      ...timeToImplementation(session, list),
    });
  }
  const times = sessions.flatMap((s) =>
    s.timeToImplementationMs === null ? [] : [s.timeToImplementationMs],
  );
  return {
    overall: {
      sessions: sessions.filter((s) => s.session !== null).length,
      ...metrics(merge(tallies)),
      timeToImplementation: {
        sessions: times.length,
        meanMs: mean(times),
        medianMs: median(times),
        notReached: sessions.filter((s) => s.timeNote === "no all-green gate run after the first prompt")
          .length,
      },
    },
    sessions,
  };
}
