/**
 * The format check's dispatch: which formatter each file gets (project-tools.ts), and the run of the
 * ones that are not Prettier (Biome, oxfmt, dprint). Each reads the file's text on stdin (the staged
 * content in staged mode) and prints it formatted; the differing lines are the finding, and `--fix`
 * writes the tool's output.
 */
import { existsSync } from "node:fs";
import { readFile } from "node:fs/promises";
import path from "node:path";
import writeFileAtomic from "write-file-atomic";
import { displayPath, owningPackageDir, toRelative } from "../../../changes/paths.js";
import { DependencyError, describeError } from "../../../errors.js";
import { addToolUse, countingDone } from "../../check.js";
import { FORMAT_TOOLS, projectFormatters, SUPPORTED_VERSIONS, TOOL_PACKAGES, } from "../../project-tools.js";
import { listSome } from "../../../util/text.js";
import { toolUse } from "../../resolve-tool.js";
import { firstLine, rejectedArguments, resolveOwnTool, runToolProcess, toolCommand, } from "../../tool-process.js";
import { differingLines } from "../diff.js";
import { readBaseContents } from "../../types/base.js";
import { formatWithServer } from "../../biome-server.js";
import { biomeFormatter } from "./biome.js";
import { dprintFormatter } from "./dprint.js";
import { oxfmtFormatter } from "./oxfmt.js";
import { checkMessages } from "../../../messages.js";
const FORMATTERS = {
    biome: biomeFormatter,
    oxfmt: oxfmtFormatter,
    dprint: dprintFormatter,
};
/** The policy's `checks.format.tool`, when it names one. */
function chosenTool(options) {
    const tool = options.tool;
    return FORMAT_TOOLS.find((name) => name === tool);
}
export function planFormat(context) {
    const plan = { prettier: [], bundled: new Set(), own: [] };
    const chosen = chosenTool(context.options);
    for (const file of context.files) {
        if (file.change === "delete")
            continue;
        const packageDir = owningPackageDir(file.absPath, context.root);
        const tools = projectFormatters(file.absPath, packageDir, context.root, chosen);
        if (tools.length === 0) {
            plan.prettier.push(file);
            plan.bundled.add(file);
        }
        for (const tool of tools) {
            if (tool.name === "prettier")
                plan.prettier.push(file);
            else
                plan.own.push({ file, packageDir, formatter: FORMATTERS[tool.name], configFile: tool.configFile });
        }
    }
    return plan;
}
/** The directory the tool runs in: the package, or a config below it (Biome and oxfmt look up from there). */
function cwdOf(item) {
    if (!item.configFile)
        return item.packageDir;
    const dir = path.dirname(item.configFile);
    return toRelative(item.packageDir, dir).startsWith("..") ? item.packageDir : dir;
}
export async function runOwnFormatters(items, context, result) {
    const loaded = new Map();
    // Files a tool leaves alone, as its own CLI would: one note per tool and reason.
    const notChecked = new Map();
    const skip = (label, reason, shown) => {
        const key = `${label}\0${reason}`;
        const entry = notChecked.get(key);
        if (entry)
            entry.files.push(shown);
        else
            notChecked.set(key, { label, reason, files: [shown] });
    };
    try {
        await formatEach();
    }
    finally {
        for (const { label, reason, files } of notChecked.values()) {
            result.notes.push(checkMessages.ownTools.notChecked(label, listSome(files), reason));
        }
    }
    async function formatEach() {
        for (const item of countingDone(items, context)) {
            const { file, formatter } = item;
            const shown = displayPath(file.path);
            const key = `${formatter.name}\0${item.packageDir}`;
            let entry = loaded.get(key);
            if (!entry) {
                try {
                    const tool = resolveOwnTool(TOOL_PACKAGES[formatter.name], formatter.label, item, context);
                    entry = { tool, command: toolCommand(tool, formatter.label) };
                    addToolUse(result.tools, toolUse(tool, item.packageDir, context.root));
                }
                catch (error) {
                    result.failures.push({
                        check: "format",
                        errorType: error instanceof DependencyError ? "dependency_error" : "tool_execution_failed",
                        message: describeError(error),
                        file: file.path,
                    });
                    entry = { failed: true };
                }
                loaded.set(key, entry);
            }
            if ("failed" in entry)
                continue;
            const { tool, command } = entry;
            let text;
            try {
                text = file.content ?? (await readFile(file.absPath, "utf8"));
            }
            catch (error) {
                result.failures.push({
                    check: "format",
                    errorType: "file_operation_failed",
                    message: checkMessages.cannotRead(shown, describeError(error)),
                    file: file.path,
                });
                continue;
            }
            const cwd = cwdOf(item);
            // In the daemon, Biome's warm server formats the text; the CLI runs where it does not (see there).
            const warm = formatter.name === "biome"
                ? await formatWithServer(command, cwd, file.absPath, text, context)
                : undefined;
            const output = warm !== undefined
                ? { exitCode: 0, stdout: warm, stderr: "" }
                : await runToolProcess(command, formatter.args(file.absPath), { cwd, input: text, context });
            if (output.exitCode === undefined) {
                result.failures.push({
                    check: "format",
                    errorType: "tool_execution_failed",
                    message: checkMessages.ownTools.didNotFinish(formatter.label, tool.version, shown, output.unfinished ?? ""),
                    file: file.path,
                });
                continue;
            }
            const skipped = formatter.skipped?.({ ...output, exitCode: output.exitCode }, file.absPath);
            if (skipped) {
                skip(formatter.label, skipped, shown);
                continue;
            }
            if (output.exitCode !== 0) {
                const rejected = rejectedArguments(output.stderr);
                if (rejected) {
                    result.failures.push({
                        check: "format",
                        errorType: "tool_execution_failed",
                        message: checkMessages.ownTools.rejectedArguments(formatter.label, tool.version, rejected, SUPPORTED_VERSIONS[formatter.name]),
                        file: file.path,
                    });
                    // The same command line fails every file alike: say it once.
                    loaded.set(key, { failed: true });
                    continue;
                }
                const problem = formatter.problem(output.stderr, file.absPath, cwd);
                if (problem.syntax) {
                    result.checkedFiles.push(file.path);
                    result.findings.push({
                        check: "format",
                        rule: `${formatter.name}/parse`,
                        severity: "error",
                        file: file.path,
                        line: Math.max(1, problem.syntax.line),
                        column: Math.max(1, problem.syntax.column),
                        message: checkMessages.ownTools.cannotParse(formatter.label, problem.syntax.message),
                    });
                    continue;
                }
                result.failures.push({
                    check: "format",
                    errorType: "tool_execution_failed",
                    message: problem.config
                        ? checkMessages.ownTools.rejectedConfig(formatter.label, tool.version, displayPath(toRelative(context.root, problem.config.where) || problem.config.where), problem.config.problem)
                        : checkMessages.ownTools.failed(formatter.label, tool.version, shown, firstLine(output.stderr || output.stdout)),
                    file: file.path,
                });
                // A config the tool rejects fails every file of the package alike: say it once.
                if (problem.config)
                    loaded.set(key, { failed: true });
                continue;
            }
            const range = differingLines(text, output.stdout);
            // The CLI is asked about the file on disk: not when there is none (staged, then removed).
            if (range && formatter.target && existsSync(file.absPath)) {
                const answer = await runToolProcess(command, formatter.target.args(file.absPath), { cwd, context });
                if (answer.exitCode !== undefined &&
                    formatter.target.excluded({ ...answer, exitCode: answer.exitCode })) {
                    skip(formatter.label, checkMessages.ownTools.ignoredFile, shown);
                    continue;
                }
            }
            result.checkedFiles.push(file.path);
            if (!range)
                continue;
            if (context.fix && file.content === undefined) {
                try {
                    await writeFileAtomic(file.absPath, output.stdout);
                    result.fixedFiles?.push(file.path);
                }
                catch (error) {
                    result.failures.push({
                        check: "format",
                        errorType: "file_operation_failed",
                        message: checkMessages.cannotWrite(shown, describeError(error)),
                        file: file.path,
                    });
                }
                continue;
            }
            result.findings.push({
                check: "format",
                rule: `${formatter.name}/format`,
                severity: "error",
                file: file.path,
                line: range.line,
                column: 1,
                endLine: range.endLine,
                message: checkMessages.ownTools.notFormatted(formatter.label, range.line, range.endLine),
                fixable: true,
            });
            // Compared with the base as Prettier's findings are (format/run.ts): where the file is new in the
            // change or the base had it formatted, the finding blocks wherever it is (a layout the change
            // broke on lines it did not touch); where the base was unformatted too, the changed lines decide.
            if (await baseFormatted(file, command, formatter, cwd))
                (result.atBase ??= { files: [], findings: [] }).files.push(file.path);
        }
    }
    /** Whether the file is new at the base revision, or formatted there (false when unknown). */
    async function baseFormatted(file, command, formatter, cwd) {
        if (!context.compareWithBase || !context.baseRevision)
            return false;
        const before = (await readBaseContents(context.root, context.baseRevision, [file.absPath])).get(file.absPath);
        if (before === undefined)
            return false;
        if (before === null)
            return true;
        const output = await runToolProcess(command, formatter.args(file.absPath), {
            cwd,
            input: before,
            context,
        });
        return output.exitCode === 0 && !differingLines(before, output.stdout);
    }
}
/** A tool process run for the editor door, outside any check: ended after this long. */
const EDITOR_RUN_MS = 30_000;
/**
 * The editor door's formatting (`qgate lsp`) with a project formatter other than Prettier: the text on
 * the tool's stdin, as the format check runs it, and its output. Undefined when the text is formatted
 * already or the tool leaves the file alone (a file type it does not format, an ignored path); an
 * Error with the tool's reason when it cannot format it.
 */
