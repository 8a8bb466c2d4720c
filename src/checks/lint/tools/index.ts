/**
 * The lint check's dispatch: which linters each file gets (project-tools.ts), and the run of the ones
 * that are not ESLint (Biome, oxlint). They lint files on disk, one process per package and tool.
 * Neither reports diagnostics for stdin (Biome's stdin mode prints none by design; oxlint reads no
 * stdin), so a staged file whose content differs from the work tree is linted as a temporary sibling
 * file holding that content (same directory and extension, so the same config, overrides and imports
 * apply), removed right after.
 */
import { readFile, rm, writeFile } from "node:fs/promises";
import path from "node:path";
import type { ChangedFile } from "../../../changes/change-set.js";
import { displayPath, owningPackageDir, toRelative } from "../../../changes/paths.js";
import { DependencyError, describeError } from "../../../errors.js";
import { addToolUse, type CheckContext, type CheckResult, type Finding } from "../../check.js";
import {
  LINT_TOOLS,
  projectLinters,
  SUPPORTED_VERSIONS,
  TOOL_PACKAGES,
  type LintTool,
} from "../../project-tools.js";
import { toolUse, type ResolvedTool } from "../../resolve-tool.js";
import { diagnoseWithServer } from "../../biome-server.js";
import { resolveOwnTool, runToolProcess, toolCommand, type ToolCommand } from "../../tool-process.js";
import { biomeLinter, fromWorkspace } from "./biome.js";
import { oxlintLinter } from "./oxlint.js";
import type { ProcessLinter, ToolDiagnostic } from "./types.js";
import { checkMessages } from "../../../messages.js";
import { readBaseContents } from "../../types/base.js";

const LINTERS: Record<Exclude<LintTool, "eslint">, ProcessLinter> = {
  biome: biomeLinter,
  oxlint: oxlintLinter,
};

interface OwnLint {
  file: ChangedFile;
  packageDir: string;
  linter: ProcessLinter;
  configFile?: string | undefined;
}

export interface LintPlan {
  /** Files ESLint lints (the project's config, or qgate's default config when it has no linter). */
  eslint: ChangedFile[];
  own: OwnLint[];
}

/** The policy's `checks.lint.tools`, when it names some. */
function chosenTools(options: Record<string, unknown>): LintTool[] | undefined {
  const tools = options.tools;
  if (!Array.isArray(tools)) return undefined;
  return LINT_TOOLS.filter((name) => tools.includes(name));
}

export function planLint(context: CheckContext): LintPlan {
  const plan: LintPlan = { eslint: [], own: [] };
  const chosen = chosenTools(context.options);
  for (const file of context.files) {
    if (file.change === "delete") continue;
    const packageDir = owningPackageDir(file.absPath, context.root);
    const tools = projectLinters(file.absPath, packageDir, context.root, chosen);
    if (tools.length === 0 && !chosen) plan.eslint.push(file);
    for (const tool of tools) {
      if (tool.name === "eslint") plan.eslint.push(file);
      else plan.own.push({ file, packageDir, linter: LINTERS[tool.name], configFile: tool.configFile });
    }
  }
  return plan;
}

/** The directory the linter runs in: where its nearest config is (oxlint reads it from there), else the package. */
function cwdOf(item: OwnLint): string {
  return item.configFile ? path.dirname(item.configFile) : item.packageDir;
}

/**
 * `dir/name.ext` → `dir/name.qgate-staged-<pid>.ext` (or `qgate-base-…` for the base revision's
 * content): the same directory and full extension.
 */
function stagedSibling(absPath: string, kind: "staged" | "base" = "staged"): string {
  const dir = path.dirname(absPath);
  const base = path.basename(absPath);
  const dot = base.indexOf(".", 1);
  const stem = dot > 0 ? base.slice(0, dot) : base;
  const ext = dot > 0 ? base.slice(dot) : "";
  return path.join(dir, `${stem}.qgate-${kind}-${process.pid}${ext}`);
}

interface Target {
  file: ChangedFile;
  /** The path the linter reads: the file, or a temporary sibling with its staged content. */
  linted: string;
  before?: string | undefined;
}

async function stagedTarget(file: ChangedFile): Promise<Target> {
  if (file.content === undefined) return { file, linted: file.absPath };
  let onDisk: string | undefined;
  try {
    onDisk = await readFile(file.absPath, "utf8");
  } catch {
    onDisk = undefined;
  }
  if (onDisk === file.content) return { file, linted: file.absPath };
  const linted = stagedSibling(file.absPath);
  await writeFile(linted, file.content);
  return { file, linted };
}

function findingOf(diagnostic: ToolDiagnostic, file: string): Finding {
  const finding: Finding = {
    check: "lint",
    rule: diagnostic.rule,
    severity: diagnostic.severity,
    file,
    line: diagnostic.line,
    column: diagnostic.column,
    message: diagnostic.message,
  };
  if (diagnostic.endLine !== undefined && diagnostic.endLine >= diagnostic.line)
    finding.endLine = diagnostic.endLine;
  if (diagnostic.endColumn !== undefined && diagnostic.endLine !== undefined)
    finding.endColumn = diagnostic.endColumn;
  return finding;
}

