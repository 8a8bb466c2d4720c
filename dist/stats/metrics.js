import { isBlocking } from "../report/report.js";
/** How much of a blocking finding's text a record keeps (the dashboard's "files that blocked most"). */
const BLOCKED_BY_CHARS = 200;
export function gateRunRecord(report, options) {
    const fileFailures = new Set(report.failures.flatMap((f) => (f.file === undefined ? [] : [f.file])));
    // A failure that names no file stopped its check for every file of the run.
    const everyFileFailed = report.failures.some((f) => f.file === undefined);
    // Findings in files the run did not change: the importers an edit broke (a type error in a caller).
    // They count against the edit that caused them; which of the run's files that was is not known, so
    // a blocking one fails every file of the run (a hook's edit run has one file) and their counts are
    // kept once, for the run.
    const runFiles = new Set(report.files);
    const elsewhere = {};
    let elsewhereBlocks = false;
    for (const finding of report.findings) {
        if (runFiles.has(finding.file))
            continue;
        elsewhere[finding.check] = (elsewhere[finding.check] ?? 0) + 1;
        if (isBlocking(finding, options.blockOn))
            elsewhereBlocks = true;
    }
    const files = report.files.map((file) => {
        const findings = {};
        let blockedBy;
        for (const finding of report.findings) {
            if (finding.file !== file)
                continue;
            findings[finding.check] = (findings[finding.check] ?? 0) + 1;
            if (blockedBy === undefined && isBlocking(finding, options.blockOn))
                blockedBy = `${finding.check}/${finding.rule}: ${finding.message}`.slice(0, BLOCKED_BY_CHARS);
        }
        const changed = options.changedLines?.get(file);
        return {
            path: file,
            changedLines: changed,
            passed: blockedBy === undefined && !elsewhereBlocks && !everyFileFailed && !fileFailures.has(file),
            findings,
            ...(blockedBy !== undefined ? { blockedBy } : {}),
        };
    });
    const rules = {};
    for (const finding of report.findings) {
        const key = `${finding.check}/${finding.rule}`;
        rules[key] = (rules[key] ?? 0) + 1;
    }
    return {
        type: "gate",
        ts: new Date().toISOString(),
        session: options.session,
        door: options.door,
        ...(options.assistant !== undefined ? { assistant: options.assistant } : {}),
        verdict: report.verdict,
        durationMs: report.timings.totalMs,
        files,
        ...(Object.keys(elsewhere).length > 0 ? { elsewhere } : {}),
        failures: [...new Set(report.failures.map((f) => f.check))],
        checkMs: { ...report.timings.checks },
        rules,
        ...(report.served ? { served: report.served.how } : {}),
        ...(report.served && Object.keys(report.served.cached).length > 0
            ? { cached: { ...report.served.cached } }
            : {}),
    };
}
