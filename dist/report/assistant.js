import { displayPath } from "../changes/paths.js";
import { ruleLabel, whereLabel } from "./labels.js";
import { redactSecrets } from "../util/redact.js";
import { isBlocking, stopsInStrictMode } from "./report.js";
import { oneLine, plural } from "../util/text.js";
import { reportMessages } from "../messages.js";
const say = reportMessages.assistant;
/** Claude Code truncates hook output beyond 10,000 characters. */
export const ASSISTANT_CAP = 10_000;
/** One finding never takes more than this many characters. */
const CHECK_ORDER = { security: 0, types: 1, lint: 2, format: 3 };
const SEVERITY_ORDER = { error: 0, warning: 1, info: 2 };
/** Most important first: blocking before non-blocking, then severity, then check, then position. */
export function rankFindings(findings, blockOn) {
    return [...findings].sort((a, b) => Number(isBlocking(b, blockOn)) - Number(isBlocking(a, blockOn)) ||
        SEVERITY_ORDER[a.severity] - SEVERITY_ORDER[b.severity] ||
        CHECK_ORDER[a.check] - CHECK_ORDER[b.check] ||
        a.file.localeCompare(b.file) ||
        (a.line ?? 0) - (b.line ?? 0) ||
        (a.column ?? 0) - (b.column ?? 0));
}
function findingLine(f) {
    return oneLine(`- ${whereLabel(displayPath(f.file), f)} ${f.severity} ${ruleLabel(f)}: ${f.message}`);
}
/** The files the findings are in (a deletion's findings are in its importers), else the changed files. */
function filesLabel(report) {
    const withFindings = [...new Set(report.findings.map((f) => f.file))];
    const files = withFindings.length > 0 ? withFindings : report.files;
    if (files.length === 0)
        return say.noFiles;
    if (files.length === 1)
        return displayPath(files[0] ?? "");
    return plural(files.length, "file");
}
/** The first line: verdict, counts and files. */
export function headline(report, options) {
    const blocking = report.findings.filter((f) => isBlocking(f, options.blockOn)).length;
    const others = report.findings.length - blocking;
    const parts = [];
    if (blocking > 0)
        parts.push(plural(blocking, "blocking finding"));
    if (others > 0)
        parts.push(plural(others, blocking > 0 ? "other finding" : "finding"));
    if (report.failures.length > 0)
        parts.push(say.couldNotRun(report.failures.length));
    const counts = parts.join(", ");
    const where = filesLabel(report);
    if (report.files.length === 0 && report.failures.length === 0)
        return say.nothingToCheck;
    if (options.blocked)
        return say.blocked(counts, where);
    if (report.verdict === "pass")
        return say.passed(where, Object.keys(report.timings.checks));
    return say.findings(counts, where, blocking > 0 && !report.strict);
}
/** The text for the assistant: never longer than the cap. */
export function renderAssistantText(report, options) {
    const cap = options.cap ?? ASSISTANT_CAP;
    const head = oneLine(headline(report, options), 1000);
    const body = [];
    for (const failure of report.failures) {
        const where = failure.file ? ` (${displayPath(failure.file)})` : "";
        body.push(oneLine(say.failure(failure.check, failure.errorType, failure.message, where)));
    }
    const ranked = rankFindings(report.findings, options.blockOn);
    const pointer = options.reportPath
        ? say.fullReport(displayPath(options.reportPath))
        : say.fullReportNotSaved;
    const tail = [];
    if (report.preexisting > 0)
        tail.push(say.preexisting(report.preexisting));
    if (report.fixed.length > 0)
        tail.push(oneLine(say.fixed(report.fixed.map(displayPath))));
    for (const skipped of report.skipped.slice(0, 5))
        tail.push(oneLine(say.skipped(displayPath(skipped.path), skipped.reason), 300));
    if (report.skipped.length > 5)
        tail.push(say.moreSkipped(report.skipped.length - 5));
    const lines = [head];
    let length = head.length + 1;
    // Reserve room for the worst-case "left out" line, the tail and the pointer.
    const reserve = say.moreNotShown(report.findings.length + report.failures.length, `${report.findings.length} errors, ${report.findings.length} warnings, ${report.findings.length} infos`).length +
        tail.reduce((sum, line) => sum + line.length + 1, 0) +
        pointer.length +
        4;
    const candidates = [...body, ...ranked.map(findingLine)];
    let shown = 0;
    for (const line of candidates) {
        if (length + line.length + 1 + reserve > cap)
            break;
        lines.push(line);
        length += line.length + 1;
        shown++;
    }
    const omitted = candidates.length - shown;
    if (omitted > 0) {
        const leftFindings = ranked.slice(Math.max(0, shown - body.length));
        const bySeverity = (s) => leftFindings.filter((f) => f.severity === s).length;
        const leftFailures = Math.max(0, body.length - shown);
        const detail = [
            leftFailures > 0 ? plural(leftFailures, "failure") : "",
            bySeverity("error") > 0 ? plural(bySeverity("error"), "error") : "",
            bySeverity("warning") > 0 ? plural(bySeverity("warning"), "warning") : "",
            bySeverity("info") > 0 ? plural(bySeverity("info"), "info") : "",
        ]
            .filter(Boolean)
            .join(", ");
        lines.push(say.moreNotShown(omitted, detail));
    }
    lines.push(...tail);
    if (report.verdict !== "pass" || options.reportPath)
        lines.push(pointer);
    const text = redactSecrets(lines.join("\n"));
    return text.length > cap ? `${text.slice(0, cap - 1)}…` : text;
}
/** The reporter: blocked and blockOn come from the render context, else the report's own strict verdict. */
export const assistantReporter = {
    name: "assistant",
    render: (report, context) => `${renderAssistantText(report, {
        blocked: context.blocked ?? (report.strict && stopsInStrictMode(report.verdict)),
        blockOn: context.blockOn ?? "error",
        reportPath: context.reportPath,
    })}\n`,
};
