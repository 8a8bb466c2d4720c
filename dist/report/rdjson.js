import { lineReader, repositoryPaths } from "./source.js";
function severity(finding) {
    return finding.severity === "error" ? "ERROR" : finding.severity === "warning" ? "WARNING" : "INFO";
}
/** 1-based UTF-16 column to a 1-based UTF-8 byte column on `text`. */
export function byteColumn(text, column) {
    if (text === undefined)
        return column;
    return Buffer.byteLength(text.slice(0, Math.max(0, column - 1)), "utf8") + 1;
}
function rangeOf(f, readLine) {
    if (f.line === undefined)
        return undefined;
    const start = { line: f.line, column: byteColumn(readLine(f), f.column ?? 1) };
    const endLine = f.endLine ?? (f.endColumn !== undefined ? f.line : undefined);
    const end = endLine !== undefined && f.endColumn !== undefined
        ? { line: endLine, column: byteColumn(readLine({ file: f.file, line: endLine }), f.endColumn) }
        : undefined;
    return end ? { start, end } : { start };
}
export function toRdjson(report) {
    const { toRepo } = repositoryPaths(report.root);
    const readLine = lineReader(report.root);
    const overall = ["ERROR", "WARNING", "INFO"].find((s) => report.findings.some((f) => severity(f) === s));
    return {
        source: { name: "qgate" },
        ...(overall ? { severity: overall } : {}),
        diagnostics: report.findings.map((f) => {
            const range = rangeOf(f, readLine);
            return {
                message: f.message,
                // A file-level finding has no range: the location is the file.
                location: { path: toRepo(f.file), ...(range ? { range } : {}) },
                severity: severity(f),
                source: { name: `qgate/${f.check}` },
                code: { value: f.rule },
            };
        }),
    };
}
export const rdjsonReporter = {
    name: "rdjson",
    render: (report) => `${JSON.stringify(toRdjson(report))}\n`,
};
