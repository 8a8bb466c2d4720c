import { i as __toESM } from "./rolldown-runtime-CiVTkJ2Q.js";
import { S as FileError, g as routingMessages, i as cliMessages, w as UsageError, y as plural } from "./messages-B1UwQ0Rb.js";
import { t as didYouMean } from "./suggest-Dg8XmSU3.js";
import { n as ASSISTANT_IDS } from "./registry-BajyTW6g.js";
import { n as resolveLogDir, t as METRICS_FILE } from "./log-dir-B1AXEltN.js";
import { i as require_picocolors, n as useColor } from "./output-D9LyEege.js";
import { t as defineCommand } from "./define-command-DCvzP-Ju.js";
import { createReadStream, existsSync, readdirSync } from "node:fs";
import path from "node:path";
import { createInterface } from "node:readline";

// dist/stats/stats-log.js
/**
* Reading the metrics log for `qgate stats`: `metrics.jsonl` and its rotated copies (`metrics.jsonl.3`
* oldest ... `.1`, then the live file), line by line. A line that is not a well-formed record is
* counted as corrupt and skipped, never fatal; a record of a type this version does not know is
* counted as ignored (a newer qgate may have written it).
*/
const VERDICTS = /* @__PURE__ */ new Set([
	"pass",
	"warn",
	"block"
]);
function isObject(value) {
	return typeof value === "object" && value !== null && !Array.isArray(value);
}
function validTs(value) {
	return typeof value === "string" && !Number.isNaN(Date.parse(value));
}
function optionalString(value) {
	return value === void 0 || typeof value === "string";
}
function optionalNumber(value) {
	return value === void 0 || typeof value === "number" && Number.isFinite(value) && value >= 0;
}
function validFile(value) {
	if (!isObject(value)) return false;
	if (typeof value.path !== "string" || typeof value.passed !== "boolean") return false;
	if (!optionalNumber(value.changedLines)) return false;
	if (!isObject(value.findings)) return false;
	return Object.values(value.findings).every((n) => typeof n === "number" && Number.isFinite(n) && n >= 0);
}
/** The record, or "corrupt", or "unknown" for a well-formed line of a type this version does not read. */
function parseRecord(line) {
	let value;
	try {
		value = JSON.parse(line);
	} catch {
		return "corrupt";
	}
	if (!isObject(value) || typeof value.type !== "string" || !validTs(value.ts) || !optionalString(value.session)) return "corrupt";
	switch (value.type) {
		case "gate":
			if (typeof value.verdict !== "string" || !VERDICTS.has(value.verdict) || !Array.isArray(value.files) || !value.files.every(validFile) || !Array.isArray(value.failures)) return "corrupt";
			return value;
		case "prompt":
			if (!optionalNumber(value.score) || !optionalNumber(value.chars)) return "corrupt";
			return value;
		case "session-end": return value;
		default: return "unknown";
	}
}
/** `metrics.jsonl.<n>` (highest n = oldest) then `metrics.jsonl`: the order they were written in. */
function metricsFiles(dir) {
	let names;
	try {
		names = readdirSync(dir);
	} catch {
		return [];
	}
	const rotated = names.map((name) => ({
		name,
		n: new RegExp(`^${METRICS_FILE.replace(".", "\\.")}\\.(\\d+)$`).exec(name)?.[1]
	})).filter((entry) => entry.n !== void 0).sort((a, b) => Number(b.n) - Number(a.n)).map((entry) => path.join(dir, entry.name));
	const live = path.join(dir, METRICS_FILE);
	return existsSync(live) ? [...rotated, live] : rotated;
}
async function readMetricsLog(dir) {
	const summary = {
		dir,
		files: [],
		lines: 0,
		records: 0,
		corrupt: 0,
		corruptAt: [],
		ignored: 0
	};
	const records = [];
	for (const file of metricsFiles(dir)) {
		summary.files.push(file);
		const stream = createReadStream(file, { encoding: "utf8" });
		const lines = createInterface({
			input: stream,
			crlfDelay: Infinity
		});
		let lineNumber = 0;
		try {
			for await (const line of lines) {
				lineNumber++;
				if (line.trim() === "") continue;
				summary.lines++;
				const parsed = parseRecord(line);
				if (parsed === "corrupt") {
					summary.corrupt++;
					if (summary.corruptAt.length < 10) summary.corruptAt.push(`${path.basename(file)}:${lineNumber}`);
				} else if (parsed === "unknown") summary.ignored++;
				else {
					summary.records++;
					records.push(parsed);
				}
			}
		} catch (error) {
			throw new FileError(routingMessages.metricsUnreadable(file, error.code ?? "error"));
		} finally {
			lines.close();
			stream.destroy();
		}
	}
	return {
		summary,
		records
	};
}

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
	return `Metrics log ${summary.dir}: ${parts.join("; ")}`;
}
function renderStatsPretty(stats, summary, filter, color) {
	const c = import_picocolors.default.createColors(color);
	const lines = [];
	if (summary.files.length === 0) return routingMessages.noMetrics(summary.dir);
	lines.push(describeLog(summary));
	const filters = [
		...filter.session !== void 0 ? [`session ${filter.session}`] : [],
		...filter.assistant !== void 0 ? [`assistant ${filter.assistant}`] : [],
		...filter.since !== void 0 ? [`since ${filter.since.toISOString()}`] : []
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

// dist/stats/stats.js
/** Two decimals, so JSON output and hand-computed answers agree. */
function round2(value) {
	return Math.round(value * 100) / 100;
}
function mean(values) {
	return values.length === 0 ? null : round2(values.reduce((a, b) => a + b, 0) / values.length);
}
function median(values) {
	if (values.length === 0) return null;
	const sorted = [...values].sort((a, b) => a - b);
	const mid = sorted.length >> 1;
	return round2(sorted.length % 2 === 1 ? sorted[mid] ?? 0 : ((sorted[mid - 1] ?? 0) + (sorted[mid] ?? 0)) / 2);
}
const time = (record) => Date.parse(record.ts);
/** A gate run with nothing to fix: pass verdict, no failed check, every file passed. */
function isAllGreen(record) {
	return record.verdict === "pass" && record.failures.length === 0 && record.files.every((f) => f.passed);
}
function tally(records) {
	const t = {
		gateRuns: 0,
		tracks: [],
		withLines: {
			fileRuns: 0,
			changedLines: 0,
			findings: 0,
			byCheck: /* @__PURE__ */ new Map()
		},
		withoutLines: {
			fileRuns: 0,
			findings: 0,
			byCheck: /* @__PURE__ */ new Map()
		},
		prompts: 0,
		scores: []
	};
	const byPath = /* @__PURE__ */ new Map();
	for (const record of records) {
		if (record.type === "prompt") {
			t.prompts++;
			if (record.score !== void 0) t.scores.push(record.score);
			continue;
		}
		if (record.type !== "gate") continue;
		t.gateRuns++;
		for (const file of record.files) {
			let track = byPath.get(file.path);
			if (!track) {
				track = {
					runs: 0,
					firstPassed: file.passed
				};
				byPath.set(file.path, track);
				t.tracks.push(track);
			}
			track.runs++;
			if (file.passed && track.passedAt === void 0) track.passedAt = track.runs;
			const bucket = file.changedLines !== void 0 ? t.withLines : t.withoutLines;
			bucket.fileRuns++;
			if (file.changedLines !== void 0) t.withLines.changedLines += file.changedLines;
			for (const [check, count] of Object.entries(file.findings)) {
				bucket.findings += count ?? 0;
				bucket.byCheck.set(check, (bucket.byCheck.get(check) ?? 0) + (count ?? 0));
			}
		}
	}
	return t;
}
function merge(tallies) {
	const t = tally([]);
	for (const part of tallies) {
		t.gateRuns += part.gateRuns;
		t.tracks.push(...part.tracks);
		t.prompts += part.prompts;
		t.scores.push(...part.scores);
		for (const key of ["withLines", "withoutLines"]) {
			t[key].fileRuns += part[key].fileRuns;
			t[key].findings += part[key].findings;
			for (const [check, count] of part[key].byCheck) t[key].byCheck.set(check, (t[key].byCheck.get(check) ?? 0) + count);
		}
		t.withLines.changedLines += part.withLines.changedLines;
	}
	return t;
}
function rates(byCheck, denominator, scale) {
	const out = {};
	for (const [check, count] of [...byCheck].sort(([a], [b]) => a.localeCompare(b))) out[check] = round2(count * scale / denominator);
	return denominator > 0 ? out : {};
}
function metrics(t) {
	const passedFirstRun = t.tracks.filter((track) => track.firstPassed).length;
	const passedAt = t.tracks.flatMap((track) => track.passedAt === void 0 ? [] : [track.passedAt]);
	const { withLines, withoutLines } = t;
	return {
		gateRuns: t.gateRuns,
		files: t.tracks.length,
		firstTimeSuccess: {
			passedFirstRun,
			files: t.tracks.length,
			rate: t.tracks.length === 0 ? null : round2(passedFirstRun / t.tracks.length)
		},
		iterations: {
			passedFiles: passedAt.length,
			mean: mean(passedAt),
			median: median(passedAt),
			neverPassed: t.tracks.length - passedAt.length
		},
		codeQuality: {
			withLines: {
				fileRuns: withLines.fileRuns,
				changedLines: withLines.changedLines,
				findings: withLines.findings,
				per100Lines: withLines.changedLines > 0 ? round2(withLines.findings * 100 / withLines.changedLines) : null,
				byCheck: rates(withLines.byCheck, withLines.changedLines, 100)
			},
			withoutLines: {
				fileRuns: withoutLines.fileRuns,
				findings: withoutLines.findings,
				perFileRun: withoutLines.fileRuns > 0 ? round2(withoutLines.findings / withoutLines.fileRuns) : null,
				byCheck: rates(withoutLines.byCheck, withoutLines.fileRuns, 1)
			}
		},
		prompts: {
			count: t.prompts,
			scored: t.scores.length,
			meanScore: mean(t.scores)
		}
	};
}
function timeToImplementation(session, records) {
	if (session === null) return {
		timeToImplementationMs: null,
		timeNote: "no session id"
	};
	const prompt = records.find((r) => r.type === "prompt");
	if (!prompt) return {
		timeToImplementationMs: null,
		timeNote: "no prompt recorded"
	};
	const start = time(prompt);
	const green = records.find((r) => r.type === "gate" && time(r) >= start && isAllGreen(r));
	if (!green) return {
		timeToImplementationMs: null,
		timeNote: "no all-green gate run after the first prompt"
	};
	return { timeToImplementationMs: time(green) - start };
}
function computeStats(all, filter = {}) {
	const since = filter.since?.getTime();
	const records = all.filter((r) => (filter.session === void 0 || r.session === filter.session) && (filter.assistant === void 0 || r.assistant === filter.assistant) && (since === void 0 || time(r) >= since)).map((record, index) => ({
		record,
		index
	})).sort((a, b) => time(a.record) - time(b.record) || a.index - b.index).map(({ record }) => record);
	const groups = /* @__PURE__ */ new Map();
	for (const record of records) {
		const key = record.session ?? null;
		const list = groups.get(key);
		if (list) list.push(record);
		else groups.set(key, [record]);
	}
	const tallies = [];
	const sessions = [];
	for (const [session, list] of groups) {
		const t = tally(list);
		tallies.push(t);
		sessions.push({
			session,
			first: list[0]?.ts ?? "",
			last: list[list.length - 1]?.ts ?? "",
			...metrics(t),
			...timeToImplementation(session, list)
		});
	}
	const times = sessions.flatMap((s) => s.timeToImplementationMs === null ? [] : [s.timeToImplementationMs]);
	return {
		overall: {
			sessions: sessions.filter((s) => s.session !== null).length,
			...metrics(merge(tallies)),
			timeToImplementation: {
				sessions: times.length,
				meanMs: mean(times),
				medianMs: median(times),
				notReached: sessions.filter((s) => s.timeNote === "no all-green gate run after the first prompt").length
			}
		},
		sessions
	};
}

// dist/cli/commands/stats.js
/** `qgate stats`: the seed's metrics (section 10.3) from the metrics log, per session and overall. */
const statsHelp = `Usage: qgate stats [--session <id>] [--assistant <name>] [--since <date>] [--format pretty|json]

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
const ISO_DATE = /^(\d{4})-(\d{2})-(\d{2})(?:T(\d{2}):(\d{2})(?::(\d{2})(?:\.\d+)?)?(?:Z|[+-]\d{2}:?\d{2})?)?$/;
/** An ISO date or date-time; a date alone is midnight UTC. Rejects impossible dates like 2026-02-31. */
function parseSince(value) {
	const match = ISO_DATE.exec(value);
	const time = match ? Date.parse(value) : NaN;
	const [, y, m, d, hh = "0", mm = "0", ss = "0"] = match ?? [];
	if (!(match !== null && !Number.isNaN(time) && Number(m) >= 1 && Number(m) <= 12 && Number(d) >= 1 && Number(d) <= new Date(Date.UTC(Number(y), Number(m), 0)).getUTCDate() && Number(hh) <= 23 && Number(mm) <= 59 && Number(ss) <= 59)) throw new UsageError(cliMessages.stats.badSince(value));
	return new Date(time);
}
const statsCommand = defineCommand({
	name: "stats",
	help: statsHelp,
	options: {
		session: { type: "string" },
		assistant: { type: "string" },
		since: { type: "string" },
		format: { type: "string" }
	},
	positionals: false,
	run: async ({ values }) => {
		const format = values.format ?? "pretty";
		if (format !== "pretty" && format !== "json") throw new UsageError(cliMessages.stats.badFormat(format));
		if (values.session !== void 0 && values.session.trim() === "") throw new UsageError(cliMessages.stats.emptySession);
		if (values.assistant !== void 0 && !ASSISTANT_IDS.includes(values.assistant)) throw new UsageError(cliMessages.stats.unknownAssistant(values.assistant, ASSISTANT_IDS, didYouMean(values.assistant, ASSISTANT_IDS)));
		const filter = {
			session: values.session,
			assistant: values.assistant,
			...values.since !== void 0 ? { since: parseSince(values.since) } : {}
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
					...filter.since !== void 0 ? { since: filter.since.toISOString() } : {}
				},
				...stats
			};
			process.stdout.write(`${JSON.stringify(output, null, 2)}\n`);
		} else process.stdout.write(renderStatsPretty(stats, log.summary, filter, useColor()));
		return 0;
	}
});

export { statsCommand };