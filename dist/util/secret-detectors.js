/**
 * The security check's secret detectors (secretlint's recommended preset), shared with the redactor:
 * what the gate would flag in a file is also masked in everything qgate prints, logs or sends.
 * Loaded once per process (about 30 ms), only when something needs it.
 */
import { createRequire } from "node:module";
import path from "node:path";
import { pathToFileURL } from "node:url";
const FILTER_COMMENTS = "@secretlint/secretlint-rule-filter-comments";
let scanner;
/**
 * secretlint's profiler puts a performance mark at every step of every scan, measures them, and keeps
 * every mark and measure for the life of the process: about 20 KB per scan never freed, and most of a
 * short scan's time (0.24 ms of a report line's redaction, 0.05 without). A daemon scans on every edit
 * and redacts every report; nothing reads the profile, so its marks are dropped. The profiler is
 * secretlint's own module, found from @secretlint/core as core itself imports it.
 */
async function silenceProfiler() {
    try {
        const core = createRequire(import.meta.url).resolve("@secretlint/core");
        const file = createRequire(core).resolve("@secretlint/profiler");
        const { secretLintProfiler } = (await import(pathToFileURL(file).href));
        if (typeof secretLintProfiler?.mark === "function")
            secretLintProfiler.mark = () => { };
    }
    catch {
        // A secretlint without that module: nothing to silence.
    }
}
/** The process-wide scanner. A failed load is not cached, so a later run can try again. */
export function loadSecretScanner() {
    scanner ??= (async () => {
        const [{ lintSource }, preset] = await Promise.all([
            import("@secretlint/core"),
            import("@secretlint/secretlint-rule-preset-recommend"),
            silenceProfiler(),
        ]);
        // The preset's rules one by one, without filter-comments: a `secretlint-disable` comment written
        // next to a secret must not hide it from the gate (the same reason the pattern scan ignores
        // eslint-disable). The policy's include/exclude globs are the reviewed way to exempt a file.
        // (Listing them beats `disabled` inside the preset entry, which secretlint 11 does not honour.)
        const config = {
            rules: preset.rules
                .filter((rule) => rule.meta.id !== FILTER_COMMENTS)
                .map((rule) => ({ id: rule.meta.id, rule })),
        };
        return { lintSource, config };
    })().catch((error) => {
        scanner = undefined;
        throw error;
    });
    return scanner;
}
/** The exact secret strings secretlint finds in `text` (empty when it cannot load). */
export async function detectSecrets(text) {
    try {
        return (await secretsIn(text)).map((found) => text.slice(found.start, found.end));
    }
    catch {
        // The patterns of util/redact.ts still apply.
        return [];
    }
}
/**
 * Every secret secretlint finds in `text`, by rule and range (never the secret itself). Throws when
 * secretlint cannot load or fails: the secrets guard must know it could not look.
 */
export async function secretsIn(text) {
    if (text.length === 0)
        return [];
    const { lintSource, config } = await loadSecretScanner();
    const result = await lintSource({
        source: {
            filePath: path.join(path.sep, "qgate-output.txt"),
            content: text,
            ext: ".txt",
            contentType: "text",
        },
        options: { config, maskSecrets: false, locale: "en" },
    });
    return result.messages.map((message) => ({
        rule: message.ruleId.replace(/^@secretlint\/secretlint-rule-/, ""),
        start: message.range[0],
        end: message.range[1],
    }));
}
