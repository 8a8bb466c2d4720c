/**
 * Running a project's native formatter or linter (Biome, oxlint, oxfmt, dprint) as a child process:
 * its platform binary directly where the npm package ships one (Biome, dprint: the package's own `bin`
 * is a Node script that only finds and spawns it, about 40 ms more), else its `bin` under this Node.
 * Children lead their own process group and are registered, so a timeout kills them.
 */
import { existsSync, readFileSync } from "node:fs";
import { createRequire } from "node:module";
import path from "node:path";
import { DependencyError } from "../errors.js";
import { resolveTool } from "./resolve-tool.js";
import { toRelative } from "../changes/paths.js";
import { checkMessages } from "../messages.js";
function isMusl() {
    if (process.platform !== "linux")
        return false;
    const report = process.report.getReport();
    return report.header?.glibcVersionRuntime === undefined;
}
/** The platform package and binary name of tools that ship one (as their own bin scripts pick it). */
function platformBinary(tool) {
    const { platform, arch } = process;
    const exe = platform === "win32" ? ".exe" : "";
    if (tool.name === "@biomejs/biome") {
        return { pkg: `@biomejs/cli-${platform}-${arch}${isMusl() ? "-musl" : ""}`, binary: `biome${exe}` };
    }
    if (tool.name === "dprint") {
        const libc = platform === "linux" ? (isMusl() ? "-musl" : "-glibc") : "";
        return { pkg: `@dprint/${platform}-${arch}${libc}`, binary: `dprint${exe}` };
    }
    return undefined;
}
function binScript(tool) {
    const data = JSON.parse(readFileSync(tool.packageJson, "utf8"));
    const bin = typeof data.bin === "string"
        ? data.bin
        : data.bin
            ? (data.bin[tool.name.split("/").pop() ?? tool.name] ?? Object.values(data.bin)[0])
            : undefined;
    return bin ? path.join(tool.dir, bin) : undefined;
}
const commands = new Map();
/** How to start `tool`, found once per process (a worker, the daemon). */
export function toolCommand(tool, label) {
    const cached = commands.get(tool.packageJson);
    if (cached)
        return cached;
    let command;
    const native = platformBinary(tool);
    if (native) {
        try {
            const dir = path.dirname(createRequire(tool.packageJson).resolve(`${native.pkg}/package.json`));
            const file = path.join(dir, native.binary);
            if (existsSync(file))
                command = { file, args: [] };
        }
        catch {
            // Not installed: the bin script below may still find it (dprint's can download it).
        }
        if (!command && tool.name === "@biomejs/biome") {
            throw new DependencyError(checkMessages.ownTools.noBinary(label, tool.version, native.pkg));
        }
    }
    if (!command) {
        const script = binScript(tool);
        if (!script)
            throw new DependencyError(checkMessages.ownTools.noBinary(label, tool.version, tool.name));
        command = { file: process.execPath, args: [script] };
    }
    commands.set(tool.packageJson, command);
    return command;
}
/** Runs the tool to completion, never throwing for its exit code. */
export async function runToolProcess(command, args, options) {
    // Loaded here: execa's module graph costs a worker ~100 ms, and only these tools need it.
    const { execa } = await import("execa");
    const subprocess = execa(command.file, [...command.args, ...args], {
        cwd: options.cwd,
        detached: true,
        reject: false,
        ...(options.input !== undefined ? { input: options.input } : { stdin: "ignore" }),
        cancelSignal: options.context.signal,
        maxBuffer: 256 * 1024 * 1024,
        stripFinalNewline: false,
        env: { NO_COLOR: "1", FORCE_COLOR: "0" },
    });
    options.context.registerChild(subprocess);
    const result = await subprocess;
    const unfinished = result.exitCode === undefined || result.isCanceled || result.isTerminated
        ? (result.shortMessage ?? "killed")
        : undefined;
    return {
        exitCode: unfinished ? undefined : result.exitCode,
        stdout: typeof result.stdout === "string" ? result.stdout : "",
        stderr: typeof result.stderr === "string" ? result.stderr : "",
        unfinished,
    };
}
/**
 * What the tool said when it refused its command line, or undefined: bpaf's words (Biome, oxlint,
 * oxfmt: "`--flag` is not expected in this context", "couldn't parse `value`: ...") and clap's
 * (dprint: "unexpected argument '--flag' found", "invalid value 'x' for '--flag'").
 */
export function rejectedArguments(text) {
    for (const raw of text.split("\n")) {
        const line = raw.replace(/^\s*(?:Error|error):\s*/, "").trim();
        if (/^`-[^`]*` is not expected in this context/.test(line) ||
            /^couldn't parse `[^`]*`/.test(line) ||
            /^unexpected argument '-[^']*' found/.test(line) ||
            /^invalid value '[^']*' for '-[^']*'/.test(line)) {
            return line;
        }
    }
    return undefined;
}
/** The first line of a tool's error output worth showing (no box drawing, no blank lines). */
export function firstLine(text) {
    return (text
        .split("\n")
        .map((line) => line.replace(/[━─│×✖!ℹ]/g, "").trim())
        .find((line) => line.length > 0) ?? "no output");
}
/**
 * The project's installed copy of a tool its config or package.json names (never qgate's: qgate
 * bundles none of these), or a DependencyError that says what to install.
 */
export function resolveOwnTool(pkg, label, item, context) {
    try {
        return resolveTool(pkg, item.packageDir, { requireProjectTool: true, root: context.root });
    }
    catch {
        const where = toRelative(context.root, item.packageDir) || ".";
        const config = item.configFile ? toRelative(context.root, item.configFile) : "package.json";
        throw new DependencyError(checkMessages.ownTools.notInstalled(label, config, pkg, where));
    }
}
