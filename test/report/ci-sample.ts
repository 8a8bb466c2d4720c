/** Reports for the CI reporters' tests, rooted in a real temp directory (they read lines from files). */
import { mkdirSync, mkdtempSync, realpathSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import path from "node:path";
import type { Finding } from "../../src/checks/check.js";
import type { Report } from "../../src/report/report.js";
import { sampleReport } from "./pretty-sample-report.js";

export interface SampleRoot {
  root: string;
  write(relative: string, content: string): void;
  cleanup(): void;
}

export function sampleRoot(options: { git?: boolean } = {}): SampleRoot {
  const root = realpathSync(mkdtempSync(path.join(tmpdir(), "qgate-report-")));
  if (options.git) mkdirSync(path.join(root, ".git"));
  return {
    root,
    write(relative, content) {
      mkdirSync(path.dirname(path.join(root, relative)), { recursive: true });
      writeFileSync(path.join(root, relative), content);
    },
    cleanup: () => rmSync(root, { recursive: true, force: true }),
  };
}

export function finding(overrides: Partial<Finding> = {}): Finding {
  return {
    check: "lint",
    rule: "no-debugger",
    severity: "error",
    file: "src/a.ts",
    line: 1,
    column: 1,
    message: "Unexpected 'debugger' statement.",
    ...overrides,
  };
}

export function ciReport(root: string, overrides: Partial<Report> = {}): Report {
  return sampleReport({ root, ...overrides });
}
