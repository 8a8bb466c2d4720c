/**
 * The `types` check: TypeScript diagnostics in the changed files and in the files that import them.
 * Each file is checked with the tsconfig that owns it and the TypeScript of the package that owns it:
 * 5.x/6.x through the compiler API in-process (programs kept warm between runs), 7.x by running its
 * native `tsc`. One run may span several tsconfigs and packages.
 */
import { existsSync } from "node:fs";
import path from "node:path";
import { displayPath, toRelative } from "../../changes/paths.js";
import { describeError } from "../../errors.js";
import { addToolUse, emptyResult, } from "../check.js";
import { getOrCreate } from "../../util/cache.js";
import { isScriptPath } from "../files.js";
import { resolveTool, toolUse } from "../resolve-tool.js";
import { owningPackageDir } from "../../changes/paths.js";
import { runApiGroup } from "./api.js";
import { readBaseContents } from "./base.js";
import { baseEntry, noteRead, recordThrough, startRecording } from "./inputs.js";
import { drainFileEvents, forgetStamps, watchFileStamps } from "./file-stamps.js";
import { ConfigSession, nearestConfig, orphanOptions } from "./config.js";
import { bundledTypeScript, isNative, loadTypeScript } from "./load.js";
import { NativeTscError, runNativeGroup } from "./native.js";
import { listSome } from "../../util/text.js";
import { checkMessages } from "../../messages.js";
const JAVASCRIPT = /\.(js|jsx|mjs|cjs)$/i;
function listed(paths) {
    return listSome(paths.map(displayPath));
}
function uniqueByPath(files) {
    return [...new Map(files.map((f) => [f.path, f])).values()];
}
function findingKey(f) {
    return `${f.file}:${f.line}:${f.column}:${f.rule}:${f.message}`;
}
/** Whether this process has run the check before: its caches then hide reads from a recording. */
let ranBefore = false;
export async function runTypes(context) {
    // A cold run records what it reads (inputs.ts), so the engine may keep its result for a later run
    // on the same inputs; only the first run of a process sees every read (later ones hit its caches),
    // and a snapshot's content is not the disk's.
    const recording = !ranBefore && !context.longLived && !context.fix && (context.snapshot ?? []).length === 0
        ? startRecording()
        : undefined;
    ranBefore = true;
    try {
        const { result, sawNative, base } = await checkTypes(context);
        const inputs = recording ? finishRecording(context, recording, result, sawNative, base) : undefined;
        if (inputs)
            result.inputs = inputs;
        return result;
    }
    finally {
        recording?.finish(context.root);
    }
}
/**
 * The manifest of a recorded run, or undefined when its result cannot be kept: a failure, a group
 * checked by TypeScript 7's own process (whose reads qgate does not see).
 */
