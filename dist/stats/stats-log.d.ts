import type { MetricsRecord } from "./records.js";
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
/** The record, or "corrupt", or "unknown" for a well-formed line of a type this version does not read. */
export declare function parseRecord(line: string): MetricsRecord | "corrupt" | "unknown";
/** `metrics.jsonl.<n>` (highest n = oldest) then `metrics.jsonl`: the order they were written in. */
export declare function metricsFiles(dir: string): string[];
export declare function readMetricsLog(dir: string): Promise<MetricsLog>;
/** The files of a `--log` source: a log directory's metrics files, or one file as given. */
export declare function sourceFiles(source: string): string[];
/**
 * Streams the records of one or more metrics logs (directories or files) to `onRecord`, merged in
 * time order, each record once: logs from several machines, or copies of one, may hold the same line.
 * Nothing but a reorder window per source and one short hash per record is held.
 */
export declare function streamMetricsLogs(sources: string[], onRecord: (record: MetricsRecord, at: number) => void): Promise<LogSummary>;
