/**
 * `--format sarif`: SARIF 2.1.0 with one run, for GitHub code scanning and other SARIF viewers.
 * Rule ids are stable (`qgate/<check>/<rule>`), URIs are repository-relative with `%SRCROOT%`, each
 * result has a partial fingerprint, and GitHub's upload limits are respected.
 */
import { createHash } from "node:crypto";
import { pathToFileURL } from "node:url";
import { QGATE_VERSION, lineReader, repositoryPaths, ruleId } from "./source.js";
export const SARIF_SCHEMA = "https://docs.oasis-open.org/sarif/sarif/v2.1.0/errata01/os/schemas/sarif-schema-2.1.0.json";
/** GitHub code scanning rejects runs with more results (docs: "SARIF results exceed limit"). */
export const MAX_RESULTS = 25_000;
export const SRCROOT = "%SRCROOT%";
/** The key of qgate's fingerprint in `partialFingerprints` (versioned: a new scheme gets a new key). */
export const FINGERPRINT_KEY = "qgateFindingHash/v1";
function level(finding) {
    return finding.severity === "error" ? "error" : finding.severity === "warning" ? "warning" : "note";
}
/** A relative URI reference: each path segment percent-encoded (spaces, `#`, `?`, newlines...). */
export function fileUri(relative) {
    return relative.split("/").map(encodeURIComponent).join("/");
}
/** Where in the file; none for a file-level finding (SARIF's location is then the file itself). */
function region(f) {
    if (f.line === undefined)
        return {};
    const column = f.column ?? 1;
    return {
        region: {
            startLine: Math.max(1, f.line),
            startColumn: Math.max(1, column),
            ...(f.endLine !== undefined && f.endLine >= f.line ? { endLine: f.endLine } : {}),
            ...(f.endColumn !== undefined &&
                (f.endLine === undefined || f.endLine > f.line || f.endColumn >= column)
                ? { endColumn: Math.max(1, f.endColumn) }
                : {}),
        },
    };
}
export function renderSarif(report) {
    const { top, toRepo } = repositoryPaths(report.root);
    const readLine = lineReader(report.root);
    // Blocking severities first, so truncation keeps what matters.
    const rank = { error: 0, warning: 1, info: 2 };
    const ordered = [...report.findings].sort((a, b) => rank[a.severity] - rank[b.severity]);
    const kept = ordered.slice(0, MAX_RESULTS);
    const dropped = ordered.length - kept.length;
    const rules = new Map();
    for (const f of [...kept].sort((a, b) => (ruleId(a) < ruleId(b) ? -1 : ruleId(a) > ruleId(b) ? 1 : 0))) {
        const id = ruleId(f);
        if (rules.has(id))
            continue;
        rules.set(id, {
            id,
            name: f.rule,
            shortDescription: { text: `${f.check}: ${f.rule}` },
            defaultConfiguration: { level: level(f) },
            properties: { tags: ["qgate", f.check] },
        });
    }
    const ruleIndex = new Map([...rules.keys()].map((id, i) => [id, i]));
    const seen = new Map();
    const results = kept.map((f) => {
        const id = ruleId(f);
        const uri = toRepo(f.file);
        // Stable across runs and line shifts: rule + file + the line's text (or the message).
        const basis = `${id}\0${uri}\0${readLine(f)?.trim() ?? f.message}`;
        const occurrence = (seen.get(basis) ?? 0) + 1;
        seen.set(basis, occurrence);
        const hash = createHash("sha256").update(basis).digest("hex").slice(0, 32);
        return {
            ruleId: id,
            ruleIndex: ruleIndex.get(id) ?? -1,
            level: level(f),
            message: { text: f.message },
            locations: [
                {
                    physicalLocation: {
                        artifactLocation: { uri: fileUri(uri), uriBaseId: SRCROOT },
                        ...region(f),
                    },
                },
            ],
            partialFingerprints: { [FINGERPRINT_KEY]: `${hash}:${occurrence}` },
        };
    });
    const notifications = report.failures.map((failure) => ({
        level: "error",
        message: { text: `${failure.check}: ${failure.message} [${failure.errorType}]` },
        descriptor: { id: `qgate/${failure.check}` },
        ...(failure.file
            ? {
                locations: [
                    {
                        physicalLocation: {
                            artifactLocation: { uri: fileUri(toRepo(failure.file)), uriBaseId: SRCROOT },
                        },
                    },
                ],
            }
            : {}),
    }));
    if (dropped > 0) {
        notifications.push({
            level: "warning",
            message: {
                text: `${dropped} results left out: GitHub code scanning accepts at most ${MAX_RESULTS} results per run`,
            },
        });
    }
    const log = {
        $schema: SARIF_SCHEMA,
        version: "2.1.0",
        runs: [
            {
                tool: {
                    driver: {
                        name: "qgate",
                        version: QGATE_VERSION,
                        semanticVersion: QGATE_VERSION,
                        rules: [...rules.values()],
                    },
                },
                originalUriBaseIds: { [SRCROOT]: { uri: `${pathToFileURL(top).href.replace(/\/?$/, "/")}` } },
                invocations: [
                    {
                        executionSuccessful: report.failures.length === 0,
                        ...(notifications.length > 0 ? { toolExecutionNotifications: notifications } : {}),
                    },
                ],
                results,
                columnKind: "utf16CodeUnits",
                properties: {
                    verdict: report.verdict,
                    strict: report.strict,
                    scope: report.scope,
                    preexisting: report.preexisting,
                    ...(report.notes.length > 0 ? { notes: report.notes } : {}),
                },
            },
        ],
    };
    return `${JSON.stringify(log, null, 2)}\n`;
}
export const sarifReporter = { name: "sarif", render: (report) => renderSarif(report) };
