/**
 * Reading the metrics log for `qgate stats`: `metrics.jsonl` and its rotated copies (`metrics.jsonl.3`
 * oldest ... `.1`, then the live file), line by line. A line that is not a well-formed record is
 * counted as corrupt and skipped, never fatal; a record of a type this version does not know is
 * counted as ignored (a newer qgate may have written it).
 */
import { createHash } from "node:crypto";
import { createReadStream, existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { FileError } from "../errors.js";
import { METRICS_FILE } from "../routing/log-dir.js";
import type { MetricsRecord } from "./records.js";
import { routingMessages } from "../messages.js";

export interface LogSummary {
  dir: string;
  /** Files read, oldest first (empty when there is no log). */
  files: string[];
  /** Non-blank lines read. */
  lines: number;
  records: number;
  corrupt: number;
  /** `file:line` of the first corrupt lines (at most 10). */
  corruptAt: string[];
  /** Well-formed lines of an unknown record type. */
  ignored: number;
  /** Records seen in more than one merged log (counted once, not in `records`). */
  duplicates: number;
}

export interface MetricsLog {
  summary: LogSummary;
  records: MetricsRecord[];
}

const VERDICTS = new Set(["pass", "warn", "block", "incomplete"]);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function optionalString(value: unknown): boolean {
  return value === undefined || typeof value === "string";
}

function optionalNumber(value: unknown): boolean {
  return value === undefined || (typeof value === "number" && Number.isFinite(value) && value >= 0);
}

function counts(value: unknown): boolean {
  return (
    isObject(value) &&
    Object.values(value).every((n) => typeof n === "number" && Number.isFinite(n) && n >= 0)
  );
}

const SERVED = new Set(["warm", "cold", "replayed"]);
const CACHE_SOURCES = new Set(["memory", "local", "remote"]);

function validFile(value: unknown): boolean {
  if (!isObject(value)) return false;
  if (typeof value.path !== "string" || typeof value.passed !== "boolean") return false;
  if (!optionalNumber(value.changedLines) || !optionalString(value.blockedBy)) return false;
  return counts(value.findings);
}

/** The record, or "corrupt", or "unknown" for a well-formed line of a type this version does not read. */
export function parseRecord(line: string): MetricsRecord | "corrupt" | "unknown" {
  const parsed = parseLine(line, 0);
  return typeof parsed === "string" ? parsed : parsed.record;
}

/** A well-formed record with its line, its time (parsed once: the sort, the filter and the tallies use it) and its place in its source. */
interface Line {
  record: MetricsRecord;
  line: string;
  at: number;
  seq: number;
}

function parseLine(line: string, seq: number): Line | "corrupt" | "unknown" {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return "corrupt";
  }
  if (!isObject(value) || typeof value.type !== "string" || typeof value.ts !== "string") return "corrupt";
  const at = Date.parse(value.ts);
  if (Number.isNaN(at) || !optionalString(value.session)) return "corrupt";
  const valid = (record: Record<string, unknown>): Line => ({
    record: record as unknown as MetricsRecord,
    line,
    at,
    seq,
  });
  switch (value.type) {
    case "gate":
      if (
        typeof value.verdict !== "string" ||
        !VERDICTS.has(value.verdict) ||
        !Array.isArray(value.files) ||
        !value.files.every(validFile) ||
        !Array.isArray(value.failures) ||
        (value.elsewhere !== undefined && !counts(value.elsewhere)) ||
        (value.checkMs !== undefined && !counts(value.checkMs)) ||
        (value.rules !== undefined && !counts(value.rules)) ||
        (value.served !== undefined && !SERVED.has(value.served as string)) ||
        (value.cached !== undefined &&
          (!isObject(value.cached) ||
            !Object.values(value.cached).every((from) => CACHE_SOURCES.has(from as string))))
      )
        return "corrupt";
      return valid(value);
    case "prompt":
      if (!optionalNumber(value.score) || !optionalNumber(value.chars)) return "corrupt";
      return valid(value);
    case "session-end":
      return valid(value);
    default:
      return "unknown";
  }
}

/** `metrics.jsonl.<n>` (highest n = oldest) then `metrics.jsonl`: the order they were written in. */
export function metricsFiles(dir: string): string[] {
  let names: string[];
  try {
    names = readdirSync(dir);
  } catch {
    return [];
  }
  const rotated = names
    .map((name) => ({
      name,
      n: new RegExp(`^${METRICS_FILE.replace(".", "\\.")}\\.(\\d+)$`).exec(name)?.[1],
    }))
    .filter((entry): entry is { name: string; n: string } => entry.n !== undefined)
    .sort((a, b) => Number(b.n) - Number(a.n))
    .map((entry) => path.join(dir, entry.name));
  const live = path.join(dir, METRICS_FILE);
  return existsSync(live) ? [...rotated, live] : rotated;
}

function emptySummary(dir: string): LogSummary {
  return { dir, files: [], lines: 0, records: 0, corrupt: 0, corruptAt: [], ignored: 0, duplicates: 0 };
}

/**
 * The well-formed records of the files, in file order, with their lines, a chunk at a time (an await
 * per record costs more than parsing it); counts the rest in `summary`.
 */
