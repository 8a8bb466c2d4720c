/**
 * oxlint with its JSON format: each diagnostic's `code` is the rule as oxlint names it
 * (`eslint(eqeqeq)`, `typescript(no-explicit-any)`), with the severity the config sets. oxlint reads
 * its config (and type-aware mode, `options.typeAware`, which needs oxlint-tsgolint) from the
 * directory it runs in and nested configs below it. A config it rejects is printed as text instead.
 */
import path from "node:path";
import { stripVTControlCharacters } from "node:util";
import { rejectedArguments } from "../../tool-process.js";
/** The JSON report: from the first line that opens it (a note such as "No files found to lint" may come first). */
function jsonPart(stdout) {
    const text = stdout.trim();
    if (text.startsWith("{"))
        return text;
    const at = text.search(/^\{/m);
    return at > 0 ? text.slice(at) : text;
}
function severityOf(severity) {
    if (severity === "error")
        return "error";
    if (severity === "warning")
        return "warning";
    return "info";
}
/** A config file oxlint names (`Failed to parse oxlint config /repo/.oxlintrc.json.`), absolute. */
const CONFIG_NAMED = /^Failed to parse oxlint config (.+?)\.?$/;
/** Where in it: serde_json's words (`at line 5 column 3`). */
const AT_POSITION = / at line (\d+) column (\d+)$/;
/** serde's error as Rust prints it: `Error("unknown variant `x`, expected ...", line: 0, column: 0)`. */
const SERDE_ERROR = /^(.*?)Error\("(.*)", line: (\d+), column: (\d+)\)$/;
/**
 * The config oxlint rejects, from its text: the header ("Failed to parse oxlint configuration file."),
 * then the diagnostic, which may name the file and where in it the problem is. The position is kept as
 * `<file>:<line>:<column>` (the engine names the file relative to the root); line 0 is no position.
 */
function configProblem(lines, cwd) {
    let file;
    let position;
    const parts = lines.flatMap((line) => {
        const named = CONFIG_NAMED.exec(line);
        if (named?.[1]) {
            file = path.resolve(cwd, named[1]);
            return [];
        }
        const serde = SERDE_ERROR.exec(line);
        if (serde) {
            let said = serde[2] ?? "";
            try {
                said = JSON.parse(`"${said}"`);
            }
            catch {
                // Not JSON-escaped after all: as printed.
            }
            if (Number(serde[3]) > 0)
                position ??= { line: serde[3], column: serde[4] };
            return [`${serde[1] ?? ""}${said}`];
        }
        const at = AT_POSITION.exec(line);
        if (at && Number(at[1]) > 0) {
            position ??= { line: at[1], column: at[2] };
            return [line.slice(0, at.index)];
        }
        return [line];
    });
    // One line: the header, then the diagnostic ("Failed to parse oxlint configuration file: expected ...").
    const problem = parts
        .filter((part) => part !== "")
        .map((part, i, all) => (i < all.length - 1 ? part.replace(/\.$/, "") : part))
        .join(": ");
    if (file !== undefined) {
        return { where: position ? `${file}:${position.line}:${position.column}` : file, problem };
    }
    // A position without the file's name would point nowhere: it stays in the words.
    return {
        where: "its config",
        problem: position ? `${problem} at line ${position.line} column ${position.column}` : problem,
    };
}
export const oxlintLinter = {
    name: "oxlint",
    label: "oxlint",
    // Only flags every 1.x accepts: `--no-error-on-unmatched-pattern` came later than 1.55.0, which
    // rejects it. Without it a newer oxlint that finds every file ignored says "No files found to lint"
    // before its JSON report and exits 1: parse() reads past that line.
    args: (files, fix) => ["--format=json", ...(fix ? ["--fix"] : []), ...files],
    parse(output, cwd) {
        // oxlint colours its diagnostics under CI=true even with NO_COLOR set (miette's own detection):
        // the escapes would cut the config error's position out of reach and reach the report.
        const { exitCode } = output;
        const stdout = stripVTControlCharacters(output.stdout);
        const stderr = stripVTControlCharacters(output.stderr);
        const rejected = rejectedArguments(stderr);
        if (rejected)
            return { kind: "arguments", problem: rejected };
        const text = jsonPart(stdout);
        if (text.startsWith("{")) {
            let data;
            try {
                data = JSON.parse(text);
            }
            catch (error) {
                return { kind: "failed", problem: `unreadable JSON report: ${String(error)}` };
            }
            const diagnostics = (data.diagnostics ?? []).flatMap((item) => {
                if (!item.filename)
                    return [];
                const span = item.labels?.[0]?.span;
                return [
                    {
                        file: path.resolve(cwd, item.filename),
                        // A diagnostic without a rule is a syntax error.
                        rule: item.code ?? "oxlint(parse)",
                        severity: severityOf(item.severity),
                        line: Math.max(1, span?.line ?? 1),
                        column: Math.max(1, span?.column ?? 1),
                        message: (item.message ?? "").split("\n")[0]?.trim() ?? "",
                    },
                ];
            });
            return { kind: "diagnostics", diagnostics };
        }
        const lines = `${stdout.trim()}\n${stderr}`
            .split("\n")
            // A diagnostic's first line starts with `x`, its continuation lines with `|` (miette's layout).
            .map((line) => line.replace(/^\s*(?:[x×]|[|│])\s+/, "").trim())
            .filter((line) => line.length > 0);
        const configAt = lines.findIndex((line) => /config/i.test(line));
        if (configAt >= 0)
            return { kind: "config", ...configProblem(lines.slice(configAt, configAt + 4), cwd) };
        return { kind: "failed", problem: lines[0] ?? `exit code ${exitCode}` };
    },
};
