/**
 * Biome as a formatter: `biome format --stdin-file-path=<file>` prints the formatted text, with the
 * config that governs the path (nested biome.json and `extends` included). Biome's stdin mode prints
 * no diagnostics by design, so findings come from comparing the text (biome check's `format`
 * diagnostic carries no location either).
 */
import path from "node:path";
import { checkMessages } from "../../../messages.js";
/**
 * Biome's human-readable diagnostics (stderr in stdin mode and on config errors): a header
 * `<path>:<line>:<col> <category> ━━━` (or `<category> ━━━`), then `× <message>` a few lines below.
 */
export function parseBiomeText(text) {
    const found = [];
    let current;
    for (const raw of text.split("\n")) {
        const line = raw.trimEnd();
        const located = /^(\S.*?):(\d+):(\d+) ([\w/]+)\b.*━/.exec(line);
        const bare = located ? undefined : /^([\w/]+) ━/.exec(line);
        if (located) {
            current = {
                file: located[1],
                line: Number(located[2]),
                column: Number(located[3]),
                category: located[4] ?? "",
                message: "",
            };
            found.push(current);
        }
        else if (bare) {
            current = { category: bare[1] ?? "", message: "" };
            found.push(current);
        }
        else if (current && current.message === "") {
            const message = /^\s*[×!i⚠✖]\s+(.*)$/.exec(line);
            if (message?.[1])
                current.message = message[1].trim();
        }
    }
    return found;
}
/** Which of Biome's diagnostics explains a failure: a syntax error in the file, or the config. */
export function biomeProblem(diagnostics, absFile, cwd) {
    for (const diagnostic of diagnostics) {
        if (!diagnostic.file)
            continue;
        const file = path.resolve(cwd, diagnostic.file);
        if (file === absFile && diagnostic.category === "parse") {
            return {
                syntax: { line: diagnostic.line ?? 1, column: diagnostic.column ?? 1, message: diagnostic.message },
            };
        }
        if (/biome\.jsonc?$/.test(file)) {
            return {
                config: {
                    where: `${file}:${diagnostic.line ?? 1}:${diagnostic.column ?? 1}`,
                    problem: diagnostic.message || diagnostic.category,
                },
            };
        }
    }
    return {};
}
export const biomeFormatter = {
    name: "biome",
    label: "Biome",
    args: (absFile) => ["format", "--colors=off", `--stdin-file-path=${absFile}`],
    // Biome echoes a file it does not format (ignored by its config or VCS ignore files, a type it has
    // no formatter for) with "The content was not formatted because ...": exit 0 in Biome 1.x and
    // recent 2.x, exit 1 ("The contents aren't fixed") in early 2.x.
    skipped({ stderr }) {
        const reason = /The content was not formatted because (.+?)\.?$/m.exec(stderr)?.[1]?.trim();
        if (!reason)
            return undefined;
        return /\bis ignored\b/.test(reason) ? checkMessages.ownTools.ignoredFile : reason;
    },
    problem: (stderr, absFile, cwd) => biomeProblem(parseBiomeText(stderr), absFile, cwd),
};