async function* fileRecords(files: string[], summary: LogSummary): AsyncGenerator<Line[]> {
  for (const file of files) {
    summary.files.push(file);
    const name = path.basename(file);
    let lineNumber = 0;
    const take = (raw: string, batch: Line[]): void => {
      lineNumber++;
      const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
      if (line.trim() === "") return;
      summary.lines++;
      const parsed = parseLine(line, summary.lines);
      if (parsed === "corrupt") {
        summary.corrupt++;
        if (summary.corruptAt.length < 10) summary.corruptAt.push(`${name}:${lineNumber}`);
      } else if (parsed === "unknown") summary.ignored++;
      else {
        summary.records++;
        batch.push(parsed);
      }
    };
    const stream = createReadStream(file, { encoding: "utf8", highWaterMark: 1 << 20 });
    let rest = "";
    try {
      for await (const chunk of stream as AsyncIterable<string>) {
        const text = rest + chunk;
        const batch: Line[] = [];
        let start = 0;
        for (let end = text.indexOf("\n"); end !== -1; end = text.indexOf("\n", start)) {
          take(text.slice(start, end), batch);
          start = end + 1;
        }
        rest = text.slice(start);
        if (batch.length > 0) yield batch;
      }
      const last: Line[] = [];
      if (rest !== "") take(rest, last);
      if (last.length > 0) yield last;
    } catch (error) {
      throw new FileError(
        routingMessages.metricsUnreadable(file, (error as NodeJS.ErrnoException).code ?? "error"),
      );
    } finally {
      stream.destroy();
    }
  }
}

export async function readMetricsLog(dir: string): Promise<MetricsLog> {
  const summary = emptySummary(dir);
  const records: MetricsRecord[] = [];
  for await (const batch of fileRecords(metricsFiles(dir), summary))
    for (const { record } of batch) records.push(record);
  return { summary, records };
}

/**
 * Records appended out of order (concurrent hook processes) are put back in order within this many
 * records; a record further out of place is taken where it stands.
 */
const REORDER_WINDOW = 4096;

/** One source's records in time order (stable), in batches, holding at most twice the window. */
async function* windowSorted(source: AsyncGenerator<Line[]>): AsyncGenerator<Line[]> {
  const byTime = (a: Line, b: Line) => a.at - b.at || a.seq - b.seq;
  let buffer: Line[] = [];
  for await (const batch of source) {
    for (const line of batch) buffer.push(line);
    if (buffer.length >= 2 * REORDER_WINDOW) {
      buffer.sort(byTime);
      const keep = buffer.length - REORDER_WINDOW;
      yield buffer.slice(0, keep);
      buffer = buffer.slice(keep);
    }
  }
  buffer.sort(byTime);
  if (buffer.length > 0) yield buffer;
}

/** A source being merged: its current batch and the position in it. */
interface Head {
  it: AsyncGenerator<Line[]>;
  batch: Line[];
  at: number;
}

/** The head's next entry, reading its next batch when this one is used up; undefined at its end. */
async function peek(head: Head): Promise<Line | undefined> {
  while (head.at >= head.batch.length) {
    const step = await head.it.next();
    if (step.done === true) return undefined;
    head.batch = step.value;
    head.at = 0;
  }
  return head.batch[head.at];
}

/** The files of a `--log` source: a log directory's metrics files, or one file as given. */
export function sourceFiles(source: string): string[] {
  let isDirectory: boolean;
  try {
    isDirectory = statSync(source).isDirectory();
  } catch {
    return [];
  }
  return isDirectory ? metricsFiles(source) : [source];
}

/**
 * Streams the records of one or more metrics logs (directories or files) to `onRecord`, merged in
 * time order, each record once: logs from several machines, or copies of one, may hold the same line.
 * Nothing but a reorder window per source and one short hash per record is held.
 */
export async function streamMetricsLogs(
  sources: string[],
  onRecord: (record: MetricsRecord, at: number) => void,
): Promise<LogSummary> {
  const summary = emptySummary(sources.join(", "));
  const heads: Head[] = sources.map((source) => ({
    it: windowSorted(fileRecords(sourceFiles(source), summary)),
    batch: [],
    at: 0,
  }));
  const seen = sources.length > 1 ? new Set<string>() : undefined;
  const [only] = heads;
  if (heads.length === 1 && only) {
    for await (const batch of only.it) for (const { record, at } of batch) onRecord(record, at);
    return summary;
  }
  for (;;) {
    let next: Head | undefined;
    let nextEntry: Line | undefined;
    for (const head of heads) {
      // An await only when the head's batch is used up: one per record costs more than the record.
      const entry = head.at < head.batch.length ? head.batch[head.at] : await peek(head);
      if (entry && (!nextEntry || entry.at < nextEntry.at)) [next, nextEntry] = [head, entry];
    }
    if (!next || !nextEntry) break;
    next.at++;
    const key = createHash("sha1").update(nextEntry.line.trim()).digest("base64").slice(0, 20);
    if (seen?.has(key)) {
      summary.duplicates++;
      summary.records--;
      continue;
    }
    seen?.add(key);
    onRecord(nextEntry.record, nextEntry.at);
  }
  return summary;
}
