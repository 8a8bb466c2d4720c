/**
 * `qgate dashboard`: the metrics log as one self-contained HTML page (src/stats/dashboard.ts), the
 * numbers `qgate stats --format json` gives for the same log and filter.
 */
import { spawn } from "node:child_process";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { FileError, UsageError } from "../../errors.js";
import { wrapList } from "../../util/text.js";
import { ASSISTANT_IDS as ASSISTANTS } from "../../assistants/registry.js";
import { INSTALL_DIR } from "../../daemon/paths.js";
import { resolveLogDir } from "../../routing/log-dir.js";
import { renderDashboard } from "../../stats/dashboard.js";
import { dayOf } from "../../stats/series.js";
import { defineCommand } from "../define-command.js";
import { aggregateLogs } from "../../stats/aggregate.js";
import { DOORS, projectOf, readFilter } from "./stats.js";
import { cliMessages } from "../../messages.js";
export const DEFAULT_OUT = "qgate-dashboard.html";
const DEFAULT_DAYS = 30;
const DAY_MS = 86_400_000;
export const dashboardHelp = `Usage: qgate dashboard [--out <file>] [--since <date>] [--until <date>] [--assistant <name>]
                       [--door <door>] [--session <id>] [--log <file|dir>]... [--project <dir> | --all-projects]
                       [--open]

Writes one self-contained HTML page of the metrics log: the seed's four metrics per day (per week
past 60 days), gate runs by verdict, door and assistant, findings per check and the top rules, the
files that blocked most and the time per check, each chart with a table of the same numbers. The
numbers are qgate stats --format json's for the same log and filter. The page makes no network
request when it is viewed.

Options:
  --out <file>        Where to write the page (default ${DEFAULT_OUT})
  --since <date>      Start of the period, an ISO date or time (default ${DEFAULT_DAYS} days before --until)
  --until <date>      End of the period: before a time, or up to the end of a date (default now)
  --assistant <name>  Only this assistant's hooks: ${wrapList(ASSISTANTS, 64, " ".repeat(22))}
  --door <door>       Only gate runs through this door: ${DOORS.join(", ")}
  --session <id>      Only this assistant session
  --log <file|dir>    A metrics log to read instead of the log directory's; repeat it to merge logs
                      from several machines (a record in more than one is counted once)
  --project <dir>     Only runs of this project (its root or a directory in it). Default: the current
                      project when the log directory is read, every project with --log
  --all-projects      Every project in the log directory (it is shared by all of the user's)
  --open              Open the page in the default browser
  -h, --help          Show this help

The log directory is ~/.claude/logs/qgate (QGATE_LOG_DIR or CLAUDE_CONFIG_DIR move it).
Exit codes: 0 written (also for an empty or missing log: the page says so), 2 usage error, or the
page or a log cannot be read or written.
`;
function version() {
    try {
        return JSON.parse(readFileSync(path.join(INSTALL_DIR, "package.json"), "utf8"))
            .version;
    }
    catch {
        return "unknown";
    }
}
/** The platform's opener, as an argument array (never a shell string). */
function openPage(file, warn) {
    const [command, args] = process.platform === "darwin"
        ? ["open", [file]]
        : process.platform === "win32"
            ? ["cmd", ["/c", "start", "", file]]
            : ["xdg-open", [file]];
    try {
        const child = spawn(command, args, { detached: true, stdio: "ignore" });
        child.on("error", (error) => warn(cliMessages.dashboard.cannotOpen(file, error.code ?? error.message)));
        child.unref();
    }
    catch (error) {
        warn(cliMessages.dashboard.cannotOpen(file, error.message));
    }
}
export const dashboardCommand = defineCommand({
    name: "dashboard",
    help: dashboardHelp,
    options: {
        out: { type: "string" },
        since: { type: "string" },
        until: { type: "string" },
        assistant: { type: "string" },
        door: { type: "string" },
        session: { type: "string" },
        log: { type: "string", multiple: true },
        project: { type: "string" },
        "all-projects": { type: "boolean" },
        open: { type: "boolean" },
    },
    positionals: false,
    run: async ({ values }) => {
        const project = await projectOf("dashboard", values);
        const filter = { ...readFilter("dashboard", values), ...(project !== undefined ? { project } : {}) };
        const now = Date.now();
        const until = filter.until ?? new Date(now);
        // The default period is the last 30 days: today and the 29 before it (UTC).
        const since = filter.since ?? new Date(Date.parse(dayOf(until.getTime() - 1)) - (DEFAULT_DAYS - 1) * DAY_MS);
        if (since.getTime() >= until.getTime())
            throw new UsageError(cliMessages.dashboard.badPeriod(since.toISOString(), until.toISOString()));
        const period = { ...filter, since, until };
        const sources = values.log && values.log.length > 0 ? values.log : [resolveLogDir()];
        const { summary, result } = await aggregateLogs(sources, period, { perSession: false });
        const html = await renderDashboard({
            result,
            summary,
            filter: period,
            generatedAt: new Date(now).toISOString(),
            version: version(),
        });
        const out = path.resolve(values.out ?? DEFAULT_OUT);
        try {
            writeFileSync(out, html);
        }
        catch (error) {
            throw new FileError(cliMessages.dashboard.cannotWrite(values.out ?? DEFAULT_OUT, error.code ?? "error"));
        }
        process.stdout.write(`${cliMessages.dashboard.written(out, result.overall.gateRuns, result.series.from, result.series.to)}\n`);
        if (values.open)
            openPage(out, (line) => process.stderr.write(`${line}\n`));
        return 0;
    },
});
