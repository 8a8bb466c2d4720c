const require_rolldown_runtime = require("./rolldown-runtime-oLSKB5bz.cjs");

// dist/util/text.js
/** Text helpers every room shares, so every message counts and flattens alike. */
/** `1 file`, `2 files`; `many` for irregular plurals. */
function plural(count, word, many = `${word}s`) {
	return `${count} ${count === 1 ? word : many}`;
}

// dist/messages.js
/**
* Every message qgate writes, in one place, grouped by the room that says it (issue 13), so that a
* reviewer can read them all in one file: the typed errors' messages, the notes added to change sets
* and reports, warnings, and the status lines the commands print. Not here: the --help texts, the
* reporters' layouts, the prompt templates and the prompt-lint rules' texts, and the findings the
* tools themselves report.
*
* Each message is a string or a small function returning one. Paths come in already shown (the
* callers pass `displayPath(...)`), so this file imports nothing but util. The lint rule in
* eslint.config.js keeps every error's message here.
*/
var messages_exports = /* @__PURE__ */ require_rolldown_runtime.__exportAll({
	cliMessages: () => cliMessages,
	daemonMessages: () => daemonMessages,
	timingMessages: () => timingMessages
});
/** src/routing: settings files, the logs, the error hook, the webhook and the metrics log. */
const routingMessages = {
	settingsUnreadable: (file, code) => `${file}: cannot read settings (${code})`,
	settingsInvalidJson: (file, problem) => `${file}: invalid JSON: ${problem}`,
	settingsNotObject: (file) => `${file}: expected a JSON object at the top level`,
	metricsUnreadable: (file, code) => `stats: ${JSON.stringify(file)}: cannot read the metrics log (${code})`,
	logsUnwritable: (dir, code) => `qgate: warning: cannot write logs in ${JSON.stringify(dir)} (${code}); continuing without logs`,
	/** The lines an install or uninstall lists for a hooks file. */
	hookCommandChanged: (event, command, previous) => `hooks.${event}: command "${command}" (was "${previous}")`,
	hookMatcherChanged: (event, matcher, previous) => `hooks.${event}: matcher "${matcher}" (was "${previous}")`,
	hookAdded: (event, matcher, command) => `hooks.${event}: added ${matcher ? `(matcher ${matcher}) ` : ""}"${command}"`,
	hookRemoved: (event) => `removed qgate from hooks.${event}`,
	/** Why the error-occurred hook did not run, or how it ended (logged). */
	errorHook: {
		loopGuard: "already inside an error-occurred hook (loop guard)",
		isQgate: "the configured error hook is qgate itself (already logged)",
		cannotStart: (reason) => `could not start: ${reason}`,
		timedOut: (ms) => `timed out after ${ms} ms and was killed`,
		killed: "was killed by a signal",
		exited: (code, stderr) => `exited with status ${code}${stderr ? `: ${stderr}` : ""}`,
		failed: (source, detail) => `error-occurred hook (${source}) ${detail ?? "failed"}`
	},
	/** Why the webhook was not delivered (logged). */
	webhook: {
		notSet: (name) => `${name} is not set`,
		notHttp: (name) => `${name} is not an http(s) URL`,
		status: (status) => `HTTP ${status}`,
		noAnswer: (ms) => `no answer within ${ms} ms`,
		failed: (host, detail) => `webhook delivery failed${host ? ` (${host})` : ""}: ${detail ?? "unknown"}`
	},
	/** qgate stats, when there is nothing to show. */
	noMetrics: (dir) => `No metrics recorded yet: no metrics.jsonl in ${dir}.\nThe assistant hooks write it on every gate run and prompt (qgate install claude), qgate check on every run.\n`,
	noMatch: "No gate runs or prompts match."
};
/** src/cli: the command line's usage errors and the one-line errors and status lines the CLI prints. */
const cliMessages = {
	/** How every QgateError is printed: `qgate: <message>`. */
	error: (message) => `qgate: ${message}`,
	internalError: (reason) => `qgate: internal error: ${reason} (QGATE_DEBUG=1 shows the stack)`,
	unknownTopOption: (name) => `unknown option ${name} (see qgate --help)`,
	unknownCommand: (name, suggestion) => `unknown command "${name}"${suggestion} (see qgate --help)`,
	unknownOption: (command, word, suggestion) => `${command}: unknown option ${word}${suggestion} (see qgate ${command} --help)`,
	needsValue: (command, option, example) => `${command}: ${option} needs a value${example ? `, e.g. ${option} ${example}` : ""} (see qgate ${command} --help)`,
	unexpectedArgument: (command, argument) => `${command}: unexpected argument "${argument}" (see qgate ${command} --help)`,
	/** Node's own parseArgs message, for anything else it refuses. */
	parseError: (command, message) => `${command}: ${message}`,
	/** qgate check's options. */
	unknownCheck: (id, checks) => `--only: unknown check "${id}": expected ${checks.join(", ")}`,
	noChecks: (checks) => `--only: expected a comma-separated list of ${checks.join(", ")}`,
	unknownScope: (value) => `--scope: unknown scope "${value}": expected added, context, file or all`,
	/** --format targets. */
	bothToStdout: (names) => `--format: ${names.join(" and ")} would both write to stdout; send all but one to a file (e.g. --format ${names[1]}=report.${names[1]})`,
	sameReportFile: (file) => `--format: two reports would be written to ${file}`,
	cannotWriteReport: (name, file, code) => `--format ${name}=${file}: cannot write (${code})`,
	stdoutFailed: (code) => `qgate: cannot write the report to stdout (${code})`,
	/** qgate hook's own options (parsed by hand, light enough for the thin client). */
	hook: {
		unknownOption: (name) => `hook: unknown option ${name} (see qgate hook --help)`,
		needsValue: (name, example) => `hook: ${name} needs a value${example ? `, e.g. ${name} ${example}` : ""} (see qgate hook --help)`,
		unknownAssistant: (value, assistants) => `hook: --assistant: unknown assistant "${value}": expected ${assistants.join(", ")}`,
		badWebhookEnv: (value) => `hook: --webhook-env "${value}": expected an environment variable name`
	},
	/** qgate stats. */
	stats: {
		badSince: (value) => `stats: --since "${value}": expected an ISO date or time such as 2026-01-31 or 2026-01-31T09:00:00Z`,
		badDate: (command, option, value) => `${command}: --${option} "${value}": expected an ISO date or time such as 2026-01-31 or 2026-01-31T09:00:00Z`,
		badFormat: (format) => `stats: --format "${format}": expected pretty or json`,
		emptySession: (command = "stats") => `${command}: --session: expected a session id`,
		emptyProject: (command) => `${command}: --project: expected the project's directory`,
		projectAndAll: (command) => `${command}: --project and --all-projects: give one (a project, or every project in the log)`,
		unknownAssistant: (value, assistants, suggestion, command = "stats") => `${command}: --assistant "${value}": expected ${assistants.join(", ")}${suggestion}`,
		unknownDoor: (command, value, doors) => `${command}: --door "${value}": expected ${doors.join(", ")}`
	},
	/** qgate dashboard. */
	dashboard: {
		written: (file, runs, from, to) => `qgate: dashboard written to ${file} (${plural(runs, "gate run")}${from !== null && to !== null ? `, ${from} to ${to}` : ""})`,
		cannotWrite: (file, code) => `dashboard: --out ${JSON.stringify(file)}: cannot write (${code})`,
		cannotOpen: (file, reason) => `qgate: could not open ${file} (${reason}); open it in a browser`,
		badPeriod: (since, until) => `dashboard: --since ${since} is not before --until ${until}`
	}
};
/** src/daemon and qgate daemon: the daemon's usage errors, status lines, refusals and log lines. */
const daemonMessages = {
	/** qgate daemon. */
	badEnvNumber: (name, value) => `${name}="${value}": expected a whole number above 0`,
	alreadyStarting: "qgate: a daemon is already running (or starting)",
	alreadyRunning: (pid) => `qgate daemon already running (pid ${pid})`,
	didNotStart: (log) => `daemon: it did not start within 10 s (see ${log})`,
	noHttp: (port, log) => `daemon: it did not serve HTTP on 127.0.0.1:${port} (see ${log})`,
	started: (pid, socket, httpPort) => `qgate daemon started (pid ${pid}, socket ${socket}${httpPort !== void 0 ? `, http://127.0.0.1:${httpPort}/` : ""})`,
	notRunning: "no qgate daemon running",
	didNotStop: (pid) => `daemon: pid ${pid} did not stop within 10 s`,
	stopped: (pid) => `qgate daemon stopped (pid ${pid})`,
	unexpectedArgument: (argument) => `daemon: unexpected argument "${argument}" (see qgate daemon --help)`,
	badFormat: (format) => `daemon: --format "${format}": expected pretty or json`,
	badHttpPort: (value) => `daemon: --http "${value}": expected a port number from 1 to 65535`,
	unknownAction: (action) => `daemon: unknown action "${action}": expected start, stop, status or restart`,
	/** The client (bin/qgate.js): why a command ran without the daemon. */
	checkedWithout: (reason) => `qgate: daemon: ${reason}; checked without it`,
	unreachable: (reason) => `the daemon could not be reached: ${reason}`,
	connectTimedOut: "connect timed out",
	tokenMissing: "the daemon's token file is missing",
	startTimedOut: "it did not start within 5 s",
	queueTimedOut: "no answer in the queue within 120 s",
	notJson: "it answered something that is not JSON",
	noAnswerWithin: (seconds) => `no answer within ${seconds} s`,
	unexpectedAnswer: (type) => `unexpected answer "${type}"`,
	stoppedMidRequest: "it stopped in the middle of the request",
	connectionError: (code) => `connection error (${code})`,
	notPrivate: (dir, reason) => `daemon directory ${dir} is not private: ${reason}`,
	/** Why the daemon's directory is not private. */
	dir: {
		missing: "it does not exist",
		notDirectory: "it is not a directory",
		otherUser: "it belongs to another user",
		mode: (mode) => `its mode is ${mode}, not 700`
	},
	/** The server's refusals and errors, as the client or the HTTP caller receives them. */
	refused: {
		origin: "requests from web pages (an Origin header) are refused",
		host: (host) => `unexpected Host "${host}"`,
		method: "only POST is served",
		token: "wrong or missing token",
		requestNotJson: "not JSON",
		unknownRequest: "unknown request type",
		version: (daemon, client) => `the daemon runs qgate ${daemon}, this is ${client}`,
		incomplete: "argv, cwd and env are required",
		disabled: "the project's policy turns the daemon off"
	},
	httpError: (message) => `qgate: ${message}`,
	/** Lines in the daemon's log file, and why it stopped. */
	log: {
		started: (pid, socket) => `started: pid ${pid}, socket ${socket}`,
		servingHttp: (port) => `serving HTTP hooks on 127.0.0.1:${port}`,
		configChanged: (root) => `configuration or tools changed in ${root}: restarting its workers`,
		fingerprintFailed: (root, reason) => `fingerprint of ${root}: ${reason}`,
		requestFailed: (reason) => `request failed: ${reason}`,
		recycling: (rssMb, ceilingMb) => `resident memory ${rssMb} MB over the ${ceilingMb} MB ceiling: recycling workers`,
		stopping: (reason) => `stopping: ${reason}`
	},
	stopReason: {
		cannotListen: (port, code) => `cannot listen on 127.0.0.1:${port} (${code})`,
		filesRemoved: "its socket or token file was removed",
		idle: (seconds) => `idle for ${seconds} s`,
		asked: "asked to stop"
	}
};
/**
* `--timings` (QGATE_TIMINGS=1): one line per step on stderr, after the command's own output, each
* `qgate timing: <step> <ms> ms`, with what the step did in parentheses when that is worth saying.
*/
const timingMessages = {
	header: (how) => how === "warm" ? "qgate timings: warm (the daemon ran the command; its steps are the daemon.* and those after)" : how === "replayed" ? "qgate timings: replayed (a recorded run of this command on the same inputs: no check ran, the report's timings are the recorded run's)" : "qgate timings: cold (no daemon; this process ran the command)",
	line: (entry, how) => {
		const notes = [
			entry.step === "outside-checks" ? how === "warm" ? "in the daemon, around the checks" : "in this process, around the checks" : TIMING_STEPS[entry.step],
			entry.files !== void 0 ? plural(entry.files, "file") : void 0,
			entry.cached === true ? "cached: its files and configs are unchanged" : void 0,
			entry.cpuMs !== void 0 ? `${Math.round(entry.cpuMs)} ms of CPU in the daemon, its workers included` : void 0
		].filter((note) => note !== void 0);
		return `qgate timing: ${entry.step} ${entry.ms.toFixed(1)} ms${notes.length > 0 ? ` (${notes.join("; ")})` : ""}`;
	}
};
/** What a timing step covers, where its name does not say it. */
const TIMING_STEPS = {
	"client.start": "process start to qgate's first line",
	"client.load": "the client's modules",
	"client.connect": "to the daemon's socket",
	"client.first-byte": "since the process started",
	"client.wait": "request sent to answer read",
	"daemon.request": "parse, token, version, queue",
	"daemon.policy": "the policy's daemon settings",
	"daemon.config": "the project's config fingerprint",
	"daemon.answer": "the answer's frame",
	"daemon.total": "request read to answer sent",
	"engine.checks": "the checks, concurrently",
	"engine.report": "findings in scope, verdict, notes",
	"hook.logs": "metrics and performance logs",
	"hook.report-file": "the full JSON report beside the logs",
	"cli.redact": "the output through the redactor",
	"cli.run": "the command in this process",
	"cli.record": "the run's record, for a replay of the same command",
	"client.replay": "the recorded run found and its inputs checked",
	"replay.inputs": "the recorded run's inputs read and hashed again",
	"replay.remote": "the recorded run asked of the remote cache",
	total: "process start to the end"
};
/** The remote result cache (engine/remote-cache.ts): notes in the report, each said at most once a run. */
const remoteCacheMessages = {
	badUrl: (from) => `remote cache: ${from} is not an http(s) URL: the remote cache is off for this run`,
	noTeam: (url) => `remote cache ${url}: no team set (QGATE_REMOTE_CACHE_TEAM, TURBO_TEAM or cache.remote.team): the remote cache is off for this run`,
	skipped: (url, reason) => `remote cache ${url}: ${reason}: skipped for the rest of this run`,
	refused: (url, signed) => signed ? `remote cache ${url}: refused an entry without a valid signature (x-artifact-tag): checked here instead` : `remote cache ${url}: refused an entry that is not what its key says: checked here instead`,
	tokenRefused: (status, hasToken) => hasToken ? `the server refused the token (${status}): check QGATE_REMOTE_CACHE_TOKEN (or TURBO_TOKEN) and the team` : `the server asks for a token (${status}): set QGATE_REMOTE_CACHE_TOKEN (or TURBO_TOKEN)`,
	errorStatus: (status) => `the server answered ${status}`,
	noAnswer: (ms) => `no answer within ${ms / 1e3} s`,
	unreachable: (code) => `not reachable (${code})`,
	reachable: "reachable, token accepted",
	/** A bad QGATE_CACHE_MAX_MB, which the policy's cap replaces. */
	badMaxMb: (value, mb) => `QGATE_CACHE_MAX_MB="${value}" is not a whole number of megabytes (1 or more): the cache's cap is ${mb} MB`
};

Object.defineProperty(exports, "daemonMessages", {
  enumerable: true,
  get: function () {
    return daemonMessages;
  }
});
Object.defineProperty(exports, "messages_exports", {
  enumerable: true,
  get: function () {
    return messages_exports;
  }
});
Object.defineProperty(exports, "remoteCacheMessages", {
  enumerable: true,
  get: function () {
    return remoteCacheMessages;
  }
});
Object.defineProperty(exports, "routingMessages", {
  enumerable: true,
  get: function () {
    return routingMessages;
  }
});
Object.defineProperty(exports, "timingMessages", {
  enumerable: true,
  get: function () {
    return timingMessages;
  }
});