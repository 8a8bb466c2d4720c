/**
 * The `security` check: secrets in every text file (secretlint, recommended preset) and dangerous
 * code patterns in script files (a dedicated ESLint instance with security rules). Both tools are
 * qgate's own on purpose: the scan must not depend on, or be weakened by, the project's setup.
 *
 * Options (policy `checks.security.options`): `secrets: false` or `patterns: false` turn a half off;
 * `rules: {"security/<rule>": "off" | "warn" | "error"}` adjusts the pattern rules (rule-set.ts).
 */
import { readFile } from "node:fs/promises";
import { oversizedReason } from "../../changes/classify.js";
import { displayPath } from "../../changes/paths.js";
import { describeError } from "../../errors.js";
import { redactSecrets } from "../../util/redact.js";
import { countingDone, emptyResult } from "../check.js";
import { isScriptPath } from "../files.js";
import { QGATE_DIR, resolveTool, toolUse } from "../resolve-tool.js";
import { scanPatterns } from "./patterns.js";
import { resolveRules, RuleOptionError } from "./rule-set.js";
import { scanSecrets } from "./secrets.js";
import { checkMessages } from "../../messages.js";
/** qgate's bundled copy of a tool, described for the report. */
function bundledTool(name, displayName, root) {
    const tool = resolveTool(name, QGATE_DIR, { requireProjectTool: false, root });
    return { ...toolUse(tool, root, root), name: displayName, source: "bundled", dedicated: true };
}
async function contentOf(file) {
    return file.content ?? (await readFile(file.absPath, "utf8"));
}
export async function runSecurity(context) {
    const result = emptyResult();
    const scanSecretsOn = context.options.secrets !== false;
    let rules;
    if (context.options.patterns !== false) {
        try {
            rules = resolveRules(context.options.rules);
        }
        catch (error) {
            if (!(error instanceof RuleOptionError))
                throw error;
            // A policy mistake: the pattern scan cannot run as configured, the secret scan still can.
            result.failures.push({ check: "security", errorType: "config_error", message: error.message });
        }
    }
    let usedSecretlint = false;
    let usedEslint = false;
    const fail = (file, errorType, what, error) => {
        result.failures.push({
            check: "security",
            errorType,
            // Tool errors can quote the source: redact before the line leaves the check.
            message: redactSecrets(checkMessages.security.failedOn(what, displayPath(file.path), describeError(error))),
            file: file.path,
        });
    };
    for (const file of countingDone(context.files, context)) {
        if (context.signal.aborted)
            break;
        if (file.change === "delete")
            continue;
        if (file.oversized) {
            // Over maxFileBytes: the secret scan only (the pattern scan parses, which a large file makes slow).
            result.notes.push(checkMessages.security.oversized(displayPath(file.path), oversizedReason(file.oversized), scanSecretsOn));
            if (!scanSecretsOn)
                continue;
        }
        let content;
        try {
            content = await contentOf(file);
        }
        catch (error) {
            fail(file, "file_operation_failed", checkMessages.security.cannotReadFile, error);
            continue;
        }
        result.checkedFiles.push(file.path);
        if (scanSecretsOn) {
            usedSecretlint = true;
            try {
                result.findings.push(...(await scanSecrets(file.path, file.absPath, content)));
            }
            catch (error) {
                fail(file, "tool_execution_failed", checkMessages.security.secretlintFailed, error);
            }
        }
        if (rules && isScriptPath(file.path) && !file.oversized) {
            usedEslint = true;
            try {
                result.findings.push(...(await scanPatterns(context.root, file.path, file.absPath, content, rules)));
            }
            catch (error) {
                fail(file, "tool_execution_failed", checkMessages.security.eslintFailed, error);
            }
        }
    }
    if (usedSecretlint)
        result.tools.push(bundledTool("@secretlint/core", "secretlint", context.root));
    if (usedEslint)
        result.tools.push(bundledTool("eslint", "eslint (security rules)", context.root));
    return result;
}
