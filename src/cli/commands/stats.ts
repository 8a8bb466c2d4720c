/** `qgate stats`: the seed's metrics (section 10.3) from the metrics log, per session and overall. */
import { existsSync, realpathSync } from "node:fs";
import path from "node:path";
import { UsageError } from "../../errors.js";
import { resolveRoot } from "../../changes/root.js";
import { didYouMean } from "../../util/suggest.js";
import { wrapList } from "../../util/text.js";
import { ASSISTANT_IDS as ASSISTANTS } from "../../assistants/registry.js";
import { resolveLogDir } from "../../routing/log-dir.js";
import { aggregateLogs } from "../../stats/aggregate.js";
import { renderStatsPretty } from "../../stats/stats-render.js";
import type { StatsFilter } from "../../stats/stats.js";
import { useColor } from "../output.js";
import { defineCommand } from "../define-command.js";
import { cliMessages } from "../../messages.js";

/** The doors `--door` names (stats.ts doorKind); MCP runs are `qgate check` runs. */
export const DOORS = ["hook", "check", "pre-commit", "ci"] as const;

const ASSISTANT_LIST = wrapList(ASSISTANTS, 72, " ".repeat(26));

export const statsHelp = `Usage: qgate stats [--session <id>] [--assistant <name>] [--door <door>] [--since <date>] [--until <date>]
                   [--log <file|dir>]... [--project <dir> | --all-projects] [--format pretty|json]

Computes from the metrics log (metrics.jsonl in the log directory, its rotated copies included):
  first-time success rate   share of edited files that passed their first gate run
  iterations until pass     gate runs until a file first passed; files that never passed counted apart
  code quality              findings per 100 changed lines, by check (per file run where lines are unknown)
  time to implementation    from a session's first prompt to its first all-green gate run
per session and overall; --format json adds the same per day (per week past 60 days), with the gate
runs by verdict, door and assistant, findings per check and rule, the files that blocked most and
the time per check (the numbers qgate dashboard draws). Corrupt log lines are counted and skipped.

Options:
  --session <id>          Only this assistant session
  --assistant <name>      Only this assistant's hooks: ${ASSISTANT_LIST}
  --door <door>           Only gate runs through this door: ${DOORS.join(", ")}
  --since <date>          Only records at or after an ISO date or time (2026-01-31, 2026-01-31T09:00:00Z)
  --until <date>          Only records before a time, or up to the end of a date (2026-02-28)
  --log <file|dir>        A metrics log to read instead of the log directory's; repeat it to merge logs
                          from several machines (a record in more than one is counted once)
  --project <dir>         Only runs of this project (its root or a directory in it). Default: the
                          current project when the log directory is read, every project with --log
  --all-projects          Every project in the log directory (it is shared by all of the user's)
  --format <pretty|json>  Output format (default pretty)
  -h, --help              Show this help

The log directory is ~/.claude/logs/qgate (QGATE_LOG_DIR or CLAUDE_CONFIG_DIR move it).
Exit codes: 0 done (also for an empty or missing log), 2 usage error or unreadable log.
`;

const ISO_DATE =
  /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;

/**
 * An ISO date or date-time; a date alone is midnight UTC (`end`: the end of that day, for --until).
 * Rejects impossible dates like 2026-02-31.
 */
export function parseDate(
  value: string,
  bad: () => string = () => cliMessages.stats.badSince(value),
  end = false,
): Date {
  const match = ISO_DATE.exec(value);
  const time = match ? Date.parse(value) : Number.NaN;
  const [, y, m, d, hh, mm = "0", ss = "0"] = match ?? [];
  const valid =
    match !== null &&
    !Number.isNaN(time) &&
    Number(m) >= 1 &&
    Number(m) <= 12 &&
    Number(d) >= 1 &&
    Number(d) <= new Date(Date.UTC(Number(y), Number(m), 0)).getUTCDate() &&
    Number(hh ?? "0") <= 23 &&
    Number(mm) <= 59 &&
    Number(ss) <= 59;
  if (!valid) throw new UsageError(bad());
  return new Date(end && hh === undefined ? time + 86_400_000 : time);
}

