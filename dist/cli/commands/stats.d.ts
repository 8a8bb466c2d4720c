import type { StatsFilter } from "../../stats/stats.js";
/** The doors `--door` names (stats.ts doorKind); MCP runs are `qgate check` runs. */
export declare const DOORS: readonly ["hook", "check", "pre-commit", "ci"];
export declare const statsHelp: string;
/**
 * An ISO date or date-time; a date alone is midnight UTC (`end`: the end of that day, for --until).
 * Rejects impossible dates like 2026-02-31.
 */
export declare function parseDate(value: string, bad?: () => string, end?: boolean): Date;
/**
 * Which project's records count: `--project`, else (the log directory being every project's) the
 * current one, unless `--all-projects` or `--log` (logs gathered on purpose) say otherwise.
 */
export declare function projectOf(command: "stats" | "dashboard", values: {
    project?: string;
    "all-projects"?: boolean;
    log?: string[];
}): Promise<string | undefined>;
export declare function parseSince(value: string): Date;
/** --session, --assistant, --door, --since and --until, checked, as a filter (stats and dashboard). */
export declare function readFilter(command: "stats" | "dashboard", values: {
    session?: string;
    assistant?: string;
    door?: string;
    since?: string;
    until?: string;
}): StatsFilter;
/** The filter as the JSON output shows it. */
export declare function filterJson(filter: StatsFilter): Record<string, string | undefined>;
export declare const statsCommand: (argv: string[]) => Promise<number>;
