/**
 * `--format rdjson`: the Reviewdog Diagnostic Format (`reviewdog -f=rdjson`), so qgate's findings can be
 * posted as review comments by reviewdog. Columns are converted to UTF-8 byte columns, as the format
 * asks, when the line can be read. Check failures have no location: they are not diagnostics (the exit
 * code reports them).
 */
import type { Finding } from "../checks/check.js";
import type { Reporter } from "./reporter.js";
import type { Report } from "./report.js";
import { lineReader, repositoryPaths } from "./source.js";

type RdSeverity = "ERROR" | "WARNING" | "INFO";

interface Position {
  line: number;
  column: number;
}

export interface RdDiagnostic {
  message: string;
  /** No range for a file-level finding. */
  location: { path: string; range?: { start: Position; end?: Position } };
  severity: RdSeverity;
  source: { name: string };
  code: { value: string };
}

export interface RdResult {
  source: { name: string };
  /** The most severe diagnostic's severity (absent when there are none). */
  severity?: RdSeverity;
  diagnostics: RdDiagnostic[];
}

function severity(finding: Finding): RdSeverity {
  return finding.severity === "error" ? "ERROR" : finding.severity === "warning" ? "WARNING" : "INFO";
}

/** 1-based UTF-16 column to a 1-based UTF-8 byte column on `text`. */
export function byteColumn(text: string | undefined, column: number): number {
  if (text === undefined) return column;
  return Buffer.byteLength(text.slice(0, Math.max(0, column - 1)), "utf8") + 1;
}

function rangeOf(
  f: Finding,
  readLine: ReturnType<typeof lineReader>,
): { start: Position; end?: Position } | undefined {
  if (f.line === undefined) return undefined;
  const start = { line: f.line, column: byteColumn(readLine(f), f.column ?? 1) };
  const endLine = f.endLine ?? (f.endColumn !== undefined ? f.line : undefined);
  const end =
    endLine !== undefined && f.endColumn !== undefined
      ? { line: endLine, column: byteColumn(readLine({ file: f.file, line: endLine }), f.endColumn) }
      : undefined;
  return end ? { start, end } : { start };
}

export function toRdjson(report: Report): RdResult {
  const { toRepo } = repositoryPaths(report.root);
  const readLine = lineReader(report.root);
  const overall = (["ERROR", "WARNING", "INFO"] as const).find((s) =>
    report.findings.some((f) => severity(f) === s),
  );
  return {
    source: { name: "qgate" },
    ...(overall ? { severity: overall } : {}),
    diagnostics: report.findings.map((f) => {
      const range = rangeOf(f, readLine);
      return {
        message: f.message,
        // A file-level finding has no range: the location is the file.
        location: { path: toRepo(f.file), ...(range ? { range } : {}) },
        severity: severity(f),
        source: { name: `qgate/${f.check}` },
        code: { value: f.rule },
      };
    }),
  };
}

export const rdjsonReporter: Reporter = {
  name: "rdjson",
  render: (report) => `${JSON.stringify(toRdjson(report))}\n`,
};
