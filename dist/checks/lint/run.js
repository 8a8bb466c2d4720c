/**
 * The `lint` check: ESLint, with the project's own ESLint and the config that governs each file
 * (flat config, or legacy .eslintrc where the project's ESLint 7/8/9 still runs it). Files are grouped
 * by (owning package, config, tool) and each group is linted by one cached ESLint instance, so one run
 * can span the packages of a monorepo. Without any config, qgate's bundled ESLint runs its default rules.
 */
import { readFile } from "node:fs/promises";
import path from "node:path";
import writeFileAtomic from "write-file-atomic";
import { displayPath, toRelative } from "../../changes/paths.js";
import { DependencyError, describeError } from "../../errors.js";
import { addToolUse } from "../check.js";
import { countingDone, emptyResult } from "../check.js";
import { locateEslintConfig } from "./config.js";
import { DEFAULT_CONFIG_DESCRIPTION, defaultConfig } from "./default-config.js";
import { getESLint } from "./instances.js";
import { describeCrash, toFinding } from "./messages.js";
import { explainUnsupportedTypeScript, missingPackageFix } from "./dependency-hints.js";
import { pinTsconfigRootDir } from "./ts-root.js";
import { QGATE_DIR, resolveTool, toolUse } from "../resolve-tool.js";
import { owningPackageDir } from "../../changes/paths.js";
import { listSome } from "../../util/text.js";
import { planLint, runOwnLinters } from "./tools/index.js";
import { checkMessages } from "../../messages.js";
import { readBaseContents } from "../types/base.js";
const TS_FILE = /\.(?:ts|tsx|mts|cts)$/i;
/** `dir` if it contains `other` (or is it), else `other`: the outer of two nested directories. */
function outer(dir, other) {
    const relative = path.relative(dir, other);
    return !relative.startsWith("..") && !path.isAbsolute(relative) ? dir : other;
}
/** Decides tool, mode and working directory for one file; throws DependencyError when it cannot lint. */
export function planFile(file, packageDir, context) {
    const options = { requireProjectTool: context.requireProjectTool, root: context.root };
    const config = locateEslintConfig(file.absPath, context.root, packageDir);
    switch (config.kind) {
        case "flat":
            return {
                tool: resolveTool("eslint", packageDir, options),
                mode: "flat",
                cwd: config.dir,
                ...(config.file ? { configFile: config.file } : {}),
            };
        case "legacy":
            return {
                tool: resolveTool("eslint", packageDir, options),
                mode: "legacy",
                // eslintrc resolves plugins and .eslintignore from cwd: the package, or the config above it.
                cwd: outer(config.dir, packageDir),
                ...(config.file ? { configFile: config.file } : {}),
            };
        case "none":
            if (context.requireProjectTool) {
                resolveTool("eslint", packageDir, options); // Names the missing tool first, if it is missing.
                throw new DependencyError(checkMessages.lint.noConfigRequired(displayPath(file.path)));
            }
            return {
                tool: resolveTool("eslint", QGATE_DIR, { requireProjectTool: false, root: context.root }),
                mode: "default",
                cwd: packageDir,
                // JavaScript files get the default config without typescript-eslint: TypeScript stays unloaded.
                ...(TS_FILE.test(file.path)
                    ? { defaultConfig: () => defaultConfig(true), variant: "typescript" }
                    : { defaultConfig: () => defaultConfig(false), variant: "javascript" }),
            };
    }
}
function errorTypeOf(error) {
    if (error instanceof DependencyError)
        return "dependency_error";
    const { code, messageTemplate } = (error ?? {});
    // A plugin or shareable config the project's config names is not installed.
    if (code === "ERR_MODULE_NOT_FOUND" || code === "MODULE_NOT_FOUND")
        return "dependency_error";
    if (messageTemplate === "plugin-missing" || messageTemplate === "extend-config-missing")
        return "dependency_error";
    return "tool_execution_failed";
}
/**
 * One failure line for an error thrown while loading or running ESLint on `file`: TypeScript that the
 * config's typescript-eslint does not support, a missing package (with the install command), a missing
 * tool, or a crash (in a rule, or in the config, which fails every file alike).
 */
