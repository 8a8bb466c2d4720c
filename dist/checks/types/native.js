/**
 * TypeScript 7: its package ships a native `tsc` (the JavaScript entry only exports a version), so
 * the project is checked by running it and parsing `file(line,col): error TS1234: message` lines.
 * The tsconfig is still parsed, and imports followed, with qgate's bundled TypeScript: that decides
 * which files own the change and which diagnostics (changed files and their dependents) are kept.
 * In a long-lived process, the project's language server answers instead (native-lsp.ts), and this
 * per-run `tsc` is the fallback when the server cannot.
 */
import { createHash } from "node:crypto";
import { existsSync, mkdirSync, mkdtempSync, readdirSync, readFileSync, rmSync, statSync, writeFileSync, } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import path from "node:path";
import { toRelative } from "../../changes/paths.js";
import { QGATE_DIR } from "../resolve-tool.js";
import { DEFAULT_COMPILER_OPTIONS } from "./config.js";
import { findDependents } from "./importers.js";
import { parseNativeOutput } from "./messages.js";
import { lspDiagnostics, LspUnavailable } from "./native-lsp.js";
import { projectGraph } from "./project-graph.js";
import { checkMessages } from "../../messages.js";
/** Thrown when the native compiler cannot be found or run (the caller turns it into a failure). */
export class NativeTscError extends Error {
    errorType;
    constructor(message, errorType) {
        super(message);
        this.errorType = errorType;
    }
}
const commands = new Map();
/**
 * The native executable: `@typescript/<name>-<platform>-<arch>/lib/<bin>`, resolved from the
 * TypeScript package the way its own launcher does; else the package's JavaScript launcher under node.
 */