/**
 * The group's Biome diagnostics from the warm server (the daemon), each file at the content checked
 * (the staged one in staged mode, with no temporary file), with `file` the changed file's relative
 * path; undefined when any file is not served warm: then the CLI lints the whole group.
 */
async function diagnoseWarm(
  group: OwnLint[],
  command: ToolCommand,
  cwd: string,
  context: CheckContext,
): Promise<ToolDiagnostic[] | undefined> {
  if (!context.longLived || context.fix) return undefined;
  const all: ToolDiagnostic[] = [];
  for (const { file } of group) {
    let text: string;
    try {
      text = file.content ?? (await readFile(file.absPath, "utf8"));
    } catch {
      return undefined;
    }
    const items = await diagnoseWithServer(command, cwd, file.absPath, text, context);
    if (!items) return undefined;
    all.push(...fromWorkspace(file.path, text, items));
  }
  return all;
}

export async function runOwnLinters(
  items: OwnLint[],
  context: CheckContext,
  result: CheckResult,
): Promise<void> {
  const groups = new Map<string, OwnLint[]>();
  for (const item of items) {
    const key = `${item.linter.name}\0${item.packageDir}\0${cwdOf(item)}`;
    const group = groups.get(key);
    if (group) group.push(item);
    else groups.set(key, [item]);
  }
  for (const group of groups.values()) {
    try {
      await lintGroup(group, context, result);
    } finally {
      context.onFilesDone?.(group.length);
    }
  }
}

async function lintGroup(group: OwnLint[], context: CheckContext, result: CheckResult): Promise<void> {
  const [first] = group;
  if (!first) return;
  const { linter } = first;
  const cwd = cwdOf(first);
  let tool;
  let command;
  try {
    tool = resolveOwnTool(TOOL_PACKAGES[linter.name], linter.label, first, context);
    command = toolCommand(tool, linter.label);
  } catch (error) {
    result.failures.push({
      check: "lint",
      errorType: error instanceof DependencyError ? "dependency_error" : "tool_execution_failed",
      message: describeError(error),
      file: first.file.path,
    });
    return;
  }
  addToolUse(result.tools, toolUse(tool, first.packageDir, context.root));
  // In the daemon, Biome's warm server answers; the CLI runs where it does not (see biome-server.ts).
  const warm = linter.name === "biome" ? await diagnoseWarm(group, command, cwd, context) : undefined;
  if (warm) {
    for (const item of group) result.checkedFiles.push(item.file.path);
    for (const diagnostic of warm) result.findings.push(findingOf(diagnostic, diagnostic.file));
  } else await lintFiles(group, linter, tool, command, cwd, context, result);
  await lintAtBase(group, linter, tool, command, cwd, context, result);
}

/**
 * A diff judged by its changed lines (CheckContext.compareWithBase): the group's files with findings,
 * as they were at the base revision, linted as temporary siblings (as staged content is), so that a
 * finding the change caused on a line it did not touch (an import left unused) blocks, and one that
 * was there before does not (the engine compares by file, rule and message). A base that cannot be
 * read or linted leaves the files out: their changed lines decide.
 */
async function lintAtBase(
  group: OwnLint[],
  linter: ProcessLinter,
  tool: ResolvedTool,
  command: ToolCommand,
  cwd: string,
  context: CheckContext,
  result: CheckResult,
): Promise<void> {
  if (!context.compareWithBase || !context.baseRevision || context.fix) return;
  const withFindings = group
    .map((item) => item.file)
    .filter((file) => result.findings.some((f) => f.check === "lint" && f.file === file.path));
  if (withFindings.length === 0) return;
  const contents = await readBaseContents(
    context.root,
    context.baseRevision,
    withFindings.map((file) => file.absPath),
  );
  const newFiles: string[] = [];
  const targets: Target[] = [];
  try {
    for (const file of withFindings) {
      const text = contents.get(file.absPath);
      if (text === undefined) continue;
      // New in this change: nothing was there before.
      if (text === null) newFiles.push(file.path);
      else {
        const linted = stagedSibling(file.absPath, "base");
        await writeFile(linted, text);
        targets.push({ file, linted });
      }
    }
    const atBase = (result.atBase ??= { files: [], findings: [] });
    atBase.files.push(...newFiles);
    if (targets.length === 0) return;
    const output = await runToolProcess(
      command,
      linter.args(
        targets.map((target) => path.relative(cwd, target.linted)),
        false,
        tool.version,
      ),
      { cwd, context },
    );
    if (output.exitCode === undefined) return;
    const outcome = linter.parse({ ...output, exitCode: output.exitCode }, cwd);
    if (outcome.kind !== "diagnostics") return;
    const byLinted = new Map(targets.map((target) => [target.linted, target]));
    for (const target of targets) atBase.files.push(target.file.path);
    for (const diagnostic of outcome.diagnostics) {
      const target = byLinted.get(diagnostic.file);
      if (target)
        atBase.findings.push({ file: target.file.path, rule: diagnostic.rule, message: diagnostic.message });
    }
  } finally {
    await Promise.all(targets.map((target) => rm(target.linted, { force: true })));
  }
}

