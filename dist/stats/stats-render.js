/** `qgate stats --format pretty`: the metrics overall, then per session, in plain sentences. */
import pc from "picocolors";
import { plural } from "../util/text.js";
import { routingMessages, statsMessages } from "../messages.js";
export function formatDuration(ms) {
    if (ms < 1000)
        return `${Math.round(ms)} ms`;
    const seconds = Math.round(ms / 1000);
    if (seconds < 60)
        return `${seconds}s`;
    const minutes = Math.floor(seconds / 60);
    if (minutes < 60)
        return `${minutes}m ${seconds % 60}s`;
    return `${Math.floor(minutes / 60)}h ${minutes % 60}m`;
}
function byCheck(rates) {
    const parts = Object.entries(rates).map(([check, rate]) => `${check} ${rate}`);
    return parts.length > 0 ? ` (${parts.join(", ")})` : "";
}
function row(label, text) {
    return `  ${label.padEnd(24)}${text}`;
}
function metricRows(m) {
    const lines = [];
    const fts = m.firstTimeSuccess;
    lines.push(row("First-time success", fts.rate === null
        ? "no edited files"
        : `${Math.round(fts.rate * 100)}% (${fts.passedFirstRun} of ${plural(fts.files, "file")} passed their first gate run)`));
    const it = m.iterations;
    if (it.passedFiles + it.neverPassed > 0)
        lines.push(row("Iterations until pass", `${it.mean === null ? "none passed" : `mean ${it.mean}, median ${it.median} over ${plural(it.passedFiles, "file")}`}${it.neverPassed > 0 ? `; ${it.neverPassed} never passed` : ""}`));
    const { withLines, withoutLines } = m.codeQuality;
    const quality = [];
    if (withLines.fileRuns > 0)
        quality.push(withLines.per100Lines === null
            ? `no changed lines in ${plural(withLines.fileRuns, "file run")}`
            : `${withLines.per100Lines} findings per 100 changed lines${byCheck(withLines.byCheck)} over ${plural(withLines.changedLines, "line")}`);
    if (withoutLines.fileRuns > 0)
        quality.push(`changed lines unknown for ${plural(withoutLines.fileRuns, "file run")}: ${withoutLines.perFileRun} findings per file run${byCheck(withoutLines.byCheck)}`);
    quality.forEach((text, i) => lines.push(row(i === 0 ? "Code quality" : "", text)));
    if (m.prompts.count > 0)
        lines.push(row("Prompts", `${m.prompts.count}${m.prompts.meanScore !== null ? `, mean lint score ${m.prompts.meanScore} (${m.prompts.scored} scored)` : ""}`));
    return lines;
}
function sessionTitle(s) {
    const name = s.session === null ? "(no session id)" : `Session ${s.session}`;
    return `${name}: ${s.first} → ${s.last}, ${plural(s.gateRuns, "gate run")}, ${plural(s.files, "file")}`;
}
export function describeLog(summary) {
    const files = summary.files.length;
    const parts = [`${plural(summary.records, "record")} in ${plural(files, "file")}`];
    if (summary.corrupt > 0)
        parts.push(`${plural(summary.corrupt, "corrupt line")} skipped (${summary.corruptAt.join(", ")}${summary.corrupt > summary.corruptAt.length ? ", …" : ""})`);
    if (summary.ignored > 0)
        parts.push(`${plural(summary.ignored, "record")} of unknown type ignored`);
    const line = `Metrics log ${summary.dir}: ${parts.join("; ")}`;
    return summary.unattributed > 0 ? `${line}\n${statsMessages.unattributed(summary.unattributed)}` : line;
}
export function renderStatsPretty(stats, summary, filter, color) {
    const c = pc.createColors(color);
    const lines = [];
    if (summary.files.length === 0) {
        return routingMessages.noMetrics(summary.dir);
    }
    lines.push(describeLog(summary));
    const filters = [
        ...(filter.project !== undefined ? [`project ${filter.project}`] : []),
        ...(filter.session !== undefined ? [`session ${filter.session}`] : []),
        ...(filter.assistant !== undefined ? [`assistant ${filter.assistant}`] : []),
        ...(filter.door !== undefined ? [`door ${filter.door}`] : []),
        ...(filter.since !== undefined ? [`since ${filter.since.toISOString()}`] : []),
        ...(filter.until !== undefined ? [`until ${filter.until.toISOString()}`] : []),
    ];
    if (filters.length > 0)
        lines.push(`Filter: ${filters.join(", ")}`);
    const o = stats.overall;
    if (o.gateRuns === 0 && o.prompts.count === 0) {
        lines.push("", routingMessages.noMatch);
        return `${lines.join("\n")}\n`;
    }
    lines.push("", c.bold(`Overall: ${plural(o.sessions, "session")}, ${plural(o.gateRuns, "gate run")}, ${plural(o.files, "file")}`));
    lines.push(...metricRows(o));
    const t = o.timeToImplementation;
    lines.push(row("Time to implementation", t.meanMs === null || t.medianMs === null
        ? `not reached in any session${t.notReached > 0 ? ` (${t.notReached} without an all-green run)` : ""}`
        : `mean ${formatDuration(t.meanMs)}, median ${formatDuration(t.medianMs)} over ${plural(t.sessions, "session")}${t.notReached > 0 ? `; ${t.notReached} not reached` : ""}`));
    for (const s of stats.sessions) {
        lines.push("", c.bold(sessionTitle(s)));
        lines.push(...metricRows(s));
        lines.push(row("Time to implementation", s.timeToImplementationMs !== null ? formatDuration(s.timeToImplementationMs) : `n/a (${s.timeNote})`));
    }
    return `${lines.join("\n")}\n`;
}