export function nativeTscCommand(tool) {
    const cached = commands.get(tool.packageJson);
    if (cached)
        return cached;
    const manifest = JSON.parse(readFileSync(tool.packageJson, "utf8"));
    const baseName = (manifest.name ?? tool.name).split("/").pop() ?? "typescript";
    const bins = typeof manifest.bin === "object" ? manifest.bin : {};
    const binName = Object.keys(bins)[0] ?? "tsc";
    const exe = process.platform === "win32" ? `${binName}.exe` : binName;
    const require = createRequire(tool.packageJson);
    let command;
    try {
        const platformPackage = require.resolve(`@typescript/${baseName}-${process.platform}-${process.arch}/package.json`);
        const file = path.join(path.dirname(platformPackage), "lib", exe);
        if (existsSync(file))
            command = { file, args: [] };
    }
    catch {
        // Not installed for this platform: try the launcher, which reports what is missing.
    }
    const launcher = bins[binName] ?? (typeof manifest.bin === "string" ? manifest.bin : undefined);
    if (!command && launcher !== undefined && existsSync(path.join(tool.dir, launcher))) {
        command = { file: process.execPath, args: [path.join(tool.dir, launcher)] };
    }
    if (!command) {
        throw new NativeTscError(checkMessages.types.nativeMissing(tool.version, `@typescript/${baseName}-${process.platform}-${process.arch}`), "dependency_error");
    }
    commands.set(tool.packageJson, command);
    return command;
}
function orphanConfig(group, dir) {
    const config = { files: group.changed, include: [] };
    if (group.nearest) {
        config.extends = group.nearest.configPath;
        config.compilerOptions = { noEmit: true };
    }
    else {
        config.compilerOptions = DEFAULT_COMPILER_OPTIONS;
    }
    const file = path.join(dir, "tsconfig.json");
    writeFileSync(file, JSON.stringify(config));
    return file;
}
function describeExecaFailure(result) {
    const text = [result.stderr, result.stdout, result.shortMessage]
        .map((value) => (typeof value === "string" ? value : ""))
        .join("\n");
    return (text
        .split("\n")
        .find((line) => line.trim() !== "")
        ?.trim() ?? "no output");
}
const BUILD_INFO_DIR = path.join(QGATE_DIR, "node_modules", ".cache", "qgate", "tsc");
/** At most 64 build infos (one per project and TypeScript): the least recently written go first. */
function pruneBuildInfo() {
    const names = readdirSync(BUILD_INFO_DIR);
    if (names.length <= 64)
        return;
    const byAge = names
        .map((name) => ({
        name,
        mtimeMs: statSync(path.join(BUILD_INFO_DIR, name), { throwIfNoEntry: false })?.mtimeMs ?? 0,
    }))
        .sort((a, b) => a.mtimeMs - b.mtimeMs);
    for (const { name } of byAge.slice(0, names.length - 64))
        rmSync(path.join(BUILD_INFO_DIR, name), { force: true });
}
/** Where tsc keeps the build info of one project and TypeScript version; undefined when not writable. */
function buildInfoFile(tool, configPath) {
    try {
        mkdirSync(BUILD_INFO_DIR, { recursive: true });
        pruneBuildInfo();
        const key = createHash("sha256")
            .update(`${tool.packageJson}\0${tool.version}\0${configPath}`)
            .digest("hex");
        return path.join(BUILD_INFO_DIR, `${key.slice(0, 24)}.tsbuildinfo`);
    }
    catch {
        return undefined;
    }
}
/** The diagnostics that are reported: those of the files to report and of config files. */
function toOutcome(diagnostics, root, where, report, configFiles) {
    const findings = [];
    const failures = [];
    for (const diagnostic of diagnostics) {
        if (diagnostic.file === undefined) {
            failures.push(`${where}: TS${diagnostic.code}: ${diagnostic.message}`);
            continue;
        }
        const isConfig = configFiles.has(diagnostic.file) || /\.json$/i.test(diagnostic.file);
        if (!isConfig && !report.has(diagnostic.file))
            continue;
        findings.push({
            check: "types",
            rule: `TS${diagnostic.code}`,
            severity: diagnostic.severity,
            file: toRelative(root, diagnostic.file),
            line: diagnostic.line ?? 1,
            column: diagnostic.column ?? 1,
            message: diagnostic.message,
        });
    }
    return { findings, failures, reported: [...report] };
}
export async function runNativeGroup(group, context) {
    const { root } = context;
    const command = nativeTscCommand(group.tool);
    const deleted = new Set(group.deleted);
    const report = new Set(group.changed);
    const configFiles = new Set();
    const notes = [];
    if (group.project) {
        for (const input of group.project.inputs.keys())
            configFiles.add(input);
        // Every file that depends on the change, directly or through other modules' signatures: tsc
        // checks the whole project anyway, so reporting them all costs nothing.
        for (const importer of findDependents([...group.changed, ...deleted], projectGraph(group.tsm, group.project, deleted))) {
            report.add(importer);
        }
    }
    const overlay = group.overlay ?? new Map();
    if (group.project && context.longLived) {
        const where = toRelative(root, group.project.configPath);
        try {
            const diagnostics = await lspDiagnostics({
                root,
                command,
                projectFiles: group.project.fileSet,
                configFiles,
                report,
                deleted,
                overlay,
                signal: context.signal,
                registerChild: context.registerChild,
            });
            // The server takes the snapshot's content; a file the snapshot does not have is still on disk.
            const readsWorkTree = [...overlay.values()].some((content) => content === null);
            return { ...toOutcome(diagnostics, root, where, report, configFiles), readsWorkTree, notes };
        }
        catch (error) {
            if (!(error instanceof LspUnavailable) || context.signal.aborted)
                throw error;
            notes.push(checkMessages.types.nativeFellBack(group.tool.version, where, error.message));
        }
    }
    const scratch = mkdtempSync(path.join(tmpdir(), "qgate-tsc-"));
    try {
        let configPath;
        const args = ["--noEmit", "--pretty", "false"];
        if (group.project) {
            configPath = group.project.configPath;
            // Incremental, with the build info in qgate's own cache (never the user's tree): the next run of
            // the same project (a warm daemon's, or the next cold hook's) re-checks only what changed.
            // tsc compares file contents, so an edit behind qgate's back is seen.
            const buildInfo = buildInfoFile(group.tool, configPath);
            if (buildInfo)
                args.push("--incremental", "--tsBuildInfoFile", buildInfo);
            else if (group.project.parsed.options.incremental || group.project.parsed.options.composite)
                args.push("--tsBuildInfoFile", path.join(scratch, "tsbuildinfo"));
        }
        else {
            configPath = orphanConfig(group, scratch);
            for (const input of group.nearest?.inputs.keys() ?? [])
                configFiles.add(input);
        }
        args.push("-p", configPath);
        // Loaded here: execa's module graph costs a worker ~100 ms, and only TypeScript 7 projects need it.
        const { execa } = await import("execa");
        const subprocess = execa(command.file, [...command.args, ...args], {
            cwd: root,
            detached: true,
            reject: false,
            stdin: "ignore",
            cancelSignal: context.signal,
            maxBuffer: 256 * 1024 * 1024,
            env: { NO_COLOR: "1" },
        });
        context.registerChild(subprocess);
        const result = await subprocess;
        const where = group.project ? toRelative(root, configPath) : checkMessages.types.noProject;
        if (result.exitCode === undefined || result.isCanceled || result.isTerminated) {
            throw new NativeTscError(checkMessages.types.nativeUnfinished(group.tool.version, where, describeExecaFailure(result)), "tool_execution_failed");
        }
        const diagnostics = parseNativeOutput(String(result.stdout ?? ""), root);
        if (result.exitCode !== 0 && (result.exitCode > 2 || diagnostics.length === 0)) {
            throw new NativeTscError(checkMessages.types.nativeFailed(group.tool.version, where, result.exitCode, describeExecaFailure(result)), "tool_execution_failed");
        }
        return {
            ...toOutcome(diagnostics, root, where, report, configFiles),
            readsWorkTree: overlay.size > 0,
            notes,
        };
    }
    finally {
        rmSync(scratch, { recursive: true, force: true });
    }
}
