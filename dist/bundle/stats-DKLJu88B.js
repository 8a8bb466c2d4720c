import { i as __toESM } from "./rolldown-runtime-CiVTkJ2Q.js";
import { C as wrapList, E as FileError, O as UsageError, S as plural, _ as routingMessages, i as cliMessages } from "./messages-BJRJVIsM.js";
import { t as didYouMean } from "./suggest-Dg8XmSU3.js";
import { ASSISTANT_IDS } from "./registry-BLI1MgDD.js";
import { n as resolveLogDir, t as METRICS_FILE } from "./log-dir-B1AXEltN.js";
import { i as require_picocolors, n as useColor } from "./output-DomgR-S_.js";
import { t as defineCommand } from "./define-command-m4q4Q4bJ.js";
import { createReadStream, existsSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { createHash } from "node:crypto";

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
/** A file of the session that has passed: nothing about it can change any more. */
const PASSED = 0;
function emptyTally() {
	return {
		gateRuns: 0,
		files: 0,
		passedFirstRun: 0,
		passedAt: /* @__PURE__ */ new Map(),
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
}
function addCount(map, key, by) {
	map.set(key, (map.get(key) ?? 0) + by);
}
/**
* Paths as small numbers: a session's files are keyed by them, so the log's many copies of one path
* string are not all kept.
*/
var PathIds = class {
	ids = /* @__PURE__ */ new Map();
	id(path) {
		let id = this.ids.get(path);
		if (id === void 0) this.ids.set(path, id = this.ids.size);
		return id;
	}
};
/**
* Adds one record to a session's tally (records in time order). `day`, when given, is the tally of
* the record's day: its prompts, gate runs and file runs count there, and a file is counted (first-time
* success, iterations) on the day of its first run in the session.
*/
function addToTally(t, byPath, paths, record, day) {
	const targets = day ? [t, day] : [t];
	if (record.type === "prompt") {
		for (const target of targets) {
			target.prompts++;
			if (record.score !== void 0) target.scores.push(record.score);
		}
		return;
	}
	if (record.type !== "gate") return;
	for (const target of targets) target.gateRuns++;
	for (const file of record.files) {
		const id = paths.id(file.path);
		let track = byPath.get(id);
		if (track === void 0) {
			track = {
				runs: 0,
				counted: targets
			};
			for (const target of targets) {
				target.files++;
				if (file.passed) target.passedFirstRun++;
			}
			byPath.set(id, track);
		}
		if (track !== PASSED) {
			track.runs++;
			if (file.passed) {
				for (const target of track.counted) addCount(target.passedAt, track.runs, 1);
				byPath.set(id, PASSED);
			}
		}
		for (const target of targets) {
			const bucket = file.changedLines !== void 0 ? target.withLines : target.withoutLines;
			bucket.fileRuns++;
			if (file.changedLines !== void 0) target.withLines.changedLines += file.changedLines;
			addFindings(bucket, file.findings);
		}
	}
	if (record.elsewhere) {
		const withLines = record.files.every((f) => f.changedLines !== void 0);
		for (const target of targets) addFindings(withLines ? target.withLines : target.withoutLines, record.elsewhere);
	}
}
function addFindings(bucket, findings) {
	for (const check in findings) {
		const count = findings[check] ?? 0;
		bucket.findings += count;
		bucket.byCheck.set(check, (bucket.byCheck.get(check) ?? 0) + count);
	}
}
function mergeTallies(tallies) {
	const t = emptyTally();
	for (const part of tallies) {
		t.gateRuns += part.gateRuns;
		t.files += part.files;
		t.passedFirstRun += part.passedFirstRun;
		for (const [runs, n] of part.passedAt) addCount(t.passedAt, runs, n);
		t.prompts += part.prompts;
		for (const score of part.scores) t.scores.push(score);
		for (const key of ["withLines", "withoutLines"]) {
			t[key].fileRuns += part[key].fileRuns;
			t[key].findings += part[key].findings;
			for (const [check, count] of part[key].byCheck) t[key].byCheck.set(check, (t[key].byCheck.get(check) ?? 0) + count);
		}
		t.withLines.changedLines += part.withLines.changedLines;
	}
	return t;
}
/** Mean and median of values given as a histogram (value → how many), as `mean` and `median` give them. */
function histogramStats(histogram) {
	const sorted = [...histogram].sort(([a], [b]) => a - b);
	let count = 0;
	let sum = 0;
	for (const [value, n] of sorted) {
		count += n;
		sum += value * n;
	}
	if (count === 0) return {
		count,
		mean: null,
		median: null
	};
	const at = (index) => {
		let seen = 0;
		for (const [value, n] of sorted) {
			seen += n;
			if (index < seen) return value;
		}
		return 0;
	};
	const mid = count >> 1;
	return {
		count,
		mean: round2(sum / count),
		median: round2(count % 2 === 1 ? at(mid) : (at(mid - 1) + at(mid)) / 2)
	};
}
function rates(byCheck, denominator, scale) {
	const out = {};
	for (const [check, count] of [...byCheck].sort(([a], [b]) => a.localeCompare(b))) out[check] = round2(count * scale / denominator);
	return denominator > 0 ? out : {};
}
function metrics(t) {
	const passed = histogramStats(t.passedAt);
	const { withLines, withoutLines } = t;
	return {
		gateRuns: t.gateRuns,
		files: t.files,
		firstTimeSuccess: {
			passedFirstRun: t.passedFirstRun,
			files: t.files,
			rate: t.files === 0 ? null : round2(t.passedFirstRun / t.files)
		},
		iterations: {
			passedFiles: passed.count,
			mean: passed.mean,
			median: passed.median,
			neverPassed: t.files - passed.count
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
/** Whether a record passes the filter (`until` is exclusive). */
function matches(record, filter, at = time(record)) {
	return (filter.session === void 0 || record.session === filter.session) && (filter.assistant === void 0 || record.assistant === filter.assistant) && (filter.door === void 0 || record.type === "gate" && doorKind(record.door) === filter.door) && (filter.since === void 0 || at >= filter.since.getTime()) && (filter.until === void 0 || at < filter.until.getTime());
}
/** The door a gate run came through, as the dashboard groups it: hook, check, pre-commit, ci, mcp. */
function doorKind(door) {
	return door.startsWith("hook:") ? "hook" : door;
}
/**
* The one computation behind `qgate stats` and `qgate dashboard`: records go in one at a time, in time
* order (stats-log.ts sorts a stream within a window), and only per-session and per-day counts are
* kept, never the records. `onRecord` lets the series (series.ts) see each record with its day's tally.
*/
var StatsAggregator = class {
	dayTally;
	sessions = /* @__PURE__ */ new Map();
	paths = new PathIds();
	constructor(dayTally) {
		this.dayTally = dayTally;
	}
	/**
	* Adds a record that passed `matches` (the caller filters, so that it can count what it skipped);
	* `at` is its time, when the caller has it already.
	*/
	add(record, at = time(record)) {
		const key = record.session ?? null;
		let state = this.sessions.get(key);
		if (!state) {
			state = {
				session: key,
				first: record.ts,
				last: record.ts,
				tally: emptyTally(),
				byPath: /* @__PURE__ */ new Map()
			};
			this.sessions.set(key, state);
		}
		state.last = record.ts;
		addToTally(state.tally, state.byPath, this.paths, record, this.dayTally?.(record));
		if (key === null) return;
		if (record.type === "prompt" && state.promptAt === void 0) {
			state.promptAt = at;
			state.promptDay = record.ts;
			if (state.greenBefore === at) state.reachedMs = 0;
		} else if (record.type === "gate" && isAllGreen(record)) {
			if (state.promptAt === void 0) state.greenBefore = at;
			else if (state.reachedMs === void 0 && at >= state.promptAt) state.reachedMs = at - state.promptAt;
		}
	}
	/** Each session's time to implementation, with the time of its first prompt (for the series). */
	implementations() {
		return [...this.sessions.values()].flatMap((s) => s.promptDay === void 0 ? [] : [{
			promptTs: s.promptDay,
			reachedMs: s.reachedMs
		}]);
	}
	/** The overall metrics, and each session's unless `perSession` is false (the dashboard shows none). */
	result({ perSession = true } = {}) {
		const states = [...this.sessions.values()];
		const notes = states.map(timeNote);
		const times = notes.flatMap((n) => n.timeToImplementationMs === null ? [] : [n.timeToImplementationMs]);
		return {
			overall: {
				sessions: states.filter((s) => s.session !== null).length,
				...metrics(mergeTallies(states.map((s) => s.tally))),
				timeToImplementation: {
					sessions: times.length,
					meanMs: mean(times),
					medianMs: median(times),
					notReached: notes.filter((n) => n.timeNote === "no all-green gate run after the first prompt").length
				}
			},
			sessions: perSession ? states.map((s) => ({
				session: s.session,
				first: s.first,
				last: s.last,
				...metrics(s.tally),
				...timeNote(s)
			})) : []
		};
	}
};
function timeNote(s) {
	if (s.session === null) return {
		timeToImplementationMs: null,
		timeNote: "no session id"
	};
	if (s.promptAt === void 0) return {
		timeToImplementationMs: null,
		timeNote: "no prompt recorded"
	};
	if (s.reachedMs === void 0) return {
		timeToImplementationMs: null,
		timeNote: "no all-green gate run after the first prompt"
	};
	return { timeToImplementationMs: s.reachedMs };
}

// dist/stats/series.js
/** A period longer than this many days is shown per week. */
const DAYS_PER_DAY_SERIES = 60;
/** How many rules and files the lists keep. */
const TOP = 10;
/** How many of the top rules get a line over time. */
const TOP_RULES_OVER_TIME = 5;
const DAY_MS = 864e5;
const UTC_TIME = /^\d{4}-\d{2}-\d{2}T[^+-]*Z$/;
function dayOf(ts) {
	if (typeof ts === "string" && UTC_TIME.test(ts)) return ts.slice(0, 10);
	return new Date(typeof ts === "number" ? ts : Date.parse(ts)).toISOString().slice(0, 10);
}
/** The Monday of a day's week (UTC). */
function weekOf(day) {
	const at = Date.parse(`${day}T00:00:00Z`);
	return dayOf(at - (new Date(at).getUTCDay() + 6) % 7 * DAY_MS);
}
function emptyDay() {
	return {
		tally: emptyTally(),
		verdicts: {
			pass: 0,
			blocked: 0,
			failed: 0
		},
		doors: /* @__PURE__ */ new Map(),
		assistants: /* @__PURE__ */ new Map(),
		findings: /* @__PURE__ */ new Map(),
		rules: /* @__PURE__ */ new Map(),
		checkMs: /* @__PURE__ */ new Map(),
		implemented: [],
		notReached: 0,
		served: emptyServed()
	};
}
function emptyServed() {
	return {
		runs: 0,
		warm: 0,
		cold: 0,
		replayed: 0,
		localCache: 0,
		remoteCache: 0
	};
}
function bump(map, key, by = 1) {
	map.set(key, (map.get(key) ?? 0) + by);
}
function mergeDays(days) {
	const out = emptyDay();
	out.tally = mergeTallies(days.map((d) => d.tally));
	for (const d of days) {
		out.verdicts.pass += d.verdicts.pass;
		out.verdicts.blocked += d.verdicts.blocked;
		out.verdicts.failed += d.verdicts.failed;
		for (const key of [
			"doors",
			"assistants",
			"findings",
			"rules"
		]) for (const [name, n] of d[key]) bump(out[key], name, n);
		for (const [check, counts] of d.checkMs) {
			let into = out.checkMs.get(check);
			if (!into) out.checkMs.set(check, into = /* @__PURE__ */ new Map());
			for (const [ms, n] of counts) into.set(ms, (into.get(ms) ?? 0) + n);
		}
		out.implemented.push(...d.implemented);
		out.notReached += d.notReached;
		for (const key of Object.keys(out.served)) out.served[key] += d.served[key];
	}
	return out;
}
/** Nearest-rank percentile of values given as (value, how many times) sorted by value. */
function percentile(sorted, runs, q) {
	if (runs === 0) return null;
	const rank = Math.max(1, Math.ceil(q * runs));
	let seen = 0;
	for (const [value, n] of sorted) {
		seen += n;
		if (seen >= rank) return round2(value);
	}
	return null;
}
function checkTimes(map) {
	const out = {};
	for (const [check, counts] of [...map].sort(([a], [b]) => a.localeCompare(b))) {
		const sorted = [...counts].sort(([a], [b]) => a - b);
		const runs = sorted.reduce((sum, [, n]) => sum + n, 0);
		out[check] = {
			runs,
			p50: percentile(sorted, runs, .5),
			p90: percentile(sorted, runs, .9)
		};
	}
	return out;
}
function sortedRecord(map) {
	return Object.fromEntries([...map].sort(([a], [b]) => a.localeCompare(b)));
}
function verdictOf(record) {
	return record.verdict === "block" ? "blocked" : record.failures.length > 0 ? "failed" : "pass";
}
var SeriesAggregator = class {
	filter;
	days = /* @__PURE__ */ new Map();
	stats;
	blocked = /* @__PURE__ */ new Map();
	recorded = {
		gateRuns: 0,
		checkTimes: 0,
		rules: 0
	};
	current;
	constructor(filter = {}) {
		this.filter = filter;
		this.stats = new StatsAggregator((record) => this.day(record.ts).tally);
	}
	day(ts) {
		const key = dayOf(ts);
		if (this.current?.key === key) return this.current.day;
		let day = this.days.get(key);
		if (!day) {
			day = emptyDay();
			this.days.set(key, day);
		}
		this.current = {
			key,
			day
		};
		return day;
	}
	/** Adds a record that passed `matches`, in time order; `at` is its time, when the caller has it. */
	add(record, at) {
		this.stats.add(record, at);
		if (record.type !== "gate") return;
		const day = this.day(record.ts);
		this.recorded.gateRuns++;
		day.verdicts[verdictOf(record)]++;
		bump(day.doors, doorKind(record.door));
		bump(day.assistants, record.assistant ?? "none");
		for (const file of record.files) {
			for (const check in file.findings) bump(day.findings, check, file.findings[check] ?? 0);
			if (!file.passed) {
				const entry = this.blocked.get(file.path) ?? {
					runs: 0,
					blockedBy: null
				};
				entry.runs++;
				if (file.blockedBy !== void 0) entry.blockedBy = file.blockedBy;
				this.blocked.set(file.path, entry);
			}
		}
		if (record.checkMs) {
			this.recorded.checkTimes++;
			for (const check in record.checkMs) {
				const ms = record.checkMs[check];
				if (ms === void 0) continue;
				let counts = day.checkMs.get(check);
				if (!counts) day.checkMs.set(check, counts = /* @__PURE__ */ new Map());
				counts.set(ms, (counts.get(ms) ?? 0) + 1);
			}
		}
		if (record.served !== void 0) {
			const served = day.served;
			served.runs++;
			served[record.served]++;
			const from = Object.values(record.cached ?? {});
			if (from.includes("local")) served.localCache++;
			if (from.includes("remote")) served.remoteCache++;
		}
		if (record.rules) {
			this.recorded.rules++;
			for (const rule in record.rules) bump(day.rules, rule, record.rules[rule] ?? 0);
		}
	}
	/**
	* The overall and per-session metrics (exactly `computeStats`'; the sessions only if `perSession`),
	* and the series.
	*/
	result(options = {}) {
		const stats = this.stats.result(options);
		for (const { promptTs, reachedMs } of this.stats.implementations()) {
			const day = this.day(promptTs);
			if (reachedMs === void 0) day.notReached++;
			else day.implemented.push(reachedMs);
		}
		return {
			...stats,
			series: this.series()
		};
	}
	series() {
		const seen = [...this.days.keys()].sort();
		const from = this.filter.since !== void 0 ? dayOf(this.filter.since.getTime()) : seen[0] ?? null;
		const to = this.filter.until !== void 0 ? dayOf(this.filter.until.getTime() - 1) : seen.at(-1) ?? null;
		const all = mergeDays([...this.days.values()]);
		const topRules = [...all.rules].sort(([a, x], [b, y]) => y - x || a.localeCompare(b)).slice(0, TOP).map(([rule, findings]) => ({
			rule,
			findings
		}));
		const overTime = new Set(topRules.slice(0, TOP_RULES_OVER_TIME).map((r) => r.rule));
		const unit = (from !== null && to !== null ? (Date.parse(to) - Date.parse(from)) / DAY_MS + 1 : 0) > 60 ? "week" : "day";
		const groups = /* @__PURE__ */ new Map();
		if (from !== null && to !== null) for (let at = Date.parse(from); at <= Date.parse(to); at += DAY_MS) {
			const key = unit === "week" ? weekOf(dayOf(at)) : dayOf(at);
			if (!groups.has(key)) groups.set(key, []);
		}
		for (const [key, day] of this.days) {
			const group = unit === "week" ? weekOf(key) : key;
			const list = groups.get(group);
			if (list) list.push(day);
			else groups.set(group, [day]);
		}
		return {
			unit,
			from,
			to,
			buckets: [...groups].sort(([a], [b]) => a.localeCompare(b)).map(([start, days]) => {
				const d = mergeDays(days);
				return {
					start,
					...metrics(d.tally),
					timeToImplementation: {
						sessions: d.implemented.length,
						meanMs: mean(d.implemented),
						medianMs: median(d.implemented),
						notReached: d.notReached
					},
					verdicts: d.verdicts,
					doors: sortedRecord(d.doors),
					assistants: sortedRecord(d.assistants),
					findings: sortedRecord(d.findings),
					rules: Object.fromEntries([...overTime].map((rule) => [rule, d.rules.get(rule) ?? 0])),
					checkMs: checkTimes(d.checkMs),
					served: d.served
				};
			}),
			verdicts: all.verdicts,
			doors: sortedRecord(all.doors),
			assistants: sortedRecord(all.assistants),
			findings: sortedRecord(all.findings),
			topRules,
			blockedFiles: [...this.blocked].sort(([a, x], [b, y]) => y.runs - x.runs || a.localeCompare(b)).slice(0, TOP).map(([path, { runs, blockedBy }]) => ({
				path,
				blockedRuns: runs,
				blockedBy
			})),
			checkMs: checkTimes(all.checkMs),
			recorded: { ...this.recorded },
			served: all.served.runs > 0 ? all.served : null
		};
	}
};

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
	"block",
	"incomplete"
]);
function isObject(value) {
	return typeof value === "object" && value !== null && !Array.isArray(value);
}
function optionalString(value) {
	return value === void 0 || typeof value === "string";
}
function optionalNumber(value) {
	return value === void 0 || typeof value === "number" && Number.isFinite(value) && value >= 0;
}
function counts(value) {
	return isObject(value) && Object.values(value).every((n) => typeof n === "number" && Number.isFinite(n) && n >= 0);
}
const SERVED = /* @__PURE__ */ new Set([
	"warm",
	"cold",
	"replayed"
]);
const CACHE_SOURCES = /* @__PURE__ */ new Set([
	"memory",
	"local",
	"remote"
]);
function validFile(value) {
	if (!isObject(value)) return false;
	if (typeof value.path !== "string" || typeof value.passed !== "boolean") return false;
	if (!optionalNumber(value.changedLines) || !optionalString(value.blockedBy)) return false;
	return counts(value.findings);
}
function parseLine(line, seq) {
	let value;
	try {
		value = JSON.parse(line);
	} catch {
		return "corrupt";
	}
	if (!isObject(value) || typeof value.type !== "string" || typeof value.ts !== "string") return "corrupt";
	const at = Date.parse(value.ts);
	if (Number.isNaN(at) || !optionalString(value.session)) return "corrupt";
	const valid = (record) => ({
		record,
		line,
		at,
		seq
	});
	switch (value.type) {
		case "gate":
			if (typeof value.verdict !== "string" || !VERDICTS.has(value.verdict) || !Array.isArray(value.files) || !value.files.every(validFile) || !Array.isArray(value.failures) || value.elsewhere !== void 0 && !counts(value.elsewhere) || value.checkMs !== void 0 && !counts(value.checkMs) || value.rules !== void 0 && !counts(value.rules) || value.served !== void 0 && !SERVED.has(value.served) || value.cached !== void 0 && (!isObject(value.cached) || !Object.values(value.cached).every((from) => CACHE_SOURCES.has(from)))) return "corrupt";
			return valid(value);
		case "prompt":
			if (!optionalNumber(value.score) || !optionalNumber(value.chars)) return "corrupt";
			return valid(value);
		case "session-end": return valid(value);
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
function emptySummary(dir) {
	return {
		dir,
		files: [],
		lines: 0,
		records: 0,
		corrupt: 0,
		corruptAt: [],
		ignored: 0,
		duplicates: 0
	};
}
/**
* The well-formed records of the files, in file order, with their lines, a chunk at a time (an await
* per record costs more than parsing it); counts the rest in `summary`.
*/
async function* fileRecords(files, summary) {
	for (const file of files) {
		summary.files.push(file);
		const name = path.basename(file);
		let lineNumber = 0;
		const take = (raw, batch) => {
			lineNumber++;
			const line = raw.endsWith("\r") ? raw.slice(0, -1) : raw;
			if (line.trim() === "") return;
			summary.lines++;
			const parsed = parseLine(line, summary.lines);
			if (parsed === "corrupt") {
				summary.corrupt++;
				if (summary.corruptAt.length < 10) summary.corruptAt.push(`${name}:${lineNumber}`);
			} else if (parsed === "unknown") summary.ignored++;
			else {
				summary.records++;
				batch.push(parsed);
			}
		};
		const stream = createReadStream(file, {
			encoding: "utf8",
			highWaterMark: 1 << 20
		});
		let rest = "";
		try {
			for await (const chunk of stream) {
				const text = rest + chunk;
				const batch = [];
				let start = 0;
				for (let end = text.indexOf("\n"); end !== -1; end = text.indexOf("\n", start)) {
					take(text.slice(start, end), batch);
					start = end + 1;
				}
				rest = text.slice(start);
				if (batch.length > 0) yield batch;
			}
			const last = [];
			if (rest !== "") take(rest, last);
			if (last.length > 0) yield last;
		} catch (error) {
			throw new FileError(routingMessages.metricsUnreadable(file, error.code ?? "error"));
		} finally {
			stream.destroy();
		}
	}
}
/**
* Records appended out of order (concurrent hook processes) are put back in order within this many
* records; a record further out of place is taken where it stands.
*/
const REORDER_WINDOW = 4096;
/** One source's records in time order (stable), in batches, holding at most twice the window. */
async function* windowSorted(source) {
	const byTime = (a, b) => a.at - b.at || a.seq - b.seq;
	let buffer = [];
	for await (const batch of source) {
		for (const line of batch) buffer.push(line);
		if (buffer.length >= 2 * REORDER_WINDOW) {
			buffer.sort(byTime);
			const keep = buffer.length - REORDER_WINDOW;
			yield buffer.slice(0, keep);
			buffer = buffer.slice(keep);
		}
	}
	buffer.sort(byTime);
	if (buffer.length > 0) yield buffer;
}
/** The head's next entry, reading its next batch when this one is used up; undefined at its end. */
async function peek(head) {
	while (head.at >= head.batch.length) {
		const step = await head.it.next();
		if (step.done === true) return void 0;
		head.batch = step.value;
		head.at = 0;
	}
	return head.batch[head.at];
}
/** The files of a `--log` source: a log directory's metrics files, or one file as given. */
function sourceFiles(source) {
	let isDirectory;
	try {
		isDirectory = statSync(source).isDirectory();
	} catch {
		return [];
	}
	return isDirectory ? metricsFiles(source) : [source];
}
/**
* Streams the records of one or more metrics logs (directories or files) to `onRecord`, merged in
* time order, each record once: logs from several machines, or copies of one, may hold the same line.
* Nothing but a reorder window per source and one short hash per record is held.
*/
async function streamMetricsLogs(sources, onRecord) {
	const summary = emptySummary(sources.join(", "));
	const heads = sources.map((source) => ({
		it: windowSorted(fileRecords(sourceFiles(source), summary)),
		batch: [],
		at: 0
	}));
	const seen = sources.length > 1 ? /* @__PURE__ */ new Set() : void 0;
	const [only] = heads;
	if (heads.length === 1 && only) {
		for await (const batch of only.it) for (const { record, at } of batch) onRecord(record, at);
		return summary;
	}
	for (;;) {
		let next;
		let nextEntry;
		for (const head of heads) {
			const entry = head.at < head.batch.length ? head.batch[head.at] : await peek(head);
			if (entry && (!nextEntry || entry.at < nextEntry.at)) [next, nextEntry] = [head, entry];
		}
		if (!next || !nextEntry) break;
		next.at++;
		const key = createHash("sha1").update(nextEntry.line.trim()).digest("base64").slice(0, 20);
		if (seen?.has(key)) {
			summary.duplicates++;
			summary.records--;
			continue;
		}
		seen?.add(key);
		onRecord(nextEntry.record, nextEntry.at);
	}
	return summary;
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
                   [--log <file|dir>]... [--format pretty|json]

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
		...filter.since !== void 0 ? { since: filter.since.toISOString() } : {},
		...filter.until !== void 0 ? { until: filter.until.toISOString() } : {}
	};
}
/** Streams the logs through the one computation (series.ts), filtered. */
async function aggregateLogs(sources, filter, options = {}) {
	const aggregator = new SeriesAggregator(filter);
	return {
		summary: await streamMetricsLogs(sources, (record, at) => {
			if (matches(record, filter, at)) aggregator.add(record, at);
		}),
		result: aggregator.result(options)
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
		}
	},
	positionals: false,
	run: async ({ values }) => {
		const format = values.format ?? "pretty";
		if (format !== "pretty" && format !== "json") throw new UsageError(cliMessages.stats.badFormat(format));
		const filter = readFilter("stats", values);
		const { summary, result } = await aggregateLogs(values.log && values.log.length > 0 ? values.log : [resolveLogDir()], filter);
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

export { DOORS, aggregateLogs, formatDuration as n, readFilter, statsCommand, dayOf as t };