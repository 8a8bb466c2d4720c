import type { FormatTarget } from "../report/index.js";
import type { Report } from "../report/report.js";
/** NO_COLOR wins, then FORCE_COLOR, then whether the stream is a terminal. */
export declare function useColor(stream?: NodeJS.WriteStream, env?: NodeJS.ProcessEnv): boolean;
/**
 * Refuses, before anything runs, `--format` lists whose outputs would collide: two reports
 * interleaved on stdout, or two written to the same file.
 */
export declare function checkTargets(targets: FormatTarget[], cwd: string): void;
export declare function writeReports(report: Report, targets: FormatTarget[], cwd: string): Promise<void>;
