import type { CheckContext } from "./check.js";
import { type ResolvedTool } from "./resolve-tool.js";
export interface ToolCommand {
    file: string;
    args: string[];
}
export interface ToolOutput {
    /** Undefined when the process did not exit by itself (killed, cancelled, could not start). */
    exitCode: number | undefined;
    stdout: string;
    stderr: string;
    /** Why it did not finish, when it did not. */
    unfinished?: string | undefined;
}
/** How to start `tool`, found once per process (a worker, the daemon). */
export declare function toolCommand(tool: ResolvedTool, label: string): ToolCommand;
/** Runs the tool to completion, never throwing for its exit code. */
export declare function runToolProcess(command: ToolCommand, args: string[], options: {
    cwd: string;
    input?: string | undefined;
    context: Pick<CheckContext, "signal" | "registerChild">;
}): Promise<ToolOutput>;
/**
 * What the tool said when it refused its command line, or undefined: bpaf's words (Biome, oxlint,
 * oxfmt: "`--flag` is not expected in this context", "couldn't parse `value`: ...") and clap's
 * (dprint: "unexpected argument '--flag' found", "invalid value 'x' for '--flag'").
 */
export declare function rejectedArguments(text: string): string | undefined;
/** The first line of a tool's error output worth showing (no box drawing, no blank lines). */
export declare function firstLine(text: string): string;
/**
 * The project's installed copy of a tool its config or package.json names (never qgate's: qgate
 * bundles none of these), or a DependencyError that says what to install.
 */
export declare function resolveOwnTool(pkg: string, label: string, item: {
    packageDir: string;
    configFile?: string | undefined;
}, context: Pick<CheckContext, "root">): ResolvedTool;
