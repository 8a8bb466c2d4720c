/** qgate's command line: dispatches to one door per command; every error is one line and an exit code. */
import { readFileSync } from "node:fs";
import { describeError, QgateError, UsageError } from "../errors.js";
import { redactText } from "../util/redact.js";
import { presetStdin } from "../util/stdin-preset.js";
import { holdStream } from "../util/hold-stream.js";
import { didYouMean } from "../util/suggest.js";
import { wrapList } from "../util/text.js";
import { timed } from "../util/timings.js";
import { raiseJitBudget } from "../util/jit-budget.js";
import { cliMessages } from "../messages.js";
import { takePendingRecord, wantRunRecord } from "./pending-record.js";
import { replayableRun } from "../engine/replayable-run.js";
const VERSION = JSON.parse(readFileSync(new URL("../../package.json", import.meta.url), "utf8")).version;
/** The assistants come from the registry, loaded only when the help is shown. */
export async function mainHelp() {
    const { ASSISTANT_IDS } = await import("../assistants/registry.js");
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
    check: async () => (await import("./commands/check.js")).checkCommand,
    hook: async () => (await import("./commands/hook.js")).hookCommand,
    install: async () => (await import("./commands/install.js")).installCommand,
    uninstall: async () => (await import("./commands/install.js")).uninstallCommand,
    prompt: async () => (await import("./commands/prompt.js")).promptCommand,
    stats: async () => (await import("./commands/stats.js")).statsCommand,
    dashboard: async () => (await import("./commands/dashboard.js")).dashboardCommand,
    cache: async () => (await import("./commands/cache.js")).cacheCommand,
    // The MCP server runs checks in this process when no daemon serves; it gets main() here too.
    mcp: async () => {
        const { mcpCommand } = await import("./commands/mcp.js");
        return (argv) => mcpCommand(argv, main);
    },
    // The language server runs checks in this process when no daemon serves, as the MCP server does.
    lsp: async () => {
        const { lspCommand } = await import("./commands/lsp.js");
        return (argv) => lspCommand(argv, main);
    },
    // The daemon runs main() for each forwarded command; it gets it here rather than importing the CLI.
    daemon: async () => {
        const { daemonCommand } = await import("./commands/daemon.js");
        return (argv) => daemonCommand(argv, main);
    },
};
/**
 * Runs qgate and returns the exit code; never throws. Everything it prints goes through the one
 * redactor (util/redact.ts, with the security check's own detectors) before it reaches stdout or
 * stderr, whichever door, reporter or message produced it. Output is written when the run ends
 * (qgate prints its report at the end anyway); the daemon, which runs on, is the exception.
 */
export async function main(argv, options = {}) {
    // Before any check's worker starts (util/jit-budget.ts says why).
    raiseJitBudget();
    // The daemon and the MCP server run on: their output cannot wait for the end (the MCP server's
    // stdout is its protocol; it redacts every reply itself; so does the language server's).
    if (argv[0] === "daemon" || argv[0] === "mcp" || argv[0] === "lsp")
        return run(argv, options);
    const out = holdStream(process.stdout);
    const err = holdStream(process.stderr);
    // Only a command line that may be recorded asks the check for what it depended on (hashing its files).
    if (options.record && replayableRun(argv))
        wantRunRecord();
    let code = 2;
    try {
        code = await run(argv, options);
    }
    finally {
        const [stdout, stderr] = [out.release(), err.release()];
        const redacted = await timed("cli.redact", async () => ({
            stdout: stdout.length > 0 ? await redactText(stdout.toString("utf8")) : "",
            stderr: stderr.length > 0 ? await redactText(stderr.toString("utf8")) : "",
        }));
        if (redacted.stdout.length > 0)
            out.original.call(process.stdout, redacted.stdout);
        if (redacted.stderr.length > 0)
            err.original.call(process.stderr, redacted.stderr);
        const pending = takePendingRecord();
        if (pending) {
            const terminal = Boolean(process.stdout.isTTY || process.stderr.isTTY);
            const { keepRunRecord } = await import("../engine/run-record.js");
            await timed("cli.record", () => keepRunRecord(argv, pending, { ...redacted, exitCode: code }, terminal));
        }
    }
    return code;
}
async function run(argv, options) {
    const [name, ...rest] = argv;
    presetStdin(options.stdin);
    try {
        if (name === undefined || name === "-h" || name === "--help" || name === "help") {
            process.stdout.write(await mainHelp());
            return name === undefined ? 2 : 0;
        }
        if (name === "-v" || name === "--version") {
            process.stdout.write(`${VERSION}\n`);
            return 0;
        }
        const load = commands[name];
        if (!load) {
            throw new UsageError(name.startsWith("-")
                ? cliMessages.unknownTopOption(name)
                : cliMessages.unknownCommand(name, didYouMean(name, Object.keys(commands))));
        }
        const command = await timed("cli.load", load);
        return await command(rest);
    }
    catch (error) {
        return reportError(error);
    }
}
/** One line on stderr; the stack only with QGATE_DEBUG=1. */
export function reportError(error) {
    if (process.env.QGATE_DEBUG && error instanceof Error)
        process.stderr.write(`${error.stack ?? error.message}\n`);
    if (error instanceof QgateError) {
        process.stderr.write(`${cliMessages.error(error.message)}\n`);
        return error.exitCode;
    }
    process.stderr.write(`${cliMessages.internalError(describeError(error))}\n`);
    return 2;
}
