/**
 * One gate run on a document's current text: `qgate check --format json --stdin-filepath <file>` with
 * the text on its standard input, so the unsaved buffer is what is checked (changes/stdin-file.ts).
 * It goes to the warm daemon when one serves (started as a hook starts it), else it runs in this
 * process; runs here take turns, since runRequest swaps the process's streams for a run's duration.
 */
import { DaemonOff, daemonDisabled, forwardRun } from "../daemon/client.js";
import { inProcessRunner, type RunCli } from "../daemon/run-request.js";
import type { CheckId } from "../checks/registry.js";
import { lspMessages } from "../messages.js";

export interface GateFinding {
  check: string;
  rule: string;
  severity: "error" | "warning" | "info";
  file: string;
  line: number;
  column: number;
  endLine?: number;
  endColumn?: number;
  message: string;
  fixable?: boolean;
}

export interface GateReport {
  verdict: string;
  files: string[];
  findings: GateFinding[];
  failures: Array<{ check: string; message: string; file?: string }>;
  skipped: Array<{ path: string; reason: string }>;
}

/** A run that produced no report: its one-line reason, shown to the user. */
export class GateProblem extends Error {}

export interface Gate {
  run(root: string, file: string, text: string, only: CheckId[] | undefined): Promise<GateReport>;
}

export function gateRunner(runCli: RunCli, onNote: (note: string) => void): Gate {
  const runInProcess = inProcessRunner(runCli);
  const cold = (root: string, argv: string[], text: string) => runInProcess(argv, root, text);
  return {
    async run(root, file, text, only) {
      const argv = [
        "check",
        "--format",
        "json",
        "--no-progress",
        `--cwd=${root}`,
        `--stdin-filepath=${file}`,
        ...(only ? [`--only=${only.join(",")}`] : []),
      ];
      let output: { exitCode: number; stdout: Buffer; stderr: Buffer } | undefined;
      if (!daemonDisabled(process.env)) {
        try {
          output = await forwardRun(argv, { autostart: process.env.CI !== "true", cwd: root, stdin: text });
        } catch (error) {
          if (!(error instanceof DaemonOff)) onNote(lspMessages.coldBecause((error as Error).message));
        }
      }
      output ??= await cold(root, argv, text);
      return parseReport(output);
    },
  };
}

function parseReport(output: { exitCode: number; stdout: Buffer; stderr: Buffer }): GateReport {
  let report: GateReport | undefined;
  try {
    report = JSON.parse(output.stdout.toString("utf8")) as GateReport;
  } catch {
    report = undefined;
  }
  if (report === undefined || typeof report.verdict !== "string" || !Array.isArray(report.findings)) {
    const line = output.stderr
      .toString("utf8")
      .split("\n")
      .find((text) => text.startsWith("qgate: ") && !text.startsWith("qgate: note"));
    throw new GateProblem(
      line !== undefined ? line.replace(/^qgate: /, "") : lspMessages.noReport(output.exitCode),
    );
  }
  return report;
}
