import type { CheckContext } from "../check.js";
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
    /** The snapshot checked, where it differs from the work tree (absolute path to content, or null). */
    overlay?: ReadonlyMap<string, string | null> | undefined;
}
export interface NativeContext {
    root: string;
    signal: AbortSignal;
    registerChild: CheckContext["registerChild"];
    /** Set in a process that serves run after run (CheckContext.longLived): a language server pays off. */
    longLived?: boolean | undefined;
}
export interface NativeOutcome extends GroupOutcome {
    /** Whether files were read from the work tree where the snapshot differs (a note says so). */
    readsWorkTree: boolean;
    /** Notes for the report (a language server that could not be used). */
    notes: string[];
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
export declare function runNativeGroup(group: NativeGroup, context: NativeContext): Promise<NativeOutcome>;
export {};
