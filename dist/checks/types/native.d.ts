import { type ResolvedTool } from "../resolve-tool.js";
import type { GroupOutcome } from "./api.js";
import { type ParsedProject } from "./config.js";
import type { TsModule } from "./load.js";
export interface NativeGroup {
    tool: ResolvedTool;
    /** qgate's bundled TypeScript, for parsing the tsconfig and following imports. */
    tsm: TsModule;
    project?: ParsedProject;
    /** For files in no project: the nearest tsconfig, whose options they are checked with. */
    nearest?: ParsedProject;
    changed: string[];
    deleted: string[];
}
export interface NativeContext {
    root: string;
    signal: AbortSignal;
    registerChild: (pid: number) => void;
}
/** Thrown when the native compiler cannot be found or run (the caller turns it into a failure). */
export declare class NativeTscError extends Error {
    readonly errorType: "dependency_error" | "tool_execution_failed";
    constructor(message: string, errorType: "dependency_error" | "tool_execution_failed");
}
interface Command {
    file: string;
    args: string[];
}
/**
 * The native executable: `@typescript/<name>-<platform>-<arch>/lib/<bin>`, resolved from the
 * TypeScript package the way its own launcher does; else the package's JavaScript launcher under node.
 */
export declare function nativeTscCommand(tool: ResolvedTool): Command;
export declare function runNativeGroup(group: NativeGroup, context: NativeContext): Promise<GroupOutcome>;
export {};
