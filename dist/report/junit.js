/**
 * `--format junit`: JUnit XML for CI test views (GitLab, Jenkins, Azure...). One `<testsuite>` per
 * check, one `<testcase>` per file it looked at; blocking findings are a `<failure>`, other findings go
 * to `<system-out>`, and a check that could not run is an `<error>`.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { appliesTo, CHECK_IDS } from "../checks/registry.js";
import { whereLabel } from "./labels.js";
/** Text safe for XML 1.0: characters it forbids (most C0 controls, lone surrogates) are shown as \uXXXX. */
export function xmlText(value) {
    return value
        .replace(
    // eslint-disable-next-line no-control-regex -- matching the characters XML forbids is the point
    /[\u0000-\u0008\u000B\u000C\u000E-\u001F\uFFFE\uFFFF]|[\uD800-\uDBFF](?![\uDC00-\uDFFF])|(?<![\uD800-\uDBFF])[\uDC00-\uDFFF]/g, (c) => `\\u${c.charCodeAt(0).toString(16).padStart(4, "0")}`)
        .replace(/&/g, "&amp;")
        .replace(/</g, "&lt;")
        .replace(/>/g, "&gt;");
}
/** Attribute values also keep their quotes, tabs and line breaks. */
export function xmlAttr(value) {
    return xmlText(value)
        .replace(/"/g, "&quot;")
        .replace(/'/g, "&apos;")
        .replace(/\t/g, "&#9;")
        .replace(/\n/g, "&#10;")
        .replace(/\r/g, "&#13;");
}
function line(f) {
    return `${whereLabel(f.file, f)} ${f.severity} ${f.check}/${f.rule}: ${f.message}`;
}
/**
 * The report does not carry the policy's `blockOn`: errors always block; warnings block when the
 * verdict is "block" and nothing else explains it.
 */
function blockingSeverities(report) {
    const errors = report.findings.some((f) => f.severity === "error");
    const warningsBlock = report.verdict === "block" && !errors && report.failures.length === 0;
    return new Set(warningsBlock ? ["error", "warning"] : ["error"]);
}
function seconds(ms) {
    return ((ms ?? 0) / 1000).toFixed(3);
}
export function renderJunit(report) {
    const blocking = blockingSeverities(report);
    const checks = CHECK_IDS.filter((id) => report.timings.checks[id] !== undefined ||
        report.failures.some((f) => f.check === id) ||
        report.findings.some((f) => f.check === id));
    const suites = [];
    let totalTests = 0;
    let totalFailures = 0;
    let totalErrors = 0;
    for (const check of checks) {
        const findings = report.findings.filter((f) => f.check === check);
        const failures = report.failures.filter((f) => f.check === check);
        const files = [
            ...new Set([
                ...report.files.filter((file) => {
                    // The report keeps no change types: a file gone from disk was deleted.
                    const absPath = path.join(report.root, file);
                    return appliesTo(check, { path: file, absPath, change: existsSync(absPath) ? "modify" : "delete" });
                }),
                ...findings.map((f) => f.file),
            ]),
        ].sort();
        const cases = [];
        let suiteFailures = 0;
        for (const file of files) {
            const mine = findings.filter((f) => f.file === file);
            const blockers = mine.filter((f) => blocking.has(f.severity));
            const others = mine.filter((f) => !blocking.has(f.severity));
            const body = [];
            if (blockers.length > 0) {
                suiteFailures++;
                const first = blockers[0];
                body.push(`      <failure message="${xmlAttr(`${blockers.length} blocking finding${blockers.length === 1 ? "" : "s"}: ${first.message}`)}" type="${xmlAttr(`${first.check}/${first.rule}`)}">${xmlText(blockers.map(line).join("\n"))}</failure>`);
            }
            if (others.length > 0)
                body.push(`      <system-out>${xmlText(others.map(line).join("\n"))}</system-out>`);
            const open = `    <testcase name="${xmlAttr(file)}" classname="qgate.${check}" file="${xmlAttr(file)}"`;
            cases.push(body.length === 0 ? `${open}/>` : `${open}>\n${body.join("\n")}\n    </testcase>`);
        }
        for (const failure of failures) {
            cases.push(`    <testcase name="${xmlAttr(failure.file ?? `${check} check`)}" classname="qgate.${check}">\n` +
                `      <error message="${xmlAttr(failure.message)}" type="${xmlAttr(failure.errorType)}">${xmlText(failure.message)}</error>\n` +
                `    </testcase>`);
        }
        const tests = files.length + failures.length;
        totalTests += tests;
        totalFailures += suiteFailures;
        totalErrors += failures.length;
        suites.push(`  <testsuite name="${check}" tests="${tests}" failures="${suiteFailures}" errors="${failures.length}" skipped="0" time="${seconds(report.timings.checks[check])}">\n` +
            (cases.length > 0 ? `${cases.join("\n")}\n` : "") +
            `  </testsuite>`);
    }
    return (`<?xml version="1.0" encoding="UTF-8"?>\n` +
        `<testsuites name="qgate" tests="${totalTests}" failures="${totalFailures}" errors="${totalErrors}" time="${seconds(report.timings.totalMs)}">\n` +
        (suites.length > 0 ? `${suites.join("\n")}\n` : "") +
        `</testsuites>\n`);
}
export const junitReporter = { name: "junit", render: (report) => renderJunit(report) };
