/**
 * The metrics over time, for `qgate stats --format json` and `qgate dashboard`: the seed's four metrics
 * per day (per week when the period is longer than 60 days), computed by the same tallies as the
 * overall figures (stats.ts), and beside them the gate runs by verdict, door and assistant, findings per
 * check and rule, the files that blocked most and the time per check (p50, p90).
 *
 * Records stream through `SeriesAggregator.add` in time order; it keeps counts per day and per file
 * path, never the records. Where the results were served from (warm daemon, local cache, remote cache)
 * counts only the runs that recorded it: logs of qgate versions before it say nothing (`served` null).
 */
import type { CheckId } from "../checks/check.js";
import type { MetricsRecord } from "./records.js";
import {
  doorKind,
  addTally,
  emptyTally,
  mean,
  median,
  metrics,
  comparePlace,
  placeOf,
  round2,
  StatsAggregator,
  type StatsSnapshot,
  type StreamPlace,
  type Metrics,
  type OverallStats,
  type Stats,
  type StatsFilter,
  type Tally,
} from "./stats.js";

/** A period longer than this many days is shown per week. */
export const DAYS_PER_DAY_SERIES = 60;
/** How many rules and files the lists keep. */
const TOP = 10;
/** How many of the top rules get a line over time. */
const TOP_RULES_OVER_TIME = 5;

export interface CheckTime {
  runs: number;
  p50: number | null;
  p90: number | null;
}

export interface Verdicts {
  /** Pass or warn: nothing blocked and every check ran. */
  pass: number;
  /** The verdict was block. */
  blocked: number;
  /** Not blocked, but a check failed to run. */
  failed: number;
}

/** Gate runs by how they were served; only runs that recorded it (older logs did not). */
export interface Served {
  /** Runs that recorded how they were served. */
  runs: number;
  /** Served by the warm daemon. */
  warm: number;
  /** Run by a cold process. */
  cold: number;
  /** Replayed whole from a record of the same run on the same inputs. */
  replayed: number;
  /** Runs at least one check's result of which came from the local disk cache. */
  localCache: number;
  /** Runs at least one check's result of which came from the remote cache. */
  remoteCache: number;
}

export interface Bucket extends Metrics {
  /** First day of the bucket, YYYY-MM-DD (UTC); a week starts on Monday. */
  start: string;
  timeToImplementation: OverallStats["timeToImplementation"];
  verdicts: Verdicts;
  doors: Record<string, number>;
  assistants: Record<string, number>;
  /** Findings per check (all severities, every file run). */
  findings: Record<string, number>;
  /** Findings of the period's top rules (`topRules`, at most five) in this bucket. */
  rules: Record<string, number>;
  /** Milliseconds per check run. */
  checkMs: Record<string, CheckTime>;
  served: Served;
}

export interface Series {
  unit: "day" | "week";
  /** First and last day of the period (UTC), or null when nothing matched and no period was given. */
  from: string | null;
  to: string | null;
  buckets: Bucket[];
  verdicts: Verdicts;
  doors: Record<string, number>;
  assistants: Record<string, number>;
  findings: Record<string, number>;
  topRules: Array<{ rule: string; findings: number }>;
  blockedFiles: Array<{ path: string; blockedRuns: number; blockedBy: string | null }>;
  checkMs: Record<string, CheckTime>;
  /** Gate runs, and how many of them recorded check times and rules (older qgate versions did not). */
  recorded: { gateRuns: number; checkTimes: number; rules: number };
  /** How the period's runs were served; null when none recorded it (logs of older qgate versions). */
  served: Served | null;
}

interface DayState {
  tally: Tally;
  verdicts: Verdicts;
  doors: Map<string, number>;
  assistants: Map<string, number>;
  findings: Map<string, number>;
  rules: Map<string, number>;
  /** Per check, how many runs took each number of milliseconds (exact percentiles, a few hundred keys). */
  checkMs: Map<string, Map<number, number>>;
  implemented: number[];
  notReached: number;
  served: Served;
}

const DAY_MS = 86_400_000;

const UTC_TIME = /^\d{4}-\d{2}-\d{2}T[^+-]*Z$/;

