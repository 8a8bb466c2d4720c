import { r as __toESM, t as __commonJSMin } from "./rolldown-runtime-CoNq6U3z.js";
import { n as appliesTo, t as CHECK_IDS } from "./registry-DAdWNiK0.js";
import { t as resolveRoot } from "./root-l3I4w1AS.js";
import { a as assistantReporter, c as runGate, n as gateRunRecord, r as jsonReporter, t as worktreeChangeSet } from "./worktree-Bt83vdfG.js";
import { t as Logs } from "./logs-DMA05iGa.js";
import { a as UsageError, i as QgateError, r as FileError } from "./errors-BsNsftzl.js";
import { n as ScopeSchema, t as loadPolicy } from "./load-Xy4XWCO9.js";
import { n as ruleLabel, r as whereLabel, t as positionLabel } from "./labels-Bu-vcy8U.js";
import { i as require_picocolors, r as writeReports, t as checkTargets } from "./output-DgzH8D8r.js";
import { a as resolveInsideRoot, i as owningPackageDir, n as findUp, o as toRelative, r as isInside, t as displayPath } from "./paths-CKwe_9xS.js";
import { S as plural, h as reportMessages, i as cliMessages, n as changeMessages } from "./messages-CuSOVVL6.js";
import { i as ruleId, n as lineReader, r as repositoryPaths, t as QGATE_VERSION } from "./source-Twi154Wv.js";
import { t as isStrictEnv } from "./args-kDsXOlRC.js";
import { t as defineCommand } from "./define-command-BoCfixfe.js";
import { t as execa } from "./execa-DAZUM69v.js";
import { n as looksBinary } from "./classify-Cdn_7mhv.js";
import { a as splitZ, i as hasHead, n as gitOutput, r as gitTopLevel, t as git } from "./git-B9JU7sjJ.js";
import { n as presetStdinValue } from "./stdin-preset-BxE4FV9C.js";
import { t as glob } from "./dist-DbY8Nur6.js";
import { n as writeLive } from "./hold-stream-Bim_Vijp.js";
import { i as timed } from "./timings-DSKXXjcA.js";
import { y as remoteCacheSettings } from "./run-record-B1NuYxko.js";
import { n as filesManifest } from "./inputs-0W2IjWdi.js";
import { n as setPendingRecord, t as runRecordWanted } from "./pending-record-bbCSfXWm.js";
import { appendFileSync, existsSync, lstatSync, readFileSync, realpathSync, statSync } from "node:fs";
import path from "node:path";
import { pathToFileURL } from "node:url";
import { createHash } from "node:crypto";

// dist/report/pretty.js
var import_picocolors = /* @__PURE__ */ __toESM(require_picocolors(), 1);
function palette(color) {
	const c = import_picocolors.default.createColors(color);
	return {
		red: c.red,
		yellow: c.yellow,
		green: c.green,
		dim: c.dim,
		bold: c.bold,
		underline: c.underline,
		cyan: c.cyan
	};
}
function severityLabel(finding, paint) {
	if (finding.severity === "error") return paint.red("error  ");
	if (finding.severity === "warning") return paint.yellow("warning");
	return paint.cyan("info   ");
}
function renderPretty(report, context) {
	const paint = palette(context.color);
	const lines = [];
	const byFile = /* @__PURE__ */ new Map();
	for (const finding of report.findings) {
		const list = byFile.get(finding.file) ?? [];
		list.push(finding);
		byFile.set(finding.file, list);
	}
	for (const [file, findings] of byFile) {
		lines.push(paint.underline(displayPath(file)));
		for (const f of findings) {
			const where = paint.dim((positionLabel(f) ?? "file").padEnd(8));
			lines.push(`  ${where} ${severityLabel(f, paint)}  ${f.message}  ${paint.dim(ruleLabel(f))}`);
		}
		lines.push("");
	}
	if (report.failures.length > 0) {
		lines.push(paint.bold("Checks that could not run"));
		for (const failure of report.failures) {
			const where = failure.file ? ` (${displayPath(failure.file)})` : "";
			lines.push(`  ${paint.red("✖")} ${failure.check}: ${failure.message}${where} ${paint.dim(`[${failure.errorType}]`)}`);
		}
		lines.push("");
	}
	for (const skipped of report.skipped) lines.push(paint.dim(`skipped ${displayPath(skipped.path)}: ${skipped.reason}`));
	for (const note of report.notes) lines.push(paint.dim(`note: ${note}`));
	if (report.preexisting > 0) lines.push(paint.dim(`${plural(report.preexisting, "pre-existing finding")} not shown (--scope all shows them)`));
	if (report.fixed.length > 0) lines.push(paint.green(`fixed: ${report.fixed.map(displayPath).join(", ")}`));
	lines.push(summaryLine(report, paint));
	return `${lines.join("\n")}\n`;
}
/**
* The summary's first word. A check that could not run makes the run INCOMPLETE, never WARN: with the
* default onFailure "block" the exit code is 2 (qgate could not do its job), and a word that sounds
* like a mere warning would contradict it.
*/
function verdictWord(report) {
	if (report.verdict === "incomplete") return "INCOMPLETE";
	if (report.verdict === "block") return "BLOCKED";
	if (report.failures.length > 0) return "INCOMPLETE";
	return report.verdict.toUpperCase();
}
function summaryLine(report, paint) {
	const errors = report.findings.filter((f) => f.severity === "error").length;
	const warnings = report.findings.filter((f) => f.severity === "warning").length;
	const checks = Object.entries(report.timings.checks).map(([id, ms]) => `${id} ${ms}ms`).join(", ");
	const counts = [
		plural(report.files.length, "file"),
		plural(errors, "error"),
		plural(warnings, "warning"),
		...report.failures.length > 0 ? [plural(report.failures.length, "failed check")] : []
	].join(", ");
	return `${(report.verdict === "block" || report.verdict === "incomplete" ? paint.red : report.verdict === "warn" ? paint.yellow : paint.green)(paint.bold(verdictWord(report)))} ${counts} ${paint.dim(`(${report.timings.totalMs}ms${checks ? `: ${checks}` : ""})`)}`;
}
const prettyReporter = {
	name: "pretty",
	render: renderPretty
};

// dist/report/github.js
/**
* `--format github`: GitHub Actions workflow commands (`::error file=…,line=…::message`), escaped like
* @actions/core, within the annotations GitHub shows per step (10 errors, 10 warnings, 10 notices);
* the rest are printed as plain log lines with one summary. With GITHUB_STEP_SUMMARY set, a Markdown
* summary is appended to that file.
*/
/** Annotations of each kind GitHub shows per step (docs: problem matchers, "Limitations"). */
const ANNOTATIONS_PER_KIND = 10;
/** Findings listed in the step summary's table. */
const SUMMARY_ROWS = 50;
/** @actions/core's escapeData. */
function escapeData(value) {
	return value.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
/** @actions/core's escapeProperty. */
function escapeProperty(value) {
	return escapeData(value).replace(/:/g, "%3A").replace(/,/g, "%2C");
}
function command(kind, properties, message) {
	const props = Object.entries(properties).filter(([, v]) => v !== void 0 && v !== "").map(([k, v]) => `${k}=${escapeProperty(String(v))}`).join(",");
	return `::${kind}${props ? ` ${props}` : ""}::${escapeData(message)}`;
}
/** A message on one line: line breaks would start a new log line, which the runner parses anew. */
function flat(text) {
	return text.replace(/\r\n|\r|\n/g, " ");
}
/**
* A plain log line that the runner will not read as a workflow command: file names are escaped with
* escapeData (a name holding a newline cannot start a line of its own) and a line that would start
* with `::` (a file called `::error::x`) gets its first colon escaped.
*/
function plainLine(text) {
	return /^\s*::/.test(text) ? text.replace(":", "%3A") : text;
}
function kindOf(severity) {
	return severity === "error" ? "error" : severity === "warning" ? "warning" : "notice";
}
function renderGithubLines(report) {
	const { toRepo } = repositoryPaths(report.root);
	const lines = [];
	const used = {
		error: 0,
		warning: 0,
		notice: 0
	};
	const left = {
		error: 0,
		warning: 0,
		notice: 0
	};
	const totals = {
		error: report.failures.length + report.findings.filter((f) => f.severity === "error").length,
		warning: report.findings.filter((f) => f.severity === "warning").length,
		notice: report.findings.filter((f) => f.severity === "info").length
	};
	const anyOverflow = totals.error > 10 || totals.warning > 10 || totals.notice > 10;
	const budget = (kind) => kind === "notice" && anyOverflow ? 9 : 10;
	for (const failure of report.failures) {
		const message = `${failure.message}${failure.file ? ` (${failure.file})` : ""} [${failure.errorType}]`;
		if (used.error < budget("error")) {
			used.error++;
			lines.push(command("error", {
				...failure.file ? { file: toRepo(failure.file) } : {},
				title: `qgate ${failure.check} failed`
			}, message));
		} else {
			left.error++;
			const where = failure.file ? ` (${escapeData(failure.file)})` : "";
			lines.push(plainLine(`qgate ${failure.check} failed: ${flat(failure.message)}${where} [${failure.errorType}]`));
		}
	}
	const findings = [
		"error",
		"warning",
		"info"
	].flatMap((s) => report.findings.filter((f) => f.severity === s));
	for (const f of findings) {
		const kind = kindOf(f.severity);
		const title = `qgate ${ruleLabel(f)}`;
		if (used[kind] < budget(kind)) {
			used[kind]++;
			lines.push(command(kind, {
				file: toRepo(f.file),
				line: f.line,
				col: f.column,
				endLine: f.endLine,
				endColumn: f.endColumn,
				title
			}, f.message));
		} else {
			left[kind]++;
			lines.push(plainLine(`${escapeData(whereLabel(toRepo(f.file), f))}: ${f.severity} ${ruleLabel(f)}: ${flat(f.message)}`));
		}
	}
	if (left.error + left.warning + left.notice > 0) {
		const parts = [
			left.error ? plural(left.error, "error") : "",
			left.warning ? plural(left.warning, "warning") : "",
			left.notice ? plural(left.notice, "notice") : ""
		].filter(Boolean);
		lines.push(command("notice", { title: "qgate: more findings than GitHub annotates" }, `${parts.join(", ")} not annotated (GitHub shows ${10} of each kind per step): they are listed in this step's log`));
	}
	const errors = report.findings.filter((f) => f.severity === "error").length;
	const verdict = verdictWord(report);
	lines.push(`qgate: ${verdict} ${plural(report.files.length, "file")}, ${plural(errors, "error")}, ${plural(totals.warning, "warning")}` + (report.failures.length ? `, ${plural(report.failures.length, "failed check")}` : "") + (report.preexisting ? `; ${plural(report.preexisting, "pre-existing finding")} not shown (--scope all shows them)` : ""));
	return lines;
}
function cell(text, max = 300) {
	const flat = text.replace(/\r?\n/g, " ");
	return (flat.length > max ? `${flat.slice(0, max - 1)}…` : flat).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/\|/g, "\\|");
}
const SUMMARY_VERDICT = {
	pass: {
		icon: "✅",
		verdict: "passed"
	},
	warn: {
		icon: "⚠️",
		verdict: "passed with warnings"
	},
	block: {
		icon: "❌",
		verdict: "blocked"
	},
	incomplete: {
		icon: "❌",
		verdict: "incomplete (a check could not run)"
	}
};
/** The Markdown for $GITHUB_STEP_SUMMARY: verdict, counts and a capped table of findings. */
function stepSummary(report) {
	const { toRepo } = repositoryPaths(report.root);
	const errors = report.findings.filter((f) => f.severity === "error").length;
	const warnings = report.findings.filter((f) => f.severity === "warning").length;
	const { icon, verdict } = SUMMARY_VERDICT[report.verdict];
	const out = [`### ${icon} qgate ${verdict}`, ""];
	out.push(`${plural(report.files.length, "file")} checked, ${plural(errors, "error")}, ${plural(warnings, "warning")}` + (report.failures.length ? `, ${plural(report.failures.length, "check")} could not run` : "") + ` (scope: ${report.scope}, policy: ${cell(report.policy)}).`);
	if (report.preexisting > 0) out.push("", `${plural(report.preexisting, "pre-existing finding")} not shown (\`--scope all\` shows them).`);
	if (report.failures.length > 0) {
		out.push("", "**Checks that could not run**", "");
		for (const f of report.failures) out.push(`- \`${f.check}\`: ${cell(f.message)} (${f.errorType})`);
	}
	if (report.findings.length > 0) {
		out.push("", "| Severity | File | Line | Rule | Message |", "| --- | --- | --- | --- | --- |");
		for (const f of report.findings.slice(0, 50)) out.push(`| ${f.severity} | \`${cell(toRepo(f.file), 200).replace(/`/g, "'")}\` | ${positionLabel(f) ?? "file"} | ${cell(ruleLabel(f), 100)} | ${cell(f.message)} |`);
		if (report.findings.length > 50) out.push("", `… and ${report.findings.length - 50} more findings (see the log).`);
	}
	return `${out.join("\n")}\n\n`;
}
function renderGithub(report, env = process.env) {
	const summaryFile = env.GITHUB_STEP_SUMMARY;
	if (summaryFile) try {
		appendFileSync(summaryFile, stepSummary(report));
	} catch {}
	return `${renderGithubLines(report).join("\n")}\n`;
}
const githubReporter = {
	name: "github",
	render: (report, _context) => renderGithub(report)
};

