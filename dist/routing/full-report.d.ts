import type { Report } from "../report/report.js";
/**
 * Writes the full JSON report to `<dir>/reports/` and returns its path (undefined when the directory is
 * not writable). Old reports beyond the newest 50 are removed.
 */
export declare function writeFullReport(report: Report, logDir: string, label: string): Promise<string | undefined>;
