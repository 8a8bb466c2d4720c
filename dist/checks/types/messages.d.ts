import type ts from "typescript";
import type { Finding, Severity } from "../check.js";
import type { TsModule } from "./load.js";
export declare function severityOf(tsm: TsModule, category: ts.DiagnosticCategory): Severity;
/** A diagnostic that has a file and a position, as a finding (1-based line and column). */
export declare function diagnosticToFinding(tsm: TsModule, diagnostic: ts.Diagnostic, root: string): Finding | undefined;
/** A diagnostic with no location (a global or options error), as one line. */
export declare function describeDiagnostic(tsm: TsModule, diagnostic: ts.Diagnostic): string;
/** A diagnostic printed by native `tsc --pretty false`. */
export interface NativeDiagnostic {
    /** Absolute path, when the diagnostic has a location. */
    file?: string | undefined;
    line?: number;
    column?: number;
    severity: Severity;
    code: number;
    message: string;
}
/**
 * Parses `file(line,col): error TS1234: message` lines; elaborations continue on indented lines and
 * are appended to the message. Paths are resolved against `cwd` (tsc prints them relative to it).
 */
export declare function parseNativeOutput(output: string, cwd: string): NativeDiagnostic[];