export function dayOf(ts: string | number): string {
  // qgate writes UTC times (toISOString): their day is their first ten characters.
  if (typeof ts === "string" && UTC_TIME.test(ts)) return ts.slice(0, 10);
  return new Date(typeof ts === "number" ? ts : Date.parse(ts)).toISOString().slice(0, 10);
}

/** The Monday of a day's week (UTC). */
export function weekOf(day: string): string {
  const at = Date.parse(`${day}T00:00:00Z`);
  const weekday = (new Date(at).getUTCDay() + 6) % 7;
  return dayOf(at - weekday * DAY_MS);
}

function emptyDay(): DayState {
  return {
    tally: emptyTally(),
    verdicts: { pass: 0, blocked: 0, failed: 0 },
    doors: new Map(),
    assistants: new Map(),
    findings: new Map(),
    rules: new Map(),
    checkMs: new Map(),
    implemented: [],
    notReached: 0,
    served: emptyServed(),
  };
}

function emptyServed(): Served {
  return { runs: 0, warm: 0, cold: 0, replayed: 0, localCache: 0, remoteCache: 0 };
}

function bump(map: Map<string, number>, key: string, by = 1): void {
  map.set(key, (map.get(key) ?? 0) + by);
}

function mergeDays(days: DayState[]): DayState {
  const out = emptyDay();
  for (const d of days) addDay(out, d);
  return out;
}

/** Adds a day's counts to another's, in place. */
function addDay(out: DayState, d: DayState): void {
  addTally(out.tally, d.tally);
  out.verdicts.pass += d.verdicts.pass;
  out.verdicts.blocked += d.verdicts.blocked;
  out.verdicts.failed += d.verdicts.failed;
  for (const key of ["doors", "assistants", "findings", "rules"] as const)
    for (const [name, n] of d[key]) bump(out[key], name, n);
  for (const [check, counts] of d.checkMs) {
    let into = out.checkMs.get(check);
    if (!into) out.checkMs.set(check, (into = new Map<number, number>()));
    for (const [ms, n] of counts) into.set(ms, (into.get(ms) ?? 0) + n);
  }
  for (const ms of d.implemented) out.implemented.push(ms);
  out.notReached += d.notReached;
  for (const key of Object.keys(out.served) as Array<keyof Served>) out.served[key] += d.served[key];
}

/** Nearest-rank percentile of values given as (value, how many times) sorted by value. */
function percentile(sorted: Array<[number, number]>, runs: number, q: number): number | null {
  if (runs === 0) return null;
  const rank = Math.max(1, Math.ceil(q * runs));
  let seen = 0;
  for (const [value, n] of sorted) {
    seen += n;
    if (seen >= rank) return round2(value);
  }
  return null;
}

function checkTimes(map: Map<string, Map<number, number>>): Record<string, CheckTime> {
  const out: Record<string, CheckTime> = {};
  for (const [check, counts] of [...map].sort(([a], [b]) => a.localeCompare(b))) {
    const sorted = [...counts].sort(([a], [b]) => a - b);
    const runs = sorted.reduce((sum, [, n]) => sum + n, 0);
    out[check] = { runs, p50: percentile(sorted, runs, 0.5), p90: percentile(sorted, runs, 0.9) };
  }
  return out;
}

function sortedRecord(map: Map<string, number>): Record<string, number> {
  return Object.fromEntries([...map].sort(([a], [b]) => a.localeCompare(b)));
}

export function verdictOf(record: { verdict: string; failures: unknown[] }): keyof Verdicts {
  return record.verdict === "block" ? "blocked" : record.failures.length > 0 ? "failed" : "pass";
}

/** A file's blocked runs, and the first blocking finding of the latest (at `place`, when known). */
interface Blocked {
  runs: number;
  blockedBy: string | null;
  place?: StreamPlace;
}

/** What one part of a log's aggregation (aggregate.ts) posts back: its counts, never its records. */
export interface SeriesSnapshot {
  days: Array<[string, DayState]>;
  blocked: Array<[string, Blocked]>;
  recorded: { gateRuns: number; checkTimes: number; rules: number };
  sessions: StatsSnapshot;
}

