import { r as FileError } from "./errors-BsNsftzl.js";
import { t as METRICS_FILE } from "./log-dir-CrOCpWtg.js";
import { g as routingMessages } from "./messages-CuSOVVL6.js";
import { existsSync, readSync, readdirSync, statSync } from "node:fs";
import path from "node:path";
import { fileURLToPath } from "node:url";
import { Worker } from "node:worker_threads";
import { createHash } from "node:crypto";
import { availableParallelism } from "node:os";
import { open } from "node:fs/promises";

// dist/stats/stats.js
/**
* The seed's metrics (section 10.3), computed from the metrics log, per session and overall:
* - first-time success rate: of the files edited in a session, the share that passed their first gate run;
* - iteration count: gate runs until a file first passed (files that never passed are counted apart);
* - code quality: findings per 100 changed lines, by check (per file run where changed lines are unknown);
* - time to implementation: from a session's first prompt to its first all-green gate run.
* A file is counted once per session: the same path edited in two sessions is two files.
*/
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
	if (record.type === "prompt") {
		addPrompt(t, record.score);
		if (day) addPrompt(day, record.score);
		return;
	}
	if (record.type !== "gate") return;
	t.gateRuns++;
	if (day) day.gateRuns++;
	for (const file of record.files) {
		const id = paths.id(file.path);
		let track = byPath.get(id);
		if (track === void 0) {
			track = {
				runs: 0,
				counted: day ? [t, day] : [t]
			};
			countFile(t, file.passed);
			if (day) countFile(day, file.passed);
			byPath.set(id, track);
		}
		if (track !== PASSED) {
			track.runs++;
			if (file.passed) {
				for (const target of track.counted) addCount(target.passedAt, track.runs, 1);
				byPath.set(id, PASSED);
			}
		}
		addFileRun(t, file.changedLines, file.findings);
		if (day) addFileRun(day, file.changedLines, file.findings);
	}
	if (record.elsewhere) {
		const withLines = record.files.every((f) => f.changedLines !== void 0);
		addFindings(withLines ? t.withLines : t.withoutLines, record.elsewhere);
		if (day) addFindings(withLines ? day.withLines : day.withoutLines, record.elsewhere);
	}
}
function addPrompt(target, score) {
	target.prompts++;
	if (score !== void 0) target.scores.push(score);
}
function countFile(target, passed) {
	target.files++;
	if (passed) target.passedFirstRun++;
}
function addFileRun(target, changedLines, findings) {
	if (changedLines !== void 0) {
		target.withLines.fileRuns++;
		target.withLines.changedLines += changedLines;
		addFindings(target.withLines, findings);
	} else {
		target.withoutLines.fileRuns++;
		addFindings(target.withoutLines, findings);
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
	for (const part of tallies) addTally(t, part);
	return t;
}
/** Adds a tally's counts to another's, in place. */
function addTally(t, part) {
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
function comparePlace(a, b) {
	return a.at - b.at || a.source - b.source || a.seq - b.seq;
}
/** A copy of the place alone (what is passed may be a whole line, record and all). */
function placeOf({ at, source, seq }) {
	return {
		at,
		source,
		seq
	};
}
/** Whether a record passes the filter (`until` is exclusive). */
function matches(record, filter, at = time(record)) {
	return (filter.session === void 0 || record.session === filter.session) && (filter.project === void 0 || inProject(record.project, filter.project)) && (filter.assistant === void 0 || record.assistant === filter.assistant) && (filter.door === void 0 || record.type === "gate" && doorKind(record.door) === filter.door) && (filter.since === void 0 || at >= filter.since.getTime()) && (filter.until === void 0 || at < filter.until.getTime());
}
/** Whether a record's project root is the project's or inside it. */
function inProject(root, project) {
	if (root === void 0) return false;
	return root === project || root.startsWith(project.endsWith(path.sep) ? project : `${project}${path.sep}`);
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
var StatsAggregator = class StatsAggregator {
	dayTally;
	sessions = /* @__PURE__ */ new Map();
	paths = new PathIds();
	/**
	* With `perSession: false`, every session counts into this one tally: only the overall figures are
	* wanted, and they add up the same (a year's 37,000 sessions held a tally each, a third of the heap).
	*/
	shared;
	/** Made of parts' snapshots (`fromParts`): its sessions lost their files' tracks. */
	merged = false;
	/** Made of parts' snapshots with a shared tally: their sessions, as the overall figures need them. */
	columns;
	constructor(dayTally, { perSession = true } = {}) {
		this.dayTally = dayTally;
		if (!perSession) this.shared = emptyTally();
	}
	/**
	* Adds a record that passed `matches` (the caller filters, so that it can count what it skipped);
	* `at` is its time, when the caller has it already; `place`, its place in the stream, when the
	* aggregator is one part of a log's (aggregate.ts); `day`, its day's tally, when the caller has it.
	*/
	add(record, at = time(record), place, day = this.dayTally?.(record)) {
		if (this.merged) throw new Error("an aggregator of parts only gives results");
		const key = record.session ?? null;
		let state = this.sessions.get(key);
		if (!state) {
			state = {
				session: key,
				first: record.ts,
				last: record.ts,
				tally: this.shared ?? emptyTally(),
				byPath: /* @__PURE__ */ new Map()
			};
			if (place) state.place = placeOf(place);
			this.sessions.set(key, state);
		}
		state.last = record.ts;
		addToTally(state.tally, state.byPath, this.paths, record, day);
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
	/**
	* The sessions' states, to post from a worker: what the results need (the files' runs until their
	* first pass are already counted in the tallies).
	*/
	snapshot() {
		if (this.shared) return {
			sessions: [],
			shared: this.shared,
			columns: this.sessionColumns()
		};
		return { sessions: [...this.sessions.values()].map(({ byPath: _byPath, ...state }) => state) };
	}
	/** The sessions as the overall figures need them, when they shared one tally. */
	sessionColumns() {
		let sessions = 0;
		const promptTs = [];
		const reached = [];
		for (const state of this.sessions.values()) {
			if (state.session === null) continue;
			sessions++;
			if (state.promptDay === void 0) continue;
			promptTs.push(state.promptDay);
			reached.push(state.reachedMs ?? NaN);
		}
		return {
			sessions,
			promptTs,
			reachedMs: Float64Array.from(reached)
		};
	}
	/**
	* The aggregator of a log's parts (each a share of its sessions, `snapshot`), sessions in the order
	* their first records come in the stream. Only for results: adding to it would count each session's
	* files afresh.
	*/
	static fromParts(parts, dayTally) {
		const shared = parts.flatMap((p) => p.shared ? [p.shared] : []);
		const aggregator = new StatsAggregator(dayTally, { perSession: shared.length === 0 });
		aggregator.merged = true;
		if (aggregator.shared) {
			aggregator.shared = mergeTallies(shared);
			aggregator.columns = parts.flatMap((p) => p.columns ? [p.columns] : []);
			return aggregator;
		}
		const all = parts.flatMap((p) => p.sessions);
		if (!aggregator.shared) all.sort((a, b) => comparePlace(a.place ?? NO_PLACE, b.place ?? NO_PLACE));
		for (const state of all) {
			state.tally ??= emptyTally();
			state.byPath = NO_FILES;
			aggregator.sessions.set(state.session, state);
		}
		return aggregator;
	}
	/** Each session's time to implementation, with the time of its first prompt (for the series). */
	implementations() {
		if (this.columns) return this.columns.flatMap(({ promptTs, reachedMs }) => promptTs.map((ts, i) => {
			const ms = reachedMs[i] ?? NaN;
			return {
				promptTs: ts,
				reachedMs: Number.isNaN(ms) ? void 0 : ms
			};
		}));
		return [...this.sessions.values()].flatMap((s) => s.promptDay === void 0 ? [] : [{
			promptTs: s.promptDay,
			reachedMs: s.reachedMs
		}]);
	}
	/** How many sessions have an id; their times to implementation; how many had a prompt but no time. */
	sessionTimes() {
		if (this.columns) {
			const times = [];
			let notReached = 0;
			for (const { reachedMs } of this.columns) for (const ms of reachedMs) if (Number.isNaN(ms)) notReached++;
			else times.push(ms);
			return {
				sessions: this.columns.reduce((n, c) => n + c.sessions, 0),
				times,
				notReached
			};
		}
		const states = [...this.sessions.values()];
		const notes = states.map(timeNote);
		return {
			sessions: states.filter((s) => s.session !== null).length,
			times: notes.flatMap((n) => n.timeToImplementationMs === null ? [] : [n.timeToImplementationMs]),
			notReached: notes.filter((n) => n.timeNote === "no all-green gate run after the first prompt").length
		};
	}
	/** The overall metrics, and each session's unless `perSession` is false (the dashboard shows none). */
	result({ perSession = this.shared === void 0 } = {}) {
		if (perSession && this.shared) throw new Error("the sessions shared one tally: no per-session figures");
		const states = [...this.sessions.values()];
		const { sessions, times, notReached } = this.sessionTimes();
		return {
			overall: {
				sessions,
				...metrics(this.shared ?? mergeTallies(states.map((s) => s.tally))),
				timeToImplementation: {
					sessions: times.length,
					meanMs: mean(times),
					medianMs: median(times),
					notReached
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
const NO_PLACE = {
	at: 0,
	source: 0,
	seq: 0
};
/** The files' tracks of a merged session: never added to (`fromParts`' aggregator only gives results). */
const NO_FILES = /* @__PURE__ */ new Map();
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
	for (const d of days) addDay(out, d);
	return out;
}
/** Adds a day's counts to another's, in place. */
function addDay(out, d) {
	addTally(out.tally, d.tally);
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
	for (const ms of d.implemented) out.implemented.push(ms);
	out.notReached += d.notReached;
	for (const key of Object.keys(out.served)) out.served[key] += d.served[key];
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
var SeriesAggregator = class SeriesAggregator {
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
	/** `perSession: false`: only the overall figures and the series will be asked for (the dashboard). */
	constructor(filter = {}, options = {}) {
		this.filter = filter;
		this.stats = new StatsAggregator((record) => this.day(record.ts).tally, options);
	}
	snapshot() {
		return {
			days: [...this.days],
			blocked: [...this.blocked],
			recorded: { ...this.recorded },
			sessions: this.stats.snapshot()
		};
	}
	/**
	* The aggregation of a log's parts, each a share of its sessions: days, files and counts added, each
	* file's latest blocking finding the latest in the stream. Only for `result`.
	*/
	static fromParts(filter, parts) {
		const aggregator = new SeriesAggregator(filter);
		for (const part of parts) {
			for (const [key, day] of part.days) {
				const had = aggregator.days.get(key);
				if (had) addDay(had, day);
				else aggregator.days.set(key, day);
			}
			for (const [path, entry] of part.blocked) {
				const had = aggregator.blocked.get(path);
				if (!had) aggregator.blocked.set(path, entry);
				else {
					const latest = !had.place || entry.place !== void 0 && comparePlace(entry.place, had.place) > 0 ? entry : had;
					aggregator.blocked.set(path, {
						runs: had.runs + entry.runs,
						blockedBy: latest.blockedBy,
						...latest.place ? { place: latest.place } : {}
					});
				}
			}
			for (const key of [
				"gateRuns",
				"checkTimes",
				"rules"
			]) aggregator.recorded[key] += part.recorded[key];
		}
		aggregator.stats = StatsAggregator.fromParts(parts.map((p) => p.sessions), (record) => aggregator.day(record.ts).tally);
		return aggregator;
	}
	day(ts) {
		const current = this.current;
		if (current && ts.length === 24 && ts[10] === "T" && ts.endsWith("Z") && ts.startsWith(current.key)) return current.day;
		const key = dayOf(ts);
		if (current?.key === key) return current.day;
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
	/**
	* Adds a record that passed `matches`, in time order; `at` is its time, when the caller has it;
	* `place`, its place in the stream, when this is one part of a log's aggregation.
	*/
	add(record, at, place) {
		const day = this.day(record.ts);
		this.stats.add(record, at, place, day.tally);
		if (record.type !== "gate") return;
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
				if (file.blockedBy !== void 0) {
					entry.blockedBy = file.blockedBy;
					if (place) entry.place = placeOf(place);
				}
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
			let local = false;
			let remote = false;
			for (const check in record.cached) {
				const from = record.cached[check];
				if (from === "local") local = true;
				else if (from === "remote") remote = true;
			}
			if (local) served.localCache++;
			if (remote) served.remoteCache++;
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
	if (!isObject(value)) return false;
	for (const key in value) {
		const n = value[key];
		if (typeof n !== "number" || !Number.isFinite(n) || n < 0) return false;
	}
	return true;
}
/**
* Milliseconds of an ISO time. qgate writes `toISOString()`'s form (`2026-03-01T12:00:00.000Z`), read
* here from its digits, which costs a fraction of `Date.parse`; any other form goes to `Date.parse`.
*/
function timeOf(ts) {
	if (ts.length !== 24 || ts.charCodeAt(23) !== 90 || ts.charCodeAt(10) !== 84) return Date.parse(ts);
	if (ts[4] !== "-" || ts[7] !== "-" || ts[13] !== ":" || ts[16] !== ":" || ts[19] !== ".") return Date.parse(ts);
	const month = digitsAt(ts, 5, 2);
	const day = digitsAt(ts, 8, 2);
	const hour = digitsAt(ts, 11, 2);
	const minute = digitsAt(ts, 14, 2);
	const second = digitsAt(ts, 17, 2);
	if (!(month >= 1 && month <= 12 && day >= 1 && day <= 31 && hour <= 23 && minute <= 59 && second <= 59)) return Date.parse(ts);
	const year = digitsAt(ts, 0, 4);
	const leap = year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
	if (!(year >= 100) || day > (month === 2 ? leap ? 29 : 28 : DAYS_IN_MONTH[month - 1])) return Date.parse(ts);
	return Date.UTC(year, month - 1, day, hour, minute, second, digitsAt(ts, 20, 3));
}
/** The number `count` decimal digits of `text` at `from` spell; NaN if one is not a digit. */
function digitsAt(text, from, count) {
	let n = 0;
	for (let i = from; i < from + count; i++) {
		const d = text.charCodeAt(i) - 48;
		if (d < 0 || d > 9) return NaN;
		n = n * 10 + d;
	}
	return n;
}
const DAYS_IN_MONTH = [
	31,
	28,
	31,
	30,
	31,
	30,
	31,
	31,
	30,
	31,
	30,
	31
];
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
function parseLine(line, seq, source = 0) {
	let value;
	try {
		value = JSON.parse(line);
	} catch {
		return "corrupt";
	}
	if (!isObject(value) || typeof value.type !== "string" || typeof value.ts !== "string") return "corrupt";
	const at = timeOf(value.ts);
	if (Number.isNaN(at) || !optionalString(value.session) || !optionalString(value.project)) return "corrupt";
	const valid = (record) => ({
		record,
		line,
		at,
		source,
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
		duplicates: 0,
		unattributed: 0
	};
}
const SESSION_KEY = Buffer.from("\"session\":\"");
/** Records handed on at a time. */
const BATCH = 128;
/** Bytes read from a log file at a time. */
const READ_BYTES = 1 << 20;
/**
* Which part a line belongs to. qgate writes `session` only at the top level, and a JSON string holds
* no unescaped quote, so the key's first occurrence is the record's own session id; its bytes up to the
* closing quote are hashed (FNV-1a): JSON.stringify writes one id one way, so every line of a session
* hashes alike.
*/
function partOf(buffer, start, end, parts) {
	let key = writtenKeyAt(buffer, start, end);
	const first = SESSION_KEY[0];
	const last = end - SESSION_KEY.length;
	for (let i = start; i <= last && key === -1; i++) {
		if (buffer[i] !== first) continue;
		let j = 1;
		while (j < SESSION_KEY.length && buffer[i + j] === SESSION_KEY[j]) j++;
		if (j === SESSION_KEY.length) key = i;
	}
	if (key === -1) return 0;
	let hash = 2166136261;
	for (let i = key + SESSION_KEY.length; i < end && buffer[i] !== 34; i++) hash = Math.imul(hash ^ (buffer[i] ?? 0), 16777619);
	return shareOf((hash >>> 0) % SLOTS, parts);
}
const TYPE_KEY = Buffer.from("{\"type\":\"");
const TS_KEY = Buffer.from("\",\"ts\":\"");
/** Where the session key starts when the line begins as qgate writes it; -1 when not, or not there. */
function writtenKeyAt(buffer, start, end) {
	if (!startsWithAt(buffer, start, end, TYPE_KEY)) return -1;
	let i = start + TYPE_KEY.length;
	const typeEnd = Math.min(end, i + 32);
	while (i < typeEnd && buffer[i] !== 34 && buffer[i] !== 92) i++;
	if (buffer[i] !== 34 || !startsWithAt(buffer, i, end, TS_KEY)) return -1;
	const key = i + TS_KEY.length + 24 + 2;
	return buffer[key - 2] === 34 && buffer[key - 1] === 44 && startsWithAt(buffer, key, end, SESSION_KEY) ? key : -1;
}
function startsWithAt(buffer, at, end, bytes) {
	if (at + bytes.length > end) return false;
	for (let j = 0; j < bytes.length; j++) if (buffer[at + j] !== bytes[j]) return false;
	return true;
}
/** A session's hash picks one of this many slots; the parts share the slots out. */
const SLOTS = 4096;
/**
* Part 0 is read by the thread that starts the others (aggregate.ts), which is reading while each
* worker is still starting and loading its modules (a tenth to a quarter of a second): it takes this
* much more than an even share, so that all end together.
*/
const FIRST_PART_EXTRA = .1;
/** The part a slot falls in: part 0 a share of `1 + FIRST_PART_EXTRA`, every other part a share of 1. */
function shareOf(slot, parts) {
	if (parts <= 1) return 0;
	const first = Math.round(SLOTS * 1.1 / (parts + FIRST_PART_EXTRA));
	if (slot < first) return 0;
	return 1 + Math.floor((slot - first) * (parts - 1) / (SLOTS - first));
}
/** Where each of `corruptAt`'s lines is: source, file, line (not shown; how parts' lists merge). */
const corruptPlaces = /* @__PURE__ */ new WeakMap();
function comparePlaces(a, b) {
	return a[0] - b[0] || a[1] - b[1] || a[2] - b[2];
}
/** Keeps the first 10 corrupt lines by place, whatever order the sources are read in. */
function noteCorrupt(summary, place, label) {
	let places = corruptPlaces.get(summary);
	if (!places) corruptPlaces.set(summary, places = []);
	const last = places.at(-1);
	if (places.length >= 10 && last && comparePlaces(place, last) >= 0) return;
	const entries = places.map((p, i) => ({
		place: p,
		label: summary.corruptAt[i] ?? ""
	}));
	entries.push({
		place,
		label
	});
	entries.sort((a, b) => comparePlaces(a.place, b.place));
	entries.length = Math.min(entries.length, 10);
	corruptPlaces.set(summary, entries.map((e) => e.place));
	summary.corruptAt = entries.map((e) => e.label);
}
/** Whether a line holds nothing but white space (as String.trim sees it). */
function isBlank(buffer, start, end) {
	if (start >= end) return true;
	if (buffer[start] === 123) return false;
	return buffer.toString("utf8", start, end).trim() === "";
}
/**
* The well-formed records of the files, in file order, with their lines, a chunk at a time (an await
* per record costs more than parsing it); counts the rest in `summary`. With a `part`, only the lines of
* that part are decoded and parsed (and counted); the others are only numbered, so that every part
* numbers the log's lines alike.
*/
async function* fileRecords(files, summary, source = 0, part, keepLines = true) {
	let seq = 0;
	for (const [fileIndex, file] of files.entries()) {
		summary.files.push(file);
		const name = path.basename(file);
		let lineNumber = 0;
		const take = (buffer, start, end, batch) => {
			lineNumber++;
			if (end > start && buffer[end - 1] === 13) end--;
			if (isBlank(buffer, start, end)) return;
			seq++;
			if (part && part.parts > 1 && partOf(buffer, start, end, part.parts) !== part.index) return;
			summary.lines++;
			const parsed = parseLine(buffer.toString("utf8", start, end), seq, source);
			if (parsed === "corrupt") {
				summary.corrupt++;
				noteCorrupt(summary, [
					source,
					fileIndex,
					lineNumber
				], `${name}:${lineNumber}`);
			} else if (parsed === "unknown") summary.ignored++;
			else {
				summary.records++;
				if (!keepLines) parsed.line = "";
				batch.push(parsed);
			}
		};
		let handle;
		let buffer = Buffer.allocUnsafe(2 * READ_BYTES);
		let carried = 0;
		try {
			handle = await open(file, "r");
			for (;;) {
				if (buffer.length - carried < READ_BYTES) {
					const larger = Buffer.allocUnsafe(2 * buffer.length);
					buffer.copy(larger, 0, 0, carried);
					buffer = larger;
				}
				const bytesRead = readSync(handle.fd, buffer, carried, READ_BYTES, null);
				if (bytesRead === 0) break;
				const chunk = buffer.subarray(0, carried + bytesRead);
				let batch = [];
				let start = 0;
				for (let end = chunk.indexOf(10, start); end !== -1; end = chunk.indexOf(10, start)) {
					take(chunk, start, end, batch);
					start = end + 1;
					if (batch.length >= BATCH) {
						yield batch;
						batch = [];
					}
				}
				carried = chunk.length - start;
				if (carried > 0) chunk.copy(buffer, 0, start);
				if (batch.length > 0) yield batch;
			}
			const last = [];
			if (carried > 0) take(buffer, 0, carried, last);
			if (last.length > 0) yield last;
		} catch (error) {
			throw new FileError(routingMessages.metricsUnreadable(file, error.code ?? "error"));
		} finally {
			await handle?.close();
		}
	}
}
/**
* Records appended out of order (concurrent hook processes) are put back in order within this many
* records; a record further out of place is taken where it stands.
*/
const REORDER_WINDOW = 256;
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
* Nothing but a reorder window per source and one short hash per record is held. With a `part`, only
* that part's records (by session, `partOf`) are read; the summary counts that part's lines.
*/
async function streamMetricsLogs(sources, onRecord, part) {
	const summary = emptySummary(sources.join(", "));
	const heads = sources.map((source, index) => ({
		it: windowSorted(fileRecords(sourceFiles(source), summary, index, part, sources.length > 1)),
		batch: [],
		at: 0
	}));
	const seen = sources.length > 1 ? /* @__PURE__ */ new Set() : void 0;
	const [only] = heads;
	if (heads.length === 1 && only) {
		for await (const batch of only.it) for (const line of batch) onRecord(line.record, line.at, line);
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
		onRecord(nextEntry.record, nextEntry.at, nextEntry);
	}
	return summary;
}
function partSummary(summary) {
	return {
		summary,
		places: corruptPlaces.get(summary) ?? []
	};
}
/** The summaries of a log's parts as one: counts added, the first corrupt lines by place. */
function mergeSummaries(parts) {
	const [first] = parts;
	if (!first) throw new Error("no summaries to merge");
	const merged = {
		...emptySummary(first.summary.dir),
		files: first.summary.files
	};
	for (const { summary, places } of parts) {
		merged.lines += summary.lines;
		merged.records += summary.records;
		merged.corrupt += summary.corrupt;
		merged.ignored += summary.ignored;
		merged.duplicates += summary.duplicates;
		merged.unattributed += summary.unattributed;
		places.forEach((place, i) => noteCorrupt(merged, place, summary.corruptAt[i] ?? ""));
	}
	return merged;
}

// dist/stats/aggregate.js
/**
* The one computation behind `qgate stats` and `qgate dashboard`, over whole metrics logs: records
* stream through the series' aggregator (series.ts), filtered, and only counts are kept.
*
* A large log is read in parts on worker threads, one a core (at most four): parsing its lines is most
* of the time (a year of a busy team's runs, 1,000,000 records, is 330 MB of JSON). Each part takes the
* lines of a share of the sessions (stats-log.ts `partOf`, from the line's text, without parsing it),
* so every session's counts are whole in one part; the parts' days, files and sessions are then added,
* in stream order where order matters. A worker that cannot start or dies (its memory limit) leaves the
* log to this thread, read whole: never a partial result.
*/
/** Below this many bytes of log, a worker's start costs more than it saves. */
const PARALLEL_FROM_BYTES = 16777216;
const MAX_PARTS = 4;
/**
* V8's limits for a part's worker: its counts are tens of MB for a year's log; past this it dies, and
* the log is read here, under this thread's own (larger) limit, rather than a part being lost.
*/
const PART_LIMITS = { maxOldGenerationSizeMb: 512 };
/** Reads one share of the logs (or all of them, without `part`) into the series' aggregator. */
async function aggregatePart(sources, filter, perSession, part) {
	const aggregator = new SeriesAggregator(filter, { perSession });
	let unattributed = 0;
	const anyProject = filter.project !== void 0 ? {
		...filter,
		project: void 0
	} : void 0;
	const summary = await streamMetricsLogs(sources, (record, at, line) => {
		if (matches(record, filter, at)) aggregator.add(record, at, part ? line : void 0);
		else if (anyProject && record.project === void 0 && matches(record, anyProject, at)) unattributed++;
	}, part);
	summary.unattributed = unattributed;
	return {
		summary,
		aggregator
	};
}
/** The compiled worker (tests import src/ but run workers from dist/); undefined when there is none. */
function workerScript() {
	const candidate = fileURLToPath(import.meta.url).endsWith(".ts") ? fileURLToPath(new URL("../../dist/stats/aggregate-worker.js", import.meta.url)) : fileURLToPath(new URL("./aggregate-worker.js", import.meta.url));
	return existsSync(candidate) ? candidate : void 0;
}
function logBytes(sources) {
	let bytes = 0;
	for (const source of sources) for (const file of sourceFiles(source)) try {
		bytes += statSync(file).size;
	} catch {}
	return bytes;
}
/** How many parts to read the logs in: one per core (at most four) from 16 MB of log. */
function partCount(sources) {
	if (logBytes(sources) < PARALLEL_FROM_BYTES) return 1;
	return Math.max(1, Math.min(availableParallelism(), MAX_PARTS));
}
/** A part's worker, and its output (undefined when it could not start or died). */
function startPart(script, input, limits) {
	const worker = new Worker(script, {
		workerData: input,
		resourceLimits: limits
	});
	return {
		worker,
		output: new Promise((resolve) => {
			worker.once("message", (message) => resolve(message));
			worker.once("error", () => resolve(void 0));
			worker.once("exit", () => resolve(void 0));
		})
	};
}
/**
* The logs read in `parts` parts: this thread reads part 0 while a worker reads each other one (one
* heap fewer than a worker for every part). Undefined when a worker could not start or died.
*/
async function aggregateInParts(script, sources, filter, parts, perSession, limits) {
	const workers = Array.from({ length: parts - 1 }, (_, i) => startPart(script, {
		sources,
		filter,
		perSession,
		part: {
			index: i + 1,
			parts
		}
	}, limits));
	const done = [];
	try {
		const own = await aggregatePart(sources, filter, perSession, {
			index: 0,
			parts
		});
		done.push({
			summary: partSummary(own.summary),
			series: own.aggregator.snapshot()
		});
		for (const output of await Promise.all(workers.map((w) => w.output))) {
			if (output === void 0) return void 0;
			if ("fileError" in output) throw new FileError(output.fileError);
			done.push(output);
		}
	} finally {
		for (const { worker } of workers) worker.terminate();
	}
	const aggregator = SeriesAggregator.fromParts(filter, done.map((d) => d.series));
	return {
		summary: mergeSummaries(done.map((d) => d.summary)),
		result: aggregator.result({ perSession }),
		parts
	};
}
/**
* Streams the logs through the one computation (series.ts), filtered. `parts` and `partLimits` are
* for tests (a small log read in parts; a worker made to die); by default a log is read in parts from
* 16 MB.
*/
async function aggregateLogs(sources, filter, options = {}) {
	const perSession = options.perSession ?? true;
	const parts = options.parts ?? partCount(sources);
	const script = parts > 1 ? workerScript() : void 0;
	if (script) {
		const inParts = await aggregateInParts(script, sources, filter, parts, perSession, options.partLimits ?? PART_LIMITS);
		if (inParts) return inParts;
	}
	const { summary, aggregator } = await aggregatePart(sources, filter, perSession);
	return {
		summary,
		result: aggregator.result({ perSession }),
		parts: 1
	};
}

export { dayOf as i, aggregatePart as n, partSummary as r, aggregateLogs as t };