function lintFailure(error, file, what, cwd, configLabel) {
    const unsupported = explainUnsupportedTypeScript(error, cwd, configLabel);
    const crash = unsupported
        ? { message: unsupported, inRule: false }
        : error instanceof DependencyError
            ? { message: describeError(error), inRule: false }
            : describeCrash(error, displayPath(file), what);
    const errorType = unsupported ? "dependency_error" : errorTypeOf(error);
    const fix = errorType === "dependency_error" && !unsupported ? missingPackageFix(error, cwd) : undefined;
    return {
        failure: {
            check: "lint",
            errorType,
            message: fix ? checkMessages.lint.withFix(crash.message, fix) : crash.message,
            file,
        },
        inRule: crash.inRule,
    };
}
async function lintGroup(group, context, result) {
    const { spec } = group;
    const toolName = `ESLint ${spec.tool.version}`;
    const configLabel = spec.configFile
        ? toRelative(context.root, spec.configFile)
        : checkMessages.lint.qgateDefaultConfig;
    const instances = new Map();
    const instance = (fix) => {
        let found = instances.get(fix);
        if (!found)
            instances.set(fix, (found = getESLint({ ...spec, fix })));
        return found;
    };
    const ignored = [];
    /** Files with findings, to lint as they are at the base revision too (compareWithBase). */
    const withFindings = [];
    try {
        await lintGroupFiles();
        await lintAtBase();
    }
    finally {
        // One note for every file ESLint ignores, not one a file.
        if (ignored.length > 0)
            result.notes.push(checkMessages.lint.ignored(configLabel, listSome(ignored)));
    }
    /**
     * A diff judged by its changed lines: what ESLint reports in the same files at the base revision,
     * so that a finding the change caused on a line it did not touch (an import left unused) blocks, and
     * one that was there before does not (the engine compares by file, rule and message). A file that
     * cannot be read or linted there is left out: its changed lines decide, as before.
     */
    async function lintAtBase() {
        if (!context.compareWithBase || !context.baseRevision || withFindings.length === 0)
            return;
        const contents = await readBaseContents(context.root, context.baseRevision, withFindings.map((file) => file.absPath));
        const eslint = await instance(false);
        for (const file of withFindings) {
            const text = contents.get(file.absPath);
            if (text === undefined)
                continue;
            const atBase = (result.atBase ??= { files: [], findings: [] });
            if (text === null) {
                // New in this change: nothing was there before.
                atBase.files.push(file.path);
                continue;
            }
            try {
                const [lint] = await eslint.lintText(text, { filePath: file.absPath, warnIgnored: false });
                if (!lint)
                    continue;
                atBase.files.push(file.path);
                for (const message of lint.messages) {
                    const { rule, message: said } = toFinding(file.path, message);
                    atBase.findings.push({ file: file.path, rule, message: said });
                }
            }
            catch {
                // The base's content may not parse with today's config: its changed lines decide.
            }
        }
        // The current content again, for what comes next in a warm process (type-aware rules keep a
        // program per file, which the base's text just replaced).
        if (result.readsProgram === true) {
            for (const file of withFindings) {
                const text = file.content ?? (await readFile(file.absPath, "utf8").catch(() => undefined));
                if (text !== undefined)
                    await eslint.lintText(text, { filePath: file.absPath, warnIgnored: false }).catch(() => undefined);
            }
        }
    }
    async function lintGroupFiles() {
        for (const file of countingDone(group.files, context)) {
            const shown = displayPath(file.path);
            // Staged content is reported, never fixed: the file on disk is not what is being committed.
            const fix = context.fix && file.content === undefined;
            let eslint;
            try {
                eslint = await instance(fix);
            }
            catch (error) {
                result.failures.push(lintFailure(error, file.path, `${toolName}, ${configLabel}`, spec.cwd, configLabel).failure);
                return;
            }
            let text;
            try {
                text = file.content ?? (await readFile(file.absPath, "utf8"));
            }
            catch (error) {
                result.failures.push({
                    check: "lint",
                    errorType: "file_operation_failed",
                    message: checkMessages.cannotRead(shown, describeError(error)),
                    file: file.path,
                });
                continue;
            }
            let lint;
            try {
                if (spec.variant !== "javascript")
                    pinTsconfigRootDir(spec.mode === "default" ? QGATE_DIR : spec.cwd, spec.cwd);
                [lint] = await eslint.lintText(text, { filePath: file.absPath, warnIgnored: false });
            }
            catch (error) {
                const { failure, inRule } = lintFailure(error, file.path, `${toolName}, ${configLabel}`, spec.cwd, configLabel);
                result.failures.push(failure);
                // A broken config or missing plugin fails every file alike: report it once.
                if (!inRule)
                    return;
                continue;
            }
            if (!lint) {
                ignored.push(shown);
                continue;
            }
            result.checkedFiles.push(file.path);
            if (result.readsProgram !== true && (await usesTypeInformation(eslint, file.absPath)))
                result.readsProgram = true;
            if (fix && lint.output !== undefined && lint.output !== text) {
                try {
                    await writeFileAtomic(file.absPath, lint.output);
                    result.fixedFiles?.push(file.path);
                }
                catch (error) {
                    result.failures.push({
                        check: "lint",
                        errorType: "file_operation_failed",
                        message: checkMessages.cannotWrite(shown, describeError(error)),
                        file: file.path,
                    });
                }
            }
            result.findings.push(...lint.messages.map((message) => toFinding(file.path, message)));
            if (lint.messages.length > 0)
                withFindings.push(file);
        }
    }
}
/**
 * Whether the config that linted `file` gives its rules type information (typescript-eslint's
 * `project` or `projectService`): then the findings depend on other files too, and the engine must not
 * reuse them when only this file is unchanged. When it cannot tell, it says yes.
 */