export class SeriesAggregator {
  private readonly days = new Map<string, DayState>();
  private stats: StatsAggregator;
  private readonly blocked = new Map<string, Blocked>();
  private readonly recorded = { gateRuns: 0, checkTimes: 0, rules: 0 };
  private current: { key: string; day: DayState } | undefined;

  /** `perSession: false`: only the overall figures and the series will be asked for (the dashboard). */
  constructor(
    private readonly filter: StatsFilter = {},
    options: { perSession?: boolean } = {},
  ) {
    this.stats = new StatsAggregator((record) => this.day(record.ts).tally, options);
  }

  snapshot(): SeriesSnapshot {
    return {
      days: [...this.days],
      blocked: [...this.blocked],
      recorded: { ...this.recorded },
      sessions: this.stats.snapshot(),
    };
  }

  /**
   * The aggregation of a log's parts, each a share of its sessions: days, files and counts added, each
   * file's latest blocking finding the latest in the stream. Only for `result`.
   */
  static fromParts(filter: StatsFilter, parts: SeriesSnapshot[]): SeriesAggregator {
    const aggregator = new SeriesAggregator(filter);
    for (const part of parts) {
      for (const [key, day] of part.days) {
        // The parts' own copies (posted, or made by `snapshot`): added to in place.
        const had = aggregator.days.get(key);
        if (had) addDay(had, day);
        else aggregator.days.set(key, day);
      }
      for (const [path, entry] of part.blocked) {
        const had = aggregator.blocked.get(path);
        if (!had) aggregator.blocked.set(path, entry);
        else {
          // The blocking finding shown is the one of the stream's latest run that named one.
          const later = !had.place || (entry.place !== undefined && comparePlace(entry.place, had.place) > 0);
          const latest = later ? entry : had;
          aggregator.blocked.set(path, {
            runs: had.runs + entry.runs,
            blockedBy: latest.blockedBy,
            ...(latest.place ? { place: latest.place } : {}),
          });
        }
      }
      for (const key of ["gateRuns", "checkTimes", "rules"] as const)
        aggregator.recorded[key] += part.recorded[key];
    }
    aggregator.stats = StatsAggregator.fromParts(
      parts.map((p) => p.sessions),
      (record) => aggregator.day(record.ts).tally,
    );
    return aggregator;
  }

  private day(ts: string): DayState {
    // Records come in time order: most are on the day before them, known without working it out. A
    // time with an offset (not qgate's own) may begin with the same ten characters on another UTC day.
    const current = this.current;
    if (current && ts.length === 24 && ts[10] === "T" && ts.endsWith("Z") && ts.startsWith(current.key))
      return current.day;
    const key = dayOf(ts);
    if (current?.key === key) return current.day;
    let day = this.days.get(key);
    if (!day) {
      day = emptyDay();
      this.days.set(key, day);
    }
    this.current = { key, day };
    return day;
  }

  /**
   * Adds a record that passed `matches`, in time order; `at` is its time, when the caller has it;
   * `place`, its place in the stream, when this is one part of a log's aggregation.
   */
  add(record: MetricsRecord, at?: number, place?: StreamPlace): void {
    // The day is worked out once, here, for both tallies.
    const day = this.day(record.ts);
    this.stats.add(record, at, place, day.tally);
    if (record.type !== "gate") return;
    this.recorded.gateRuns++;
    day.verdicts[verdictOf(record)]++;
    bump(day.doors, doorKind(record.door));
    bump(day.assistants, record.assistant ?? "none");
    for (const file of record.files) {
      // Loops over keys, not Object.entries: no array per record (a million of them).
      for (const check in file.findings) bump(day.findings, check, file.findings[check as CheckId] ?? 0);
      if (!file.passed) {
        const entry = this.blocked.get(file.path) ?? { runs: 0, blockedBy: null };
        entry.runs++;
        if (file.blockedBy !== undefined) {
          entry.blockedBy = file.blockedBy;
          if (place) entry.place = placeOf(place);
        }
        this.blocked.set(file.path, entry);
      }
    }
    if (record.checkMs) {
      this.recorded.checkTimes++;
      for (const check in record.checkMs) {
        const ms = record.checkMs[check as CheckId];
        if (ms === undefined) continue;
        let counts = day.checkMs.get(check);
        if (!counts) day.checkMs.set(check, (counts = new Map<number, number>()));
        counts.set(ms, (counts.get(ms) ?? 0) + 1);
      }
    }
    if (record.served !== undefined) {
      const served = day.served;
      served.runs++;
      served[record.served]++;
      // A loop over the keys, not Object.values: no array per record.
      let local = false;
      let remote = false;
      for (const check in record.cached) {
        const from = record.cached[check as CheckId];
        if (from === "local") local = true;
        else if (from === "remote") remote = true;
      }
      if (local) served.localCache++;
      if (remote) served.remoteCache++;
    }
    if (record.rules) {
      this.recorded.rules++;
      for (const rule in record.rules) bump(day.rules, rule, record.rules[rule] ?? 0);
    }
  }

