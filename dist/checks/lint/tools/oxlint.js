/**
 * oxlint with its JSON format: each diagnostic's `code` is the rule as oxlint names it
 * (`eslint(eqeqeq)`, `typescript(no-explicit-any)`), with the severity the config sets. oxlint reads
 * its config (and type-aware mode, `options.typeAware`, which needs oxlint-tsgolint) from the
 * directory it runs in and nested configs below it. A config it rejects is printed as text instead.
 */
import path from "node:path";
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
export const oxlintLinter = {
    name: "oxlint",
    label: "oxlint",
    // Only flags every 1.x accepts: `--no-error-on-unmatched-pattern` came later than 1.55.0, which
    // rejects it. Without it a newer oxlint that finds every file ignored says "No files found to lint"
    // before its JSON report and exits 1: parse() reads past that line.
    args: (files, fix) => ["--format=json", ...(fix ? ["--fix"] : []), ...files],
    parse({ exitCode, stdout, stderr }, cwd) {
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
            .map((line) => line.replace(/^\s*[x×]\s+/, "").trim())
            .filter((line) => line.length > 0);
        const configAt = lines.findIndex((line) => /config/i.test(line));
        if (configAt >= 0) {
            const detail = lines[configAt + 1] ?? "";
            return { kind: "config", where: "its config", problem: `${lines[configAt] ?? ""} ${detail}`.trim() };
        }
        return { kind: "failed", problem: lines[0] ?? `exit code ${exitCode}` };
    },
};