function finishRecording(context, recording, result, sawNative, base) {
    if (result.failures.length > 0 || sawNative)
        return undefined;
    // What decides the owning tsconfig and package (nearestConfig, owningPackageDir): the directories
    // from each changed file up to the root.
    for (const file of [...context.files, ...context.allFiles]) {
        for (let dir = path.dirname(file.absPath);; dir = path.dirname(dir)) {
            recording.recorder.list(dir);
            if (dir === context.root || path.dirname(dir) === dir)
                break;
        }
    }
    let baseInputs;
    if (context.baseRevision && base) {
        baseInputs = baseEntry(context.root, context.baseRevision, base.contents, base.files);
        if (!baseInputs)
            return undefined;
    }
    return recording.finish(context.root, baseInputs);
}
/** The check's result, and what a recording needs to know of the run. */
async function checkTypes(context) {
    const result = emptyResult();
    const failureMessages = new Set();
    const state = {
        context,
        result,
        notes: [],
        fail: (errorType, message, file) => {
            if (failureMessages.has(message))
                return;
            failureMessages.add(message);
            result.failures.push({ check: "types", errorType, message, file });
        },
    };
    // A long-lived process keeps files' stamps while their directories' watchers see no change; the
    // events of writes made before this run are delivered first (file-stamps.ts).
    if (context.longLived)
        watchFileStamps(true);
    await drainFileEvents();
    forgetStamps([...context.files, ...context.allFiles].map((f) => f.absPath));
    // The snapshot the other checks read (the index, a commit), where it differs from the work tree:
    // TypeScript reads through it, so the changed files and their importers are checked as committed.
    const overlay = new Map((context.snapshot ?? []).map((f) => [f.absPath, f.content]));
    const groups = await groupFiles(state);
    // The changed files at the base revision, where the change has one: their shapes there decide
    // whether their importers are checked again (api.ts). The native compiler checks whole projects.
    const measured = groups.filter((group) => !isNative(group.tool)).flatMap((group) => group.changed);
    // A diff judged by its changed lines tells what the change caused from what was there before
    // (CheckContext.compareWithBase): every changed and deleted file is read at the base for that.
    const everyFile = groups.flatMap((group) => [...group.changed, ...group.deleted]);
    // A renamed file is compared with its previous path at the base.
    const renamed = new Map(context.files.flatMap((f) => f.previousPath === undefined ? [] : [[f.absPath, path.join(context.root, f.previousPath)]]));
    const wanted = [
        ...new Set(context.compareWithBase ? [...measured, ...everyFile, ...renamed.values()] : measured),
    ];
    const base = context.baseRevision && wanted.length > 0
        ? await readBaseContents(context.root, context.baseRevision, wanted)
        : undefined;
    // Compared only when every file's base is known: a file the base program had as it is now would
    // pass off what its change caused as there before.
    const compare = context.compareWithBase === true && base !== undefined && everyFile.every((f) => base.has(f));
    const atBase = compare ? { files: [], findings: [] } : undefined;
    const notOverlaid = [];
    const seen = new Set();
    const counted = new Set();
    for (const group of groups) {
        if (context.signal.aborted)
            break;
        const outcome = await checkGroup(group, overlay, state, base, compare ? renamed : undefined);
        if (atBase && outcome && "atBase" in outcome && outcome.atBase) {
            // A file in two groups (two projects hold it) is compared once, as its findings are kept once.
            const fresh = new Set(outcome.atBase.files.filter((file) => !atBase.files.includes(file)));
            atBase.files.push(...fresh);
            atBase.findings.push(...outcome.atBase.findings.filter((f) => fresh.has(f.file)));
        }
        // The native compiler reads files itself; its language server takes the snapshot's contents,
        // except the absence of a file the snapshot does not have.
        if (outcome && "readsWorkTree" in outcome && outcome.readsWorkTree)
            notOverlaid.push(...group.paths);
        if (outcome && "notes" in outcome)
            state.notes.push(...outcome.notes);
        // A file with findings in two groups (two projects hold it): what it imports of the change in either.
        if (outcome && "causes" in outcome && outcome.causes) {
            result.causes ??= {};
            for (const [file, targets] of Object.entries(outcome.causes))
                result.causes[file] = [...new Set([...(result.causes[file] ?? []), ...targets])].sort();
        }
        // A deleted file can be in several groups (every project that could have held it): counted once.
        const done = group.paths.filter((file) => !counted.has(file));
        for (const file of done)
            counted.add(file);
        if (done.length > 0)
            context.onFilesDone?.(done.length);
        for (const finding of outcome?.findings ?? []) {
            const key = findingKey(finding);
            if (seen.has(key))
                continue;
            seen.add(key);
            result.findings.push(finding);
        }
        for (const message of outcome?.failures ?? [])
            state.fail("tool_execution_failed", checkMessages.types.failed(message));
    }
    if (notOverlaid.length > 0) {
        state.notes.push(checkMessages.types.nativeReadsWorkTree(overlay.size, listed(notOverlaid)));
    }
    result.notes.push(...state.notes);
    if (atBase)
        result.atBase = atBase;
    return {
        result,
        sawNative: groups.some((group) => isNative(group.tool)),
        base: base ? { contents: base, files: wanted } : undefined,
    };
}
/**
 * Sorts the changed files (and the deleted ones, whose importers must be checked again) into groups:
 * one per TypeScript and tsconfig, or per TypeScript and borrowed options for files in no project.
 */
