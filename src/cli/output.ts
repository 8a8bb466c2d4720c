/** Where reports go: stdout or `--format name=file` (written atomically), with colour decided once. */
import { mkdirSync } from "node:fs";
import path from "node:path";
import writeFileAtomic from "write-file-atomic";
import { FileError } from "../errors.js";
import type { FormatTarget } from "../report/index.js";
import type { Report } from "../report/report.js";

/** NO_COLOR wins, then FORCE_COLOR, then whether the stream is a terminal. */
export function useColor(
  stream: NodeJS.WriteStream = process.stdout,
  env: NodeJS.ProcessEnv = process.env,
): boolean {
  if (env.NO_COLOR !== undefined && env.NO_COLOR !== "") return false;
  if (env.FORCE_COLOR !== undefined) return env.FORCE_COLOR !== "0" && env.FORCE_COLOR !== "false";
  return Boolean(stream.isTTY);
}

export async function writeReports(report: Report, targets: FormatTarget[], cwd: string): Promise<void> {
  for (const target of targets) {
    if (target.file === undefined) {
      process.stdout.write(target.reporter.render(report, { color: useColor(), toFile: false }));
      continue;
    }
    const file = path.resolve(cwd, target.file);
    try {
      mkdirSync(path.dirname(file), { recursive: true });
      await writeFileAtomic(file, target.reporter.render(report, { color: false, toFile: true }));
    } catch (error) {
      throw new FileError(
        `--format ${target.reporter.name}=${target.file}: cannot write (${(error as NodeJS.ErrnoException).code ?? "error"})`,
      );
    }
  }
}
