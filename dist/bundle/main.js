import { a as UsageError, i as QgateError, o as describeError } from "./errors-BsNsftzl.js";
import { o as redactText } from "./redact-CzCWQn79.js";
import { t as presetStdin } from "./stdin-preset-BxE4FV9C.js";
import { t as holdStream } from "./hold-stream-Bim_Vijp.js";
import { t as didYouMean } from "./suggest-Dg8XmSU3.js";
import { C as wrapList, i as cliMessages } from "./messages-CuSOVVL6.js";
import { i as timed } from "./timings-DSKXXjcA.js";
import { n as raiseJitBudget } from "./jit-budget-DEt1h4W0.js";
import { i as wantRunRecord, r as takePendingRecord } from "./pending-record-bbCSfXWm.js";
import { t as replayableRun } from "./replayable-run-TvmVsVXc.js";
import { readFileSync } from "node:fs";

// dist/cli/main.js
/** qgate's command line: dispatches to one door per command; every error is one line and an exit code. */
const VERSION = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")).version;
/** The assistants come from the registry, loaded only when the help is shown. */
async function mainHelp() {
	const { ASSISTANT_IDS } = await import("./registry-Dpkbq1VW.js");
	const assistants = wrapList(ASSISTANT_IDS, 52, " ".repeat(26));
	return `qgate ${VERSION}: a quality gate for coding assistants, diffs, pre-commit and CI

Usage: qgate <command> [options]

Commands:
  check [files...]        Run format, lint, types and security checks on what changed
  hook [event] [args...]  Assistant hooks: positional events, or an assistant's hook JSON on stdin
  install <target>        Wire qgate into git (pre-commit) or an assistant: ${assistants}
  uninstall <target>      Remove what install added
  prompt lint|new         Lint a prompt against the prompt conventions, or print a prompt skeleton
  stats                   First-time success rate, iterations, quality and time to implementation
  dashboard               The same metrics and every gate run over time, as one HTML page
  daemon start|stop|status  The warm background gate that hooks and checks use (qgate daemon --help)
  cache status|clean      The check results kept on disk for cold runs (qgate cache --help)
  mcp                     Serve qgate's check, explain and status tools to an MCP client over stdio
  lsp                     Serve qgate's findings to an editor as a language server over stdio

Options:
  -h, --help              Show help (also: qgate <command> --help)
  -v, --version           Show the version

Exit codes: 0 pass, 1 blocked, 2 qgate could not do its job (usage, bad policy, a check failed).
`;
}
const commands = {
	check: async () => (await import("./check-wQiR4s3e.js")).checkCommand,
	hook: async () => (await import("./hook-ud6wACCr.js")).hookCommand,
	install: async () => (await import("./install-L68UTWyo.js")).installCommand,
	uninstall: async () => (await import("./install-L68UTWyo.js")).uninstallCommand,
	prompt: async () => (await import("./prompt-D_L91ITV.js")).promptCommand,
	stats: async () => (await import("./stats-C3d7m85J.js")).statsCommand,
	dashboard: async () => (await import("./dashboard-4IpwtfHI.js")).dashboardCommand,
	cache: async () => (await import("./cache-DUJlGNA-.js")).cacheCommand,
	mcp: async () => {
		const { mcpCommand } = await import("./mcp-CRUznW6-.js");
		return (argv) => mcpCommand(argv, main);
	},
	lsp: async () => {
		const { lspCommand } = await import("./lsp-njHIj_ds.js");
		return (argv) => lspCommand(argv, main);
	},
	daemon: async () => {
		const { daemonCommand } = await import("./daemon-oq493Vj1.js");
		return (argv) => daemonCommand(argv, main);
	}
};
/**
* Runs qgate and returns the exit code; never throws. Everything it prints goes through the one
* redactor (util/redact.ts, with the security check's own detectors) before it reaches stdout or
* stderr, whichever door, reporter or message produced it. Output is written when the run ends
* (qgate prints its report at the end anyway); the daemon, which runs on, is the exception.
*/
async function main(argv, options = {}) {
	raiseJitBudget();
	if (argv[0] === "daemon" || argv[0] === "mcp" || argv[0] === "lsp") return run(argv, options);
	const out = holdStream(process.stdout);
	const err = holdStream(process.stderr);
	if (options.record && replayableRun(argv)) wantRunRecord();
	let code = 2;
	try {
		code = await run(argv, options);
	} finally {
		const [stdout, stderr] = [out.release(), err.release()];
		const redacted = await timed("cli.redact", async () => ({
			stdout: stdout.length > 0 ? await redactText(stdout.toString("utf8")) : "",
			stderr: stderr.length > 0 ? await redactText(stderr.toString("utf8")) : ""
		}));
		if (redacted.stdout.length > 0) out.original.call(process.stdout, redacted.stdout);
		if (redacted.stderr.length > 0) err.original.call(process.stderr, redacted.stderr);
		const pending = takePendingRecord();
		if (pending) {
			const terminal = Boolean(process.stdout.isTTY || process.stderr.isTTY);
			const { keepRunRecord } = await import("./run-record-DW0wTtiT.js");
			await timed("cli.record", () => keepRunRecord(argv, pending, {
				...redacted,
				exitCode: code
			}, terminal));
		}
	}
	return code;
}
async function run(argv, options) {
	const [name, ...rest] = argv;
	presetStdin(options.stdin);
	try {
		if (name === void 0 || name === "-h" || name === "--help" || name === "help") {
			process.stdout.write(await mainHelp());
			return name === void 0 ? 2 : 0;
		}
		if (name === "-v" || name === "--version") {
			process.stdout.write(`${VERSION}\n`);
			return 0;
		}
		const load = commands[name];
		if (!load) throw new UsageError(name.startsWith("-") ? cliMessages.unknownTopOption(name) : cliMessages.unknownCommand(name, didYouMean(name, Object.keys(commands))));
		return await (await timed("cli.load", load))(rest);
	} catch (error) {
		return reportError(error);
	}
}
/** One line on stderr; the stack only with QGATE_DEBUG=1. */
function reportError(error) {
	if (process.env.QGATE_DEBUG && error instanceof Error) process.stderr.write(`${error.stack ?? error.message}\n`);
	if (error instanceof QgateError) {
		process.stderr.write(`${cliMessages.error(error.message)}\n`);
		return error.exitCode;
	}
	process.stderr.write(`${cliMessages.internalError(describeError(error))}\n`);
	return 2;
}

export { main, mainHelp, reportError };