async function usesTypeInformation(eslint, file) {
    if (!eslint.calculateConfigForFile)
        return true;
    try {
        const config = (await eslint.calculateConfigForFile(file));
        const options = config?.languageOptions?.parserOptions ?? config?.parserOptions;
        return Boolean(options &&
            (options.project ||
                options.projectService ||
                options.programs ||
                options.EXPERIMENTAL_useProjectService));
    }
    catch {
        return true;
    }
}
export async function runLint(context) {
    const result = { ...emptyResult(), fixedFiles: [] };
    const groups = new Map();
    const reported = new Set();
    // Each file's linters: the project's own (Biome, oxlint run in tools/), ESLint where configured, and
    // qgate's bundled ESLint only for files with no linter of the project's own.
    const plan = planLint(context);
    for (const file of plan.eslint) {
        const packageDir = owningPackageDir(file.absPath, context.root);
        let spec;
        try {
            spec = planFile(file, packageDir, context);
        }
        catch (error) {
            const message = describeError(error);
            // The same missing tool in one package is one failure, not one per file.
            if (!reported.has(message)) {
                reported.add(message);
                result.failures.push({ check: "lint", errorType: errorTypeOf(error), message, file: file.path });
            }
            continue;
        }
        const key = [
            packageDir,
            spec.tool.packageJson,
            spec.mode,
            spec.cwd,
            spec.configFile ?? "",
            spec.variant ?? "",
        ].join("\0");
        let group = groups.get(key);
        if (!group)
            groups.set(key, (group = { packageDir, spec, files: [] }));
        group.files.push(file);
    }
    for (const group of groups.values()) {
        const use = toolUse(group.spec.tool, group.packageDir, context.root);
        addToolUse(result.tools, use);
        if (group.spec.mode === "default") {
            const note = checkMessages.lint.defaultConfigUsed(use.packageDir, use.version, DEFAULT_CONFIG_DESCRIPTION);
            // JavaScript and TypeScript files of one package are two groups: one note.
            if (!result.notes.includes(note))
                result.notes.push(note);
        }
        try {
            await lintGroup(group, context, result);
        }
        catch (error) {
            // Thrown outside one file's lint (a config or parser that fails as it loads): one line per group.
            const unsupported = explainUnsupportedTypeScript(error, group.spec.cwd, group.spec.configFile
                ? toRelative(context.root, group.spec.configFile)
                : checkMessages.lint.qgateDefaultConfig);
            result.failures.push({
                check: "lint",
                errorType: unsupported ? "dependency_error" : errorTypeOf(error),
                message: unsupported ?? checkMessages.lint.failed(describeError(error)),
            });
        }
    }
    await runOwnLinters(plan.own, context, result);
    return result;
}