// dist/report/junit.js
/**
* `--format junit`: JUnit XML for CI test views (GitLab, Jenkins, Azure...). One `<testsuite>` per
* check, one `<testcase>` per file it looked at; blocking findings are a `<failure>`, other findings go
* to `<system-out>`, and a check that could not run is an `<error>`.
*/
/** Text safe for XML 1.0: characters it forbids (most C0 controls, lone surrogates) are shown as \uXXXX. */
function xmlText(value) {
	return value.replace(/[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`).replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;");
}
/** Attribute values also keep their quotes, tabs and line breaks. */
function xmlAttr(value) {
	return xmlText(value).replace(/"/g, "&quot;").replace(/'/g, "&apos;").replace(/\t/g, "&#9;").replace(/\n/g, "&#10;").replace(/\r/g, "&#13;");
}
function line(f) {
	return `${whereLabel(f.file, f)} ${f.severity} ${f.check}/${f.rule}: ${f.message}`;
}
/**
* The report does not carry the policy's `blockOn`: errors always block; warnings block when the
* verdict is "block" and nothing else explains it.
*/
function blockingSeverities(report) {
	const errors = report.findings.some((f) => f.severity === "error");
	const warningsBlock = report.verdict === "block" && !errors && report.failures.length === 0;
	return new Set(warningsBlock ? ["error", "warning"] : ["error"]);
}
function seconds(ms) {
	return ((ms ?? 0) / 1e3).toFixed(3);
}
function renderJunit(report) {
	const blocking = blockingSeverities(report);
	const checks = CHECK_IDS.filter((id) => report.timings.checks[id] !== void 0 || report.failures.some((f) => f.check === id) || report.findings.some((f) => f.check === id));
	const suites = [];
	let totalTests = 0;
	let totalFailures = 0;
	let totalErrors = 0;
	for (const check of checks) {
		const findings = report.findings.filter((f) => f.check === check);
		const failures = report.failures.filter((f) => f.check === check);
		const files = [.../* @__PURE__ */ new Set([...report.files.filter((file) => {
			const absPath = path.join(report.root, file);
			return appliesTo(check, {
				path: file,
				absPath,
				change: existsSync(absPath) ? "modify" : "delete"
			});
		}), ...findings.map((f) => f.file)])].sort();
		const cases = [];
		let suiteFailures = 0;
		for (const file of files) {
			const mine = findings.filter((f) => f.file === file);
			const blockers = mine.filter((f) => blocking.has(f.severity));
			const others = mine.filter((f) => !blocking.has(f.severity));
			const body = [];
			if (blockers.length > 0) {
				suiteFailures++;
				const first = blockers[0];
				body.push(`      <failure message="${xmlAttr(`${blockers.length} blocking finding${blockers.length === 1 ? "" : "s"}: ${first.message}`)}" type="${xmlAttr(`${first.check}/${first.rule}`)}">${xmlText(blockers.map(line).join("\n"))}</failure>`);
			}
			if (others.length > 0) body.push(`      <system-out>${xmlText(others.map(line).join("\n"))}</system-out>`);
			const open = `    <testcase name="${xmlAttr(file)}" classname="qgate.${check}" file="${xmlAttr(file)}"`;
			cases.push(body.length === 0 ? `${open}/>` : `${open}>\n${body.join("\n")}\n    </testcase>`);
		}
		for (const failure of failures) cases.push(`    <testcase name="${xmlAttr(failure.file ?? `${check} check`)}" classname="qgate.${check}">\n      <error message="${xmlAttr(failure.message)}" type="${xmlAttr(failure.errorType)}">${xmlText(failure.message)}</error>\n    </testcase>`);
		const tests = files.length + failures.length;
		totalTests += tests;
		totalFailures += suiteFailures;
		totalErrors += failures.length;
		suites.push(`  <testsuite name="${check}" tests="${tests}" failures="${suiteFailures}" errors="${failures.length}" skipped="0" time="${seconds(report.timings.checks[check])}">\n` + (cases.length > 0 ? `${cases.join("\n")}\n` : "") + `  </testsuite>`);
	}
	return `<?xml version="1.0" encoding="UTF-8"?>\n<testsuites name="qgate" tests="${totalTests}" failures="${totalFailures}" errors="${totalErrors}" time="${seconds(report.timings.totalMs)}">\n` + (suites.length > 0 ? `${suites.join("\n")}\n` : "") + `</testsuites>\n`;
}
const junitReporter = {
	name: "junit",
	render: (report) => renderJunit(report)
};

// dist/report/rdjson.js
function severity(finding) {
	return finding.severity === "error" ? "ERROR" : finding.severity === "warning" ? "WARNING" : "INFO";
}
/** 1-based UTF-16 column to a 1-based UTF-8 byte column on `text`. */
function byteColumn(text, column) {
	if (text === void 0) return column;
	return Buffer.byteLength(text.slice(0, Math.max(0, column - 1)), "utf8") + 1;
}
function rangeOf(f, readLine) {
	if (f.line === void 0) return void 0;
	const start = {
		line: f.line,
		column: byteColumn(readLine(f), f.column ?? 1)
	};
	const endLine = f.endLine ?? (f.endColumn !== void 0 ? f.line : void 0);
	const end = endLine !== void 0 && f.endColumn !== void 0 ? {
		line: endLine,
		column: byteColumn(readLine({
			file: f.file,
			line: endLine
		}), f.endColumn)
	} : void 0;
	return end ? {
		start,
		end
	} : { start };
}
function toRdjson(report) {
	const { toRepo } = repositoryPaths(report.root);
	const readLine = lineReader(report.root);
	const overall = [
		"ERROR",
		"WARNING",
		"INFO"
	].find((s) => report.findings.some((f) => severity(f) === s));
	return {
		source: { name: "qgate" },
		...overall ? { severity: overall } : {},
		diagnostics: report.findings.map((f) => {
			const range = rangeOf(f, readLine);
			return {
				message: f.message,
				location: {
					path: toRepo(f.file),
					...range ? { range } : {}
				},
				severity: severity(f),
				source: { name: `qgate/${f.check}` },
				code: { value: f.rule }
			};
		})
	};
}
const rdjsonReporter = {
	name: "rdjson",
	render: (report) => `${JSON.stringify(toRdjson(report))}\n`
};

// dist/report/sarif.js
/**
* `--format sarif`: SARIF 2.1.0 with one run, for GitHub code scanning and other SARIF viewers.
* Rule ids are stable (`qgate/<check>/<rule>`), URIs are repository-relative with `%SRCROOT%`, each
* result has a partial fingerprint, and GitHub's upload limits are respected.
*/
const SARIF_SCHEMA = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";
/** GitHub code scanning rejects runs with more results (docs: "SARIF results exceed limit"). */
const MAX_RESULTS = 25e3;
const SRCROOT = "%SRCROOT%";
/** The key of qgate's fingerprint in `partialFingerprints` (versioned: a new scheme gets a new key). */
const FINGERPRINT_KEY = "qgateFindingHash/v1";
function level(finding) {
	return finding.severity === "error" ? "error" : finding.severity === "warning" ? "warning" : "note";
}
/** A relative URI reference: each path segment percent-encoded (spaces, `#`, `?`, newlines...). */
function fileUri(relative) {
	return relative.split("/").map(encodeURIComponent).join("/");
}
/** Where in the file; none for a file-level finding (SARIF's location is then the file itself). */
function region(f) {
	if (f.line === void 0) return {};
	const column = f.column ?? 1;
	return { region: {
		startLine: Math.max(1, f.line),
		startColumn: Math.max(1, column),
		...f.endLine !== void 0 && f.endLine >= f.line ? { endLine: f.endLine } : {},
		...f.endColumn !== void 0 && (f.endLine === void 0 || f.endLine > f.line || f.endColumn >= column) ? { endColumn: Math.max(1, f.endColumn) } : {}
	} };
}
function renderSarif(report) {
	const { top, toRepo } = repositoryPaths(report.root);
	const readLine = lineReader(report.root);
	const rank = {
		error: 0,
		warning: 1,
		info: 2
	};
	const ordered = [...report.findings].sort((a, b) => rank[a.severity] - rank[b.severity]);
	const kept = ordered.slice(0, MAX_RESULTS);
	const dropped = ordered.length - kept.length;
	const rules = /* @__PURE__ */ new Map();
	for (const f of [...kept].sort((a, b) => ruleId(a) < ruleId(b) ? -1 : ruleId(a) > ruleId(b) ? 1 : 0)) {
		const id = ruleId(f);
		if (rules.has(id)) continue;
		rules.set(id, {
			id,
			name: f.rule,
			shortDescription: { text: `${f.check}: ${f.rule}` },
			defaultConfiguration: { level: level(f) },
			properties: { tags: ["qgate", f.check] }
		});
	}
	const ruleIndex = new Map([...rules.keys()].map((id, i) => [id, i]));
	const seen = /* @__PURE__ */ new Map();
	const results = kept.map((f) => {
		const id = ruleId(f);
		const uri = toRepo(f.file);
		const basis = `${id}\0${uri}\0${readLine(f)?.trim() ?? f.message}`;
		const occurrence = (seen.get(basis) ?? 0) + 1;
		seen.set(basis, occurrence);
		const hash = createHash("sha256").update(basis).digest("hex").slice(0, 32);
		return {
			ruleId: id,
			ruleIndex: ruleIndex.get(id) ?? -1,
			level: level(f),
			message: { text: f.message },
			locations: [{ physicalLocation: {
				artifactLocation: {
					uri: fileUri(uri),
					uriBaseId: SRCROOT
				},
				...region(f)
			} }],
			partialFingerprints: { [FINGERPRINT_KEY]: `${hash}:${occurrence}` }
		};
	});
	const notifications = report.failures.map((failure) => ({
		level: "error",
		message: { text: `${failure.check}: ${failure.message} [${failure.errorType}]` },
		descriptor: { id: `qgate/${failure.check}` },
		...failure.file ? { locations: [{ physicalLocation: { artifactLocation: {
			uri: fileUri(toRepo(failure.file)),
			uriBaseId: SRCROOT
		} } }] } : {}
	}));
	if (dropped > 0) notifications.push({
		level: "warning",
		message: { text: `${dropped} results left out: GitHub code scanning accepts at most ${MAX_RESULTS} results per run` }
	});
	const log = {
		$schema: SARIF_SCHEMA,
		version: "2.1.0",
		runs: [{
			tool: { driver: {
				name: "qgate",
				version: QGATE_VERSION,
				semanticVersion: QGATE_VERSION,
				rules: [...rules.values()]
			} },
			originalUriBaseIds: { [SRCROOT]: { uri: `${pathToFileURL(top).href.replace(/\/?$/, "/")}` } },
			invocations: [{
				executionSuccessful: report.failures.length === 0,
				...notifications.length > 0 ? { toolExecutionNotifications: notifications } : {}
			}],
			results,
			columnKind: "utf16CodeUnits",
			properties: {
				verdict: report.verdict,
				strict: report.strict,
				scope: report.scope,
				preexisting: report.preexisting,
				...report.notes.length > 0 ? { notes: report.notes } : {}
			}
		}]
	};
	return `${JSON.stringify(log, null, 2)}\n`;
}
const sarifReporter = {
	name: "sarif",
	render: (report) => renderSarif(report)
};

// dist/report/index.js
/** Reporters by name (`--format <name>[=<file>]`, and the API's `getReporter`): plain render functions. */
const reporters = /* @__PURE__ */ new Map([
	[prettyReporter.name, prettyReporter],
	[jsonReporter.name, jsonReporter],
	[sarifReporter.name, sarifReporter],
	[githubReporter.name, githubReporter],
	[junitReporter.name, junitReporter],
	[rdjsonReporter.name, rdjsonReporter],
	[assistantReporter.name, assistantReporter]
]);
function reporterNames() {
	return [...reporters.keys()];
}
/** Parses one `--format` value: `name` or `name=path`. */
function parseFormat(value) {
	const eq = value.indexOf("=");
	const name = eq === -1 ? value : value.slice(0, eq);
	const file = eq === -1 ? void 0 : value.slice(eq + 1);
	const reporter = reporters.get(name);
	if (!reporter) throw new UsageError(reportMessages.unknownFormat(name, reporterNames()));
	if (file === "") throw new UsageError(reportMessages.missingFile(name));
	return file === void 0 ? { reporter } : {
		reporter,
		file
	};
}

// dist/changes/blobs.js
/** Blob contents from the object database in one `git cat-file --batch` process, as bytes. */
/** Reads the given blob ids (full hex); returns them by id. */
async function readBlobs(root, ids) {
	const unique = [...new Set(ids)];
	const blobs = /* @__PURE__ */ new Map();
	if (unique.length === 0) return blobs;
	const result = await execa("git", ["cat-file", "--batch"], {
		cwd: root,
		input: `${unique.join("\n")}\n`,
		encoding: "buffer",
		reject: false,
		stripFinalNewline: false,
		env: { GIT_OPTIONAL_LOCKS: "0" }
	});
	if (result.exitCode !== 0) throw new QgateError("tool_execution_failed", changeMessages.catFileFailed(Buffer.from(result.stderr).toString("utf8").trim()));
	const out = Buffer.from(result.stdout);
	let offset = 0;
	for (const id of unique) {
		const newline = out.indexOf(10, offset);
		if (newline === -1) break;
		const [, type, size] = out.subarray(offset, newline).toString("utf8").split(" ");
		if (type === void 0 || size === void 0) {
			offset = newline + 1;
			continue;
		}
		const start = newline + 1;
		const end = start + Number(size);
		blobs.set(id, out.subarray(start, end));
		offset = end + 1;
	}
	return blobs;
}

// node_modules/parse-diff/index.js
var require_parse_diff = /* @__PURE__ */ __commonJSMin(((exports, module) => {
	module.exports = (n) => {
		if (!n) return [];
		if (typeof n != "string" || n.match(/^\s+$/)) return [];
		const s = n.split(`
`);
		if (s.length === 0) return [];
		const a = [];
		let o = null, d = null, u = 0, m = 0, l = null;
		const g = (e) => {
			d?.changes.push({
				type: "normal",
				normal: !0,
				ln1: u++,
				ln2: m++,
				content: e
			}), l.oldLines--, l.newLines--;
		}, p = (e) => {
			const [t, r] = parseFiles(e) ?? [];
			o = {
				chunks: [],
				deletions: 0,
				additions: 0,
				from: t,
				to: r
			}, a.push(o);
		}, i = () => {
			(!o || o.chunks.length) && p();
		}, $ = (e, t) => {
			i(), o.new = !0, o.newMode = t[1], o.from = "/dev/null";
		}, N = (e, t) => {
			i(), o.deleted = !0, o.oldMode = t[1], o.to = "/dev/null";
		}, x = (e, t) => {
			i(), o.oldMode = t[1];
		}, F = (e, t) => {
			i(), o.newMode = t[1];
		}, S = (e, t) => {
			i(), o.index = e.split(" ").slice(1), t[1] && (o.oldMode = o.newMode = t[1].trim());
		}, k = (e) => {
			i(), o.from = parseOldOrNewFile(e);
		}, y = (e) => {
			i(), o.to = parseOldOrNewFile(e);
		}, f = (e) => +(e || 1), M = (e, t) => {
			o || p(e);
			const [r, c, w, L] = t.slice(1);
			u = +r, m = +w, d = {
				content: e,
				changes: [],
				oldStart: +r,
				oldLines: f(c),
				newStart: +w,
				newLines: f(L)
			}, l = {
				oldLines: f(c),
				newLines: f(L)
			}, o.chunks.push(d);
		}, R = (e) => {
			d && (d.changes.push({
				type: "del",
				del: !0,
				ln: u++,
				content: e
			}), o.deletions++, l.oldLines--);
		}, b = (e) => {
			d && (d.changes.push({
				type: "add",
				add: !0,
				ln: m++,
				content: e
			}), o.additions++, l.newLines--);
		}, h = (e) => {
			if (!d) return;
			const [t] = d.changes.slice(-1);
			d.changes.push({
				type: t.type,
				[t.type]: !0,
				ln1: t.ln1,
				ln2: t.ln2,
				ln: t.ln,
				content: e
			});
		}, _ = [
			[/^diff\s/, p],
			[/^new file mode (\d+)$/, $],
			[/^deleted file mode (\d+)$/, N],
			[/^old mode (\d+)$/, x],
			[/^new mode (\d+)$/, F],
			[/^index\s[\da-zA-Z]+\.\.[\da-zA-Z]+(\s(\d+))?$/, S],
			[/^---\s/, k],
			[/^\+\+\+\s/, y],
			[/^@@\s+-(\d+),?(\d+)?\s+\+(\d+),?(\d+)?\s@@/, M],
			[/^\\ No newline at end of file$/, h]
		], v = [
			[/^\\ No newline at end of file$/, h],
			[/^-/, R],
			[/^\+/, b],
			[/^\s*/, g]
		], C = (e) => {
			for (const [t, r] of v) {
				const c = e.match(t);
				if (c) {
					r(e, c);
					break;
				}
			}
			l.oldLines === 0 && l.newLines === 0 && (l = null);
		}, H = (e) => {
			for (const [t, r] of _) {
				const c = e.match(t);
				if (c) {
					r(e, c);
					break;
				}
			}
		}, O = (e) => {
			l ? C(e) : H(e);
		};
		for (const e of s) O(e);
		return a;
	};
	const fileNameDiffRegex = /(a|i|w|c|o|1|2)\/.*(?=["']? ["']?(b|i|w|c|o|1|2)\/)|(b|i|w|c|o|1|2)\/.*$/g;
	const gitFileHeaderRegex = /^(a|b|i|w|c|o|1|2)\//;
	const parseFiles = (n) => n?.match(fileNameDiffRegex)?.map((a) => a.replace(gitFileHeaderRegex, "").replace(/("|')$/, ""));
	const qoutedFileNameRegex = /^\\?['"]|\\?['"]$/g;
	const parseOldOrNewFile = (n) => {
		let s = leftTrimChars(n, "-+").trim();
		return s = removeTimeStamp(s), s.replace(qoutedFileNameRegex, "").replace(gitFileHeaderRegex, "");
	};
	const leftTrimChars = (n, s) => {
		if (n = makeString(n), !s && String.prototype.trimLeft) return n.trimLeft();
		const a = formTrimmingString(s);
		return n.replace(new RegExp(`^${a}+`), "");
	};
	const timeStampRegex = /\t.*|\d{4}-\d\d-\d\d\s\d\d:\d\d:\d\d(.\d+)?\s(\+|-)\d\d\d\d/;
	const removeTimeStamp = (n) => {
		const s = timeStampRegex.exec(n);
		return s && (n = n.substring(0, s.index).trim()), n;
	};
	const formTrimmingString = (n) => n == null ? "\\s" : n instanceof RegExp ? n.source : `[${makeString(n).replace(/([.*+?^=!:${}()|[\]/\\])/g, "\\$1")}]`;
	const makeString = (n) => `${n ?? ""}`;
}));

// dist/changes/unified-diff.js
var import_parse_diff = /* @__PURE__ */ __toESM(require_parse_diff(), 1);
const ESCAPES = {
	a: 7,
	b: 8,
	t: 9,
	n: 10,
	v: 11,
	f: 12,
	r: 13,
	"\"": 34,
	"\\": 92
};
/**
* Reads a path token from the start of `text`: a C-quoted string as git writes it (octal escapes are
* UTF-8 bytes), or plain text up to a tab (the separator before a timestamp or git's trailing tab).
*/
function readPathToken(text) {
	if (!text.startsWith("\"")) {
		const tab = text.indexOf("	");
		return tab === -1 ? {
			value: text,
			rest: ""
		} : {
			value: text.slice(0, tab),
			rest: text.slice(tab)
		};
	}
	const bytes = [];
	let i = 1;
	while (i < text.length && text[i] !== "\"") {
		const ch = text[i];
		if (ch === "\\" && i + 1 < text.length) {
			const next = text[i + 1];
			if (/[0-7]/.test(next)) {
				const octal = /^[0-7]{1,3}/.exec(text.slice(i + 1))[0];
				bytes.push(parseInt(octal, 8) & 255);
				i += 1 + octal.length;
				continue;
			}
			bytes.push(ESCAPES[next] ?? next.charCodeAt(0));
			i += 2;
			continue;
		}
		bytes.push(...Buffer.from(ch, "utf8"));
		i++;
	}
	return {
		value: Buffer.from(bytes).toString("utf8"),
		rest: text.slice(i + 1)
	};
}
const PREFIX = /^[abciwo12]\//;
function stripPrefix(name, hasPrefix) {
	return hasPrefix ? name.replace(PREFIX, "") : name;
}
/** `--- a/x`, `+++ b/x`: undefined for /dev/null. */
function fileHeaderPath(line) {
	const { value } = readPathToken(line.slice(4));
	return value === "/dev/null" ? void 0 : value;
}
/** The two names of a `diff --git a/x b/x` line, when they can be told apart. */
function gitHeaderPaths(line) {
	const rest = line.slice(11);
	if (rest.startsWith("\"")) {
		const first = readPathToken(rest);
		const second = readPathToken(first.rest.replace(/^ /, ""));
		return {
			old: first.value,
			new: second.value
		};
	}
	if (rest.endsWith("\"")) {
		const start = rest.lastIndexOf(" \"");
		if (start !== -1) return {
			old: rest.slice(0, start),
			new: readPathToken(rest.slice(start + 1)).value
		};
	}
	if ((rest.length - 1) % 2 === 0) {
		const half = (rest.length - 1) / 2;
		const old = rest.slice(0, half);
		const next = rest.slice(half + 1);
		if (rest[half] === " " && old.slice(2) === next.slice(2)) return {
			old,
			new: next
		};
	}
	return {};
}
function toRanges(lines) {
	const ranges = [];
	for (const line of lines) {
		const last = ranges[ranges.length - 1];
		if (last && line <= last.end + 1) last.end = Math.max(last.end, line);
		else ranges.push({
			start: line,
			end: line
		});
	}
	return ranges;
}
function finish(raw) {
	const hasPrefix = raw.git;
	let oldPath;
	let newPath;
	if (raw.fromFile !== void 0) oldPath = raw.fromFile === null ? void 0 : stripPrefix(raw.fromFile, hasPrefix);
	else if (raw.renameFrom !== void 0) oldPath = raw.renameFrom;
	else if (raw.gitOld !== void 0) oldPath = stripPrefix(raw.gitOld, true);
	if (raw.toFile !== void 0) newPath = raw.toFile === null ? void 0 : stripPrefix(raw.toFile, hasPrefix);
	else if (raw.renameTo !== void 0) newPath = raw.renameTo;
	else if (raw.gitNew !== void 0) newPath = stripPrefix(raw.gitNew, true);
	if (raw.fromFile === void 0 && raw.newMode !== void 0 && raw.oldMode === void 0 && raw.git) oldPath = void 0;
	if (raw.toFile === void 0 && raw.oldMode !== void 0 && raw.newMode === void 0 && raw.git) newPath = void 0;
	const added = [];
	const context = [];
	for (const file of (0, import_parse_diff.default)(raw.lines.join("\n"))) for (const chunk of file.chunks) {
		if (chunk.newLines > 0) context.push({
			start: chunk.newStart,
			end: chunk.newStart + chunk.newLines - 1
		});
		for (const change of chunk.changes) if (change.type === "add") added.push(change.ln);
	}
	return {
		oldPath,
		newPath,
		oldMode: raw.oldMode,
		newMode: raw.newMode,
		renamed: raw.renameFrom !== void 0 || raw.renameTo !== void 0,
		binary: raw.binary,
		added: toRanges([...new Set(added)].sort((a, b) => a - b)),
		context: mergeRanges(context)
	};
}
/** Sorted, with overlapping or adjacent ranges joined. */
function mergeRanges(ranges) {
	const merged = [];
	for (const range of [...ranges].sort((a, b) => a.start - b.start)) {
		const last = merged[merged.length - 1];
		if (last && range.start <= last.end + 1) last.end = Math.max(last.end, range.end);
		else merged.push({ ...range });
	}
	return merged;
}
const HUNK = /^@@ -(\d+)(?:,(\d+))? \+(\d+)(?:,(\d+))? @@/;
/** Splits a unified diff into sections (git's `diff --git` ones or plain `---`/`+++` pairs). */
function parseUnifiedDiff(text) {
	const lines = text.replace(/\r\n/g, "\n").split("\n");
	const sections = [];
	let current;
	let oldLeft = 0;
	let newLeft = 0;
	const start = (git) => {
		if (current) sections.push(finish(current));
		current = {
			lines: [],
			git,
			binary: false,
			hasHunk: false
		};
		return current;
	};
	for (let i = 0; i < lines.length; i++) {
		const line = lines[i];
		if (current && (oldLeft > 0 || newLeft > 0)) {
			current.lines.push(line);
			if (line.startsWith("+")) newLeft--;
			else if (line.startsWith("-")) oldLeft--;
			else if (!line.startsWith("\\")) {
				oldLeft--;
				newLeft--;
			}
			continue;
		}
		if (line.startsWith("diff --git ")) {
			const section = start(true);
			const names = gitHeaderPaths(line);
			if (names.old !== void 0) section.gitOld = names.old;
			if (names.new !== void 0) section.gitNew = names.new;
			section.lines.push(line);
			continue;
		}
		if (line.startsWith("--- ") && lines[i + 1]?.startsWith("+++ ")) {
			const section = current && !current.hasHunk && current.fromFile === void 0 ? current : start(current?.git ?? false);
			section.fromFile = fileHeaderPath(line) ?? null;
			section.toFile = fileHeaderPath(lines[i + 1]) ?? null;
			section.lines.push(line, lines[i + 1]);
			i++;
			continue;
		}
		if (!current) continue;
		const hunk = HUNK.exec(line);
		if (hunk) {
			current.hasHunk = true;
			oldLeft = hunk[2] === void 0 ? 1 : Number(hunk[2]);
			newLeft = hunk[4] === void 0 ? 1 : Number(hunk[4]);
			current.lines.push(line);
			continue;
		}
		let match;
		if (match = /^(?:new file mode|new mode) (\d+)/.exec(line)) current.newMode = match[1];
		else if (match = /^(?:deleted file mode|old mode) (\d+)/.exec(line)) current.oldMode = match[1];
		else if (match = /^index [0-9a-f]+\.\.[0-9a-f]+ (\d+)$/.exec(line)) {
			current.oldMode ??= match[1];
			current.newMode ??= match[1];
		} else if (line.startsWith("rename from ")) current.renameFrom = readPathToken(line.slice(12)).value;
		else if (line.startsWith("rename to ")) current.renameTo = readPathToken(line.slice(10)).value;
		else if (line.startsWith("Binary files ") || line === "GIT binary patch") current.binary = true;
		current.lines.push(line);
	}
	if (current) sections.push(finish(current));
	return sections;
}

// dist/changes/git-diff.js
/**
* One git diff (commits, index or work tree) turned into change-set entries: the file list comes
* from `--raw -z` (exact paths, modes and blob ids), the line ranges from the patch.
*/
const ZERO_SHA = /^0+$/;
const MODE_SUBMODULE = "160000";
const MODE_SYMLINK = "120000";
/** Parses `git diff --raw -z --no-abbrev` output. */
function parseRaw(output) {
	const parts = splitZ(output);
	const entries = [];
	for (let i = 0; i < parts.length;) {
		const [oldMode = "", newMode = "", oldSha = "", newSha = "", status = ""] = (parts[i++] ?? "").replace(/^:/, "").split(" ");
		if (status.startsWith("R") || status.startsWith("C")) {
			const previousPath = parts[i++] ?? "";
			entries.push({
				oldMode,
				newMode,
				oldSha,
				newSha,
				status,
				previousPath,
				path: parts[i++] ?? ""
			});
		} else entries.push({
			oldMode,
			newMode,
			oldSha,
			newSha,
			status,
			path: parts[i++] ?? ""
		});
	}
	return entries;
}
/** Options every qgate git diff uses, so a user's diff configuration cannot change what is parsed. */
const DIFF_OPTIONS = [
	"--no-color",
	"--no-ext-diff",
	"--no-textconv",
	"--relative",
	"-M",
	"--submodule=short",
	"--ignore-submodules=none"
];
/**
* Runs `git diff <revisions...>` twice (raw list, then patch with 3 lines of context) in `root`.
* `revisions` are already-verified commit ids or flags such as `--cached`.
*/
async function gitDiff(root, revisions) {
	const entries = parseRaw(await gitOutput(root, [
		"diff",
		...DIFF_OPTIONS,
		"--raw",
		"-z",
		"--no-abbrev",
		...revisions,
		"--"
	]));
	const sections = /* @__PURE__ */ new Map();
	if (entries.length === 0) return {
		entries,
		sections
	};
	const patch = await gitOutput(root, [
		"diff",
		...DIFF_OPTIONS,
		"-p",
		"-U3",
		"--src-prefix=a/",
		"--dst-prefix=b/",
		...revisions,
		"--"
	]);
	for (const section of parseUnifiedDiff(patch)) {
		const key = section.newPath ?? section.oldPath;
		if (key === void 0) continue;
		const known = sections.get(key);
		if (known && known.newPath !== void 0 && section.newPath === void 0) continue;
		sections.set(key, section);
	}
	return {
		entries,
		sections
	};
}
function changeTypeOfStatus(status) {
	if (status.startsWith("D")) return "delete";
	if (status.startsWith("A") || status.startsWith("C")) return "create";
	return "modify";
}
/**
* Change-set entries for raw diff entries. Renames also list their old path as a deletion (the types
* check re-checks its importers); submodules are skipped. Line ranges come from the patch; a file
* whose section is missing keeps no ranges (the whole file is in scope: more findings, never fewer).
*/
function entriesToFiles(root, entries, sections) {
	const files = /* @__PURE__ */ new Map();
	const skipped = [];
	for (const entry of entries) {
		const change = changeTypeOfStatus(entry.status);
		if (entry.previousPath !== void 0 && entry.status.startsWith("R") && !files.has(entry.previousPath)) files.set(entry.previousPath, {
			path: entry.previousPath,
			absPath: path.join(root, entry.previousPath),
			change: "delete"
		});
		if (change !== "delete" && entry.newMode === "160000") {
			skipped.push({
				path: entry.path,
				reason: changeMessages.skipped.submodule
			});
			continue;
		}
		if (change === "delete" && entry.oldMode === "160000") continue;
		const section = sections.get(entry.path);
		if (change !== "delete" && section?.binary) {
			skipped.push({
				path: entry.path,
				reason: changeMessages.skipped.binary
			});
			continue;
		}
		const file = {
			path: entry.path,
			absPath: path.join(root, entry.path),
			change,
			...entry.previousPath !== void 0 && entry.status.startsWith("R") ? { previousPath: entry.previousPath } : {}
		};
		if (change !== "delete" && section) {
			file.addedLines = section.added;
			file.contextLines = section.context;
		}
		files.set(entry.path, file);
	}
	return {
		files: [...files.values()],
		skipped
	};
}

// dist/changes/content.js
/**
* What the checks read for a file of a git selection: the blob (staged or committed version) or the
* work tree, where symlinks are followed only when they stay inside the root.
*/
/**
* Gives each file the blob of its raw entry as `content` (utf8). Binary blobs and symlinks (whose blob
* is only the link's target path) are skipped with a reason. Files for which `readFromDisk` says yes
* keep no content (the work tree holds the same bytes).
*/
async function attachBlobContent(root, files, entries, readFromDisk = () => false) {
	const byPath = new Map(entries.map((e) => [e.path, e]));
	const wanted = files.filter((f) => f.change !== "delete" && !readFromDisk(f));
	const ids = wanted.map((f) => byPath.get(f.path)).filter((e) => e !== void 0 && !ZERO_SHA.test(e.newSha)).map((e) => e.newSha);
	const blobs = await readBlobs(root, ids);
	const kept = [];
	const skipped = [];
	for (const file of files) {
		if (!wanted.includes(file)) {
			kept.push(file);
			continue;
		}
		const entry = byPath.get(file.path);
		const blob = entry ? blobs.get(entry.newSha) : void 0;
		if (entry?.newMode === "120000") {
			const target = path.resolve(path.dirname(file.absPath), blob?.toString("utf8") ?? "");
			const reason = isInside(root, target) ? changeMessages.skipped.symlinkInside : changeMessages.skipped.symlinkOutsideRoot;
			skipped.push({
				path: file.path,
				reason
			});
			continue;
		}
		if (blob === void 0) {
			kept.push(file);
			continue;
		}
		if (looksBinary(blob)) {
			skipped.push({
				path: file.path,
				reason: changeMessages.skipped.binary
			});
			continue;
		}
		kept.push({
			...file,
			content: blob.toString("utf8")
		});
	}
	return {
		files: kept,
		skipped
	};
}
/** Work-tree files that are symlinks are checked only when they lead to a file inside the root. */
function guardSymlinks(root, files) {
	const kept = [];
	const skipped = [];
	let realRoot;
	for (const file of files) {
		if (file.change === "delete" || file.content !== void 0) {
			kept.push(file);
			continue;
		}
		if (!lstatSync(file.absPath, { throwIfNoEntry: false })?.isSymbolicLink()) {
			kept.push(file);
			continue;
		}
		let target;
		try {
			target = realpathSync(file.absPath);
		} catch {
			skipped.push({
				path: file.path,
				reason: changeMessages.skipped.danglingSymlink
			});
			continue;
		}
		realRoot ??= realpathSync(root);
		if (isInside(realRoot, target)) kept.push(file);
		else skipped.push({
			path: file.path,
			reason: changeMessages.skipped.symlinkOutsideRoot
		});
	}
	return {
		files: kept,
		skipped
	};
}

// dist/changes/snapshot.js
/**
* The tree a change set's content was read from (the index for `--staged`, commit `b` for
* `--diff a..b`), as an overlay on the work tree: every tracked file whose content there differs from
* the work tree, with that content (null when the file does not exist in the snapshot). The types
* check reads through it, so importers are checked against what is committed, not what is on disk.
* Only files TypeScript can read are listed. Untracked files are not: the snapshot is what git tracks.
*/
const TYPESCRIPT_READS = /\.(ts|tsx|mts|cts|js|jsx|mjs|cjs|json)$/i;
/**
* @param against `[]` for the index, `[commit]` for a commit: what `git diff <against>` compares the
*   work tree with (its "old" side is the snapshot).
*/
async function snapshotOverlay(root, against) {
	const raw = await gitOutput(root, [
		"diff",
		"--no-color",
		"--no-ext-diff",
		"--no-textconv",
		"--relative",
		"--no-renames",
		"--ignore-submodules=all",
		"--raw",
		"-z",
		"--no-abbrev",
		...against,
		"--"
	]);
	const entries = parseRaw(raw).filter((e) => TYPESCRIPT_READS.test(e.path) && e.oldMode !== "160000");
	const present = entries.filter((e) => !ZERO_SHA.test(e.oldSha) && !e.status.startsWith("A"));
	const blobs = await readBlobs(root, present.map((e) => e.oldSha));
	return entries.map((e) => {
		const blob = ZERO_SHA.test(e.oldSha) || e.status.startsWith("A") ? void 0 : blobs.get(e.oldSha);
		return {
			path: e.path,
			absPath: path.join(root, e.path),
			content: blob ? blob.toString("utf8") : null
		};
	});
}

// dist/changes/revisions.js
/** Revisions named on the command line, verified before any diff runs, with one-line errors. */
async function requireRepository(root, flag) {
	if (await gitTopLevel(root) === void 0) throw new UsageError(changeMessages.notInRepository(flag, displayPath(root)));
}
/** The full commit id of `rev`, or a usage error naming it (`--diff nope: unknown revision "nope"`). */
async function resolveCommit(root, rev, flag) {
	const result = rev.startsWith("-") ? void 0 : await git(root, [
		"rev-parse",
		"--verify",
		"--quiet",
		`${rev}^{commit}`
	]);
	if (result?.exitCode === 0) return String(result.stdout).trim();
	const why = !await hasHead(root) ? changeMessages.noCommitsYet : await isShallow(root) ? changeMessages.shallowCloneMissing(rev.includes("/") ? remoteOf(rev) : void 0) : "";
	throw new UsageError(changeMessages.unknownRevision(flag, displayPath(rev), why));
}
async function isShallow(root) {
	const shallow = await git(root, ["rev-parse", "--is-shallow-repository"]);
	return String(shallow.stdout).trim() === "true";
}
/** `origin/main` -> `origin main`, for the fetch that brings it. */
function remoteOf(rev) {
	const [remote, ...branch] = rev.split("/");
	return `${remote} ${branch.join("/")}`;
}
async function mergeBase(root, a, b, flag) {
	const result = await git(root, [
		"merge-base",
		a,
		b
	]);
	if (result.exitCode === 0) return String(result.stdout).trim();
	const hint = await isShallow(root) ? changeMessages.shallowCloneHistory : "";
	throw new UsageError(changeMessages.noCommonAncestor(flag, hint));
}
function shortId(id) {
	return id.slice(0, 12);
}

// dist/changes/diff.js
/**
* `qgate check --diff <base>`: what changed between the merge-base of <base> and HEAD and the work tree
* (untracked files included); `--diff <a>..<b>` and `<a>...<b>`: commits only, checked as they are at <b>.
*/
function parseDiffSpec(value) {
	if (value.trim() === "") throw new UsageError(changeMessages.diffNeedsRevision);
	const symmetric = value.indexOf("...");
	if (symmetric !== -1) return {
		kind: "range",
		from: value.slice(0, symmetric) || "HEAD",
		to: value.slice(symmetric + 3) || "HEAD",
		symmetric: true
	};
	const range = value.indexOf("..");
	if (range !== -1) return {
		kind: "range",
		from: value.slice(0, range) || "HEAD",
		to: value.slice(range + 2) || "HEAD",
		symmetric: false
	};
	return {
		kind: "base",
		base: value
	};
}
async function untracked(root) {
	return splitZ(await gitOutput(root, [
		"ls-files",
		"-z",
		"--others",
		"--exclude-standard"
	]));
}
/** Paths (relative to the root) whose work-tree content differs from HEAD. */
async function dirtyPaths(root) {
	const out = await gitOutput(root, [
		"diff",
		"--name-only",
		"-z",
		"--relative",
		"--no-ext-diff",
		"HEAD",
		"--"
	]);
	return new Set(splitZ(out));
}
async function diffChangeSet(root, value, options = {}) {
	const flag = `--diff ${displayPath(value)}`;
	await requireRepository(root, "--diff");
	const spec = parseDiffSpec(value);
	const skipped = [];
	const notes = [];
	let files;
	let snapshot;
	let baseRevision;
	if (spec.kind === "base") {
		const base = await resolveCommit(root, spec.base, flag);
		const head = await resolveCommit(root, "HEAD", flag);
		const since = await mergeBase(root, base, head, flag);
		baseRevision = since;
		const { entries, sections } = await gitDiff(root, [since]);
		const listed = entriesToFiles(root, entries, sections);
		skipped.push(...listed.skipped);
		const byPath = new Map(listed.files.map((f) => [f.path, f]));
		for (const relative of await untracked(root)) if (!byPath.has(relative)) byPath.set(relative, {
			path: relative,
			absPath: path.join(root, relative),
			change: "create"
		});
		const guarded = guardSymlinks(root, [...byPath.values()]);
		files = guarded.files;
		skipped.push(...guarded.skipped);
		notes.push(changeMessages.note.sinceBase(displayPath(spec.base), shortId(since)));
	} else {
		const from = await resolveCommit(root, spec.from, flag);
		const to = await resolveCommit(root, spec.to, flag);
		const since = spec.symmetric ? await mergeBase(root, from, to, flag) : from;
		baseRevision = since;
		const { entries, sections } = await gitDiff(root, [since, to]);
		const listed = entriesToFiles(root, entries, sections);
		skipped.push(...listed.skipped);
		const dirty = await resolveCommit(root, "HEAD", flag).catch(() => void 0) === to ? await dirtyPaths(root) : void 0;
		const withContent = await attachBlobContent(root, listed.files, entries, (f) => dirty === void 0 ? false : !dirty.has(f.path));
		skipped.push(...withContent.skipped);
		const guarded = guardSymlinks(root, withContent.files);
		files = guarded.files;
		skipped.push(...guarded.skipped);
		if (options.fix && files.some((f) => f.content !== void 0)) throw new UsageError(changeMessages.diffFixNotCheckedOut(flag, displayPath(spec.to)));
		if (files.some((f) => f.content !== void 0)) {
			notes.push(changeMessages.note.checkedAt(displayPath(spec.to)));
			snapshot = await snapshotOverlay(root, [to]);
		}
	}
	return {
		root,
		files,
		skipped,
		source: "diff",
		notes,
		baseRevision,
		...snapshot && snapshot.length > 0 ? { snapshot } : {}
	};
}

// dist/changes/diff-stdin.js
/**
* `qgate check --diff-stdin`: a unified diff on standard input (`git diff | qgate check --diff-stdin`,
* a pull request's .diff or .patch). Paths come from the new (`+++ b/`) side, relative to the root;
* the content checked is the work tree's.
*/
async function readStdin(stream = process.stdin) {
	const preset = presetStdinValue();
	if (preset && !preset.tooLarge) return preset.text;
	if (stream.isTTY) throw new UsageError(changeMessages.diffStdinIsTerminal);
	const chunks = [];
	for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
	return Buffer.concat(chunks).toString("utf8");
}
/**
* Plain `diff -u` output may or may not carry `a/` `b/` prefixes (git's sections are already
* stripped): keep the name as written when it exists, else drop a one-letter prefix.
*/
function resolveName(root, name, git) {
	if (git) return name;
	const stripped = name.replace(/^[ab]\//, "");
	if (stripped !== name && !existsSync(path.join(root, name))) return stripped;
	return name;
}
/** A safe root-relative path, or undefined when the diff names something outside the root. */
function normalise(name) {
	const posix = path.posix.normalize(name.replace(/\\/g, "/"));
	if (posix === "." || posix.startsWith("../") || posix === ".." || path.posix.isAbsolute(posix)) return void 0;
	return posix.replace(/^\.\//, "");
}
function diffTextChangeSet(root, text) {
	const sections = parseUnifiedDiff(text);
	if (sections.length === 0 && text.trim() !== "") throw new UsageError(changeMessages.diffStdinEmpty);
	const gitDiff = /^diff --git /m.test(text);
	const files = /* @__PURE__ */ new Map();
	const skipped = [];
	const notes = [];
	const seen = /* @__PURE__ */ new Map();
	const add = (name, section, change, previousPath) => {
		const relative = normalise(resolveName(root, name, gitDiff));
		if (relative === void 0) {
			skipped.push({
				path: name,
				reason: changeMessages.skipped.outsideRoot
			});
			return;
		}
		seen.set(relative, (seen.get(relative) ?? 0) + 1);
		const file = {
			path: relative,
			absPath: path.join(root, relative),
			change,
			previousPath
		};
		if (section && change !== "delete") {
			file.addedLines = section.added;
			file.contextLines = section.context;
		}
		files.set(relative, file);
	};
	for (const section of sections) {
		if (section.newPath === void 0) {
			if (section.oldPath !== void 0) add(section.oldPath, void 0, "delete");
			continue;
		}
		if (section.newMode === "160000") {
			skipped.push({
				path: section.newPath,
				reason: changeMessages.skipped.submodule
			});
			continue;
		}
		if (section.binary) {
			skipped.push({
				path: section.newPath,
				reason: changeMessages.skipped.binary
			});
			continue;
		}
		const previous = section.renamed && section.oldPath !== void 0 ? normalise(section.oldPath) : void 0;
		if (previous !== void 0 && !files.has(previous)) add(previous, void 0, "delete");
		add(section.newPath, section, section.oldPath === void 0 ? "create" : "modify", previous);
	}
	for (const [relative, count] of seen) {
		const file = files.get(relative);
		if (count > 1 && file && file.change !== "delete") {
			delete file.addedLines;
			delete file.contextLines;
			notes.push(changeMessages.note.repeatedInDiff(displayPath(relative), count));
		}
	}
	const guarded = guardSymlinks(root, [...files.values()]);
	return {
		root,
		files: guarded.files,
		skipped: [...skipped, ...guarded.skipped],
		source: "diff",
		notes
	};
}

// dist/changes/explicit.js
/** `qgate check <path...>`: files named on the command line (directories are expanded). */
async function trackedInHead(root, relative) {
	return (await git(root, [
		"cat-file",
		"-e",
		`HEAD:./${relative}`
	])).exitCode === 0;
}
/**
* Directories a directory's expansion leaves out wherever they sit below it, as the project's own
* formatters and linters do by default (Prettier, ESLint, Biome, oxlint, oxfmt all skip
* `node_modules`; git's own directory is never code). A file in one named on its own is still checked.
*/
const SKIPPED_DIRECTORIES = /* @__PURE__ */ new Set(["node_modules", ".git"]);
/** The first skipped directory on `file`'s path below `dir` (both root-relative, `/`-separated). */
function skippedDirectoryOf(file, dir) {
	const segments = (dir === "." ? file : file.slice(dir.length + 1)).split("/").slice(0, -1);
	const at = segments.findIndex((segment) => SKIPPED_DIRECTORIES.has(segment));
	if (at < 0) return void 0;
	const inside = segments.slice(0, at + 1).join("/");
	return dir === "." ? inside : `${dir}/${inside}`;
}
/**
* Files under a directory that git would show (tracked plus untracked non-ignored), but those in a
* directory the project's tools skip (`skipped`: each such directory once, root-relative).
*/
async function expandDirectory(root, absDir) {
	const relative = toRelative(root, absDir) || ".";
	const listed = await git(root, [
		"ls-files",
		"-z",
		"--cached",
		"--others",
		"--exclude-standard",
		"--",
		relative
	]);
	if (listed.exitCode === 0) {
		const files = [];
		const skipped = /* @__PURE__ */ new Set();
		for (const file of splitZ(String(listed.stdout))) {
			const inSkipped = skippedDirectoryOf(file, relative);
			if (inSkipped === void 0) files.push(path.join(root, file));
			else skipped.add(inSkipped);
		}
		return {
			files,
			skipped: [...skipped]
		};
	}
	return {
		files: await glob(["**/*"], {
			cwd: absDir,
			absolute: true,
			dot: true,
			ignore: [
				"**/node_modules/**",
				"**/.git/**",
				"**/dist/**"
			]
		}),
		skipped: []
	};
}
function isLink(file) {
	try {
		return lstatSync(file).isSymbolicLink();
	} catch {
		return false;
	}
}
async function explicitChangeSet(root, cwd, inputs) {
	const files = /* @__PURE__ */ new Map();
	const skipped = [];
	for (const input of inputs) {
		const { absPath, path: relative } = resolveInsideRoot(root, cwd, input);
		let stats;
		try {
			stats = lstatSync(absPath);
		} catch {
			stats = void 0;
		}
		if (stats === void 0) {
			if (await trackedInHead(root, relative)) {
				files.set(relative, {
					path: relative,
					absPath,
					change: "delete"
				});
				continue;
			}
			throw new FileError(changeMessages.noSuchFile(displayPath(input)));
		}
		if (stats.isDirectory() || stats.isSymbolicLink() && statSync(absPath).isDirectory()) {
			const expanded = await expandDirectory(root, absPath);
			for (const dir of expanded.skipped) if (!skipped.some((entry) => entry.path === dir)) skipped.push({
				path: dir,
				reason: changeMessages.skipped.toolsSkipDirectory
			});
			if (expanded.files.length === 0 && expanded.skipped.length === 0) skipped.push({
				path: relative || ".",
				reason: changeMessages.skipped.emptyDirectory
			});
			for (const file of expanded.files) {
				const rel = toRelative(root, file);
				const change = existsSync(file) || isLink(file) ? "modify" : "delete";
				if (!files.has(rel)) files.set(rel, {
					path: rel,
					absPath: file,
					change,
					expanded: true
				});
			}
			continue;
		}
		files.set(relative, {
			path: relative,
			absPath,
			change: "modify"
		});
	}
	return {
		root,
		files: [...files.values()],
		skipped,
		source: "explicit"
	};
}

// dist/changes/stdin-file.js
/**
* `qgate check --stdin-filepath <file>`: one file's content read from standard input instead of the
* disk (an editor's unsaved buffer: the LSP door sends it). The file is checked as that content, and
* the types check reads the same content through the snapshot overlay, so the file's importers are
* checked against the buffer, not what is saved. Its base is HEAD, as an assistant's edit's is: the
* buffer's declarations are compared with the committed file's, and its importers are checked again
* only when they differ (a body edit costs one file, as the hook's does), or when there is no HEAD.
*/
async function readFileFromStdin(file, stream = process.stdin) {
	const preset = presetStdinValue();
	if (preset?.tooLarge) throw new UsageError(changeMessages.stdinFilepathTooLarge(file));
	if (preset) return preset.text;
	if (stream.isTTY) throw new UsageError(changeMessages.stdinFilepathIsTerminal(file));
	const chunks = [];
	for await (const chunk of stream) chunks.push(Buffer.isBuffer(chunk) ? chunk : Buffer.from(String(chunk)));
	return Buffer.concat(chunks).toString("utf8");
}
function stdinFileChangeSet(root, cwd, file, content, withHead) {
	const { absPath, path } = resolveInsideRoot(root, cwd, file);
	return {
		root,
		files: [{
			path,
			absPath,
			change: existsSync(absPath) ? "modify" : "create",
			content
		}],
		skipped: [],
		source: "explicit",
		snapshot: [{
			path,
			absPath,
			content
		}],
		...withHead ? { baseRevision: "HEAD" } : {}
	};
}

// dist/changes/package.js
/**
* `qgate check --package [dir]`: one package of a monorepo, as a task runner (Turborepo, Nx) runs it
* in each package. The package is the nearest directory with a package.json at or above `dir` (default:
* the current directory); its files are the ones no nested package owns. All of them, or, with a base
* revision (`--diff <rev>`, else `TURBO_SCM_BASE`), those of the diff's files that the package owns, or all
* of them when it owns none (it runs because a dependency or a config above it changed).
*/
/** The package directory `dir` (absolute) belongs to: its nearest package.json at or below the root. */
function packageDirOf(root, dir, shown) {
	if (!isInside(root, dir)) throw new UsageError(changeMessages.packageOutsideRoot(displayPath(shown), root));
	const found = findUp(dir, ["package.json"], root);
	if (found === void 0) throw new UsageError(changeMessages.noPackage(displayPath(shown)));
	return found.dir;
}
async function packageChangeSet(options) {
	const { root, packageDir } = options;
	const whole = () => explicitChangeSet(root, root, [packageDir]);
	const changeSet = options.base === void 0 ? await whole() : await diffChangeSet(root, options.base, { fix: Boolean(options.fix) });
	const owns = (relative) => {
		const absolute = path.join(root, relative);
		return isInside(packageDir, absolute) && owningPackageDir(absolute, root) === packageDir;
	};
	if (options.base !== void 0 && !changeSet.files.some((file) => owns(file.path))) {
		const all = await whole();
		return {
			...all,
			files: all.files.filter((file) => owns(file.path)),
			skipped: all.skipped.filter((file) => owns(file.path))
		};
	}
	return {
		...changeSet,
		files: changeSet.files.filter((file) => owns(file.path)),
		skipped: changeSet.skipped.filter((file) => owns(file.path))
	};
}

// dist/changes/shard.js
/**
* `--shard i/n`: a deterministic split of a change set for a CI matrix of n jobs. Files are ordered by
* the package that owns them, then by path, and cut into n contiguous, balanced slices, so every file
* is in exactly one shard and a package's files tend to stay together (one tool load, one program).
*/
function parseShard(value) {
	const match = /^(\d+)\/(\d+)$/.exec(value.trim());
	const index = match ? Number(match[1]) : NaN;
	const count = match ? Number(match[2]) : NaN;
	if (!match || count < 1 || index < 1 || index > count || !Number.isSafeInteger(count)) throw new UsageError(changeMessages.badShard(value));
	return {
		index,
		count
	};
}
/** Which shard (1-based) the item at `position` of `total` sorted items belongs to. */
function shardOf(position, total, count) {
	return Math.floor(position * count / Math.max(total, 1)) + 1;
}
function applyShard(changeSet, shard) {
	const packages = /* @__PURE__ */ new Map();
	const keyOf = (relative) => {
		const dir = path.dirname(path.join(changeSet.root, relative));
		let pkg = packages.get(dir);
		if (pkg === void 0) {
			pkg = toRelative(changeSet.root, owningPackageDir(path.join(changeSet.root, relative), changeSet.root));
			packages.set(dir, pkg);
		}
		return pkg;
	};
	const items = [...changeSet.files.map((file) => ({
		path: file.path,
		file,
		skipped: void 0
	})), ...changeSet.skipped.map((skipped) => ({
		path: skipped.path,
		file: void 0,
		skipped
	}))].map((item) => ({
		...item,
		pkg: keyOf(item.path)
	})).sort((a, b) => compare(a.pkg, b.pkg) || compare(a.path, b.path) || (a.file ? -1 : 1));
	const mine = items.filter((_, i) => shardOf(i, items.length, shard.count) === shard.index);
	const files = mine.flatMap((item) => item.file ? [item.file] : []);
	const skipped = mine.flatMap((item) => item.skipped ? [item.skipped] : []);
	return {
		...changeSet,
		files,
		skipped,
		notes: [...changeSet.notes ?? [], changeMessages.note.shard(shard.index, shard.count, files.length, changeSet.files.length)]
	};
}
/** Code-unit order: the same on every machine, whatever the locale. */
function compare(a, b) {
	return a < b ? -1 : a > b ? 1 : 0;
}

// dist/changes/staged.js
/**
* `qgate check --staged` (pre-commit): the staged version of each file, read from the index blobs.
* Nothing here writes to the work tree or the index: no stash, no checkout. With `--fix`, only fully
* staged files (work tree identical to the index) are fixed, in place, and then re-staged.
*/
/** Whether the work-tree file holds exactly the staged bytes (a regular file, not a symlink). */
function sameAsIndex(file) {
	if (file.content === void 0) return false;
	try {
		if (!lstatSync(file.absPath).isFile()) return false;
		return readFileSync(file.absPath).equals(Buffer.from(file.content, "utf8"));
	} catch {
		return false;
	}
}
async function stagedChangeSet(root, options = {}) {
	await requireRepository(root, "--staged");
	const revisions = await hasHead(root) ? ["--cached", "HEAD"] : ["--cached"];
	const { entries, sections } = await gitDiff(root, revisions);
	const listed = entriesToFiles(root, entries, sections);
	const withContent = await attachBlobContent(root, listed.files, entries);
	const skipped = [...listed.skipped, ...withContent.skipped];
	let files = withContent.files;
	const notes = [];
	const fixable = [];
	if (options.fix) {
		const partial = files.filter((f) => f.content !== void 0 && !sameAsIndex(f));
		if (partial.length > 0) throw new UsageError(changeMessages.stagedFixPartial(displayPath(partial[0].path), partial.length - 1));
		files = files.map((f) => {
			if (f.content === void 0) return f;
			fixable.push(f.path);
			const { content: _content, ...rest } = f;
			return rest;
		});
	}
	const snapshot = await snapshotOverlay(root, []);
	return {
		changeSet: {
			root,
			files,
			skipped,
			source: "staged",
			notes,
			...revisions.includes("HEAD") ? { baseRevision: "HEAD" } : {},
			...snapshot.length > 0 ? { snapshot } : {}
		},
		fixable
	};
}
/** After `--staged --fix`: stages exactly the fixed files that qgate was allowed to fix. */
async function restageFixed(root, fixed, fixable) {
	const allowed = new Set(fixable);
	const paths = fixed.filter((p) => allowed.has(p));
	if (paths.length === 0) return [];
	await gitOutput(root, [
		"--literal-pathspecs",
		"add",
		"--",
		...paths
	]);
	return paths;
}

// dist/changes/select.js
/**
* What changed, from `qgate check`'s selectors (and the API's `selectChanges`): explicit paths, the
* work tree, the staged snapshot, a diff between revisions, or a unified diff on stdin; then a shard.
*/
async function selectChanges(options) {
	const files = options.files ?? [];
	if (options.package) {
		if (files.length > 1) throw new UsageError(changeMessages.packageOneDir);
		if (options.staged || options.diffStdin || options.stdinFilepath !== void 0) throw new UsageError(changeMessages.packageWithSelector);
	}
	if ([
		files.length > 0,
		options.staged,
		options.diff !== void 0,
		options.diffStdin,
		options.stdinFilepath !== void 0
	].filter(Boolean).length > 1) throw new UsageError(changeMessages.chooseOneSelector);
	const shard = options.shard === void 0 ? void 0 : parseShard(options.shard);
	const selection = await select(options);
	return shard === void 0 ? selection : {
		...selection,
		changeSet: applyShard(selection.changeSet, shard)
	};
}
async function select(options) {
	if (options.package) {
		const given = options.files?.[0] ?? ".";
		const cwd = options.cwd ?? options.root;
		const packageDir = packageDirOf(options.root, path.resolve(cwd, given), given);
		const base = options.diff ?? (options.packageBase === "" ? void 0 : options.packageBase);
		return {
			changeSet: await packageChangeSet({
				root: options.root,
				packageDir,
				base,
				fix: Boolean(options.fix)
			}),
			fromDiff: base !== void 0
		};
	}
	if (options.staged) {
		const { changeSet, fixable } = await stagedChangeSet(options.root, { fix: Boolean(options.fix) });
		if (!options.fix) return {
			changeSet,
			fromDiff: true
		};
		return {
			changeSet,
			fromDiff: true,
			afterRun: async (fixed) => {
				const staged = await restageFixed(options.root, fixed, fixable);
				return staged.length > 0 ? [`re-staged after fixing: ${staged.join(", ")}`] : [];
			}
		};
	}
	if (options.diff !== void 0) return {
		changeSet: await diffChangeSet(options.root, options.diff, { fix: Boolean(options.fix) }),
		fromDiff: true
	};
	if (options.diffStdin) {
		const text = await (options.stdin ?? (() => readStdin()))();
		return {
			changeSet: diffTextChangeSet(options.root, text),
			fromDiff: true
		};
	}
	if (options.stdinFilepath !== void 0) {
		const file = options.stdinFilepath;
		if (options.fix) throw new UsageError(changeMessages.stdinFilepathFix);
		const text = await (options.stdin ?? (() => readFileFromStdin(file)))();
		return {
			changeSet: stdinFileChangeSet(options.root, options.cwd ?? options.root, file, text, await hasHead(options.root)),
			fromDiff: false
		};
	}
	const files = options.files ?? [];
	return {
		changeSet: files.length > 0 ? await explicitChangeSet(options.root, options.cwd ?? options.root, files) : await worktreeChangeSet(options.root),
		fromDiff: false
	};
}

// dist/cli/progress.js
/**
* The progress line of `qgate check` on a terminal: which checks are done, running or waiting, and
* how many of the files' checks are done (file by file, as each check reports them), redrawn in place on stderr and cleared before the report.
* Only when stderr is a terminal, not in CI, not with --no-progress, and only once a run has taken a
* second (QGATE_PROGRESS_DELAY_MS): a quick run prints nothing but its report. Stdout is never touched.
*/
const FRAMES = [
	"⠋",
	"⠙",
	"⠹",
	"⠸",
	"⠼",
	"⠴",
	"⠦",
	"⠧",
	"⠇",
	"⠏"
];
const NONE = {
	onProgress: () => void 0,
	stop: () => void 0
};
function shouldShowProgress(stream, env, disabled) {
	return stream.isTTY === true && env.CI !== "true" && !disabled;
}
function startProgress(stream, env, disabled) {
	if (!shouldShowProgress(stream, env, disabled)) return NONE;
	const delay = Number(env.QGATE_PROGRESS_DELAY_MS ?? 1e3);
	const checks = /* @__PURE__ */ new Map();
	let frame = 0;
	let drawn = false;
	let visible = false;
	let ticker;
	const plainColors = import_picocolors.default.createColors(false);
	const line = (paint = import_picocolors.default) => {
		const all = [...checks.values()];
		const total = all.reduce((sum, check) => sum + check.files, 0);
		const done = all.filter((check) => check.state === "done");
		const states = [...checks].map(([id, check]) => check.state === "done" ? `${id} ${paint.green("✓")}` : check.state === "running" ? paint.bold(id) : paint.dim(id)).join(" · ");
		const filesDone = all.reduce((sum, check) => sum + (check.state === "done" ? check.files : Math.min(check.filesDone, check.files)), 0);
		const counts = `${done.length}/${all.length} checks, ${filesDone}/${total} file checks`;
		return `${paint.cyan(FRAMES[frame % FRAMES.length] ?? "")} qgate: ${states}  ${paint.dim(counts)}`;
	};
	const draw = () => {
		if (!visible || checks.size === 0) return;
		frame++;
		const width = stream.columns > 0 ? stream.columns - 1 : 100;
		const plain = line(plainColors);
		writeLive(stream, `\r\x1b[K${plain.length > width ? plain.slice(0, width) : line()}`);
		drawn = true;
	};
	const shown = setTimeout(() => {
		visible = true;
		draw();
		ticker = setInterval(draw, 100);
		ticker.unref();
	}, Number.isFinite(delay) && delay >= 0 ? delay : 1e3);
	shown.unref();
	return {
		onProgress: (event) => {
			if (event.type === "planned") for (const c of event.checks) checks.set(c.id, {
				files: c.files,
				filesDone: 0,
				state: "waiting"
			});
			else {
				const check = checks.get(event.id);
				if (!check) return;
				if (event.type === "files") check.filesDone += event.count;
				else check.state = event.type === "started" ? "running" : "done";
			}
			draw();
		},
		stop: () => {
			clearTimeout(shown);
			if (ticker) clearInterval(ticker);
			ticker = void 0;
			visible = false;
			if (drawn) writeLive(stream, "\r\x1B[K");
			drawn = false;
		}
	};
}

// dist/cli/commands/check.js
/** `qgate check`: the manual, pre-commit and CI door. */
const checkHelp = `Usage: qgate check [options] [files...]

Runs the policy's checks (format, lint, types, security) on what changed and prints one report.
With no files, checks what changed in the working tree against HEAD (untracked files included).

Selection:
  [files...]              Files or directories to check (relative to --cwd)
  --staged                The staged content of the files in the index (pre-commit)
  --diff <base>           Files changed since the merge-base with <base>; <a>..<b> for commits only
  --diff-stdin            A unified diff on stdin (git diff | qgate check --diff-stdin)
  --stdin-filepath <file> One file, its content read from stdin instead of the disk (an editor's buffer)
  --scope <scope>         added | context | file | all: which findings of a changed file count
  --shard <i>/<n>         Check only shard i of n (a CI matrix)
  --package [dir]         Every file of the package that owns dir (default: the current directory),
                          or with --diff <base> (else TURBO_SCM_BASE) what changed in it: a monorepo
                          task (qgate install turbo, docs/monorepo.md)

Policy:
  --policy <name|path>    Built-in policy (default, strict, security, fast) or a policy JSON file
  --only <checks>         Comma-separated check ids to run (format,lint,types,security)
  --strict                Strict mode (also CLAUDE_STRICT_QUALITY=true)
  --fix                   Apply Prettier and ESLint fixes to the selected files, then check again

Output:
  --format <name>[=<file>]
                          pretty (default), json, sarif, github, junit, rdjson, assistant;
                          repeatable, each to stdout or to its own file
  --no-progress           No progress line on the terminal (it shows on stderr when a run takes a second)
  --timings               Print where the run's time went on stderr, after the report (also QGATE_TIMINGS=1)
  --cwd <dir>             Project root (default: the git top level of the current directory)
  -h, --help              Show this help

Exit codes: 0 pass or warn, 1 blocking findings, 2 qgate could not do its job.
`;
function parseOnly(value) {
	if (value === void 0) return void 0;
	const ids = value.split(",").map((s) => s.trim()).filter(Boolean);
	for (const id of ids) if (!CHECK_IDS.includes(id)) throw new UsageError(cliMessages.unknownCheck(id, CHECK_IDS));
	if (ids.length === 0) throw new UsageError(cliMessages.noChecks(CHECK_IDS));
	return ids;
}
function parseScope(value) {
	if (value === void 0) return void 0;
	const parsed = ScopeSchema.safeParse(value);
	if (!parsed.success) throw new UsageError(cliMessages.unknownScope(value));
	return parsed.data;
}
/** Exit code of the check door (docs/architecture.md): 2 when a check could not run and that blocks, 1 on block. */
function checkExitCode(report, onFailure) {
	if (report.failures.length > 0 && onFailure === "block") return 2;
	return report.verdict === "block" ? 1 : 0;
}
const checkCommand = defineCommand({
	name: "check",
	help: checkHelp,
	options: {
		staged: { type: "boolean" },
		diff: { type: "string" },
		"diff-stdin": { type: "boolean" },
		"stdin-filepath": { type: "string" },
		policy: { type: "string" },
		strict: { type: "boolean" },
		fix: { type: "boolean" },
		only: { type: "string" },
		format: {
			type: "string",
			multiple: true
		},
		scope: { type: "string" },
		shard: { type: "string" },
		package: { type: "boolean" },
		cwd: { type: "string" },
		"no-progress": { type: "boolean" },
		timings: { type: "boolean" }
	},
	run: async ({ values, positionals }) => {
		const only = parseOnly(values.only);
		const scopeFlag = parseScope(values.scope);
		const targets = (values.format ?? ["pretty"]).map(parseFormat);
		checkTargets(targets, process.cwd());
		const root = await resolveRoot(values.cwd);
		const cwd = values.cwd === void 0 ? process.cwd() : root;
		const policy = timed("check.policy", () => loadPolicy({
			root,
			policy: values.policy,
			cwd: process.cwd()
		}));
		const strict = Boolean(values.strict) || isStrictEnv() || policy.strict;
		const fix = Boolean(values.fix) || policy.fix === true;
		const selection = await timed("check.changes", () => selectChanges({
			root,
			cwd,
			files: positionals,
			staged: Boolean(values.staged),
			diff: values.diff,
			diffStdin: Boolean(values["diff-stdin"]),
			stdinFilepath: values["stdin-filepath"],
			shard: values.shard,
			package: values.package === true,
			packageBase: process.env.TURBO_SCM_BASE,
			fix
		}));
		const scope = scopeFlag ?? (selection.fromDiff ? policy.scope.diff : "file");
		const recordInputsNow = runRecordWanted() && !fix ? filesManifest(root, selection.changeSet.files.map((file) => file.absPath), policy.sources ?? {}) : void 0;
		const progress = startProgress(process.stderr, process.env, values["no-progress"] === true);
		let recordable;
		let report;
		try {
			report = await runGate(selection.changeSet, {
				policy,
				strict,
				fix,
				scope,
				...only ? { only } : {},
				...selection.afterRun ? { afterRun: selection.afterRun } : {},
				onProgress: progress.onProgress,
				...recordInputsNow ? { onRecordable: (checks) => recordable = checks } : {}
			});
		} finally {
			progress.stop();
		}
		await timed("check.output", () => writeReports(report, targets, process.cwd()));
		const metrics = timed("check.metrics", () => recordCheckRun(report, selection.changeSet, policy.blockOn, Boolean(values.staged)));
		if (recordable && recordInputsNow) {
			const remote = remoteCacheSettings(policy, process.env).settings;
			setPendingRecord({
				root,
				inputs: recordInputsNow,
				checks: recordable,
				...metrics ? { metrics: { ...metrics } } : {},
				...remote ? { remote } : {}
			});
		}
		return checkExitCode(report, policy.onFailure);
	}
});
/**
* Every check run goes into the metrics log too, under the door that ran it, so `qgate stats` covers
* pre-commit, CI and runs by hand beside the assistant hooks. Best effort and silent: a log directory
* that cannot be written never changes a check's output or exit code.
*/
function recordCheckRun(report, changeSet, blockOn, staged) {
	if (report.files.length === 0) return void 0;
	const door = staged ? "pre-commit" : process.env.CI === "true" ? "ci" : "check";
	const changedLines = /* @__PURE__ */ new Map();
	for (const file of changeSet.files) if (file.addedLines) changedLines.set(file.path, file.addedLines.reduce((sum, range) => sum + range.end - range.start + 1, 0));
	const record = {
		...gateRunRecord(report, {
			door,
			blockOn,
			changedLines
		}),
		project: changeSet.root
	};
	new Logs().append("metrics", record);
	return record;
}

export { checkCommand };