import { a as UsageError, r as FileError } from "./errors-BsNsftzl.js";
import { C as wrapList, i as cliMessages, v as statsMessages } from "./messages-CuSOVVL6.js";
import { n as ASSISTANT_IDS } from "./registry-B2DTrHAP.js";
import { t as INSTALL_DIR } from "./paths-CsvQPuJS.js";
import { n as resolveLogDir } from "./log-dir-CrOCpWtg.js";
import { a as redactStrings } from "./redact-CzCWQn79.js";
import { a as readFilter, c as formatDuration, i as projectOf, t as DOORS } from "./stats-CWK_o2u6.js";
import { i as dayOf, t as aggregateLogs } from "./aggregate-DzmlaXgL.js";
import { t as defineCommand } from "./define-command-BoCfixfe.js";
import { createRequire } from "node:module";
import { readFileSync, writeFileSync } from "node:fs";
import path from "node:path";
import { spawn } from "node:child_process";

// dist/stats/dashboard.js
/**
* `qgate dashboard`: one self-contained HTML page of the numbers `qgate stats --format json` gives
* (series.ts), drawn with uPlot, which is inlined: the page loads nothing (its Content-Security-Policy
* allows no request at all). Every chart has a table under it with the same numbers, for screen readers
* and for copying; each cell's column names its field (`data-path`) in the stats JSON's bucket.
*
* Every string that came from the log (paths, rules, finding messages, sessions, assistants) is
* redacted with the same detectors as every other output (redactText, through redactStrings) and then HTML-escaped; the data
* the charts read sits in a JSON script element with `<`, `>` and `&` escaped.
*/
function get(bucket, path) {
	let value = bucket;
	for (const part of splitPath(path)) {
		if (value === null || typeof value !== "object") return void 0;
		value = value[part];
	}
	return value;
}
/** A dotted path whose keys may hold dots themselves (rule ids): those are in brackets, as JSON strings. */
function splitPath(path) {
	const parts = [];
	for (const match of path.matchAll(/\[("(?:[^"\\]|\\.)*")\]|([^.[\]]+)/g)) parts.push(match[1] !== void 0 ? JSON.parse(match[1]) : match[2] ?? "");
	return parts;
}
function keyPath(prefix, key, suffix = "") {
	return `${prefix}[${JSON.stringify(key)}]${suffix}`;
}
function escapeHtml(text) {
	return text.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/"/g, "&quot;").replace(/'/g, "&#39;");
}
/** JSON safe inside a script element: no `<\/script>`, no `<!--`, no HTML entities. */
function scriptJson(value) {
	return JSON.stringify(value).replace(/</g, "\\u003c").replace(/>/g, "\\u003e").replace(/&/g, "\\u0026").replace(/\u2028/g, "\\u2028").replace(/\u2029/g, "\\u2029");
}
const percent = (rate) => rate === null ? "n/a" : `${Math.round(rate * 100)}%`;
function charts(stats, series) {
	const o = stats.overall;
	const s = series;
	return [
		{
			id: "first-time-success",
			title: "First-time success rate",
			overall: `${percent(o.firstTimeSuccess.rate)} (${o.firstTimeSuccess.passedFirstRun} of ${o.firstTimeSuccess.files} files passed their first gate run)`,
			unit: "share of files",
			kind: "lines",
			columns: [{
				label: "rate",
				path: "firstTimeSuccess.rate",
				absent: null
			}]
		},
		{
			id: "iterations",
			title: "Iterations until pass",
			overall: o.iterations.mean === null ? "no file passed" : `mean ${o.iterations.mean}, median ${o.iterations.median} over ${o.iterations.passedFiles} files; ${o.iterations.neverPassed} never passed`,
			unit: "gate runs",
			kind: "lines",
			columns: [{
				label: "mean",
				path: "iterations.mean",
				absent: null
			}, {
				label: "median",
				path: "iterations.median",
				absent: null
			}]
		},
		{
			id: "code-quality",
			title: "Code quality",
			overall: [o.codeQuality.withLines.per100Lines !== null ? `${o.codeQuality.withLines.per100Lines} findings per 100 changed lines` : void 0, o.codeQuality.withoutLines.perFileRun !== null ? `${o.codeQuality.withoutLines.perFileRun} findings per file run where changed lines are unknown` : void 0].filter(Boolean).join("; ") || "no file runs",
			unit: "findings",
			kind: "lines",
			columns: [{
				label: "per 100 changed lines",
				path: "codeQuality.withLines.per100Lines",
				absent: null
			}, {
				label: "per file run (lines unknown)",
				path: "codeQuality.withoutLines.perFileRun",
				absent: null
			}]
		},
		{
			id: "time-to-implementation",
			title: "Time to implementation",
			overall: o.timeToImplementation.medianMs === null || o.timeToImplementation.meanMs === null ? "not reached in any session" : `median ${formatDuration(o.timeToImplementation.medianMs)}, mean ${formatDuration(o.timeToImplementation.meanMs)} over ${o.timeToImplementation.sessions} sessions; ${o.timeToImplementation.notReached} not reached`,
			unit: "ms, by the day of the session's first prompt",
			kind: "lines",
			columns: [{
				label: "median ms",
				path: "timeToImplementation.medianMs",
				absent: null
			}, {
				label: "mean ms",
				path: "timeToImplementation.meanMs",
				absent: null
			}]
		},
		{
			id: "verdicts",
			title: "Gate runs by verdict",
			overall: `${s.verdicts.pass} passed, ${s.verdicts.blocked} blocked, ${s.verdicts.failed} a check failed to run`,
			unit: "gate runs",
			kind: "bars",
			columns: [
				{
					label: "pass",
					path: "verdicts.pass",
					absent: 0
				},
				{
					label: "blocked",
					path: "verdicts.blocked",
					absent: 0
				},
				{
					label: "failed to run",
					path: "verdicts.failed",
					absent: 0
				}
			]
		},
		countChart("doors", "Gate runs by door", s.doors, "doors"),
		countChart("assistants", "Gate runs by assistant", s.assistants, "assistants"),
		countChart("findings", "Findings per check", s.findings, "findings"),
		{
			id: "top-rules",
			title: "Top rules over time",
			overall: s.topRules.length === 0 ? "no rule recorded" : s.topRules.slice(0, 3).map((r) => `${r.rule} ${r.findings}`).join(", "),
			unit: "findings",
			kind: "lines",
			columns: s.topRules.slice(0, 5).map((r) => ({
				label: r.rule,
				path: keyPath("rules", r.rule),
				absent: 0
			}))
		},
		{
			id: "check-time",
			title: "Time per check (p50, p90)",
			overall: Object.entries(s.checkMs).map(([check, t]) => `${check} p50 ${t.p50} ms, p90 ${t.p90} ms`).join("; ") || "no check times recorded",
			unit: "ms",
			kind: "lines",
			columns: Object.keys(s.checkMs).flatMap((check) => [{
				label: `${check} p50`,
				path: keyPath("checkMs", check, ".p50"),
				absent: null
			}, {
				label: `${check} p90`,
				path: keyPath("checkMs", check, ".p90"),
				absent: null
			}])
		},
		{
			id: "served",
			title: "Served warm, from the local cache, from the remote cache",
			overall: s.served === null ? statsMessages.served : `of ${s.served.runs} runs: ${s.served.warm} warm, ${s.served.cold} cold, ${s.served.replayed} replayed whole; ${s.served.localCache} used the local cache, ${s.served.remoteCache} the remote cache`,
			unit: "gate runs",
			kind: "bars",
			columns: [
				{
					label: "warm",
					path: "served.warm",
					absent: 0
				},
				{
					label: "cold",
					path: "served.cold",
					absent: 0
				},
				{
					label: "replayed",
					path: "served.replayed",
					absent: 0
				},
				{
					label: "local cache",
					path: "served.localCache",
					absent: 0
				},
				{
					label: "remote cache",
					path: "served.remoteCache",
					absent: 0
				}
			]
		}
	];
}
function countChart(id, title, totals, field) {
	const names = Object.keys(totals);
	return {
		id,
		title,
		overall: names.map((name) => `${name} ${totals[name]}`).join(", ") || "none",
		unit: field === "findings" ? "findings" : "gate runs",
		kind: "bars",
		columns: names.map((name) => ({
			label: name,
			path: keyPath(field, name),
			absent: 0
		}))
	};
}
function cellValue(bucket, column) {
	const value = get(bucket, column.path);
	return typeof value === "number" ? value : column.absent;
}
function table(chart, buckets, unit) {
	const head = `<tr><th scope="col">${unit === "week" ? "week of" : "day"}</th>${chart.columns.map((c) => `<th scope="col">${escapeHtml(c.label)}</th>`).join("")}</tr>`;
	const rows = [...buckets].reverse().map((b) => `<tr><th scope="row">${escapeHtml(b.start)}</th>${chart.columns.map((c) => {
		const value = cellValue(b, c);
		return `<td data-path="${escapeHtml(c.path)}" data-absent="${c.absent === null ? "null" : "0"}">${value === null ? "–" : String(value)}</td>`;
	}).join("")}</tr>`).join("\n");
	return `<div class="table-wrap"><table data-chart="${chart.id}"><caption>${escapeHtml(chart.title)}, per ${unit}</caption><thead>${head}</thead><tbody>\n${rows}\n</tbody></table></div>`;
}
function hasData(chart, buckets) {
	return chart.columns.length > 0 && buckets.some((b) => chart.columns.some((c) => {
		const v = cellValue(b, c);
		return v !== null && (c.absent === null || v !== 0);
	}));
}
function listTable(id, caption, header, rows, paths) {
	if (rows.length === 0) return `<p class="note">${escapeHtml(statsMessages.noData)}</p>`;
	return `<div class="table-wrap"><table data-list="${id}"><caption>${escapeHtml(caption)}</caption><thead><tr>${header.map((h) => `<th scope="col">${escapeHtml(h)}</th>`).join("")}</tr></thead><tbody>\n${rows.map((row, i) => `<tr>${row.map((cell, j) => `<td data-path="${escapeHtml(`${id}[${i}].${paths[j] ?? ""}`)}">${escapeHtml(String(cell))}</td>`).join("")}</tr>`).join("\n")}\n</tbody></table></div>`;
}
/** What the page says about its input before any chart. */
function notes(input) {
	const { summary, result } = input;
	const out = [];
	if (summary.files.length === 0) return [statsMessages.noLog(summary.dir)];
	if (summary.records === 0 && summary.duplicates === 0) out.push(statsMessages.emptyLog(summary.dir));
	if (summary.corrupt > 0) out.push(statsMessages.corrupt(summary.corrupt, summary.corruptAt, summary.corrupt > summary.corruptAt.length));
	if (summary.ignored > 0) out.push(statsMessages.ignored(summary.ignored));
	if (summary.duplicates > 0) out.push(statsMessages.duplicates(summary.duplicates));
	if (summary.unattributed > 0) out.push(statsMessages.unattributed(summary.unattributed));
	const { recorded } = result.series;
	const older = recorded.gateRuns - Math.min(recorded.checkTimes, recorded.rules);
	if (older > 0) out.push(statsMessages.olderRecords(older, recorded.gateRuns));
	if (summary.records > 0 && result.overall.gateRuns === 0 && result.overall.prompts.count === 0) out.push(statsMessages.noMatch);
	const active = result.series.buckets.filter((b) => b.gateRuns > 0 || b.prompts.count > 0);
	if (active.length === 1 && active[0] !== void 0) out.push(statsMessages.oneDay(active[0].start));
	return out;
}
let uplotSource;
/** uPlot's minified build and stylesheet, read from the installed package (inlined in every page). */
function uplot() {
	if (!uplotSource) {
		const main = createRequire(import.meta.url).resolve("uplot");
		const dir = main.slice(0, main.lastIndexOf("/") + 1);
		uplotSource = {
			js: readFileSync(`${dir}uPlot.iife.min.js`, "utf8").replace(/<\/(script)/gi, "<\\/$1"),
			css: readFileSync(`${dir}uPlot.min.css`, "utf8").replace(/<\/(style)/gi, "<\\/$1")
		};
	}
	return uplotSource;
}
const STYLE = `
:root { color-scheme: light dark; --bg: #ffffff; --fg: #1d232a; --muted: #5b6672; --line: #d5dbe1; --card: #f6f8fa; --grid: rgba(0,0,0,0.08);
  --c0: #2563eb; --c1: #dc2626; --c2: #d97706; --c3: #059669; --c4: #7c3aed; --c5: #db2777; --c6: #0891b2; --c7: #65a30d; }
@media (prefers-color-scheme: dark) {
  :root { --bg: #0f1419; --fg: #e6edf3; --muted: #9aa7b4; --line: #30363d; --card: #161b22; --grid: rgba(255,255,255,0.1);
    --c0: #60a5fa; --c1: #f87171; --c2: #fbbf24; --c3: #34d399; --c4: #a78bfa; --c5: #f472b6; --c6: #22d3ee; --c7: #a3e635; }
}
* { box-sizing: border-box; }
body { margin: 0; padding: 1.5rem; background: var(--bg); color: var(--fg); font: 15px/1.5 system-ui, -apple-system, "Segoe UI", sans-serif; }
main { max-width: 1200px; margin: 0 auto; }
.grid { display: grid; grid-template-columns: repeat(auto-fit, minmax(min(100%, 460px), 1fr)); gap: 0 1rem; }
section { min-width: 0; }
h1 { font-size: 1.5rem; margin: 0 0 .25rem; }
h2 { font-size: 1.15rem; margin: 0 0 .25rem; }
.meta, .unit { color: var(--muted); font-size: .9rem; }
.notes { border-left: 4px solid var(--c2); background: var(--card); padding: .5rem 1rem; margin: 1rem 0; }
.notes p { margin: .25rem 0; }
.summary { display: grid; grid-template-columns: repeat(auto-fit, minmax(220px, 1fr)); gap: .75rem; margin: 1rem 0; }
.summary div { background: var(--card); border: 1px solid var(--line); border-radius: 6px; padding: .6rem .8rem; }
.summary b { display: block; font-size: 1.3rem; }
section { background: var(--card); border: 1px solid var(--line); border-radius: 6px; padding: 1rem; margin: 1rem 0; break-inside: avoid; }
.overall { margin: .25rem 0 .75rem; }
.chart { width: 100%; min-height: 220px; }
.table-wrap { overflow: auto; max-height: 15rem; margin-top: .75rem; border: 1px solid var(--line); }
.table-wrap table { width: 100%; }
thead th { position: sticky; top: 0; background: var(--card); }
table { border-collapse: collapse; font-size: .85rem; font-variant-numeric: tabular-nums; }
caption { text-align: left; color: var(--muted); padding-bottom: .25rem; }
th, td { border: 1px solid var(--line); padding: .2rem .5rem; text-align: right; }
th[scope=row], thead th:first-child { text-align: left; }
td.text { text-align: left; word-break: break-all; }
.note { color: var(--muted); font-style: italic; }
.u-legend { color: var(--fg); font-size: .8rem; }
@media (max-width: 640px) { body { padding: .75rem; } section { padding: .6rem; } }
@media print {
  .grid { display: block; }
  :root { --bg: #fff; --fg: #000; --card: #fff; --line: #999; }
  body { padding: 0; }
  section { border: none; page-break-inside: avoid; }
  .table-wrap { max-height: none; overflow: visible; border: none; }
  thead th { position: static; }
}
`;
/** Draws every chart from the JSON data; the tables are already in the page. */
const SCRIPT = `
(function () {
  var data = JSON.parse(document.getElementById("qgate-data").textContent);
  var css = getComputedStyle(document.documentElement);
  var color = function (i) { return css.getPropertyValue("--c" + (i % 8)).trim() || "#2563eb"; };
  var fg = css.getPropertyValue("--fg").trim(), grid = css.getPropertyValue("--grid").trim();
  var xs = data.x;
  var plots = [];
  function width(el) { return Math.max(260, el.clientWidth); }
  data.charts.forEach(function (chart) {
    var el = document.getElementById("chart-" + chart.id);
    if (!el) return;
    var series = [{}].concat(chart.columns.map(function (c, i) {
      return { label: c, stroke: color(i), width: 2, points: { show: true, size: 7, fill: color(i) }, fill: chart.kind === "bars" ? color(i) + "22" : undefined };
    }));
    var pad = xs.length > 1 ? (xs[1] - xs[0]) / 2 : 43200;
    var opts = {
      width: width(el), height: 240,
      series: series,
      scales: { x: { time: true, range: function () { return [xs[0] - pad, xs[xs.length - 1] + pad]; } }, y: { range: function (u, min, max) { return [Math.min(0, min), max > 0 ? max * 1.1 : 1]; } } },
      axes: [{ stroke: fg, grid: { stroke: grid } }, { stroke: fg, grid: { stroke: grid }, size: function (u, values) { var longest = (values || []).reduce(function (n, v) { return Math.max(n, String(v).length); }, 1); return 16 + longest * 8; } }],
      tzDate: function (ts) { return uPlot.tzDate(new Date(ts * 1000), "Etc/UTC"); },
      legend: { show: true },
      cursor: { drag: { x: false, y: false } },
    };
    plots.push({ el: el, plot: new uPlot(opts, [xs].concat(chart.data), el) });
  });
  var pending = 0;
  window.addEventListener("resize", function () {
    cancelAnimationFrame(pending);
    pending = requestAnimationFrame(function () { plots.forEach(function (p) { p.plot.setSize({ width: width(p.el), height: 240 }); }); });
  });
  window.addEventListener("beforeprint", function () { plots.forEach(function (p) { p.plot.setSize({ width: 640, height: 220 }); }); });
  document.documentElement.setAttribute("data-drawn", String(plots.length));
})();
`;
async function renderDashboard(unsafe) {
	const { sessions: _sessions, ...shown } = unsafe.result;
	const input = await redactStrings({
		...unsafe,
		result: {
			...shown,
			sessions: []
		}
	});
	const { result, summary, filter } = input;
	const { series } = result;
	const list = charts(result, series);
	const drawn = list.filter((chart) => hasData(chart, series.buckets));
	const data = {
		x: series.buckets.map((b) => Date.parse(`${b.start}T00:00:00Z`) / 1e3),
		charts: drawn.map((chart) => ({
			id: chart.id,
			kind: chart.kind,
			columns: chart.columns.map((c) => c.label),
			data: chart.columns.map((c) => series.buckets.map((b) => cellValue(b, c)))
		}))
	};
	const filters = [
		filter.session !== void 0 ? `session ${filter.session}` : void 0,
		filter.assistant !== void 0 ? `assistant ${filter.assistant}` : void 0,
		filter.door !== void 0 ? `door ${filter.door}` : void 0
	].filter((f) => f !== void 0);
	const period = series.from !== null && series.to !== null ? `${series.from} to ${series.to}, per ${series.unit}` : "no period";
	const o = result.overall;
	const noteList = notes(input);
	const sections = summary.files.length === 0 ? "" : list.map((chart) => {
		const shown = drawn.includes(chart);
		return `<section id="${chart.id}" aria-labelledby="h-${chart.id}">
<h2 id="h-${chart.id}">${escapeHtml(chart.title)}</h2>
<p class="overall">Period: ${escapeHtml(chart.overall)} <span class="unit">(${escapeHtml(chart.unit)})</span></p>
${shown ? `<div class="chart" id="chart-${chart.id}" role="img" aria-label="${escapeHtml(chart.title)}, per ${series.unit}: the table below has the same numbers"></div>\n${table(chart, series.buckets, series.unit)}` : `<p class="note">${escapeHtml(statsMessages.noData)}</p>`}
</section>`;
	}).join("\n") + `
<section id="blocked-files" aria-labelledby="h-blocked-files">
<h2 id="h-blocked-files">Files that blocked most</h2>
${listTable("blockedFiles", "Files that blocked most (runs where the file did not pass), with the last blocking finding", [
		"file",
		"blocked runs",
		"last blocking finding"
	], series.blockedFiles.map((f) => [
		f.path,
		f.blockedRuns,
		f.blockedBy ?? "–"
	]), [
		"path",
		"blockedRuns",
		"blockedBy"
	])}
</section>
<section id="rules" aria-labelledby="h-rules">
<h2 id="h-rules">Top rules</h2>
${listTable("topRules", "Rules with the most findings in the period", ["rule", "findings"], series.topRules.map((r) => [r.rule, r.findings]), ["rule", "findings"])}
</section>`;
	const { js, css } = uplot();
	return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<meta http-equiv="Content-Security-Policy" content="default-src 'none'; script-src 'unsafe-inline'; style-src 'unsafe-inline'; img-src data:; base-uri 'none'; form-action 'none'">
<meta name="referrer" content="no-referrer">
<title>qgate dashboard</title>
<style>${css}</style>
<style>${STYLE}</style>
</head>
<body>
<main>
<h1>qgate dashboard</h1>
<p class="meta">${escapeHtml(period)}${filters.length > 0 ? ` · ${escapeHtml(filters.join(", "))}` : ""} · made ${escapeHtml(input.generatedAt)} by qgate ${escapeHtml(input.version)} from ${escapeHtml(summary.dir)}</p>
${noteList.length > 0 ? `<div class="notes" role="status">${noteList.map((n) => `<p>${escapeHtml(n)}</p>`).join("")}</div>` : ""}
${summary.files.length === 0 ? "" : `<div class="summary">
<div>Gate runs<b>${o.gateRuns}</b></div>
<div>Sessions<b>${o.sessions}</b></div>
<div>First-time success<b>${percent(o.firstTimeSuccess.rate)}</b></div>
<div>Iterations until pass (mean)<b>${o.iterations.mean ?? "n/a"}</b></div>
</div>`}
${sections === "" ? "" : `<div class="grid">\n${sections}\n</div>`}
</main>
<script type="application/json" id="qgate-data">${scriptJson(data)}<\/script>
<script>${js}<\/script>
<script>${SCRIPT}<\/script>
</body>
</html>
`;
}

// dist/cli/commands/dashboard.js
/**
* `qgate dashboard`: the metrics log as one self-contained HTML page (src/stats/dashboard.ts), the
* numbers `qgate stats --format json` gives for the same log and filter.
*/
const DEFAULT_OUT = "qgate-dashboard.html";
const DEFAULT_DAYS = 30;
const DAY_MS = 864e5;
const dashboardHelp = `Usage: qgate dashboard [--out <file>] [--since <date>] [--until <date>] [--assistant <name>]
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
  --assistant <name>  Only this assistant's hooks: ${wrapList(ASSISTANT_IDS, 64, " ".repeat(22))}
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
		return JSON.parse(readFileSync(path.join(INSTALL_DIR, "package.json"), "utf8")).version;
	} catch {
		return "unknown";
	}
}
/** The platform's opener, as an argument array (never a shell string). */
function openPage(file, warn) {
	const [command, args] = process.platform === "darwin" ? ["open", [file]] : process.platform === "win32" ? ["cmd", [
		"/c",
		"start",
		"",
		file
	]] : ["xdg-open", [file]];
	try {
		const child = spawn(command, args, {
			detached: true,
			stdio: "ignore"
		});
		child.on("error", (error) => warn(cliMessages.dashboard.cannotOpen(file, error.code ?? error.message)));
		child.unref();
	} catch (error) {
		warn(cliMessages.dashboard.cannotOpen(file, error.message));
	}
}
const dashboardCommand = defineCommand({
	name: "dashboard",
	help: dashboardHelp,
	options: {
		out: { type: "string" },
		since: { type: "string" },
		until: { type: "string" },
		assistant: { type: "string" },
		door: { type: "string" },
		session: { type: "string" },
		log: {
			type: "string",
			multiple: true
		},
		project: { type: "string" },
		"all-projects": { type: "boolean" },
		open: { type: "boolean" }
	},
	positionals: false,
	run: async ({ values }) => {
		const project = await projectOf("dashboard", values);
		const filter = {
			...readFilter("dashboard", values),
			...project !== void 0 ? { project } : {}
		};
		const now = Date.now();
		const until = filter.until ?? new Date(now);
		const since = filter.since ?? /* @__PURE__ */ new Date(Date.parse(dayOf(until.getTime() - 1)) - 29 * DAY_MS);
		if (since.getTime() >= until.getTime()) throw new UsageError(cliMessages.dashboard.badPeriod(since.toISOString(), until.toISOString()));
		const period = {
			...filter,
			since,
			until
		};
		const sources = values.log && values.log.length > 0 ? values.log : [resolveLogDir()];
		const { summary, result } = await aggregateLogs(sources, period, { perSession: false });
		const html = await renderDashboard({
			result,
			summary,
			filter: period,
			generatedAt: new Date(now).toISOString(),
			version: version()
		});
		const out = path.resolve(values.out ?? "qgate-dashboard.html");
		try {
			writeFileSync(out, html);
		} catch (error) {
			throw new FileError(cliMessages.dashboard.cannotWrite(values.out ?? "qgate-dashboard.html", error.code ?? "error"));
		}
		process.stdout.write(`${cliMessages.dashboard.written(out, result.overall.gateRuns, result.series.from, result.series.to)}\n`);
		if (values.open) openPage(out, (line) => process.stderr.write(`${line}\n`));
		return 0;
	}
});

export { dashboardCommand };