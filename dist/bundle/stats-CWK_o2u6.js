import { r as __toESM } from "./rolldown-runtime-CoNq6U3z.js";
import { a as UsageError } from "./errors-BsNsftzl.js";
import { t as resolveRoot } from "./root-l3I4w1AS.js";
import { t as didYouMean } from "./suggest-Dg8XmSU3.js";
import { C as wrapList, S as plural, g as routingMessages, i as cliMessages, v as statsMessages } from "./messages-CuSOVVL6.js";
import { n as ASSISTANT_IDS } from "./registry-B2DTrHAP.js";
import { n as resolveLogDir } from "./log-dir-CrOCpWtg.js";
import { t as aggregateLogs } from "./aggregate-DzmlaXgL.js";
import { i as require_picocolors, n as useColor } from "./output-DgzH8D8r.js";
import { t as defineCommand } from "./define-command-BoCfixfe.js";
import { existsSync, realpathSync } from "node:fs";
import path from "node:path";

// dist/stats/stats-render.js
var import_picocolors = /* @__PURE__ */ __toESM(require_picocolors(), 1);
function formatDuration(ms) {
	if (ms < 1e3) return `${Math.round(ms)} ms`;
	const seconds = Math.round(ms / 1e3);
	if (seconds < 60) return `${seconds}s`;
	const minutes = Math.floor(seconds / 60);
	if (minutes < 60) return `${minutes}m ${seconds % 60}s`;
	return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}
function byCheck(rates) {
	const parts = Object.entries(rates).map(([check, rate]) => `${check} ${rate}`);
	return parts.length > 0 ? ` (${parts.join(", ")})` : "";
}
function row(label, text) {
	return `  ${label.padEnd(24)}${text}`;
}
function metricRows(m) {
	const lines = [];
	const fts = m.firstTimeSuccess;
	lines.push(row("First-time success", fts.rate === null ? "no edited files" : `${Math.round(fts.rate * 100)}% (${fts.passedFirstRun} of ${plural(fts.files, "file")} passed their first gate run)`));
	const it = m.iterations;
	if (it.passedFiles + it.neverPassed > 0) lines.push(row("Iterations until pass", `${it.mean === null ? "none passed" : `mean ${it.mean}, median ${it.median} over ${plural(it.passedFiles, "file")}`}${it.neverPassed > 0 ? `; ${it.neverPassed} never passed` : ""}`));
	const { withLines, withoutLines } = m.codeQuality;
	const quality = [];
	if (withLines.fileRuns > 0) quality.push(withLines.per100Lines === null ? `no changed lines in ${plural(withLines.fileRuns, "file run")}` : `${withLines.per100Lines} findings per 100 changed lines${byCheck(withLines.byCheck)} over ${plural(withLines.changedLines, "line")}`);
	if (withoutLines.fileRuns > 0) quality.push(`changed lines unknown for ${plural(withoutLines.fileRuns, "file run")}: ${withoutLines.perFileRun} findings per file run${byCheck(withoutLines.byCheck)}`);
	quality.forEach((text, i) => lines.push(row(i === 0 ? "Code quality" : "", text)));
	if (m.prompts.count > 0) lines.push(row("Prompts", `${m.prompts.count}${m.prompts.meanScore !== null ? `, mean lint score ${m.prompts.meanScore} (${m.prompts.scored} scored)` : ""}`));
	return lines;
}
function sessionTitle(s) {
	return `${s.session === null ? "(no session id)" : `Session ${s.session}`}: ${s.first} → ${s.last}, ${plural(s.gateRuns, "gate run")}, ${plural(s.files, "file")}`;
}
function describeLog(summary) {
	const files = summary.files.length;
	const parts = [`${plural(summary.records, "record")} in ${plural(files, "file")}`];
	if (summary.corrupt > 0) parts.push(`${plural(summary.corrupt, "corrupt line")} skipped (${summary.corruptAt.join(", ")}${summary.corrupt > summary.corruptAt.length ? ", …" : ""})`);
	if (summary.ignored > 0) parts.push(`${plural(summary.ignored, "record")} of unknown type ignored`);
	const line = `Metrics log ${summary.dir}: ${parts.join("; ")}`;
	return summary.unattributed > 0 ? `${line}\n${statsMessages.unattributed(summary.unattributed)}` : line;
}
function renderStatsPretty(stats, summary, filter, color) {
	const c = import_picocolors.default.createColors(color);
	const lines = [];
	if (summary.files.length === 0) return routingMessages.noMetrics(summary.dir);
	lines.push(describeLog(summary));
	const filters = [
		...filter.project !== void 0 ? [`project ${filter.project}`] : [],
		...filter.session !== void 0 ? [`session ${filter.session}`] : [],
		...filter.assistant !== void 0 ? [`assistant ${filter.assistant}`] : [],
		...filter.door !== void 0 ? [`door ${filter.door}`] : [],
		...filter.since !== void 0 ? [`since ${filter.since.toISOString()}`] : [],
		...filter.until !== void 0 ? [`until ${filter.until.toISOString()}`] : []
	];
	if (filters.length > 0) lines.push(`Filter: ${filters.join(", ")}`);
	const o = stats.overall;
	if (o.gateRuns === 0 && o.prompts.count === 0) {
		lines.push("", routingMessages.noMatch);
		return `${lines.join("\n")}\n`;
	}
	lines.push("", c.bold(`Overall: ${plural(o.sessions, "session")}, ${plural(o.gateRuns, "gate run")}, ${plural(o.files, "file")}`));
	lines.push(...metricRows(o));
	const t = o.timeToImplementation;
	lines.push(row("Time to implementation", t.meanMs === null || t.medianMs === null ? `not reached in any session${t.notReached > 0 ? ` (${t.notReached} without an all-green run)` : ""}` : `mean ${formatDuration(t.meanMs)}, median ${formatDuration(t.medianMs)} over ${plural(t.sessions, "session")}${t.notReached > 0 ? `; ${t.notReached} not reached` : ""}`));
	for (const s of stats.sessions) {
		lines.push("", c.bold(sessionTitle(s)));
		lines.push(...metricRows(s));
		lines.push(row("Time to implementation", s.timeToImplementationMs !== null ? formatDuration(s.timeToImplementationMs) : `n/a (${s.timeNote})`));
	}
	return `${lines.join("\n")}\n`;
}

