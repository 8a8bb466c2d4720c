/**
 * The seed's metrics (section 10.3), computed from the metrics log, per session and overall:
 * - first-time success rate: of the files edited in a session, the share that passed their first gate run;
 * - iteration count: gate runs until a file first passed (files that never passed are counted apart);
 * - code quality: findings per 100 changed lines, by check (per file run where changed lines are unknown);
 * - time to implementation: from a session's first prompt to its first all-green gate run.
 * A file is counted once per session: the same path edited in two sessions is two files.
 */
import path from "node:path";
import type { CheckId } from "../checks/check.js";
import type { GateRunRecord, MetricsRecord } from "./records.js";

export interface StatsFilter {
  session?: string | undefined;
  /** Only records of this assistant's hooks (claude, codex, gemini, cursor, copilot). */
  assistant?: string | undefined;
  /** Only records at or after this time. */
  since?: Date;
  /** Only records before this time. */
  until?: Date;
  /** Only gate runs through this door (`doorKind`: hook, check, pre-commit, ci, mcp). */
  door?: string | undefined;
  /**
   * Only records of this project: its root directory or one inside it (a hook's root may be a package
   * of the repository). Records of older qgate versions name no project and do not match.
   */
  project?: string | undefined;
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

export function mean(values: number[]): number | null {
  return values.length === 0 ? null : round2(values.reduce((a, b) => a + b, 0) / values.length);
}

export function median(values: number[]): number | null {
  if (values.length === 0) return null;
  const sorted = [...values].sort((a, b) => a - b);
  const mid = sorted.length >> 1;
  return round2(
    sorted.length % 2 === 1 ? (sorted[mid] ?? 0) : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2,
  );
}

export const time = (record: MetricsRecord) => Date.parse(record.ts);

/** A gate run with nothing to fix: pass verdict, no failed check, every file passed. */
export function isAllGreen(record: GateRunRecord): boolean {
  return record.verdict === "pass" && record.failures.length === 0 && record.files.every((f) => f.passed);
}

/**
 * A file edited in a session, until it first passes. Its first run's tallies (the session's and, for
 * the series, its day's) are kept so that the pass, when it comes, counts where the file was counted.
 */
interface FileTrack {
  runs: number;
  counted: Tally[];
}

/** A file of the session that has passed: nothing about it can change any more. */
const PASSED = 0;

/**
 * Raw counts, per group of records, that add up across sessions and days. Files are counts, and the
 * runs until each file's first pass a histogram: a million records hold no object per file.
 */
export interface Tally {
  gateRuns: number;
  /** Files first run in this group (distinct paths per session). */
  files: number;
  /** Of those, the files that passed their first run. */
  passedFirstRun: number;
  /** Runs until the first pass (inclusive) → how many files took that many. */
  passedAt: Map<number, number>;
  withLines: { fileRuns: number; changedLines: number; findings: number; byCheck: Map<string, number> };
  withoutLines: { fileRuns: number; findings: number; byCheck: Map<string, number> };
  prompts: number;
  scores: number[];
}

export function emptyTally(): Tally {
  return {
    gateRuns: 0,
    files: 0,
    passedFirstRun: 0,
    passedAt: new Map(),
    withLines: { fileRuns: 0, changedLines: 0, findings: 0, byCheck: new Map() },
    withoutLines: { fileRuns: 0, findings: 0, byCheck: new Map() },
    prompts: 0,
    scores: [],
  };
}

function addCount(map: Map<number, number>, key: number, by: number): void {
  map.set(key, (map.get(key) ?? 0) + by);
}

/**
 * Paths as small numbers: a session's files are keyed by them, so the log's many copies of one path
 * string are not all kept.
 */
export class PathIds {
  private readonly ids = new Map<string, number>();
  id(path: string): number {
    let id = this.ids.get(path);
    if (id === undefined) this.ids.set(path, (id = this.ids.size));
    return id;
  }
}

/**
 * Adds one record to a session's tally (records in time order). `day`, when given, is the tally of
 * the record's day: its prompts, gate runs and file runs count there, and a file is counted (first-time
 * success, iterations) on the day of its first run in the session.
 */
function addToTally(
  t: Tally,
  byPath: Map<number, FileTrack | typeof PASSED>,
  paths: PathIds,
  record: MetricsRecord,
  day?: Tally,
): void {
  if (record.type === "prompt") {
    addPrompt(t, record.score);
    if (day) addPrompt(day, record.score);
    return;
  }
  if (record.type !== "gate") return;
  t.gateRuns++;
  if (day) day.gateRuns++;
  for (const file of record.files) {
    const id = paths.id(file.path);
    let track = byPath.get(id);
    if (track === undefined) {
      track = { runs: 0, counted: day ? [t, day] : [t] };
      countFile(t, file.passed);
      if (day) countFile(day, file.passed);
      byPath.set(id, track);
    }
    if (track !== PASSED) {
      track.runs++;
      if (file.passed) {
        for (const target of track.counted) addCount(target.passedAt, track.runs, 1);
        byPath.set(id, PASSED);
      }
    }
    addFileRun(t, file.changedLines, file.findings);
    if (day) addFileRun(day, file.changedLines, file.findings);
  }
  // Findings in the files the run's edits broke (importers) count once, with the run's changed lines.
  if (record.elsewhere) {
    const withLines = record.files.every((f) => f.changedLines !== undefined);
    addFindings(withLines ? t.withLines : t.withoutLines, record.elsewhere);
    if (day) addFindings(withLines ? day.withLines : day.withoutLines, record.elsewhere);
  }
}

// The three below are addToTally's steps for one tally (the session's, then its day's): written out,
// not looped over an array of the two, which cost an array per record (a million of them).

function addPrompt(target: Tally, score: number | undefined): void {
  target.prompts++;
  if (score !== undefined) target.scores.push(score);
}

function countFile(target: Tally, passed: boolean): void {
  target.files++;
  if (passed) target.passedFirstRun++;
}

function addFileRun(
  target: Tally,
  changedLines: number | undefined,
  findings: Partial<Record<string, number>>,
): void {
  if (changedLines !== undefined) {
    target.withLines.fileRuns++;
    target.withLines.changedLines += changedLines;
    addFindings(target.withLines, findings);
  } else {
    target.withoutLines.fileRuns++;
    addFindings(target.withoutLines, findings);
  }
}

function addFindings(
  bucket: { findings: number; byCheck: Map<string, number> },
  findings: Partial<Record<string, number>>,
): void {
  // A loop over the keys, not Object.entries: no array per file run (a million records).
  for (const check in findings) {
    const count = findings[check] ?? 0;
    bucket.findings += count;
    bucket.byCheck.set(check, (bucket.byCheck.get(check) ?? 0) + count);
  }
}

export function mergeTallies(tallies: Tally[]): Tally {
  const t = emptyTally();
  for (const part of tallies) addTally(t, part);
  return t;
}

/** Adds a tally's counts to another's, in place. */
export function addTally(t: Tally, part: Tally): void {
  t.gateRuns += part.gateRuns;
  t.files += part.files;
  t.passedFirstRun += part.passedFirstRun;
  for (const [runs, n] of part.passedAt) addCount(t.passedAt, runs, n);
  t.prompts += part.prompts;
  for (const score of part.scores) t.scores.push(score);
  for (const key of ["withLines", "withoutLines"] as const) {
    t[key].fileRuns += part[key].fileRuns;
    t[key].findings += part[key].findings;
    for (const [check, count] of part[key].byCheck)
      t[key].byCheck.set(check, (t[key].byCheck.get(check) ?? 0) + count);
  }
  t.withLines.changedLines += part.withLines.changedLines;
}

/** Mean and median of values given as a histogram (value → how many), as `mean` and `median` give them. */
function histogramStats(histogram: Map<number, number>): {
  count: number;
  mean: number | null;
  median: number | null;
} {
  const sorted = [...histogram].sort(([a], [b]) => a - b);
  let count = 0;
  let sum = 0;
  for (const [value, n] of sorted) {
    count += n;
    sum += value * n;
  }
  if (count === 0) return { count, mean: null, median: null };
  const at = (index: number): number => {
    let seen = 0;
    for (const [value, n] of sorted) {
      seen += n;
      if (index < seen) return value;
    }
    return 0;
  };
  const mid = count >> 1;
  return {
    count,
    mean: round2(sum / count),
    median: round2(count % 2 === 1 ? at(mid) : (at(mid - 1) + at(mid)) / 2),
  };
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

export function metrics(t: Tally): Metrics {
  const passed = histogramStats(t.passedAt);
  const { withLines, withoutLines } = t;
  return {
    gateRuns: t.gateRuns,
    files: t.files,
    firstTimeSuccess: {
      passedFirstRun: t.passedFirstRun,
      files: t.files,
      rate: t.files === 0 ? null : round2(t.passedFirstRun / t.files),
    },
    iterations: {
      passedFiles: passed.count,
      mean: passed.mean,
      median: passed.median,
      neverPassed: t.files - passed.count,
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

/**
 * A record's place in the merged stream: its time, its source's index, its line's among the source's.
 * Parts of a log aggregated apart are put back in stream order by it.
 */
export interface StreamPlace {
  at: number;
  source: number;
  seq: number;
}

export function comparePlace(a: StreamPlace, b: StreamPlace): number {
  return a.at - b.at || a.source - b.source || a.seq - b.seq;
}

/** A copy of the place alone (what is passed may be a whole line, record and all). */
export function placeOf({ at, source, seq }: StreamPlace): StreamPlace {
  return { at, source, seq };
}

/** One session's running state while records stream past in time order. */
interface SessionState {
  session: string | null;
  /** Where its first record is in the stream (the sessions are listed in that order). */
  place?: StreamPlace;
  first: string;
  last: string;
  tally: Tally;
  byPath: Map<number, FileTrack | typeof PASSED>;
  /** Time of the first prompt, and the day it fell on. */
  promptAt?: number;
  promptDay?: string;
  /** Time of the latest all-green run before the first prompt (an equal time still counts). */
  greenBefore?: number;
  /** Milliseconds from the first prompt to the first all-green run at or after it. */
  reachedMs?: number;
}

/** Whether a record passes the filter (`until` is exclusive). */
export function matches(record: MetricsRecord, filter: StatsFilter, at = time(record)): boolean {
  return (
    (filter.session === undefined || record.session === filter.session) &&
    (filter.project === undefined || inProject(record.project, filter.project)) &&
    (filter.assistant === undefined || record.assistant === filter.assistant) &&
    (filter.door === undefined || (record.type === "gate" && doorKind(record.door) === filter.door)) &&
    (filter.since === undefined || at >= filter.since.getTime()) &&
    (filter.until === undefined || at < filter.until.getTime())
  );
}

/** Whether a record's project root is the project's or inside it. */
export function inProject(root: string | undefined, project: string): boolean {
  if (root === undefined) return false;
  return root === project || root.startsWith(project.endsWith(path.sep) ? project : `${project}${path.sep}`);
}

/** The door a gate run came through, as the dashboard groups it: hook, check, pre-commit, ci, mcp. */
export function doorKind(door: string): string {
  return door.startsWith("hook:") ? "hook" : door;
}

/**
 * The one computation behind `qgate stats` and `qgate dashboard`: records go in one at a time, in time
 * order (stats-log.ts sorts a stream within a window), and only per-session and per-day counts are
 * kept, never the records. `onRecord` lets the series (series.ts) see each record with its day's tally.
 */
export class StatsAggregator {
  private readonly sessions = new Map<string | null, SessionState>();
  private readonly paths = new PathIds();
  /**
   * With `perSession: false`, every session counts into this one tally: only the overall figures are
   * wanted, and they add up the same (a year's 37,000 sessions held a tally each, a third of the heap).
   */
  private shared: Tally | undefined;
  /** Made of parts' snapshots (`fromParts`): its sessions lost their files' tracks. */
  private merged = false;
  /** Made of parts' snapshots with a shared tally: their sessions, as the overall figures need them. */
  private columns: SessionColumns[] | undefined;

  constructor(
    private readonly dayTally?: (record: MetricsRecord) => Tally | undefined,
    { perSession = true }: { perSession?: boolean } = {},
  ) {
    if (!perSession) this.shared = emptyTally();
  }

  /**
   * Adds a record that passed `matches` (the caller filters, so that it can count what it skipped);
   * `at` is its time, when the caller has it already; `place`, its place in the stream, when the
   * aggregator is one part of a log's (aggregate.ts); `day`, its day's tally, when the caller has it.
   */
  add(
    record: MetricsRecord,
    at = time(record),
    place?: StreamPlace,
    day: Tally | undefined = this.dayTally?.(record),
  ): void {
    if (this.merged) throw new Error("an aggregator of parts only gives results");
    const key = record.session ?? null;
    let state = this.sessions.get(key);
    if (!state) {
      state = {
        session: key,
        first: record.ts,
        last: record.ts,
        tally: this.shared ?? emptyTally(),
        byPath: new Map(),
      };
      if (place) state.place = placeOf(place);
      this.sessions.set(key, state);
    }
    state.last = record.ts;
    addToTally(state.tally, state.byPath, this.paths, record, day);
    if (key === null) return;
    if (record.type === "prompt" && state.promptAt === undefined) {
      state.promptAt = at;
      state.promptDay = record.ts;
      if (state.greenBefore === at) state.reachedMs = 0;
    } else if (record.type === "gate" && isAllGreen(record)) {
      if (state.promptAt === undefined) state.greenBefore = at;
      else if (state.reachedMs === undefined && at >= state.promptAt) state.reachedMs = at - state.promptAt;
    }
  }

  /**
   * The sessions' states, to post from a worker: what the results need (the files' runs until their
   * first pass are already counted in the tallies).
   */
  snapshot(): StatsSnapshot {
    if (this.shared) return { sessions: [], shared: this.shared, columns: this.sessionColumns() };
    const sessions = [...this.sessions.values()].map(({ byPath: _byPath, ...state }) => state);
    return { sessions };
  }

  /** The sessions as the overall figures need them, when they shared one tally. */
  private sessionColumns(): SessionColumns {
    let sessions = 0;
    const promptTs: string[] = [];
    const reached: number[] = [];
    for (const state of this.sessions.values()) {
      if (state.session === null) continue;
      sessions++;
      if (state.promptDay === undefined) continue;
      promptTs.push(state.promptDay);
      reached.push(state.reachedMs ?? Number.NaN);
    }
    return { sessions, promptTs, reachedMs: Float64Array.from(reached) };
  }

  /**
   * The aggregator of a log's parts (each a share of its sessions, `snapshot`), sessions in the order
   * their first records come in the stream. Only for results: adding to it would count each session's
   * files afresh.
   */
  static fromParts(parts: StatsSnapshot[], dayTally?: (record: MetricsRecord) => Tally | undefined) {
    const shared = parts.flatMap((p) => (p.shared ? [p.shared] : []));
    const aggregator = new StatsAggregator(dayTally, { perSession: shared.length === 0 });
    aggregator.merged = true;
    if (aggregator.shared) {
      aggregator.shared = mergeTallies(shared);
      aggregator.columns = parts.flatMap((p) => (p.columns ? [p.columns] : []));
      return aggregator;
    }
    const all = parts.flatMap((p) => p.sessions);
    // Only the per-session list shows the order; the overall figures do not depend on it.
    if (!aggregator.shared) all.sort((a, b) => comparePlace(a.place ?? NO_PLACE, b.place ?? NO_PLACE));
    // The snapshots are this aggregator's own (posted copies, or made by `snapshot`): completed in
    // place, not copied (a spread of 37,000 sessions took a fifth of a second).
    for (const state of all as Array<Partial<SessionState> & StatsSnapshot["sessions"][number]>) {
      state.tally ??= emptyTally();
      state.byPath = NO_FILES;
      aggregator.sessions.set(state.session, state as SessionState);
    }
    return aggregator;
  }

  /** Each session's time to implementation, with the time of its first prompt (for the series). */
  implementations(): Array<{ promptTs: string; reachedMs: number | undefined }> {
    if (this.columns)
      return this.columns.flatMap(({ promptTs, reachedMs }) =>
        promptTs.map((ts, i) => {
          const ms = reachedMs[i] ?? Number.NaN;
          return { promptTs: ts, reachedMs: Number.isNaN(ms) ? undefined : ms };
        }),
      );
    return [...this.sessions.values()].flatMap((s) =>
      s.promptDay === undefined ? [] : [{ promptTs: s.promptDay, reachedMs: s.reachedMs }],
    );
  }

  /** How many sessions have an id; their times to implementation; how many had a prompt but no time. */
  private sessionTimes(): { sessions: number; times: number[]; notReached: number } {
    if (this.columns) {
      const times: number[] = [];
      let notReached = 0;
      for (const { reachedMs } of this.columns)
        for (const ms of reachedMs)
          if (Number.isNaN(ms)) notReached++;
          else times.push(ms);
      return { sessions: this.columns.reduce((n, c) => n + c.sessions, 0), times, notReached };
    }
    const states = [...this.sessions.values()];
    const notes = states.map(timeNote);
    return {
      sessions: states.filter((s) => s.session !== null).length,
      times: notes.flatMap((n) => (n.timeToImplementationMs === null ? [] : [n.timeToImplementationMs])),
      notReached: notes.filter((n) => n.timeNote === "no all-green gate run after the first prompt").length,
    };
  }

  /** The overall metrics, and each session's unless `perSession` is false (the dashboard shows none). */
  result({ perSession = this.shared === undefined }: { perSession?: boolean } = {}): Stats {
    if (perSession && this.shared) throw new Error("the sessions shared one tally: no per-session figures");
    const states = [...this.sessions.values()];
    const { sessions, times, notReached } = this.sessionTimes();
    return {
      overall: {
        sessions,
        ...metrics(this.shared ?? mergeTallies(states.map((s) => s.tally))),
        timeToImplementation: {
          sessions: times.length,
          meanMs: mean(times),
          medianMs: median(times),
          notReached,
        },
      },
      sessions: perSession
        ? states.map((s) => ({
            session: s.session,
            first: s.first,
            last: s.last,
            ...metrics(s.tally),
            ...timeNote(s),
          }))
        : [],
    };
  }
}

const NO_PLACE: StreamPlace = { at: 0, source: 0, seq: 0 };
/** The files' tracks of a merged session: never added to (`fromParts`' aggregator only gives results). */
const NO_FILES = new Map<number, FileTrack | typeof PASSED>();

/**
 * The sessions' states without their files' tracks (posted from a worker, aggregate.ts); without their
 * tallies when they shared one.
 */
export interface StatsSnapshot {
  /** Each session's state, unless they shared one tally. */
  sessions: Array<Omit<SessionState, "byPath" | "tally"> & { tally?: Tally }>;
  shared?: Tally;
  /** With a shared tally, the sessions as the overall figures need them. */
  columns?: SessionColumns;
}

/**
 * What the overall figures need of a part's sessions when they shared one tally (the dashboard): how
 * many have an id, and for each with a prompt the time of its first prompt and the milliseconds to its
 * first all-green run after it (NaN: not reached). In columns: a worker posts two arrays, where the
 * 18,000 session objects of a year's log took a sixth of a second to copy across.
 */
export interface SessionColumns {
  sessions: number;
  promptTs: string[];
  reachedMs: Float64Array;
}

function timeNote(s: SessionState): Pick<SessionStats, "timeToImplementationMs" | "timeNote"> {
  if (s.session === null) return { timeToImplementationMs: null, timeNote: "no session id" };
  if (s.promptAt === undefined) return { timeToImplementationMs: null, timeNote: "no prompt recorded" };
  if (s.reachedMs === undefined)
    return { timeToImplementationMs: null, timeNote: "no all-green gate run after the first prompt" };
  return { timeToImplementationMs: s.reachedMs };
}

/** Records sorted by time, stably: concurrent hook processes may append slightly out of order. */
export function sortByTime(records: MetricsRecord[]): MetricsRecord[] {
  return records
    .map((record, index) => ({ record, index }))
    .sort((a, b) => time(a.record) - time(b.record) || a.index - b.index)
    .map(({ record }) => record);
}

/** The metrics of records held in memory (tests, the API); the log is streamed (stats-log.ts). */
export function computeStats(all: MetricsRecord[], filter: StatsFilter = {}): Stats {
  const aggregator = new StatsAggregator();
  for (const record of sortByTime(all)) if (matches(record, filter)) aggregator.add(record);
  return aggregator.result();
}