/** The group's files linted by the tool's CLI, staged content as temporary siblings. */
async function lintFiles(
  group: OwnLint[],
  linter: ProcessLinter,
  tool: ResolvedTool,
  command: ToolCommand,
  cwd: string,
  context: CheckContext,
  result: CheckResult,
): Promise<void> {
  const [first] = group;
  if (!first) return;

  const targets: Target[] = [];
  try {
    for (const item of group) {
      const target = await stagedTarget(item.file);
      // Only files on disk are fixed; the text before tells whether the fix changed anything.
      if (context.fix && target.linted === item.file.absPath) {
        target.before = await readFile(item.file.absPath, "utf8").catch(() => undefined);
      }
      targets.push(target);
    }
    const relative = targets.map((target) => path.relative(cwd, target.linted));
    const fix = context.fix && targets.some((target) => target.linted === target.file.absPath);
    const output = await runToolProcess(command, linter.args(relative, fix, tool.version), {
      cwd,
      context,
    });
    const shown = displayPath(first.file.path);
    if (output.exitCode === undefined) {
      result.failures.push({
        check: "lint",
        errorType: "tool_execution_failed",
        message: checkMessages.ownTools.didNotFinish(
          linter.label,
          tool.version,
          shown,
          output.unfinished ?? "",
        ),
        file: first.file.path,
      });
      return;
    }
    const outcome = linter.parse({ ...output, exitCode: output.exitCode }, cwd);
    if (outcome.kind !== "diagnostics") {
      const where =
        outcome.kind === "config" && outcome.where !== "its config"
          ? toRelative(context.root, outcome.where.replace(/:\d+:\d+$/, "")) +
            (/:\d+:\d+$/.exec(outcome.where)?.[0] ?? "")
          : first.configFile
            ? toRelative(context.root, first.configFile)
            : shown;
      result.failures.push({
        check: "lint",
        errorType: "tool_execution_failed",
        message:
          outcome.kind === "config"
            ? checkMessages.ownTools.rejectedConfig(
                linter.label,
                tool.version,
                displayPath(where),
                outcome.problem,
              )
            : outcome.kind === "arguments"
              ? checkMessages.ownTools.rejectedArguments(
                  linter.label,
                  tool.version,
                  outcome.problem,
                  SUPPORTED_VERSIONS[linter.name],
                )
              : output.exitCode === 0 || output.exitCode === 1
                ? checkMessages.ownTools.unreadableOutput(
                    linter.label,
                    tool.version,
                    shown,
                    outcome.problem,
                    SUPPORTED_VERSIONS[linter.name],
                  )
                : checkMessages.ownTools.failed(linter.label, tool.version, shown, outcome.problem),
        file: first.file.path,
      });
      return;
    }
    const byLinted = new Map(targets.map((target) => [target.linted, target]));
    for (const target of targets) result.checkedFiles.push(target.file.path);
    for (const diagnostic of outcome.diagnostics) {
      const target = byLinted.get(diagnostic.file);
      if (target) result.findings.push(findingOf(diagnostic, target.file.path));
    }
    for (const target of targets) {
      if (target.before === undefined) continue;
      const after = await readFile(target.file.absPath, "utf8").catch(() => undefined);
      if (after !== undefined && after !== target.before) result.fixedFiles?.push(target.file.path);
    }
  } finally {
    await Promise.all(
      targets
        .filter((target) => target.linted !== target.file.absPath)
        .map((target) => rm(target.linted, { force: true })),
    );
  }
}

/** A tool process run for the editor door, outside any check: ended after this long. */
const EDITOR_RUN_MS = 30_000;

/**
 * The editor door's fix (`qgate lsp`) with Biome: the text on stdin through `biome check --write`
 * with its formatter off (Biome's safe fixes and import sorting, as the lint check's `--fix` applies
 * them), printed. Undefined when nothing changes; an Error with Biome's reason when it cannot run.
 */
export async function biomeFixedText(
  root: string,
  absFile: string,
  text: string,
  configFile: string | undefined,
): Promise<string | undefined> {
  const item = { packageDir: owningPackageDir(absFile, root), configFile };
  const tool = resolveOwnTool(TOOL_PACKAGES.biome, biomeLinter.label, item, { root });
  const output = await runToolProcess(
    toolCommand(tool, biomeLinter.label),
    ["check", "--formatter-enabled=false", "--write", "--colors=off", `--stdin-file-path=${absFile}`],
    {
      cwd: configFile ? path.dirname(configFile) : item.packageDir,
      input: text,
      context: { signal: AbortSignal.timeout(EDITOR_RUN_MS), registerChild: () => undefined },
    },
  );
  if (output.exitCode !== 0)
    throw new Error(
      output.unfinished ??
        (output.stderr.trim().split("\n")[0] || `Biome ${tool.version} exited ${output.exitCode}`),
    );
  return output.stdout === "" || output.stdout === text ? undefined : output.stdout;
}
