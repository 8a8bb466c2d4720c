/** `--format pretty`: findings grouped by file, then failures, notes and one summary line. */
import pc from "picocolors";
import { displayPath } from "../changes/paths.js";
import { positionLabel, ruleLabel } from "./labels.js";
import { plural } from "../util/text.js";
function palette(color) {
    const c = pc.createColors(color);
    return {
        red: c.red,
        yellow: c.yellow,
        green: c.green,
        dim: c.dim,
        bold: c.bold,
        underline: c.underline,
        cyan: c.cyan,
    };
}
function severityLabel(finding, paint) {
    if (finding.severity === "error")
        return paint.red("error  ");
    if (finding.severity === "warning")
        return paint.yellow("warning");
    return paint.cyan("info   ");
}
export function renderPretty(report, context) {
    const paint = palette(context.color);
    const lines = [];
    const byFile = new Map();
    for (const finding of report.findings) {
        const list = byFile.get(finding.file) ?? [];
        list.push(finding);
        byFile.set(finding.file, list);
    }
    for (const [file, findings] of byFile) {
        lines.push(paint.underline(displayPath(file)));
        for (const f of findings) {
            // A file-level finding (no position) says "file" where the others say line:column.
            const where = paint.dim((positionLabel(f) ?? "file").padEnd(8));
            lines.push(`  ${where} ${severityLabel(f, paint)}  ${f.message}  ${paint.dim(ruleLabel(f))}`);
        }
        lines.push("");
    }
    if (report.failures.length > 0) {
        lines.push(paint.bold("Checks that could not run"));
        for (const failure of report.failures) {
            const where = failure.file ? ` (${displayPath(failure.file)})` : "";
            lines.push(`  ${paint.red("✖")} ${failure.check}: ${failure.message}${where} ${paint.dim(`[${failure.errorType}]`)}`);
        }
        lines.push("");
    }
    for (const skipped of report.skipped)
        lines.push(paint.dim(`skipped ${displayPath(skipped.path)}: ${skipped.reason}`));
    for (const note of report.notes)
        lines.push(paint.dim(`note: ${note}`));
    if (report.preexisting > 0) {
        lines.push(paint.dim(`${plural(report.preexisting, "pre-existing finding")} not shown (--scope all shows them)`));
    }
    if (report.fixed.length > 0)
        lines.push(paint.green(`fixed: ${report.fixed.map(displayPath).join(", ")}`));
    lines.push(summaryLine(report, paint));
    return `${lines.join("\n")}\n`;
}
/**
 * The summary's first word. A check that could not run makes the run INCOMPLETE, never WARN: with the
 * default onFailure "block" the exit code is 2 (qgate could not do its job), and a word that sounds
 * like a mere warning would contradict it.
 */
export function verdictWord(report) {
    if (report.verdict === "incomplete")
        return "INCOMPLETE";
    if (report.verdict === "block")
        return "BLOCKED";
    if (report.failures.length > 0)
        return "INCOMPLETE";
    return report.verdict.toUpperCase();
}
function summaryLine(report, paint) {
    const errors = report.findings.filter((f) => f.severity === "error").length;
    const warnings = report.findings.filter((f) => f.severity === "warning").length;
    const checks = Object.entries(report.timings.checks)
        .map(([id, ms]) => `${id} ${ms}ms`)
        .join(", ");
    const counts = [
        plural(report.files.length, "file"),
        plural(errors, "error"),
        plural(warnings, "warning"),
        ...(report.failures.length > 0 ? [plural(report.failures.length, "failed check")] : []),
    ].join(", ");
    const verdictPaint = report.verdict === "block" || report.verdict === "incomplete"
        ? paint.red
        : report.verdict === "warn"
            ? paint.yellow
            : paint.green;
    const verdict = verdictPaint(paint.bold(verdictWord(report)));
    return `${verdict} ${counts} ${paint.dim(`(${report.timings.totalMs}ms${checks ? `: ${checks}` : ""})`)}`;
}
export const prettyReporter = { name: "pretty", render: renderPretty };
