/** Turning TypeScript diagnostics (compiler API objects or native `tsc` output) into findings. */
import path from "node:path";
import type ts from "typescript";
import { toRelative } from "../../changes/paths.js";
import type { Finding, Severity } from "../check.js";
import type { TsModule } from "./load.js";
import { oneLine } from "../../util/text.js";

export function severityOf(tsm: TsModule, category: ts.DiagnosticCategory): Severity {
  if (category === tsm.DiagnosticCategory.Error) return "error";
  if (category === tsm.DiagnosticCategory.Warning) return "warning";
  return "info";
}

/** A diagnostic that has a file and a position, as a finding (1-based line and column). */
export function diagnosticToFinding(
  tsm: TsModule,
  diagnostic: ts.Diagnostic,
  root: string,
): Finding | undefined {
  const { file, start } = diagnostic;
  if (!file || start === undefined) return undefined;
  const begin = tsm.getLineAndCharacterOfPosition(file, start);
  const end = tsm.getLineAndCharacterOfPosition(file, start + (diagnostic.length ?? 0));
  return {
    check: "types",
    rule: `TS${diagnostic.code}`,
    severity: severityOf(tsm, diagnostic.category),
    file: toRelative(root, path.resolve(file.fileName)),
    line: begin.line + 1,
    column: begin.character + 1,
    endLine: end.line + 1,
    endColumn: end.character + 1,
    message: oneLine(tsm.flattenDiagnosticMessageText(diagnostic.messageText, "\n"), Infinity),
  };
}

/** A diagnostic with no location (a global or options error), as one line. */
export function describeDiagnostic(tsm: TsModule, diagnostic: ts.Diagnostic): string {
  return `TS${diagnostic.code}: ${oneLine(tsm.flattenDiagnosticMessageText(diagnostic.messageText, "\n"), Infinity)}`;
}

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

const LOCATED = /^(.+)\((\d+),(\d+)\): (error|warning|message|suggestion) TS(\d+): (.*)$/;
const GLOBAL = /^(error|warning|message|suggestion) TS(\d+): (.*)$/;

function nativeSeverity(category: string): Severity {
  return category === "error" ? "error" : category === "warning" ? "warning" : "info";
}

/**
 * Parses `file(line,col): error TS1234: message` lines; elaborations continue on indented lines and
 * are appended to the message. Paths are resolved against `cwd` (tsc prints them relative to it).
 */
export function parseNativeOutput(output: string, cwd: string): NativeDiagnostic[] {
  const diagnostics: NativeDiagnostic[] = [];
  let current: NativeDiagnostic | undefined;
  for (const raw of output.split(/\r?\n/)) {
    if (raw.trim() === "") continue;
    if (current && /^\s/.test(raw)) {
      current.message = `${current.message} ${raw.trim()}`;
      continue;
    }
    const located = LOCATED.exec(raw);
    const global = located ? undefined : GLOBAL.exec(raw);
    if (located) {
      const [, file = "", line = "1", column = "1", category = "error", code = "0", message = ""] = located;
      current = {
        file: path.resolve(cwd, file),
        line: Number(line),
        column: Number(column),
        severity: nativeSeverity(category),
        code: Number(code),
        message: message.trim(),
      };
      diagnostics.push(current);
    } else if (global) {
      const [, category = "error", code = "0", message = ""] = global;
      current = { severity: nativeSeverity(category), code: Number(code), message: message.trim() };
      diagnostics.push(current);
    } else {
      // Summary lines ("Found 3 errors") and anything else tsc prints are not diagnostics.
      current = undefined;
    }
  }
  return diagnostics;
}
