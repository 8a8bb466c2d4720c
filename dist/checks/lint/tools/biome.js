/**
 * Biome as a linter and import sorter: `biome check` with its formatter off (the format check runs
 * Biome's formatter) and the JSON reporter, so lint rules (`lint/suspicious/noDoubleEquals`) and assist
 * actions (`assist/source/organizeImports`) come with the severity the config gives them and a
 * location. `--write` applies Biome's safe fixes only, as `biome check --write` does.
 */
import path from "node:path";
import { biomeProblem, parseBiomeText } from "../../format/tools/biome.js";
import { rejectedArguments } from "../../tool-process.js";
function majorOf(version) {
    return Number.parseInt(version, 10) || 0;
}
/** 1-based line and column of a UTF-8 byte offset in `text`. */
function positionOf(text, offset) {
    const before = Buffer.from(text, "utf8").subarray(0, offset).toString("utf8");
    const lines = before.split("\n");
    return { line: lines.length, column: (lines.at(-1)?.length ?? 0) + 1 };
}
function locate(item) {
    const location = item.location;
    const file = typeof location?.path === "string" ? location.path : location?.path?.file;
    if (location?.start) {
        return {
            file,
            line: location.start.line ?? 0,
            column: location.start.column ?? 0,
            endLine: location.end?.line,
            endColumn: location.end?.column,
        };
    }
    const span = location?.span;
    if (span && typeof location.sourceCode === "string") {
        const start = positionOf(location.sourceCode, span[0]);
        const end = positionOf(location.sourceCode, span[1]);
        return { file, ...start, endLine: end.line, endColumn: end.column };
    }
    return { file, line: 0, column: 0 };
}
function messageOf(item) {
    if (typeof item.message === "string")
        return item.message;
    if (item.description)
        return item.description;
    if (Array.isArray(item.message)) {
        return item.message
            .map((part) => (typeof part.content === "string" ? part.content : ""))
            .join("");
    }
    return "";
}
function severityOf(severity) {
    if (severity === "error" || severity === "fatal")
        return "error";
    if (severity === "warning")
        return "warning";
    return "info";
}
/**
 * The warm server's diagnostics (biome-server.ts) as `biome check` reports them: positions from each
 * span (UTF-8 byte offsets into `text`), and assist actions as errors, since `biome check` enforces
 * them (`--enforce-assist`, on by default) where the workspace calls them information.
 */
export function fromWorkspace(file, text, items) {
    const diagnostics = [];
    const seen = new Set();
    for (const item of items) {
        const category = item.category ?? "";
        const span = item.location?.span;
        const start = span ? positionOf(text, span[0]) : { line: 1, column: 1 };
        const end = span ? positionOf(text, span[1]) : undefined;
        const message = (messageOf(item) || item.description || "").split("\n")[0]?.trim() ?? "";
        const key = [category, start.line, start.column, message].join("\0");
        if (seen.has(key))
            continue;
        seen.add(key);
        diagnostics.push({
            file,
            rule: category,
            severity: category.startsWith("assist/") ? "error" : severityOf(item.severity),
            line: Math.max(1, start.line),
            column: Math.max(1, start.column),
            endLine: end?.line,
            endColumn: end?.column,
            message,
        });
    }
    return diagnostics;
}
export const biomeLinter = {
    name: "biome",
    label: "Biome",
    args: (files, fix, version) => [
        "check",
        "--formatter-enabled=false",
        "--reporter=json",
        "--colors=off",
        "--no-errors-on-unmatched",
        "--files-ignore-unknown=true",
        // Every diagnostic, not the first 20: Biome 2 says `none`; Biome 1 takes only a number (at most 65535).
        `--max-diagnostics=${majorOf(version) >= 2 ? "none" : "65535"}`,
        ...(fix ? ["--write"] : []),
        ...files,
    ],
    parse({ exitCode, stdout, stderr }, cwd) {
        const rejected = rejectedArguments(stderr);
        if (rejected && !stdout.trim().startsWith("{"))
            return { kind: "arguments", problem: rejected };
        const json = stdout.trim();
        if (json.startsWith("{")) {
            let data;
            try {
                data = JSON.parse(json);
            }
            catch (error) {
                return { kind: "failed", problem: `unreadable JSON report: ${String(error)}` };
            }
            const seen = new Set();
            const diagnostics = [];
            for (const item of data.diagnostics ?? []) {
                const { file, line, column, endLine, endColumn } = locate(item);
                if (!file || !item.category)
                    continue;
                const message = messageOf(item).split("\n")[0]?.trim() ?? "";
                // Biome reports some parse errors twice.
                const key = [file, item.category, line, column, message].join("\0");
                if (seen.has(key))
                    continue;
                seen.add(key);
                diagnostics.push({
                    file: path.resolve(cwd, file),
                    rule: item.category,
                    severity: severityOf(item.severity),
                    line: Math.max(1, line),
                    column: Math.max(1, column),
                    endLine,
                    endColumn,
                    message,
                });
            }
            return { kind: "diagnostics", diagnostics };
        }
        const parsed = parseBiomeText(stderr);
        const problem = biomeProblem(parsed, "", cwd);
        if (problem.config)
            return { kind: "config", ...problem.config };
        const first = parsed.find((diagnostic) => diagnostic.message)?.message;
        return {
            kind: "failed",
            problem: first ?? `exit code ${exitCode}: ${stderr.trim().split("\n")[0] ?? ""}`,
        };
    },
};
