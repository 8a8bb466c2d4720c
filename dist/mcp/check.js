/**
 * The `check` tool: the same `qgate check` a terminal runs, asked for its JSON report. It goes to the
 * warm daemon when one serves (started as a hook starts it), else it runs in this process, and the
 * result says which; when a daemon was expected but could not serve, the result says why. It never
 * passes silently: a run that could not produce a report is an error result.
 */
import { DaemonOff, forwardRun } from "../daemon/client.js";
import { daemonDisabled } from "../daemon/client.js";
import { inProcessRunner } from "../daemon/run-request.js";
import { UsageError } from "../errors.js";
import { mcpMessages } from "../messages.js";
/** At most this many findings go back to the model (the count says how many there were). */
const MAX_FINDINGS = 200;
/** The argv of the `qgate check` that answers these arguments; paths after `--`, never read as options. */
export function checkArgv(root, args) {
    const selectors = [(args.files?.length ?? 0) > 0, args.staged === true, args.diff !== undefined];
    if (selectors.filter(Boolean).length > 1)
        throw new UsageError(mcpMessages.oneSelector);
    // git would read a leading dash as an option.
    if (args.diff !== undefined && (args.diff.startsWith("-") || /[\s\0]/.test(args.diff)))
        throw new UsageError(mcpMessages.badDiff);
    return [
        "check",
        "--format",
        "json",
        "--no-progress",
        `--cwd=${root}`,
        ...(args.staged ? ["--staged"] : []),
        ...(args.diff !== undefined ? [`--diff=${args.diff}`] : []),
        ...(args.only ? [`--only=${args.only.join(",")}`] : []),
        ...(args.scope ? [`--scope=${args.scope}`] : []),
        "--",
        ...(args.files ?? []),
    ];
}
/** One runner per server; its runs in this process take turns (inProcessRunner). */
export function checkRunner(root, runCli) {
    const runInProcess = inProcessRunner(runCli);
    const cold = (argv) => runInProcess(argv, root);
    return {
        async run(args) {
            const argv = checkArgv(root, args);
            const notes = [];
            let output;
            let served = "cold";
            if (!daemonDisabled(process.env)) {
                try {
                    output = await forwardRun(argv, { autostart: process.env.CI !== "true", cwd: root });
                    if (output)
                        served = "warm";
                }
                catch (error) {
                    if (!(error instanceof DaemonOff))
                        notes.push(mcpMessages.coldBecause(error.message));
                }
            }
            output ??= await cold(argv);
            return toResult(output, served, notes);
        },
    };
}
/** The JSON report of a run, or the error it ended with (one line) when there is none. */
export function toResult(output, served, notes) {
    let report;
    try {
        report = JSON.parse(output.stdout.toString("utf8"));
    }
    catch {
        report = undefined;
    }
    if (report === undefined || typeof report.verdict !== "string") {
        const line = output.stderr
            .toString("utf8")
            .split("\n")
            .find((text) => text.startsWith("qgate: ") && !text.startsWith("qgate: note"));
        throw new UsageError(line !== undefined ? mcpMessages.checkFailed(line) : mcpMessages.checkNoReport(output.exitCode));
    }
    const findings = report.findings.map(({ file, line, column, rule, check, severity, message }) => ({
        file,
        line,
        column,
        rule,
        check,
        severity,
        message,
    }));
    const shown = findings.slice(0, MAX_FINDINGS);
    return {
        verdict: report.verdict,
        complete: report.failures.length === 0,
        strict: report.strict,
        files: report.files,
        findings: shown,
        failures: report.failures.map(({ check, errorType, message, file }) => ({
            check,
            errorType,
            message,
            ...(file !== undefined ? { file } : {}),
        })),
        notes: [
            ...notes,
            ...report.notes,
            ...(shown.length < findings.length ? [mcpMessages.findingsCut(shown.length, findings.length)] : []),
        ],
        served,
    };
}
