import { isBlocking } from "../report/report.js";
export function gateRunRecord(report, options) {
    const fileFailures = new Set(report.failures.flatMap((f) => (f.file === undefined ? [] : [f.file])));
    // A failure that names no file stopped its check for every file of the run.
    const everyFileFailed = report.failures.some((f) => f.file === undefined);
    const files = report.files.map((file) => {
        const findings = {};
        let blocking = false;
        for (const finding of report.findings) {
            if (finding.file !== file)
                continue;
            findings[finding.check] = (findings[finding.check] ?? 0) + 1;
            if (isBlocking(finding, options.blockOn))
                blocking = true;
        }
        const changed = options.changedLines?.get(file);
        return {
            path: file,
            changedLines: changed,
            passed: !blocking && !everyFileFailed && !fileFailures.has(file),
            findings,
        };
    });
    return {
        type: "gate",
        ts: new Date().toISOString(),
        session: options.session,
        door: options.door,
        ...(options.assistant !== undefined ? { assistant: options.assistant } : {}),
        verdict: report.verdict,
        durationMs: report.timings.totalMs,
        files,
        failures: [...new Set(report.failures.map((f) => f.check))],
    };
}
