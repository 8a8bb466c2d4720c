/** Shared by the `qgate check` end-to-end tests: file snapshots and JSON report parsing. */
import { createHash } from "node:crypto";
import { lstatSync, readdirSync, readFileSync, readlinkSync } from "node:fs";
import path from "node:path";
import type { CheckId } from "../../src/checks/check.js";

/** Every file under `dir` (not .git, not linked node_modules) with a hash of its content. */
export function snapshot(dir: string): Map<string, string> {
  const files = new Map<string, string>();
  const walk = (current: string) => {
    for (const entry of readdirSync(current, { withFileTypes: true })) {
      const full = path.join(current, entry.name);
      const relative = path.relative(dir, full);
      if (entry.name === ".git" || entry.name === "node_modules") continue;
      const stats = lstatSync(full);
      if (stats.isSymbolicLink()) files.set(relative, `link:${readlinkSync(full)}`);
      else if (stats.isDirectory()) walk(full);
      else files.set(relative, createHash("sha256").update(readFileSync(full)).digest("hex"));
    }
  };
  walk(dir);
  return files;
}

export interface JsonFinding {
  check: CheckId;
  rule: string;
  severity: "error" | "warning" | "info";
  file: string;
  line: number;
  column: number;
  message: string;
}

export interface JsonReport {
  version: number;
  verdict: "pass" | "warn" | "block" | "incomplete";
  strict: boolean;
  files: string[];
  findings: JsonFinding[];
  failures: Array<{ check: CheckId; errorType: string; message: string; file?: string }>;
  timings: { totalMs: number; checks: Partial<Record<CheckId, number>> };
  skipped: Array<{ path: string; reason: string }>;
  notes: string[];
  tools: Array<{ name: string; version: string; source: string; packageDir: string }>;
  /** Files rewritten by --fix. */
  fixed: string[];
  /** Findings not shown: outside the changed lines, or there at the base revision already. */
  preexisting: number;
}

export function parseReport(stdout: string): JsonReport {
  return JSON.parse(stdout) as JsonReport;
}

/** Checks with at least one finding, sorted. */
export function checksWithFindings(report: JsonReport): CheckId[] {
  return [...new Set(report.findings.map((f) => f.check))].sort();
}
