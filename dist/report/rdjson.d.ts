import type { Reporter } from "./reporter.js";
import type { Report } from "./report.js";
type RdSeverity = "ERROR" | "WARNING" | "INFO";
interface Position {
    line: number;
    column: number;
}
export interface RdDiagnostic {
    message: string;
    /** No range for a file-level finding. */
    location: {
        path: string;
        range?: {
            start: Position;
            end?: Position;
        };
    };
    severity: RdSeverity;
    source: {
        name: string;
    };
    code: {
        value: string;
    };
}
export interface RdResult {
    source: {
        name: string;
    };
    /** The most severe diagnostic's severity (absent when there are none). */
    severity?: RdSeverity;
    diagnostics: RdDiagnostic[];
}
/** 1-based UTF-16 column to a 1-based UTF-8 byte column on `text`. */
export declare function byteColumn(text: string | undefined, column: number): number;
export declare function toRdjson(report: Report): RdResult;
export declare const rdjsonReporter: Reporter;
export {};