export async function formatWithOwnTool(root, absFile, text, chosen) {
    const formatter = FORMATTERS[chosen.name];
    const item = { packageDir: owningPackageDir(absFile, root), configFile: chosen.configFile };
    const tool = resolveOwnTool(TOOL_PACKAGES[formatter.name], formatter.label, item, { root });
    const cwd = cwdOf(item);
    const output = await runToolProcess(toolCommand(tool, formatter.label), formatter.args(absFile), {
        cwd,
        input: text,
        context: { signal: AbortSignal.timeout(EDITOR_RUN_MS), registerChild: () => undefined },
    });
    const shown = displayPath(toRelative(root, absFile));
    if (output.exitCode === undefined)
        throw new Error(checkMessages.ownTools.didNotFinish(formatter.label, tool.version, shown, output.unfinished ?? ""));
    if (formatter.skipped?.({ ...output, exitCode: output.exitCode }, absFile))
        return undefined;
    if (output.exitCode !== 0) {
        const problem = formatter.problem(output.stderr, absFile, cwd);
        throw new Error(problem.syntax
            ? checkMessages.ownTools.cannotParse(formatter.label, problem.syntax.message)
            : checkMessages.ownTools.failed(formatter.label, tool.version, shown, firstLine(output.stderr || output.stdout)));
    }
    return output.stdout === text ? undefined : output.stdout;
}
