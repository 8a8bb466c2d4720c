/**
 * The `format` check: Prettier, as `prettier --check` would run it in the package that owns each file.
 * The project's own Prettier and config decide (.prettierrc*, package.json `prettier`, overrides,
 * .editorconfig, .prettierignore/.gitignore); qgate's bundled Prettier 3 is the fallback.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import path from "node:path";
import writeFileAtomic from "write-file-atomic";
import { displayPath } from "../../changes/paths.js";
import { describeError } from "../../errors.js";
import { countingDone, emptyResult } from "../check.js";
import { fileInfoOf, getPrettier, majorVersion, } from "./prettier-api.js";
import { ConfigStamps } from "./config-stamps.js";
import { differingLines } from "./diff.js";
import { QGATE_DIR, resolveTool, toolUse } from "../resolve-tool.js";
import { planFormat, runOwnFormatters } from "./tools/index.js";
import { owningPackageDir } from "../../changes/paths.js";
import { getOrCreate } from "../../util/cache.js";
import { checkMessages } from "../../messages.js";
import { readBaseContents } from "../types/base.js";
/** Ignore files as the Prettier CLI reads them (v3: .prettierignore and .gitignore; v2: .prettierignore). */
export function ignorePaths(tool, packageDir, root) {
    const dirs = packageDir === root ? [root] : [root, packageDir];
    const names = majorVersion(tool.version) >= 3 ? [".prettierignore", ".gitignore"] : [".prettierignore"];
    return dirs.flatMap((dir) => names.map((name) => path.join(dir, name))).filter((file) => existsSync(file));
}
/**
 * Plugin names in a config are resolved from the owning package, not from qgate's working directory
 * (Prettier would resolve them from process.cwd()). Anything unresolvable is passed on unchanged.
 */
