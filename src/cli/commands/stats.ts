/** `qgate stats`: the seed's metrics (section 10.3) from the metrics log, per session and overall. */
import { UsageError } from "../../errors.js";
import { didYouMean } from "../../util/suggest.js";
import { ASSISTANT_IDS as ASSISTANTS } from "../../assistants/registry.js";
import { resolveLogDir } from "../../routing/log-dir.js";
import { readMetricsLog } from "../../stats/stats-log.js";
import { renderStatsPretty } from "../../stats/stats-render.js";
import { computeStats, type StatsFilter } from "../../stats/stats.js";
import { useColor } from "../output.js";
import { defineCommand } from "../define-command.js";
import { cliMessages } from "../../messages.js";

export const statsHelp = `Usage: qgate stats [--session <id>] [--assistant <name>] [--since <date>] [--format pretty|json]

Computes from the metrics log (metrics.jsonl in the log directory, its rotated copies included):
  first-time success rate   share of edited files that passed their first gate run
  iterations until pass     gate runs until a file first passed; files that never passed counted apart
  code quality              findings per 100 changed lines, by check (per file run where lines are unknown)
  time to implementation    from a session's first prompt to its first all-green gate run
per session and overall. Corrupt log lines are counted and skipped.

Options:
  --session <id>          Only this assistant session
  --assistant <name>      Only this assistant's hooks: claude, codex, gemini, cursor or copilot
  --since <date>          Only records at or after an ISO date or time (2026-01-31, 2026-01-31T09:00:00Z)
  --format <pretty|json>  Output format (default pretty)
  -h, --help              Show this help

The log directory is ~/.claude/logs/qgate (QGATE_LOG_DIR or CLAUDE_CONFIG_DIR move it).
Exit codes: 0 done (also for an empty or missing log), 2 usage error or unreadable log.
`;

const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/** An ISO date or date-time; a date alone is midnight UTC. Rejects impossible dates like 2026-02-31. */
export function parseSince(value: string): Date {
  const match = ISO_DATE.exec(value);
  const time = match ? Date.parse(value) : Number.NaN;
  const [, y, m, d, hh = "0", mm = "0", ss = "0"] = match ?? [];
  const valid =
    match !== null &&
    !Number.isNaN(time) &&
    Number(m) >= 1 &&
    Number(m) <= 12 &&
    Number(d) >= 1 &&
    Number(d) <= new Date(Date.UTC(Number(y), Number(m), 0)).getUTCDate() &&
    Number(hh) <= 23 &&
    Number(mm) <= 59 &&
    Number(ss) <= 59;
  if (!valid) throw new UsageError(cliMessages.stats.badSince(value));
  return new Date(time);
}

export const statsCommand = defineCommand({
  name: "stats",
  help: statsHelp,
  options: {
    session: { type: "string" },
    assistant: { type: "string" },
    since: { type: "string" },
    format: { type: "string" },
  },
  positionals: false,
  run: async ({ values }) => {
    const format = values.format ?? "pretty";
    if (format !== "pretty" && format !== "json") throw new UsageError(cliMessages.stats.badFormat(format));
    if (values.session !== undefined && values.session.trim() === "")
      throw new UsageError(cliMessages.stats.emptySession);
    if (values.assistant !== undefined && !ASSISTANTS.includes(values.assistant))
      throw new UsageError(
        cliMessages.stats.unknownAssistant(
          values.assistant,
          ASSISTANTS,
          didYouMean(values.assistant, ASSISTANTS),
        ),
      );
    const filter: StatsFilter = {
      session: values.session,
      assistant: values.assistant,
      ...(values.since !== undefined ? { since: parseSince(values.since) } : {}),
    };
    const log = await readMetricsLog(resolveLogDir());
    const stats = computeStats(log.records, filter);
    if (format === "json") {
      const output = {
        version: 1,
        log: log.summary,
        filter: {
          session: filter.session,
          assistant: filter.assistant,
          ...(filter.since !== undefined ? { since: filter.since.toISOString() } : {}),
        },
        ...stats,
      };
      process.stdout.write(`${JSON.stringify(output, null, 2)}\n`);
    } else {
      process.stdout.write(renderStatsPretty(stats, log.summary, filter, useColor()));
    }
    return 0;
  },
});
