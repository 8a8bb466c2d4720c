/**
 * `--format github`: GitHub Actions workflow commands (`::error file=…,line=…::message`), escaped like
 * @actions/core, within the annotations GitHub shows per step (10 errors, 10 warnings, 10 notices);
 * the rest are printed as plain log lines with one summary. With GITHUB_STEP_SUMMARY set, a Markdown
 * summary is appended to that file.
 */
import { appendFileSync } from "node:fs";
import { positionLabel, ruleLabel, whereLabel } from "./labels.js";
import { verdictWord } from "./pretty.js";
import { repositoryPaths } from "./source.js";
import { plural } from "../util/text.js";
/** Annotations of each kind GitHub shows per step (docs: problem matchers, "Limitations"). */
export const ANNOTATIONS_PER_KIND = 10;
/** Findings listed in the step summary's table. */
export const SUMMARY_ROWS = 50;
/** @actions/core's escapeData. */
export function escapeData(value) {
    return value.replace(/%/g, "%25").replace(/\r/g, "%0D").replace(/\n/g, "%0A");
}
/** @actions/core's escapeProperty. */
export function escapeProperty(value) {
    return escapeData(value).replace(/:/g, "%3A").replace(/,/g, "%2C");
}
export function command(kind, properties, message) {
    const props = Object.entries(properties)
        .filter(([, v]) => v !== undefined && v !== "")
        .map(([k, v]) => `${k}=${escapeProperty(String(v))}`)
        .join(",");
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
export function renderGithubLines(report) {
    const { toRepo } = repositoryPaths(report.root);
    const lines = [];
    const used = { error: 0, warning: 0, notice: 0 };
    const left = { error: 0, warning: 0, notice: 0 };
    const totals = {
        error: report.failures.length + report.findings.filter((f) => f.severity === "error").length,
        warning: report.findings.filter((f) => f.severity === "warning").length,
        notice: report.findings.filter((f) => f.severity === "info").length,
    };
    const anyOverflow = totals.error > ANNOTATIONS_PER_KIND ||
        totals.warning > ANNOTATIONS_PER_KIND ||
        totals.notice > ANNOTATIONS_PER_KIND;
    // The summary is a notice: keep one notice free for it when something will not be annotated.
    const budget = (kind) => kind === "notice" && anyOverflow ? ANNOTATIONS_PER_KIND - 1 : ANNOTATIONS_PER_KIND;
    for (const failure of report.failures) {
        const message = `${failure.message}${failure.file ? ` (${failure.file})` : ""} [${failure.errorType}]`;
        if (used.error < budget("error")) {
            used.error++;
            lines.push(command("error", { ...(failure.file ? { file: toRepo(failure.file) } : {}), title: `qgate ${failure.check} failed` }, message));
        }
        else {
            left.error++;
            const where = failure.file ? ` (${escapeData(failure.file)})` : "";
            lines.push(plainLine(`qgate ${failure.check} failed: ${flat(failure.message)}${where} [${failure.errorType}]`));
        }
    }
    // Errors first, so the annotations GitHub keeps are the blocking ones.
    const order = ["error", "warning", "info"];
    const findings = order.flatMap((s) => report.findings.filter((f) => f.severity === s));
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
                title,
            }, f.message));
        }
        else {
            left[kind]++;
            lines.push(plainLine(`${escapeData(whereLabel(toRepo(f.file), f))}: ${f.severity} ${ruleLabel(f)}: ${flat(f.message)}`));
        }
    }
    const notShown = left.error + left.warning + left.notice;
    if (notShown > 0) {
        const parts = [
            left.error ? plural(left.error, "error") : "",
            left.warning ? plural(left.warning, "warning") : "",
            left.notice ? plural(left.notice, "notice") : "",
        ].filter(Boolean);
        lines.push(command("notice", { title: "qgate: more findings than GitHub annotates" }, `${parts.join(", ")} not annotated (GitHub shows ${ANNOTATIONS_PER_KIND} of each kind per step): they are listed in this step's log`));
    }
    const errors = report.findings.filter((f) => f.severity === "error").length;
    const verdict = verdictWord(report);
    lines.push(`qgate: ${verdict} ${plural(report.files.length, "file")}, ${plural(errors, "error")}, ${plural(totals.warning, "warning")}` +
        (report.failures.length ? `, ${plural(report.failures.length, "failed check")}` : "") +
        (report.preexisting
            ? `; ${plural(report.preexisting, "pre-existing finding")} not shown (--scope all shows them)`
            : ""));
    return lines;
}
function cell(text, max = 300) {
    const flat = text.replace(/\r?\n/g, " ");
    const cut = flat.length > max ? `${flat.slice(0, max - 1)}…` : flat;
    return cut.replace(/&/g, "&amp;").replace(/</g, "&lt;").replace(/>/g, "&gt;").replace(/\|/g, "\\|");
}
const SUMMARY_VERDICT = {
    pass: { icon: "✅", verdict: "passed" },
    warn: { icon: "⚠️", verdict: "passed with warnings" },
    block: { icon: "❌", verdict: "blocked" },
    incomplete: { icon: "❌", verdict: "incomplete (a check could not run)" },
};
/** The Markdown for $GITHUB_STEP_SUMMARY: verdict, counts and a capped table of findings. */
export function stepSummary(report) {
    const { toRepo } = repositoryPaths(report.root);
    const errors = report.findings.filter((f) => f.severity === "error").length;
    const warnings = report.findings.filter((f) => f.severity === "warning").length;
    const { icon, verdict } = SUMMARY_VERDICT[report.verdict];
    const out = [`### ${icon} qgate ${verdict}`, ""];
    out.push(`${plural(report.files.length, "file")} checked, ${plural(errors, "error")}, ${plural(warnings, "warning")}` +
        (report.failures.length ? `, ${plural(report.failures.length, "check")} could not run` : "") +
        ` (scope: ${report.scope}, policy: ${cell(report.policy)}).`);
    if (report.preexisting > 0)
        out.push("", `${plural(report.preexisting, "pre-existing finding")} not shown (\`--scope all\` shows them).`);
    if (report.failures.length > 0) {
        out.push("", "**Checks that could not run**", "");
        for (const f of report.failures)
            out.push(`- \`${f.check}\`: ${cell(f.message)} (${f.errorType})`);
    }
    if (report.findings.length > 0) {
        out.push("", "| Severity | File | Line | Rule | Message |", "| --- | --- | --- | --- | --- |");
        for (const f of report.findings.slice(0, SUMMARY_ROWS)) {
            out.push(`| ${f.severity} | \`${cell(toRepo(f.file), 200).replace(/`/g, "'")}\` | ${positionLabel(f) ?? "file"} | ${cell(ruleLabel(f), 100)} | ${cell(f.message)} |`);
        }
        if (report.findings.length > SUMMARY_ROWS)
            out.push("", `… and ${report.findings.length - SUMMARY_ROWS} more findings (see the log).`);
    }
    return `${out.join("\n")}\n\n`;
}
export function renderGithub(report, env = process.env) {
    const summaryFile = env.GITHUB_STEP_SUMMARY;
    if (summaryFile) {
        try {
            appendFileSync(summaryFile, stepSummary(report));
        }
        catch {
            // The annotations are the main output; a step summary that cannot be written is not fatal.
        }
    }
    return `${renderGithubLines(report).join("\n")}\n`;
}
export const githubReporter = {
    name: "github",
    render: (report, _context) => renderGithub(report),
};
