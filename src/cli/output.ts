/** Where reports go: stdout or `--format name=file` (written atomically), with colour decided once. */
import { mkdirSync } from "node:fs";
import path from "node:path";
import writeFileAtomic from "write-file-atomic";
import { FileError, UsageError } from "../errors.js";
import type { FormatTarget } from "../report/index.js";
import type { Report } from "../report/report.js";
import { redactText } from "../util/redact.js";
import { guardStdout } from "../util/guard-stdout.js";
import { cliMessages } from "../messages.js";

/** NO_COLOR wins, then FORCE_COLOR, then whether the stream is a terminal. */
export function useColor(
  stream: NodeJS.WriteStream = process.stdout,
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== "") return false;
  if (env.FORCE_COLOR !== undefined) return env.FORCE_COLOR !== "0" && env.FORCE_COLOR !== "false";
  return Boolean(stream.isTTY);
}

/**
 * Refuses, before anything runs, `--format` lists whose outputs would collide: two reports
 * interleaved on stdout, or two written to the same file.
 */
export function checkTargets(targets: FormatTarget[], cwd: string): void {
  const toStdout = targets.filter((t) => t.file === undefined).map((t) => t.reporter.name);
  if (toStdout.length > 1) {
    throw new UsageError(cliMessages.bothToStdout(toStdout));
  }
  const seen = new Set<string>();
  for (const target of targets) {
    if (target.file === undefined) continue;
    const file = path.resolve(cwd, target.file);
    if (seen.has(file)) throw new UsageError(cliMessages.sameReportFile(target.file));
    seen.add(file);
  }
}

export async function writeReports(report: Report, targets: FormatTarget[], cwd: string): Promise<void> {
  for (const target of targets) {
    if (target.file === undefined) {
      guardStdout(process.stdout, (code) => process.stderr.write(`${cliMessages.stdoutFailed(code)}\n`));
      process.stdout.write(target.reporter.render(report, { color: useColor(), toFile: false }));
      continue;
    }
    const file = path.resolve(cwd, target.file);
    try {
      mkdirSync(path.dirname(file), { recursive: true });
      await writeFileAtomic(
        file,
        await redactText(target.reporter.render(report, { color: false, toFile: true })),
      );
    } catch (error) {
      throw new FileError(
        cliMessages.cannotWriteReport(
          target.reporter.name,
          target.file,
          (error as NodeJS.ErrnoException).code ?? "error",
        ),
      );
    }
  }
}
