/**
 * One gate run on a document's current text: `qgate check --format json --stdin-filepath <file>` with
 * the text on its standard input, so the unsaved buffer is what is checked (changes/stdin-file.ts).
 * It goes to the warm daemon when one serves (started as a hook starts it), else it runs in this
 * process; runs here take turns, since runRequest swaps the process's streams for a run's duration.
 */
import { DaemonOff, daemonDisabled, forwardRun } from "../daemon/client.js";
import { inProcessRunner } from "../daemon/run-request.js";
import { lspMessages } from "../messages.js";
/** A run that produced no report: its one-line reason, shown to the user. */
export class GateProblem extends Error {
}
export function gateRunner(runCli, onNote) {
    const runInProcess = inProcessRunner(runCli);
    const cold = (root, argv, text) => runInProcess(argv, root, text);
    return {
        async run(root, file, text, only) {
            const argv = [
                "check",
                "--format",
                "json",
                "--no-progress",
                `--cwd=${root}`,
                `--stdin-filepath=${file}`,
                ...(only ? [`--only=${only.join(",")}`] : []),
            ];
            let output;
            if (!daemonDisabled(process.env)) {
                try {
                    output = await forwardRun(argv, { autostart: process.env.CI !== "true", cwd: root, stdin: text });
                }
                catch (error) {
                    if (!(error instanceof DaemonOff))
                        onNote(lspMessages.coldBecause(error.message));
                }
            }
            output ??= await cold(root, argv, text);
            return parseReport(output);
        },
    };
}
function parseReport(output) {
    let report;
    try {
        report = JSON.parse(output.stdout.toString("utf8"));
    }
    catch {
        report = undefined;
    }
    if (report === undefined || typeof report.verdict !== "string" || !Array.isArray(report.findings)) {
        const line = output.stderr
            .toString("utf8")
            .split("\n")
            .find((text) => text.startsWith("qgate: ") && !text.startsWith("qgate: note"));
        throw new GateProblem(line !== undefined ? line.replace(/^qgate: /, "") : lspMessages.noReport(output.exitCode));
    }
    return report;
}
