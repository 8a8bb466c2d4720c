import type { LogSummary } from "./stats-log.js";
import type { Series } from "./series.js";
import type { Stats, StatsFilter } from "./stats.js";
export interface DashboardInput {
    result: Stats & {
        series: Series;
    };
    summary: LogSummary;
    filter: StatsFilter;
    /** When the page was made (ISO). */
    generatedAt: string;
    version: string;
}
export declare function escapeHtml(text: string): string;
export declare function renderDashboard(unsafe: DashboardInput): Promise<string>;
