/**
 * A gate report as LSP diagnostics, grouped by the file they are on, with the policy's `lsp.checks`
 * applied: by default only what an editor does not already show (the security scan, and the types
 * check's errors in files other than the one edited: the importers an edit broke), or everything.
 */
import type { Diagnostic } from "vscode-languageserver/node";
import type { CheckId } from "../checks/registry.js";
import { lspMessages } from "../messages.js";
import type { GateFinding, GateReport } from "./gate.js";

export type LspChecks = "editor-gaps" | "all" | CheckId[];

/** The command code actions and `codeDescription` links run to explain a rule. */
export const EXPLAIN_COMMAND = "qgate.explain";

/** The checks a run needs for this setting (undefined: the policy's own). */
export function checksToRun(setting: LspChecks): CheckId[] | undefined {
  if (setting === "all") return undefined;
  if (setting === "editor-gaps") return ["types", "security"];
  return setting;
}

/** Whether a finding is shown, for a run on `file`. */
export function shown(finding: GateFinding, file: string, setting: LspChecks): boolean {
  if (setting === "all") return true;
  if (setting === "editor-gaps")
    return finding.check === "security" || (finding.check === "types" && finding.file !== file);
  return (setting as string[]).includes(finding.check);
}

const SEVERITY = { error: 1, warning: 2, info: 3 } as const;

/**
 * How a diagnostic's message is written. `ruleInMessage` (the client's `initializationOptions`, which
 * `qgate install opencode|kilo --lsp` sets): the message ends with `(qgate <rule>)`, for clients that
 * show a model only the message (OpenCode and Kilo drop the source and the code).
 */
export interface DiagnosticStyle {
  ruleInMessage: boolean;
}

export function toDiagnostic(
  finding: GateFinding,
  style: DiagnosticStyle = { ruleInMessage: false },
): Diagnostic {
  const line = Math.max(0, finding.line - 1);
  const character = Math.max(0, finding.column - 1);
  const endLine = finding.endLine !== undefined ? Math.max(line, finding.endLine - 1) : line;
  const endCharacter =
    finding.endColumn !== undefined
      ? Math.max(0, finding.endColumn - 1)
      : finding.endLine !== undefined && finding.endLine !== finding.line
        ? 0
        : character + 1;
  return {
    range: {
      start: { line, character },
      end: { line: endLine, character: endLine === line ? Math.max(character, endCharacter) : endCharacter },
    },
    severity: SEVERITY[finding.severity] ?? 1,
    source: `qgate/${finding.check}`,
    code: finding.rule,
    codeDescription: {
      href: `command:${EXPLAIN_COMMAND}?${encodeURIComponent(JSON.stringify([finding.rule]))}`,
    },
    message: style.ruleInMessage ? lspMessages.withRule(finding.message, finding.rule) : finding.message,
    data: { rule: finding.rule, check: finding.check, fixable: finding.fixable === true },
  };
}

/** The report's shown findings as diagnostics, by root-relative file (the gated file always present). */
export function diagnosticsByFile(
  report: GateReport,
  file: string,
  setting: LspChecks,
  style: DiagnosticStyle = { ruleInMessage: false },
): Map<string, Diagnostic[]> {
  const byFile = new Map<string, Diagnostic[]>([[file, []]]);
  for (const finding of report.findings) {
    if (!shown(finding, file, setting)) continue;
    const list = byFile.get(finding.file) ?? [];
    list.push(toDiagnostic(finding, style));
    byFile.set(finding.file, list);
  }
  return byFile;
}
