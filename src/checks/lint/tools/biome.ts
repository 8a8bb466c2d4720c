/**
 * Biome as a linter and import sorter: `biome check` with its formatter off (the format check runs
 * Biome's formatter) and the JSON reporter, so lint rules (`lint/suspicious/noDoubleEquals`) and assist
 * actions (`assist/source/organizeImports`) come with the severity the config gives them and a
 * location. `--write` applies Biome's safe fixes only, as `biome check --write` does.
 */
import path from "node:path";
import type { Severity } from "../../check.js";
import { biomeProblem, parseBiomeText } from "../../format/tools/biome.js";
import type { ProcessLinter, ToolDiagnostic } from "./types.js";

interface BiomeJson {
  diagnostics?: {
    severity?: string;
    message?: string;
    category?: string;
    location?: {
      path?: string;
      start?: { line?: number; column?: number };
      end?: { line?: number; column?: number };
    };
  }[];
}

function severityOf(severity: string | undefined): Severity {
  if (severity === "error" || severity === "fatal") return "error";
  if (severity === "warning") return "warning";
  return "info";
}

export const biomeLinter: ProcessLinter = {
  name: "biome",
  label: "Biome",
  args: (files, fix) => [
    "check",
    "--formatter-enabled=false",
    "--reporter=json",
    "--colors=off",
    "--no-errors-on-unmatched",
    "--files-ignore-unknown=true",
    // Every diagnostic, not the first 20.
    "--max-diagnostics=none",
    ...(fix ? ["--write"] : []),
    ...files,
  ],
  parse({ exitCode, stdout, stderr }, cwd) {
    const json = stdout.trim();
    if (json.startsWith("{")) {
      let data: BiomeJson;
      try {
        data = JSON.parse(json) as BiomeJson;
      } catch (error) {
        return { kind: "failed", problem: `unreadable JSON report: ${String(error)}` };
      }
      const seen = new Set<string>();
      const diagnostics: ToolDiagnostic[] = [];
      for (const item of data.diagnostics ?? []) {
        const file = item.location?.path;
        if (!file || !item.category) continue;
        const line = item.location?.start?.line ?? 0;
        const column = item.location?.start?.column ?? 0;
        // Biome reports some parse errors twice.
        const key = [file, item.category, line, column, item.message].join("\0");
        if (seen.has(key)) continue;
        seen.add(key);
        diagnostics.push({
          file: path.resolve(cwd, file),
          rule: item.category,
          severity: severityOf(item.severity),
          line: Math.max(1, line),
          column: Math.max(1, column),
          endLine: item.location?.end?.line,
          endColumn: item.location?.end?.column,
          message: (item.message ?? "").split("\n")[0]?.trim() ?? "",
        });
      }
      return { kind: "diagnostics", diagnostics };
    }
    const parsed = parseBiomeText(stderr);
    const problem = biomeProblem(parsed, "", cwd);
    if (problem.config) return { kind: "config", ...problem.config };
    const first = parsed.find((diagnostic) => diagnostic.message)?.message;
    return {
      kind: "failed",
      problem: first ?? `exit code ${exitCode}: ${stderr.trim().split("\n")[0] ?? ""}`,
    };
  },
};