export function resolvePlugins(plugins, packageDir) {
    if (!Array.isArray(plugins))
        return undefined;
    const require = createRequire(path.join(packageDir, "__qgate_prettier__.js"));
    return plugins.map((plugin) => {
        if (typeof plugin !== "string" || path.isAbsolute(plugin) || plugin.startsWith("."))
            return plugin;
        try {
            return require.resolve(plugin);
        }
        catch {
            return plugin;
        }
    });
}
/** Prettier's syntax errors carry `loc`; anything else is a tool failure. */
function syntaxLocation(error) {
    const loc = error?.loc?.start;
    if (typeof loc?.line !== "number")
        return undefined;
    return {
        line: Math.max(1, loc.line),
        column: typeof loc.column === "number" ? Math.max(1, loc.column) : 1,
    };
}
async function readSource(file) {
    return file.content ?? (await readFile(file.absPath, "utf8"));
}
async function checkFile(file, { tool, prettier }, packageDir, context) {
    const shown = displayPath(file.path);
    let config;
    let plugins;
    try {
        config = (await prettier.resolveConfig(file.absPath, { editorconfig: true })) ?? {};
        plugins = resolvePlugins(config.plugins, packageDir);
        const ignorePath = ignorePaths(tool, packageDir, context.root);
        const info = await fileInfoOf(prettier, file.absPath, {
            // Prettier 2 takes one ignore file.
            ...(ignorePath.length > 0
                ? { ignorePath: majorVersion(tool.version) >= 3 ? ignorePath : ignorePath[0] }
                : {}),
            withNodeModules: false,
            ...(plugins ? { plugins } : {}),
            // The config is resolved above (with its plugins resolved from the package); its `parser` wins.
            resolveConfig: false,
        });
        if (info.ignored)
            return { kind: "skipped", reason: "ignored" };
        if (typeof config.parser !== "string" && !info.inferredParser) {
            return { kind: "skipped", reason: "noParser" };
        }
    }
    catch (error) {
        return {
            kind: "failure",
            errorType: "tool_execution_failed",
            message: checkMessages.format.configUnreadable(shown, describeError(error)),
        };
    }
    let text;
    try {
        text = await readSource(file);
    }
    catch (error) {
        return {
            kind: "failure",
            errorType: "file_operation_failed",
            message: checkMessages.cannotRead(shown, describeError(error)),
        };
    }
    let formatted;
    try {
        formatted = await prettier.format(text, {
            ...config,
            ...(plugins ? { plugins } : {}),
            filepath: file.absPath,
        });
    }
    catch (error) {
        const location = syntaxLocation(error);
        if (!location) {
            return {
                kind: "failure",
                errorType: "tool_execution_failed",
                message: checkMessages.format.failed(tool.version, shown, describeError(error)),
            };
        }
        return {
            kind: "finding",
            atBase: await formatAtBase(),
            finding: {
                check: "format",
                rule: "prettier/syntax",
                severity: "error",
                file: file.path,
                ...location,
                // Prettier appends "(line:column)"; the finding carries the location already.
                message: checkMessages.format.cannotParse(describeError(error).replace(/\s*\(\d+:\d+\)$/, "")),
            },
        };
    }
    const range = differingLines(text, formatted);
    if (!range)
        return { kind: "formatted" };
    if (context.fix && file.content === undefined) {
        try {
            await writeFileAtomic(file.absPath, formatted);
        }
        catch (error) {
            return {
                kind: "failure",
                errorType: "file_operation_failed",
                message: checkMessages.cannotWrite(shown, describeError(error)),
            };
        }
        return { kind: "fixed" };
    }
    return {
        kind: "finding",
        atBase: await formatAtBase(),
        finding: {
            check: "format",
            rule: "prettier/format",
            severity: "error",
            file: file.path,
            line: range.line,
            column: 1,
            endLine: range.endLine,
            message: checkMessages.format.notFormatted(range.line, range.endLine),
            fixable: true,
        },
    };
    /**
     * A diff judged by its changed lines: the file as it was at the base revision, formatted with the
     * same Prettier and config, so that a layout the change broke on lines it did not touch (the call a
     * deleted argument leaves) blocks, and a file that was unformatted before does not. Undefined (its
     * changed lines decide) when there is no base to compare with or it cannot be read or formatted.
     */
    async function formatAtBase() {
        if (!context.compareWithBase || !context.baseRevision)
            return undefined;
        const before = (await readBaseContents(context.root, context.baseRevision, [file.absPath])).get(file.absPath);
        if (before === undefined)
            return undefined;
        if (before === null)
            return "new";
        try {
            const formattedBefore = await prettier.format(before, {
                ...config,
                ...(plugins ? { plugins } : {}),
                filepath: file.absPath,
            });
            return differingLines(before, formattedBefore) ? { rule: "prettier/format" } : "clean";
        }
        catch (error) {
            return syntaxLocation(error) ? { rule: "prettier/syntax" } : undefined;
        }
    }
}
/** Config stamps per loaded Prettier, for the life of this process (a worker, a daemon). */
const configStamps = new WeakMap();
function stampsOf(prettier) {
    return getOrCreate(configStamps, prettier, () => new ConfigStamps());
}
export async function runFormat(context) {
    const result = { ...emptyResult(), fixedFiles: [] };
    // One Prettier per owning package (or the reason there is none), looked up once per run.
    const byPackage = new Map();
    const stampsChecked = new Set();
    // Each file's formatters: the project's own (Biome, oxfmt, dprint run in tools/), else Prettier.
    const plan = planFormat(context);
    const checkedPaths = plan.prettier.map((file) => file.absPath);
    // Files Prettier leaves alone, as \`prettier --check\` would: one note per reason, not one a file.
    const skipped = { ignored: [], noParser: [] };
    for (const file of countingDone(plan.prettier, context)) {
        const packageDir = owningPackageDir(file.absPath, context.root);
        // No formatter of the project's own: qgate's bundled Prettier, even when a copy sits in the
        // project's node_modules (hoisted there as qgate's dependency, it is not the project's choice).
        const bundled = plan.bundled.has(file) && !context.requireProjectTool;
        const key = bundled ? `${packageDir}\0bundled` : packageDir;
        let entry = byPackage.get(key);
        if (!entry) {
            try {
                const tool = resolveTool("prettier", bundled ? QGATE_DIR : packageDir, {
                    requireProjectTool: context.requireProjectTool,
                    root: context.root,
                });
                const prettier = await getPrettier(tool);
                // A config may have changed since the last run in this process: then Prettier searches again.
                if (!stampsChecked.has(prettier)) {
                    stampsChecked.add(prettier);
                    if (stampsOf(prettier).changedSince(checkedPaths))
                        await prettier.clearConfigCache?.();
                }
                entry = { tool, prettier };
                result.tools.push(toolUse(tool, packageDir, context.root));
            }
            catch (error) {
                const errorType = error.errorType === "dependency_error"
                    ? "dependency_error"
                    : "tool_execution_failed";
                result.failures.push({
                    check: "format",
                    errorType,
                    message: describeError(error),
                    file: file.path,
                });
                entry = { failed: true };
            }
            byPackage.set(key, entry);
        }
        if ("failed" in entry)
            continue;
        const outcome = await checkFile(file, entry, packageDir, context);
        switch (outcome.kind) {
            case "formatted":
                result.checkedFiles.push(file.path);
                break;
            case "fixed":
                result.checkedFiles.push(file.path);
                result.fixedFiles?.push(file.path);
                break;
            case "finding":
                result.checkedFiles.push(file.path);
                result.findings.push(outcome.finding);
                // Compared with the base only where the base had no such problem (a file new in the change, or
                // one the base had formatted): then the finding blocks wherever it is. Where the base had it
                // too, the changed lines decide: a file's findings are one region, which would hide a new
                // problem on a changed line behind the old one.
                if (outcome.atBase === "new" ||
                    outcome.atBase === "clean" ||
                    (typeof outcome.atBase === "object" && outcome.atBase.rule !== outcome.finding.rule))
                    (result.atBase ??= { files: [], findings: [] }).files.push(file.path);
                break;
            case "skipped":
                skipped[outcome.reason].push(displayPath(file.path));
                break;
            case "failure":
                result.failures.push({
                    check: "format",
                    errorType: outcome.errorType,
                    message: outcome.message,
                    file: file.path,
                });
                break;
        }
    }
    for (const reason of ["ignored", "noParser"]) {
        if (skipped[reason].length > 0)
            result.notes.push(checkMessages.format[reason](skipped[reason]));
    }
    await runOwnFormatters(plan.own, context, result);
    return result;
}