/**
 * Which project's records count: `--project`, else (the log directory being every project's) the
 * current one, unless `--all-projects` or `--log` (logs gathered on purpose) say otherwise.
 */
export async function projectOf(
  command: "stats" | "dashboard",
  values: { project?: string; "all-projects"?: boolean; log?: string[] },
): Promise<string | undefined> {
  if (values.project !== undefined && values["all-projects"] === true)
    throw new UsageError(cliMessages.stats.projectAndAll(command));
  if (values.project !== undefined) {
    if (values.project.trim() === "") throw new UsageError(cliMessages.stats.emptyProject(command));
    const dir = path.resolve(values.project);
    return existsSync(dir) ? realpathSync(dir) : dir;
  }
  if (values["all-projects"] === true || (values.log !== undefined && values.log.length > 0))
    return undefined;
  return resolveRoot(undefined);
}

export function parseSince(value: string): Date {
  return parseDate(value);
}

/** --session, --assistant, --door, --since and --until, checked, as a filter (stats and dashboard). */
export function readFilter(
  command: "stats" | "dashboard",
  values: { session?: string; assistant?: string; door?: string; since?: string; until?: string },
): StatsFilter {
  const messages = cliMessages.stats;
  if (values.session !== undefined && values.session.trim() === "")
    throw new UsageError(messages.emptySession(command));
  if (values.assistant !== undefined && !ASSISTANTS.includes(values.assistant))
    throw new UsageError(
      messages.unknownAssistant(
        values.assistant,
        ASSISTANTS,
        didYouMean(values.assistant, ASSISTANTS),
        command,
      ),
    );
  if (values.door !== undefined && !(DOORS as readonly string[]).includes(values.door))
    throw new UsageError(messages.unknownDoor(command, values.door, DOORS));
  const date = (option: "since" | "until", value: string) =>
    parseDate(value, () => messages.badDate(command, option, value), option === "until");
  return {
    session: values.session,
    assistant: values.assistant,
    door: values.door,
    ...(values.since !== undefined ? { since: date("since", values.since) } : {}),
    ...(values.until !== undefined ? { until: date("until", values.until) } : {}),
  };
}

/** The filter as the JSON output shows it. */
export function filterJson(filter: StatsFilter): Record<string, string | undefined> {
  return {
    session: filter.session,
    assistant: filter.assistant,
    door: filter.door,
    project: filter.project,
    ...(filter.since !== undefined ? { since: filter.since.toISOString() } : {}),
    ...(filter.until !== undefined ? { until: filter.until.toISOString() } : {}),
  };
}

export const statsCommand = defineCommand({
  name: "stats",
  help: statsHelp,
  options: {
    session: { type: "string" },
    assistant: { type: "string" },
    door: { type: "string" },
    since: { type: "string" },
    until: { type: "string" },
    format: { type: "string" },
    log: { type: "string", multiple: true },
    project: { type: "string" },
    "all-projects": { type: "boolean" },
  },
  positionals: false,
  run: async ({ values }) => {
    const format = values.format ?? "pretty";
    if (format !== "pretty" && format !== "json") throw new UsageError(cliMessages.stats.badFormat(format));
    const project = await projectOf("stats", values);
    const filter = { ...readFilter("stats", values), ...(project !== undefined ? { project } : {}) };
    const sources = values.log && values.log.length > 0 ? values.log : [resolveLogDir()];
    const { summary, result } = await aggregateLogs(sources, filter);
    if (format === "json") {
      const output = { version: 1, log: summary, filter: filterJson(filter), ...result };
      process.stdout.write(`${JSON.stringify(output, null, 2)}\n`);
    } else {
      const { series: _series, ...stats } = result;
      process.stdout.write(renderStatsPretty(stats, summary, filter, useColor()));
    }
    return 0;
  },
});