async function groupFiles(state) {
    const { context, result, fail } = state;
    const { root } = context;
    // A file reported as changed but missing on disk is a deletion as far as its importers are concerned.
    const isGone = (f) => f.change === "delete" || !existsSync(f.absPath);
    const deletedFiles = uniqueByPath([...context.files, ...context.allFiles].filter((f) => isGone(f) && isScriptPath(f.path)));
    const liveFiles = context.files.filter((f) => !isGone(f));
    // Files created or deleted change the projects' file lists: cached tsconfig parses are redone once.
    const refresh = [...context.files, ...context.allFiles].some((f) => f.change !== "modify" || isGone(f));
    const toolsByPackage = new Map();
    const sessions = new Map();
    const groups = new Map();
    const skippedJs = [];
    /** Files a directory's expansion listed that their nearest tsconfig's program does not hold, by tsconfig. */
    const outsideProgram = new Map();
    const toolFor = (packageDir, file) => {
        if (toolsByPackage.has(packageDir))
            return toolsByPackage.get(packageDir);
        let tool;
        try {
            tool = resolveTool("typescript", packageDir, { requireProjectTool: context.requireProjectTool, root });
        }
        catch (error) {
            // DependencyError: not installed (or the policy requires the project's own and there is none).
            fail("dependency_error", checkMessages.types.failed(describeError(error)), file);
        }
        toolsByPackage.set(packageDir, tool);
        // Which TypeScript checks the package: its manifest is an input of a recorded run (inputs.ts).
        if (tool)
            noteRead(tool.packageJson);
        return tool;
    };
    for (const file of [...liveFiles, ...deletedFiles]) {
        const packageDir = owningPackageDir(file.absPath, root);
        const tool = toolFor(packageDir, file.path);
        if (!tool)
            continue;
        let tsm;
        try {
            tsm = isNative(tool) ? await bundledTypeScript(root) : await loadTypeScript(tool);
            recordThrough(tsm);
        }
        catch (error) {
            const where = toRelative(root, packageDir) || ".";
            fail("dependency_error", checkMessages.types.notLoaded(tool.version, where, describeError(error)));
            toolsByPackage.set(packageDir, undefined);
            continue;
        }
        const session = getOrCreate(sessions, tsm, () => new ConfigSession(tsm, root, refresh));
        const groupOf = (project, orphan) => {
            const base = project ? project.configPath : `orphan:${orphan?.nearest?.configPath ?? "defaults"}`;
            const key = `${tool.packageJson}|${base}`;
            let group = groups.get(key);
            if (!group) {
                group = {
                    key,
                    tool,
                    packageDir,
                    tsm,
                    ...(project ? { project } : {}),
                    ...(orphan ? { orphan } : {}),
                    changed: [],
                    deleted: [],
                    paths: [],
                };
                groups.set(key, group);
            }
            group.paths.push(file.path);
            return group;
        };
        if (isGone(file)) {
            // Its importers now fail to resolve it: check them in every project that could have held it.
            const configPath = nearestConfig(file.absPath, root);
            if (configPath) {
                const nearest = session.load(configPath);
                for (const project of [nearest, ...session.references(nearest)]) {
                    groupOf(project).deleted.push(file.absPath);
                }
            }
            result.checkedFiles.push(file.path);
            continue;
        }
        const location = session.locate(file.absPath);
        if (location.kind === "project") {
            groupOf(location.project).changed.push(file.absPath);
        }
        else if (file.expanded && location.nearest && !location.nearest.unrecoverable) {
            // Listed by a directory named on the command line, not named itself: tsc -p leaves a file its
            // tsconfig excludes alone (a fixture, a generated file), and so does qgate.
            const config = toRelative(root, location.nearest.configPath);
            getOrCreate(outsideProgram, config, () => []).push(file.path);
            continue;
        }
        else {
            const options = orphanOptions(tsm, location.nearest, root);
            if (JAVASCRIPT.test(file.path) && !options.allowJs) {
                skippedJs.push(file.path);
                continue;
            }
            groupOf(undefined, location.nearest ? { nearest: location.nearest } : {}).changed.push(file.absPath);
        }
        result.checkedFiles.push(file.path);
    }
    if (skippedJs.length > 0) {
        state.notes.push(checkMessages.types.javaScriptNotChecked(listed(skippedJs)));
    }
    for (const [config, files] of outsideProgram) {
        state.notes.push(checkMessages.types.outsideProgram(config, files.length, listed(files)));
    }
    return [...groups.values()];
}
/** Runs TypeScript on one group; undefined when it could not run (the failure is recorded). */
async function checkGroup(group, overlay, state, base, 
/** Set when comparing with the base: the renamed files' previous paths. */
compare) {
    const { context, result, fail } = state;
    const { root } = context;
    const where = group.project ? toRelative(root, group.project.configPath) : checkMessages.types.noProject;
    if (group.orphan) {
        const borrowed = group.orphan.nearest
            ? checkMessages.types.borrowedOptions(toRelative(root, group.orphan.nearest.configPath))
            : checkMessages.types.defaultOptions;
        state.notes.push(checkMessages.types.orphans(borrowed, listed(group.paths)));
    }
    try {
        if (isNative(group.tool)) {
            return await runNativeGroup({
                tool: group.tool,
                tsm: group.tsm,
                ...(group.project ? { project: group.project } : {}),
                ...(group.orphan?.nearest ? { nearest: group.orphan.nearest } : {}),
                changed: group.changed,
                deleted: group.deleted,
                ...(overlay.size > 0 ? { overlay } : {}),
            }, context);
        }
        const orphan = group.orphan ? orphanOptions(group.tsm, group.orphan.nearest, root) : undefined;
        return runApiGroup({
            tsm: group.tsm,
            key: group.key,
            ...(group.project ? { project: group.project } : {}),
            ...(orphan ? { orphanOptions: orphan } : {}),
            changed: group.changed,
            deleted: group.deleted,
            ...(overlay.size > 0 ? { overlay } : {}),
            ...(base ? { base } : {}),
            ...(compare ? { compare: true, renamed: compare } : {}),
        }, root);
    }
    catch (error) {
        const errorType = error instanceof NativeTscError ? error.errorType : "tool_execution_failed";
        fail(errorType, checkMessages.types.failedIn(where, describeError(error)));
        return undefined;
    }
    finally {
        addToolUse(result.tools, toolUse(group.tool, group.packageDir, root));
    }
}
