/** `--format json`: the contract in docs/architecture.md, plus the extra, optional keys the report carries. */
import type { Reporter } from "./reporter.js";
import type { Report } from "./report.js";

/** The serialisable form of a report (no absolute paths). */
export function toJson(report: Report) {
  return {
    version: report.version,
    verdict: report.verdict,
    strict: report.strict,
    files: report.files,
    findings: report.findings,
    failures: report.failures,
    timings: report.timings,
    skipped: report.skipped,
    preexisting: report.preexisting,
    scope: report.scope,
    fixed: report.fixed,
    tools: report.tools,
    notes: report.notes,
  };
}

export const jsonReporter: Reporter = {
  name: "json",
  render: (report) => `${JSON.stringify(toJson(report), null, 2)}\n`,
};
