/**
 * The full JSON report of a hook run, written beside the logs (`<log dir>/reports/`) so the assistant's
 * short text can point to it. Redacted like every log; the newest 50 are kept.
 */
import { mkdirSync, readdirSync, renameSync, unlinkSync, writeFileSync } from "node:fs";
import path from "node:path";
import { toJson } from "../report/json.js";
import { redactText } from "../util/redact.js";
/** Full reports kept in `<log dir>/reports/`. */
const KEEP_REPORTS = 50;
/**
 * Writes the full JSON report to `<dir>/reports/` and returns its path (undefined when the directory is
 * not writable). Old reports beyond the newest 50 are removed.
 */
export async function writeFullReport(report, logDir, label) {
    const dir = path.join(logDir, "reports");
    const stamp = new Date().toISOString().replace(/[:.]/g, "-");
    const safeLabel = label.replace(/[^A-Za-z0-9-]+/g, "-").slice(0, 40);
    const file = path.join(dir, `${stamp}-${safeLabel}-${process.pid}.json`);
    try {
        mkdirSync(dir, { recursive: true });
        // Atomic (a reader never sees half a report: written beside it, then renamed) but not flushed to
        // disk, as a log: write-file-atomic's fsync and its chown and realpath look-ups cost a hook 5 to
        // 30 ms on a busy machine, a plain write and rename well under 1 ms.
        const text = await redactText(`${JSON.stringify(toJson(report), null, 2)}\n`);
        const temporary = `${file}.${process.pid}.tmp`;
        try {
            writeFileSync(temporary, text);
            renameSync(temporary, file);
        }
        catch (error) {
            try {
                unlinkSync(temporary);
            }
            catch {
                // Never written.
            }
            throw error;
        }
    }
    catch {
        return undefined;
    }
    pruneReports(dir);
    return file;
}
function pruneReports(dir) {
    try {
        const names = readdirSync(dir)
            .filter((name) => name.endsWith(".json"))
            .sort();
        for (const name of names.slice(0, Math.max(0, names.length - KEEP_REPORTS))) {
            try {
                unlinkSync(path.join(dir, name));
            }
            catch {
                // A concurrent hook removed it first.
            }
        }
    }
    catch {
        // Nothing to prune.
    }
}
