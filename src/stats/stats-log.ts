/**
 * Reading the metrics log for `qgate stats`: `metrics.jsonl` and its rotated copies (`metrics.jsonl.3`
 * oldest ... `.1`, then the live file), line by line. A line that is not a well-formed record is
 * counted as corrupt and skipped, never fatal; a record of a type this version does not know is
 * counted as ignored (a newer qgate may have written it).
 */
import { createReadStream, existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";
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
}

export interface MetricsLog {
  summary: LogSummary;
  records: MetricsRecord[];
}

const VERDICTS = new Set(["pass", "warn", "block", "incomplete"]);

function isObject(value: unknown): value is Record<string, unknown> {
  return typeof value === "object" && value !== null && !Array.isArray(value);
}

function validTs(value: unknown): boolean {
  return typeof value === "string" && !Number.isNaN(Date.parse(value));
}

function optionalString(value: unknown): boolean {
  return value === undefined || typeof value === "string";
}

function optionalNumber(value: unknown): boolean {
  return value === undefined || (typeof value === "number" && Number.isFinite(value) && value >= 0);
}

function validFile(value: unknown): boolean {
  if (!isObject(value)) return false;
  if (typeof value.path !== "string" || typeof value.passed !== "boolean") return false;
  if (!optionalNumber(value.changedLines)) return false;
  return validCounts(value.findings);
}

/** Findings by check: every count a finite number, 0 or more. */
function validCounts(value: unknown): boolean {
  if (!isObject(value)) return false;
  return Object.values(value).every((n) => typeof n === "number" && Number.isFinite(n) && n >= 0);
}

/** The record, or "corrupt", or "unknown" for a well-formed line of a type this version does not read. */
export function parseRecord(line: string): MetricsRecord | "corrupt" | "unknown" {
  let value: unknown;
  try {
    value = JSON.parse(line);
  } catch {
    return "corrupt";
  }
  if (
    !isObject(value) ||
    typeof value.type !== "string" ||
    !validTs(value.ts) ||
    !optionalString(value.session)
  )
    return "corrupt";
  switch (value.type) {
    case "gate":
      if (
        typeof value.verdict !== "string" ||
        !VERDICTS.has(value.verdict) ||
        !Array.isArray(value.files) ||
        !value.files.every(validFile) ||
        !Array.isArray(value.failures) ||
        !(value.elsewhere === undefined || validCounts(value.elsewhere))
      )
        return "corrupt";
      return value as unknown as MetricsRecord;
    case "prompt":
      if (!optionalNumber(value.score) || !optionalNumber(value.chars)) return "corrupt";
      return value as unknown as MetricsRecord;
    case "session-end":
      return value as unknown as MetricsRecord;
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

export async function readMetricsLog(dir: string): Promise<MetricsLog> {
  const summary: LogSummary = {
    dir,
    files: [],
    lines: 0,
    records: 0,
    corrupt: 0,
    corruptAt: [],
    ignored: 0,
  };
  const records: MetricsRecord[] = [];
  for (const file of metricsFiles(dir)) {
    summary.files.push(file);
    const stream = createReadStream(file, { encoding: "utf8" });
    const lines = createInterface({ input: stream, crlfDelay: Infinity });
    let lineNumber = 0;
    try {
      for await (const line of lines) {
        lineNumber++;
        if (line.trim() === "") continue;
        summary.lines++;
        const parsed = parseRecord(line);
        if (parsed === "corrupt") {
          summary.corrupt++;
          if (summary.corruptAt.length < 10) summary.corruptAt.push(`${path.basename(file)}:${lineNumber}`);
        } else if (parsed === "unknown") summary.ignored++;
        else {
          summary.records++;
          records.push(parsed);
        }
      }
    } catch (error) {
      throw new FileError(
        routingMessages.metricsUnreadable(file, (error as NodeJS.ErrnoException).code ?? "error"),
      );
    } finally {
      lines.close();
      stream.destroy();
    }
  }
  return { summary, records };
}
