import type { ToolUse } from "./check.js";
/** qgate's own package directory (holds the bundled tools). */
export declare const QGATE_DIR: string;
export interface ResolvedTool {
    name: string;
    version: string;
    /** Absolute directory of the tool's package. */
    dir: string;
    /** Absolute path of its package.json. */
    packageJson: string;
    source: "project" | "bundled";
}
/**
 * Resolves `name` from `fromDir` (the owning package). Without a project copy, returns qgate's bundled
 * one, or throws DependencyError when `requireProjectTool` is set.
 */
export declare function resolveTool(name: string, fromDir: string, options: {
    requireProjectTool: boolean;
    root: string;
}): ResolvedTool;
/** Loads a resolved tool's main module (ESM or CJS) from its own directory. */
export declare function importTool<T>(tool: ResolvedTool, subpath?: string): Promise<T>;
export declare function toolUse(tool: ResolvedTool, packageDir: string, root: string): ToolUse;
