import type { MetricsRecord } from "./records.js";
export interface LogSummary {
    dir: string;
    /** Files read, oldest first (empty when there is no log). */
    files: string[];
    /** Non-blank lines read. */
    lines: number;
    records: number;
    corrupt: number;
    /** `file:line` of the first corrupt lines (at most 10), by source, file and line. */
    corruptAt: string[];
    /** Well-formed lines of an unknown record type. */
    ignored: number;
    /** Records seen in more than one merged log (counted once, not in `records`). */
    duplicates: number;
    /**
     * Records that name no project (older qgate versions), left out because only one project's were
     * asked for (`--project`, or the current project by default).
     */
    unattributed: number;
}
export interface MetricsLog {
    summary: LogSummary;
    records: MetricsRecord[];
}
/**
 * Milliseconds of an ISO time. qgate writes `toISOString()`'s form (`2026-03-01T12:00:00.000Z`), read
 * here from its digits, which costs a fraction of `Date.parse`; any other form goes to `Date.parse`.
 */
export declare function timeOf(ts: string): number;
/** The record, or "corrupt", or "unknown" for a well-formed line of a type this version does not read. */
export declare function parseRecord(line: string): MetricsRecord | "corrupt" | "unknown";
/**
 * A well-formed record with its line, its time (parsed once: the sort, the filter and the tallies use it)
 * and its place in the merged stream: its source's index among `--log`s, then its line's among that
 * source's non-blank lines. Parts of one log aggregated apart (aggregate.ts) put their results back in
 * stream order by (at, source, seq).
 */
export interface Line {
    record: MetricsRecord;
    line: string;
    at: number;
    source: number;
    seq: number;
}
/** `metrics.jsonl.<n>` (highest n = oldest) then `metrics.jsonl`: the order they were written in. */
export declare function metricsFiles(dir: string): string[];
/**
 * One of `parts` disjoint shares of a log, by session: a line belongs to the part its session id's hash
 * names (read from the line's text, not parsed), a line without one to part 0. A session's records all
 * fall in one part, so each part's per-session counts are whole; the same line in two merged logs falls in
 * one part, so duplicates are still found.
 */
export interface LogPart {
    index: number;
    parts: number;
}
/**
 * Which part a line belongs to. qgate writes `session` only at the top level, and a JSON string holds
 * no unescaped quote, so the key's first occurrence is the record's own session id; its bytes up to the
 * closing quote are hashed (FNV-1a): JSON.stringify writes one id one way, so every line of a session
 * hashes alike.
 */
export declare function partOf(buffer: Buffer, start: number, end: number, parts: number): number;
export declare function readMetricsLog(dir: string): Promise<MetricsLog>;
/** The files of a `--log` source: a log directory's metrics files, or one file as given. */
export declare function sourceFiles(source: string): string[];
/**
 * Streams the records of one or more metrics logs (directories or files) to `onRecord`, merged in
 * time order, each record once: logs from several machines, or copies of one, may hold the same line.
 * Nothing but a reorder window per source and one short hash per record is held. With a `part`, only
 * that part's records (by session, `partOf`) are read; the summary counts that part's lines.
 */
export declare function streamMetricsLogs(sources: string[], onRecord: (record: MetricsRecord, at: number, line: Line) => void, part?: LogPart): Promise<LogSummary>;
/** A part's summary, with where its corrupt lines are, to post from a worker. */
export interface PartSummary {
    summary: LogSummary;
    places: Array<[number, number, number]>;
}
export declare function partSummary(summary: LogSummary): PartSummary;
/** The summaries of a log's parts as one: counts added, the first corrupt lines by place. */
export declare function mergeSummaries(parts: PartSummary[]): LogSummary;
