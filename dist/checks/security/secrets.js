/**
 * Secrets through secretlint, in-process: the recommended preset, loaded and configured once per
 * process (a worker keeps it warm between runs). Messages are masked by secretlint and then by our
 * own redaction with the exact matched text, so no output ever carries the secret.
 */
import path from "node:path";
import { MASK, redactSecrets } from "../../util/redact.js";
import { loadSecretScanner } from "../../util/secret-detectors.js";
import { checkMessages } from "../../messages.js";
export { loadSecretScanner };
/**
 * secretlint says "found GitHub Token(****): ****": the kind, then the masked secret. qgate says what
 * was found and what to do. A message in another shape keeps its words, with one fixed-width mask
 * (secretlint's keeps the secret's length, which is none of the reader's business).
 */
export function secretMessage(masked) {
    const kind = /^found (.+?)\s*(?:\([^)]*\))?:\s/.exec(masked)?.[1];
    if (kind === undefined)
        return masked.replace(/\*{4,}/g, MASK);
    return checkMessages.security.secretFound(kind);
}
/** Scans one text file; `relPath` names it in findings, `absPath` is what secretlint sees. */
export async function scanSecrets(relPath, absPath, content) {
    const { lintSource, config } = await loadSecretScanner();
    // secretlint's profiler names performance marks after the path and cannot match a newline in it.
    const filePath = absPath.replace(/[\r\n\u2028\u2029]/g, " ");
    const result = await lintSource({
        source: { filePath, content, ext: path.extname(absPath), contentType: "text" },
        options: { config, maskSecrets: true, locale: "en" },
    });
    return result.messages.map((message) => {
        const [start, end] = message.range;
        const secret = content.slice(start, end);
        return {
            check: "security",
            rule: `secretlint/${message.ruleId}`,
            severity: "error",
            file: relPath,
            line: message.loc.start.line,
            // secretlint columns are 0-based.
            column: message.loc.start.column + 1,
            endLine: message.loc.end.line,
            endColumn: message.loc.end.column + 1,
            message: secretMessage(redactSecrets(message.message, [secret])),
        };
    });
}
