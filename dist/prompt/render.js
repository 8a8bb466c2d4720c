/** `qgate prompt lint --format pretty`: the score, then each finding with its suggestion indented below it. */
import pc from "picocolors";
export function renderLintPretty(result, verdict, color) {
    const c = pc.createColors(color);
    const paintScore = result.score >= 80 ? c.green : result.score >= 50 ? c.yellow : c.red;
    const lines = [`Prompt score: ${paintScore(c.bold(`${result.score}/100`))}`];
    if (result.findings.length === 0)
        lines.push("  No findings: the prompt follows the conventions.");
    for (const finding of result.findings) {
        const label = finding.severity === "error"
            ? c.red("error  ")
            : finding.severity === "warning"
                ? c.yellow("warning")
                : c.cyan("info   ");
        const where = finding.line !== undefined && !finding.message.includes(`line ${finding.line}`)
            ? c.dim(` (line ${finding.line})`)
            : "";
        lines.push("", `  ${label}  ${finding.message}${where}  ${c.dim(finding.id)}`);
        const [first, ...rest] = finding.suggestion.split("\n");
        lines.push(`           ${c.dim("→")} ${first ?? ""}`, ...rest.map((line) => `             ${line}`));
    }
    lines.push("");
    lines.push(`Techniques recognised: ${result.techniques.length > 0 ? result.techniques.join(", ") : "none"}`);
    if (verdict.minScore > 0) {
        const state = result.score >= verdict.minScore
            ? "met"
            : verdict.blocked
                ? "not met: blocked"
                : "not met (advisory: not strict)";
        lines.push(`Minimum score ${verdict.minScore}: ${state}`);
    }
    return `${lines.join("\n")}\n`;
}
