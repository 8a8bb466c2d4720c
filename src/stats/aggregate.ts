/**
 * The one computation behind `qgate stats` and `qgate dashboard`, over whole metrics logs: records
 * stream through the series' aggregator (series.ts), filtered, and only counts are kept.
 *
 * A large log is read in parts on worker threads, one a core (at most four): parsing its lines is most
 * of the time (a year of a busy team's runs, 1,000,000 records, is 330 MB of JSON). Each part takes the
 * lines of a share of the sessions (stats-log.ts `partOf`, from the line's text, without parsing it),
 * so every session's counts are whole in one part; the parts' days, files and sessions are then added,
 * in stream order where order matters. A worker that cannot start or dies (its memory limit) leaves the
 * log to this thread, read whole: never a partial result.
 */
import { existsSync, statSync } from "node:fs";
import { availableParallelism } from "node:os";
import { fileURLToPath } from "node:url";
import { Worker, type ResourceLimits } from "node:worker_threads";
import { FileError } from "../errors.js";
import { SeriesAggregator, type SeriesSnapshot } from "./series.js";
import {
  mergeSummaries,
  partSummary,
  sourceFiles,
  streamMetricsLogs,
  type LogPart,
  type LogSummary,
  type PartSummary,
} from "./stats-log.js";
import { matches, type StatsFilter } from "./stats.js";

export type AggregateResult = ReturnType<SeriesAggregator["result"]>;

/** Below this many bytes of log, a worker's start costs more than it saves. */
const PARALLEL_FROM_BYTES = 16 * 1024 * 1024;
const MAX_PARTS = 4;

/**
 * V8's limits for a part's worker: its counts are tens of MB for a year's log; past this it dies, and
 * the log is read here, under this thread's own (larger) limit, rather than a part being lost.
 */
const PART_LIMITS: ResourceLimits = { maxOldGenerationSizeMb: 512 };

/** What a part's worker is given. */
export interface PartInput {
  sources: string[];
  filter: StatsFilter;
  part: LogPart;
  perSession: boolean;
}

/** What it posts back. */
export type PartOutput = { summary: PartSummary; series: SeriesSnapshot } | { fileError: string };

/** Reads one share of the logs (or all of them, without `part`) into the series' aggregator. */
export async function aggregatePart(
  sources: string[],
  filter: StatsFilter,
  perSession: boolean,
  part?: LogPart,
): Promise<{ summary: LogSummary; aggregator: SeriesAggregator }> {
  const aggregator = new SeriesAggregator(filter, { perSession });
  let unattributed = 0;
  // What the records that name no project would have matched but for the project.
  const anyProject = filter.project !== undefined ? { ...filter, project: undefined } : undefined;
  const summary = await streamMetricsLogs(
    sources,
    (record, at, line) => {
      if (matches(record, filter, at)) aggregator.add(record, at, part ? line : undefined);
      else if (anyProject && record.project === undefined && matches(record, anyProject, at)) unattributed++;
    },
    part,
  );
  summary.unattributed = unattributed;
  return { summary, aggregator };
}

/** The compiled worker (tests import src/ but run workers from dist/); undefined when there is none. */
function workerScript(): string | undefined {
  const here = fileURLToPath(import.meta.url);
  const candidate = here.endsWith(".ts")
    ? fileURLToPath(new URL("../../dist/stats/aggregate-worker.js", import.meta.url))
    : fileURLToPath(new URL("./aggregate-worker.js", import.meta.url));
  return existsSync(candidate) ? candidate : undefined;
}

function logBytes(sources: string[]): number {
  let bytes = 0;
  for (const source of sources)
    for (const file of sourceFiles(source)) {
      try {
        bytes += statSync(file).size;
      } catch {
        // Unreadable: the read says so.
      }
    }
  return bytes;
}

/** How many parts to read the logs in: one per core (at most four) from 16 MB of log. */
function partCount(sources: string[]): number {
  if (logBytes(sources) < PARALLEL_FROM_BYTES) return 1;
  return Math.max(1, Math.min(availableParallelism(), MAX_PARTS));
}

/** A part's worker, and its output (undefined when it could not start or died). */
function startPart(
  script: string,
  input: PartInput,
  limits: ResourceLimits,
): { worker: Worker; output: Promise<PartOutput | undefined> } {
  const worker = new Worker(script, { workerData: input, resourceLimits: limits });
  const output = new Promise<PartOutput | undefined>((resolve) => {
    worker.once("message", (message: PartOutput) => resolve(message));
    worker.once("error", () => resolve(undefined));
    worker.once("exit", () => resolve(undefined));
  });
  return { worker, output };
}

/**
 * The logs read in `parts` parts: this thread reads part 0 while a worker reads each other one (one
 * heap fewer than a worker for every part). Undefined when a worker could not start or died.
 */
async function aggregateInParts(
  script: string,
  sources: string[],
  filter: StatsFilter,
  parts: number,
  perSession: boolean,
  limits: ResourceLimits,
): Promise<Aggregated | undefined> {
  const workers = Array.from({ length: parts - 1 }, (_, i) =>
    startPart(script, { sources, filter, perSession, part: { index: i + 1, parts } }, limits),
  );
  const done: Array<{ summary: PartSummary; series: SeriesSnapshot }> = [];
  try {
    const own = await aggregatePart(sources, filter, perSession, { index: 0, parts });
    done.push({ summary: partSummary(own.summary), series: own.aggregator.snapshot() });
    for (const output of await Promise.all(workers.map((w) => w.output))) {
      if (output === undefined) return undefined;
      if ("fileError" in output) throw new FileError(output.fileError);
      done.push(output);
    }
  } finally {
    // Done or not (this thread's part failed), no worker outlives the read.
    for (const { worker } of workers) void worker.terminate();
  }
  const aggregator = SeriesAggregator.fromParts(
    filter,
    done.map((d) => d.series),
  );
  return {
    summary: mergeSummaries(done.map((d) => d.summary)),
    result: aggregator.result({ perSession }),
    parts,
  };
}

/** The aggregation, and how many parts the logs were read in (1: whole, on this thread). */
export interface Aggregated {
  summary: LogSummary;
  result: AggregateResult;
  parts: number;
}

/**
 * Streams the logs through the one computation (series.ts), filtered. `parts` and `partLimits` are
 * for tests (a small log read in parts; a worker made to die); by default a log is read in parts from
 * 16 MB.
 */
export async function aggregateLogs(
  sources: string[],
  filter: StatsFilter,
  options: { perSession?: boolean; parts?: number; partLimits?: ResourceLimits } = {},
): Promise<Aggregated> {
  const perSession = options.perSession ?? true;
  const parts = options.parts ?? partCount(sources);
  const script = parts > 1 ? workerScript() : undefined;
  if (script) {
    const inParts = await aggregateInParts(
      script,
      sources,
      filter,
      parts,
      perSession,
      options.partLimits ?? PART_LIMITS,
    );
    if (inParts) return inParts;
  }
  const { summary, aggregator } = await aggregatePart(sources, filter, perSession);
  return { summary, result: aggregator.result({ perSession }), parts: 1 };
}
