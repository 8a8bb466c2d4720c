/**
 * Dangerous code patterns through a dedicated ESLint instance: qgate's bundled ESLint with its own
 * rule set (rule-set.ts). It never reads the project's ESLint config (`overrideConfigFile: true`), never
 * honours the project's ignores, and ignores inline `eslint-disable` comments, so neither a broken
 * project config nor a comment written to silence the gate changes what it reports.
 */
import { fileURLToPath } from "node:url";
import { redactSecrets } from "../../util/redact.js";
import { preloadTypeScriptForEslint } from "../types/code-cache.js";
import { findingRuleId } from "./rule-set.js";
import { nonLiteralShellCommand } from "./rules/non-literal-shell-command.js";
import { nothingToReport, triggersFor } from "./triggers.js";
import { pinBundledTypeScript } from "../lint/bundled-typescript.js";
import { checkMessages } from "../../messages.js";
const SCRIPT_FILES = [
    "**/*.js",
    "**/*.jsx",
    "**/*.mjs",
    "**/*.cjs",
    "**/*.ts",
    "**/*.tsx",
    "**/*.mts",
    "**/*.cts",
];
const TS_EXTENSIONS = /\.(?:ts|tsx|mts|cts)$/i;
const TS_FILES = ["**/*.ts", "**/*.tsx", "**/*.mts", "**/*.cts"];
/**
 * The TypeScript parser pulls in the whole TypeScript compiler (the slowest import of the check), so
 * it loads on the first TypeScript file only: a JavaScript-only run never pays for it. ESLint calls
 * parsers synchronously, so scanPatterns awaits loadTsParser() before it lints a TypeScript file.
 */
let tsParser;
/** The TypeScript that parser runs on, for the proof that a file has nothing to report (triggers.ts). */
let parserTypeScript;
async function loadTsParser() {
    if (tsParser)
        return;
    // Its TypeScript compiled from V8's code cache (the largest load of the check).
    const loaded = preloadTypeScriptForEslint(fileURLToPath(import.meta.url));
    pinBundledTypeScript();
    tsParser = (await import("typescript-eslint")).default.parser;
    if (typeof loaded?.createSourceFile === "function")
        parserTypeScript = loaded;
}
const lazyTsParser = {
    meta: { name: "typescript-eslint/parser (loaded on first use)" },
    parseForESLint(text, options) {
        if (!tsParser || !("parseForESLint" in tsParser))
            throw new Error(checkMessages.security.parserNotLoaded);
        return tsParser.parseForESLint(text, options);
    },
};
/** Whether the parser for TypeScript files has been loaded in this process (for tests). */
export function tsParserLoaded() {
    return tsParser !== undefined;
}
/** One instance per project root (its `cwd`) and rule set, for the life of the process. */
const linters = new Map();
/**
 * ESLint warns on stderr when the cwd holds a legacy `.eslintignore`, which this instance never
 * reads anyway. Its warning service captures `process.emitWarning` when the instance is built
 * (synchronously), so a filter installed around the constructor stays with that instance only.
 */
function withoutIgnoreFileWarning(build) {
    const original = process.emitWarning.bind(process);
    const filtered = (warning, ...rest) => {
        if (rest[0] === "ESLintIgnoreWarning")
            return;
        original.call(process, warning, ...rest);
    };
    process.emitWarning = filtered;
    try {
        return build();
    }
    finally {
        process.emitWarning = original;
    }
}
async function createLinter(root, rules) {
    const [{ ESLint }, securityPlugin, globals] = await Promise.all([
        import("eslint"),
        import("eslint-plugin-security"),
        import("globals"),
    ]);
    const plugin = securityPlugin.default;
    // The upstream rules plus ours, under one `security/` namespace.
    const security = {
        meta: { name: "qgate-security" },
        rules: { ...plugin.rules, "detect-non-literal-shell-command": nonLiteralShellCommand },
    };
    const config = [
        { linterOptions: { reportUnusedDisableDirectives: "off", reportUnusedInlineConfigs: "off" } },
        {
            files: SCRIPT_FILES,
            plugins: { security },
            languageOptions: {
                ecmaVersion: "latest",
                sourceType: "module",
                // Known globals let no-implied-eval see setTimeout("code") and friends.
                globals: { ...globals.default.node, ...globals.default.browser },
                parserOptions: { ecmaFeatures: { jsx: true } },
            },
            rules,
        },
        { files: ["**/*.cjs"], languageOptions: { sourceType: "commonjs" } },
        { files: TS_FILES, languageOptions: { parser: lazyTsParser } },
    ];
    const eslint = withoutIgnoreFileWarning(() => new ESLint({
        cwd: root,
        overrideConfigFile: true,
        overrideConfig: config,
        ignore: false,
        allowInlineConfig: false,
    }));
    const bufferRule = plugin.rules?.["detect-buffer-noassert"];
    const methods = bufferRule?.meta?.__methodsToCheck;
    const bufferMethods = Array.isArray(methods?.read) && Array.isArray(methods.write)
        ? [...methods.read, ...methods.write].filter((name) => typeof name === "string")
        : undefined;
    return { eslint, version: ESLint.version, triggers: triggersFor(rules, bufferMethods) };
}
/** The process-wide linter for `root` and `rules`. A failed creation is not cached. */
export function loadPatternLinter(root, rules) {
    const key = `${root}\0${JSON.stringify(rules)}`;
    let linter = linters.get(key);
    if (!linter) {
        linter = createLinter(root, rules).catch((error) => {
            linters.delete(key);
            throw error;
        });
        linters.set(key, linter);
    }
    return linter;
}
function severityOf(level) {
    return level === 2 ? "error" : "warning";
}
/**
 * Lints one script file's content; `absPath` decides the parser and the config block. A TypeScript
 * file that certainly has nothing to report (triggers.ts) is not linted, unless `prove` is false.
 */
export async function scanPatterns(root, relPath, absPath, content, rules, { prove = true } = {}) {
    const { eslint, triggers } = await loadPatternLinter(root, rules);
    if (TS_EXTENSIONS.test(absPath)) {
        await loadTsParser();
        if (prove &&
            triggers &&
            parserTypeScript &&
            nothingToReport(parserTypeScript, absPath, content, triggers)) {
            return [];
        }
    }
    const [result] = await eslint.lintText(content, { filePath: absPath, warnIgnored: false });
    const messages = (result?.messages ?? []).filter(
    // ESLint's own notices (an ignored file) carry no rule and are not findings.
    (message) => message.ruleId !== null || message.fatal === true);
    return messages.map((message) => {
        const finding = {
            check: "security",
            rule: findingRuleId(message.ruleId),
            // A file that does not parse cannot be scanned: say so instead of passing it silently.
            severity: message.fatal ? "warning" : severityOf(message.severity),
            file: relPath,
            line: message.line,
            column: message.column,
            message: redactSecrets(message.fatal ? checkMessages.security.notScanned(message.message) : message.message),
        };
        if (message.endLine !== undefined)
            finding.endLine = message.endLine;
        if (message.endColumn !== undefined)
            finding.endColumn = message.endColumn;
        return finding;
    });
}