// dist/cli/commands/stats.js
/** `qgate stats`: the seed's metrics (section 10.3) from the metrics log, per session and overall. */
/** The doors `--door` names (stats.ts doorKind); MCP runs are `qgate check` runs. */
const DOORS = [
	"hook",
	"check",
	"pre-commit",
	"ci"
];
const ASSISTANT_LIST = wrapList(ASSISTANT_IDS, 72, " ".repeat(26));
const statsHelp = `Usage: qgate stats [--session <id>] [--assistant <name>] [--door <door>] [--since <date>] [--until <date>]
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
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
/**
* An ISO date or date-time; a date alone is midnight UTC (`end`: the end of that day, for --until).
* Rejects impossible dates like 2026-02-31.
*/
function parseDate(value, bad = () => cliMessages.stats.badSince(value), end = false) {
	const match = ISO_DATE.exec(value);
	const time = match ? Date.parse(value) : NaN;
	const [, y, m, d, hh, mm = "0", ss = "0"] = match ?? [];
	if (!(match !== null && !Number.isNaN(time) && Number(m) >= 1 && Number(m) <= 12 && Number(d) >= 1 && Number(d) <= new Date(Date.UTC(Number(y), Number(m), 0)).getUTCDate() && Number(hh ?? "0") <= 23 && Number(mm) <= 59 && Number(ss) <= 59)) throw new UsageError(bad());
	return new Date(end && hh === void 0 ? time + 864e5 : time);
}
/**
* Which project's records count: `--project`, else (the log directory being every project's) the
* current one, unless `--all-projects` or `--log` (logs gathered on purpose) say otherwise.
*/
async function projectOf(command, values) {
	if (values.project !== void 0 && values["all-projects"] === true) throw new UsageError(cliMessages.stats.projectAndAll(command));
	if (values.project !== void 0) {
		if (values.project.trim() === "") throw new UsageError(cliMessages.stats.emptyProject(command));
		const dir = path.resolve(values.project);
		return existsSync(dir) ? realpathSync(dir) : dir;
	}
	if (values["all-projects"] === true || values.log !== void 0 && values.log.length > 0) return void 0;
	return resolveRoot(void 0);
}
/** --session, --assistant, --door, --since and --until, checked, as a filter (stats and dashboard). */
function readFilter(command, values) {
	const messages = cliMessages.stats;
	if (values.session !== void 0 && values.session.trim() === "") throw new UsageError(messages.emptySession(command));
	if (values.assistant !== void 0 && !ASSISTANT_IDS.includes(values.assistant)) throw new UsageError(messages.unknownAssistant(values.assistant, ASSISTANT_IDS, didYouMean(values.assistant, ASSISTANT_IDS), command));
	if (values.door !== void 0 && !DOORS.includes(values.door)) throw new UsageError(messages.unknownDoor(command, values.door, DOORS));
	const date = (option, value) => parseDate(value, () => messages.badDate(command, option, value), option === "until");
	return {
		session: values.session,
		assistant: values.assistant,
		door: values.door,
		...values.since !== void 0 ? { since: date("since", values.since) } : {},
		...values.until !== void 0 ? { until: date("until", values.until) } : {}
	};
}
/** The filter as the JSON output shows it. */
function filterJson(filter) {
	return {
		session: filter.session,
		assistant: filter.assistant,
		door: filter.door,
		project: filter.project,
		...filter.since !== void 0 ? { since: filter.since.toISOString() } : {},
		...filter.until !== void 0 ? { until: filter.until.toISOString() } : {}
	};
}
const statsCommand = defineCommand({
	name: "stats",
	help: statsHelp,
	options: {
		session: { type: "string" },
		assistant: { type: "string" },
		door: { type: "string" },
		since: { type: "string" },
		until: { type: "string" },
		format: { type: "string" },
		log: {
			type: "string",
			multiple: true
		},
		project: { type: "string" },
		"all-projects": { type: "boolean" }
	},
	positionals: false,
	run: async ({ values }) => {
		const format = values.format ?? "pretty";
		if (format !== "pretty" && format !== "json") throw new UsageError(cliMessages.stats.badFormat(format));
		const project = await projectOf("stats", values);
		const filter = {
			...readFilter("stats", values),
			...project !== void 0 ? { project } : {}
		};
		const sources = values.log && values.log.length > 0 ? values.log : [resolveLogDir()];
		const { summary, result } = await aggregateLogs(sources, filter);
		if (format === "json") {
			const output = {
				version: 1,
				log: summary,
				filter: filterJson(filter),
				...result
			};
			process.stdout.write(`${JSON.stringify(output, null, 2)}\n`);
		} else {
			const { series: _series, ...stats } = result;
			process.stdout.write(renderStatsPretty(stats, summary, filter, useColor()));
		}
		return 0;
	}
});

export { readFilter as a, formatDuration as c, projectOf as i, filterJson as n, statsCommand as o, parseDate as r, statsHelp as s, DOORS as t };