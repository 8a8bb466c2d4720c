/**
 * A gate report as LSP diagnostics, grouped by the file they are on, with the policy's `lsp.checks`
 * applied: by default only what an editor does not already show (the security scan, and the types
 * check's errors in files other than the one edited: the importers an edit broke), or everything.
 */
import type { Diagnostic } from "vscode-languageserver/node";
import type { CheckId } from "../checks/registry.js";
import type { GateFinding, GateReport } from "./gate.js";
export type LspChecks = "editor-gaps" | "all" | CheckId[];
/** The command code actions and `codeDescription` links run to explain a rule. */
export declare const EXPLAIN_COMMAND = "qgate.explain";
/** The checks a run needs for this setting (undefined: the policy's own). */
export declare function checksToRun(setting: LspChecks): CheckId[] | undefined;
/** Whether a finding is shown, for a run on `file`. */
export declare function shown(finding: GateFinding, file: string, setting: LspChecks): boolean;
/**
 * How a diagnostic's message is written. `ruleInMessage` (the client's `initializationOptions`, which
 * `qgate install opencode|kilo --lsp` sets): the message ends with `(qgate <rule>)`, for clients that
 * show a model only the message (OpenCode and Kilo drop the source and the code).
 */
export interface DiagnosticStyle {
    ruleInMessage: boolean;
}
export declare function toDiagnostic(finding: GateFinding, style?: DiagnosticStyle): Diagnostic;
/** The report's shown findings as diagnostics, by root-relative file (the gated file always present). */
export declare function diagnosticsByFile(report: GateReport, file: string, setting: LspChecks, style?: DiagnosticStyle): Map<string, Diagnostic[]>;
