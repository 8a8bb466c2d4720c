import { checkMessages } from "../../messages.js";
function ruleOf(message) {
    if (message.ruleId)
        return message.ruleId;
    if (message.fatal)
        return "eslint/parse";
    if (/^Unused eslint-(disable|enable) directive/.test(message.message))
        return "eslint/unused-disable-directive";
    return "eslint";
}
function positive(value) {
    return typeof value === "number" && value >= 1 ? value : undefined;
}
export function toFinding(file, message) {
    const finding = {
        check: "lint",
        rule: ruleOf(message),
        severity: message.severity >= 2 || message.fatal ? "error" : "warning",
        file,
        // ESLint messages can span lines (a parse error's code frame never does, but be safe).
        message: message.message.split("\n")[0]?.trim() ?? "",
    };
    if (message.fix !== undefined && message.fix !== null)
        finding.fixable = true;
    const line = positive(message.line);
    // ESLint's line 0 is a file-level message (a file ignored, a problem with the config): no position.
    if (line === undefined)
        return finding;
    finding.line = line;
    finding.column = positive(message.column) ?? 1;
    const endLine = positive(message.endLine);
    const endColumn = positive(message.endColumn);
    if (endLine !== undefined)
        finding.endLine = endLine;
    if (endColumn !== undefined)
        finding.endColumn = endColumn;
    return finding;
}
/**
 * ESLint appends "Occurred while linting <file>:<line>" and `Rule: "<id>"` to an error a rule throws
 * (and sets `ruleId`); "Error while loading rule '<id>'" when a rule's `create` throws. Anything else
 * (a broken config, a missing plugin) is not about one file.
 */
export function describeCrash(error, file, tool) {
    const raw = error instanceof Error ? error.message : String(error);
    const lines = raw.split("\n").map((line) => line.trim());
    const loading = /^Error while loading rule '([^']+)': (.*)$/.exec(lines[0] ?? "");
    const first = (loading ? loading[2] : lines[0]) || (error instanceof Error ? error.name : "unknown error");
    const ruleId = error?.ruleId ??
        loading?.[1] ??
        lines.map((line) => /^Rule: "(.+)"$/.exec(line)?.[1]).find((id) => id !== undefined);
    const occurred = lines.find((line) => line.startsWith("Occurred while linting"));
    const at = occurred ? /:(\d+)$/.exec(occurred)?.[1] : undefined;
    const where = at ? `${file}:${at}` : file;
    if (typeof ruleId === "string") {
        return { message: checkMessages.lint.ruleCrashed(ruleId, where, tool, first), inRule: true };
    }
    if (occurred)
        return { message: checkMessages.lint.crashed(tool, where, first), inRule: true };
    return { message: checkMessages.lint.failedOn(tool, file, first), inRule: false };
}
