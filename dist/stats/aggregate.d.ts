import { type ResourceLimits } from "node:worker_threads";
import { SeriesAggregator, type SeriesSnapshot } from "./series.js";
import { type LogPart, type LogSummary, type PartSummary } from "./stats-log.js";
import { type StatsFilter } from "./stats.js";
export type AggregateResult = ReturnType<SeriesAggregator["result"]>;
/** What a part's worker is given. */
export interface PartInput {
    sources: string[];
    filter: StatsFilter;
    part: LogPart;
    perSession: boolean;
}
/** What it posts back. */
export type PartOutput = {
    summary: PartSummary;
    series: SeriesSnapshot;
} | {
    fileError: string;
};
/** Reads one share of the logs (or all of them, without `part`) into the series' aggregator. */
export declare function aggregatePart(sources: string[], filter: StatsFilter, perSession: boolean, part?: LogPart): Promise<{
    summary: LogSummary;
    aggregator: SeriesAggregator;
}>;
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
export declare function aggregateLogs(sources: string[], filter: StatsFilter, options?: {
    perSession?: boolean;
    parts?: number;
    partLimits?: ResourceLimits;
}): Promise<Aggregated>;
