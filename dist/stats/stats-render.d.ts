import type { LogSummary } from "./stats-log.js";
import type { Stats, StatsFilter } from "./stats.js";
export declare function formatDuration(ms: number): string;
export declare function describeLog(summary: LogSummary): string;
export declare function renderStatsPretty(stats: Stats, summary: LogSummary, filter: StatsFilter, color: boolean): string;
