import { isBlocking } from "../report/report.js";
/** How much of a blocking finding's text a record keeps (the dashboard's "files that blocked most"). */
const BLOCKED_BY_CHARS = 200;
export function gateRunRecord(report, options) {
    const fileFailures = new Set(report.failures.flatMap((f) => (f.file === undefined ? [] : [f.file])));
    // A failure that names no file stopped its check for every file of the run.
    const everyFileFailed = report.failures.some((f) => f.file === undefined);
    // Findings in files the run did not change: the importers an edit broke (a type error in a caller).
    // They count against the edit that caused them: the run's files the importer imports, directly or
    // through others, when the types check found that (report.causes); else every file of the run that
    // the check which found them examined (the types check's TypeScript and JavaScript sources, never a
    // package.json or a lockfile; a hook's edit run has one file, its cause); else every file. Their
    // counts are kept once, for the run.
    const runFiles = new Set(report.files);
    const elsewhere = {};
    const failedElsewhere = new Set();
    for (const finding of report.findings) {
        if (runFiles.has(finding.file))
            continue;
        elsewhere[finding.check] = (elsewhere[finding.check] ?? 0) + 1;
        if (!isBlocking(finding, options.blockOn))
            continue;
        const causes = report.causes?.[finding.file]?.filter((file) => runFiles.has(file));
        const examined = report.examined?.[finding.check]?.filter((file) => runFiles.has(file));
        const against = causes !== undefined && causes.length > 0
            ? causes
            : examined !== undefined && examined.length > 0
                ? examined
                : report.files;
        for (const file of against)
            failedElsewhere.add(file);
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
            passed: blockedBy === undefined && !failedElsewhere.has(file) && !everyFileFailed && !fileFailures.has(file),
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