  /**
   * The overall and per-session metrics (exactly `computeStats`'; the sessions only if `perSession`),
   * and the series.
   */
  result(options: { perSession?: boolean } = {}): Stats & { series: Series } {
    const stats = this.stats.result(options);
    for (const { promptTs, reachedMs } of this.stats.implementations()) {
      const day = this.day(promptTs);
      if (reachedMs === undefined) day.notReached++;
      else day.implemented.push(reachedMs);
    }
    return { ...stats, series: this.series() };
  }

  private series(): Series {
    const seen = [...this.days.keys()].sort();
    const from = this.filter.since !== undefined ? dayOf(this.filter.since.getTime()) : (seen[0] ?? null);
    const to =
      this.filter.until !== undefined ? dayOf(this.filter.until.getTime() - 1) : (seen.at(-1) ?? null);
    const all = mergeDays([...this.days.values()]);
    const topRules = [...all.rules]
      .sort(([a, x], [b, y]) => y - x || a.localeCompare(b))
      .slice(0, TOP)
      .map(([rule, findings]) => ({ rule, findings }));
    const overTime = new Set(topRules.slice(0, TOP_RULES_OVER_TIME).map((r) => r.rule));
    const span = from !== null && to !== null ? (Date.parse(to) - Date.parse(from)) / DAY_MS + 1 : 0;
    const unit = span > DAYS_PER_DAY_SERIES ? "week" : "day";
    const groups = new Map<string, DayState[]>();
    if (from !== null && to !== null)
      for (let at = Date.parse(from); at <= Date.parse(to); at += DAY_MS) {
        const key = unit === "week" ? weekOf(dayOf(at)) : dayOf(at);
        if (!groups.has(key)) groups.set(key, []);
      }
    for (const [key, day] of this.days) {
      const group = unit === "week" ? weekOf(key) : key;
      const list = groups.get(group);
      if (list) list.push(day);
      else groups.set(group, [day]);
    }
    const buckets = [...groups]
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([start, days]): Bucket => {
        const d = mergeDays(days);
        return {
          start,
          ...metrics(d.tally),
          timeToImplementation: {
            sessions: d.implemented.length,
            meanMs: mean(d.implemented),
            medianMs: median(d.implemented),
            notReached: d.notReached,
          },
          verdicts: d.verdicts,
          doors: sortedRecord(d.doors),
          assistants: sortedRecord(d.assistants),
          findings: sortedRecord(d.findings),
          rules: Object.fromEntries([...overTime].map((rule) => [rule, d.rules.get(rule) ?? 0])),
          checkMs: checkTimes(d.checkMs),
          served: d.served,
        };
      });
    return {
      unit,
      from,
      to,
      buckets,
      verdicts: all.verdicts,
      doors: sortedRecord(all.doors),
      assistants: sortedRecord(all.assistants),
      findings: sortedRecord(all.findings),
      topRules,
      blockedFiles: [...this.blocked]
        .sort(([a, x], [b, y]) => y.runs - x.runs || a.localeCompare(b))
        .slice(0, TOP)
        .map(([path, { runs, blockedBy }]) => ({ path, blockedRuns: runs, blockedBy })),
      checkMs: checkTimes(all.checkMs),
      recorded: { ...this.recorded },
      served: all.served.runs > 0 ? all.served : null,
    };
  }
}
