/**
 * The text each tool returns beside its structured result: what a model reads when its client shows
 * text only. Short, one line per finding, the way the assistant reporter lists them.
 */
import { whereLabel } from "../report/labels.js";
export function renderCheck(result) {
    const head = `qgate ${result.verdict.toUpperCase()}${result.complete ? "" : result.verdict === "incomplete" ? " (a check could not run)" : " (INCOMPLETE: a check could not run)"}: ${result.findings.length} finding${result.findings.length === 1 ? "" : "s"}, ${result.files.length} file${result.files.length === 1 ? "" : "s"} checked (${result.served})`;
    const lines = [head];
    for (const f of result.findings)
        lines.push(`${whereLabel(f.file, f)} ${f.severity} ${f.rule}: ${f.message}`);
    for (const f of result.failures)
        lines.push(`failure: ${f.check} (${f.errorType})${f.file ? ` ${f.file}` : ""}: ${f.message}`);
    for (const note of result.notes)
        lines.push(`note: ${note}`);
    return lines.join("\n");
}
export function renderExplain(result) {
    return [
        `${result.rule} (${result.check}): ${result.meaning}`,
        `Fix: ${result.fix}`,
        ...(result.url ? [result.url] : []),
    ].join("\n");
}
export function renderStatus(status) {
    const checks = status.checks.map((c) => `${c.id}${c.enabled ? "" : " (off)"}`).join(", ");
    const tools = status.tools.map((t) => `${t.name} ${t.version} (${t.source})`).join(", ");
    const daemon = !status.daemon.enabled
        ? "off"
        : status.daemon.running
            ? `running (pid ${status.daemon.pid}, ${status.daemon.requests} requests)`
            : "not running (the next check starts it)";
    return [
        `qgate ${status.version} in ${status.root}`,
        `policy: ${status.policy.name}${status.policy.strict ? ", strict" : ""}, blocks on ${status.policy.blockOn}`,
        `checks: ${checks}`,
        `tools: ${tools}`,
        `daemon: ${daemon}`,
    ].join("\n");
}
