import { lspMessages } from "../messages.js";
/** The command code actions and `codeDescription` links run to explain a rule. */
export const EXPLAIN_COMMAND = "qgate.explain";
/** The checks a run needs for this setting (undefined: the policy's own). */
export function checksToRun(setting) {
    if (setting === "all")
        return undefined;
    if (setting === "editor-gaps")
        return ["types", "security"];
    return setting;
}
/** Whether a finding is shown, for a run on `file`. */
export function shown(finding, file, setting) {
    if (setting === "all")
        return true;
    if (setting === "editor-gaps")
        return finding.check === "security" || (finding.check === "types" && finding.file !== file);
    return setting.includes(finding.check);
}
const SEVERITY = { error: 1, warning: 2, info: 3 };
export function toDiagnostic(finding, style = { ruleInMessage: false }) {
    const line = Math.max(0, finding.line - 1);
    const character = Math.max(0, finding.column - 1);
    const endLine = finding.endLine !== undefined ? Math.max(line, finding.endLine - 1) : line;
    const endCharacter = finding.endColumn !== undefined
        ? Math.max(0, finding.endColumn - 1)
        : finding.endLine !== undefined && finding.endLine !== finding.line
            ? 0
            : character + 1;
    return {
        range: {
            start: { line, character },
            end: { line: endLine, character: endLine === line ? Math.max(character, endCharacter) : endCharacter },
        },
        severity: SEVERITY[finding.severity] ?? 1,
        source: `qgate/${finding.check}`,
        code: finding.rule,
        codeDescription: {
            href: `command:${EXPLAIN_COMMAND}?${encodeURIComponent(JSON.stringify([finding.rule]))}`,
        },
        message: style.ruleInMessage ? lspMessages.withRule(finding.message, finding.rule) : finding.message,
        data: { rule: finding.rule, check: finding.check, fixable: finding.fixable === true },
    };
}
/** The report's shown findings as diagnostics, by root-relative file (the gated file always present). */
export function diagnosticsByFile(report, file, setting, style = { ruleInMessage: false }) {
    const byFile = new Map([[file, []]]);
    for (const finding of report.findings) {
        if (!shown(finding, file, setting))
            continue;
        const list = byFile.get(finding.file) ?? [];
        list.push(toDiagnostic(finding, style));
        byFile.set(finding.file, list);
    }
    return byFile;
}
