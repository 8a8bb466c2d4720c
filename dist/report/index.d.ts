import type { Reporter } from "./reporter.js";
/** The reporter called `name`, or undefined. */
export declare function getReporter(name: string): Reporter | undefined;
export declare function reporterNames(): string[];
export interface FormatTarget {
    reporter: Reporter;
    /** Output file; undefined means stdout. */
    file?: string | undefined;
}
/** Parses one `--format` value: `name` or `name=path`. */
export declare function parseFormat(value: string): FormatTarget;
