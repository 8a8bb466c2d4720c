/**
 * The part of Prettier's API the format check uses, for Prettier 3 (async) and Prettier 2 (sync
 * `format`, async config look-ups): every call is awaited, so both work. Loaded modules are kept in
 * module state, keyed by the package's path, so later runs in this process (a worker, a daemon) are warm.
 */
import { type ResolvedTool } from "../resolve-tool.js";
export type PrettierOptions = Record<string, unknown>;
export interface PrettierFileInfo {
    ignored: boolean;
    inferredParser: string | null;
}
export interface PrettierApi {
    format(source: string, options: PrettierOptions): string | Promise<string>;
    resolveConfig(file: string, options?: {
        editorconfig?: boolean;
    }): PrettierOptions | null | Promise<PrettierOptions | null>;
    getFileInfo(file: string, options?: {
        ignorePath?: string | string[];
        withNodeModules?: boolean;
        plugins?: unknown[];
        resolveConfig?: boolean;
    }): PrettierFileInfo | Promise<PrettierFileInfo>;
    clearConfigCache?(): void | Promise<void>;
}
/** The Prettier module of `tool`, loaded once per process. */
export declare function getPrettier(tool: ResolvedTool): Promise<PrettierApi>;
export declare function prettierCacheSize(): number;
/** The major version of a resolved tool, or 0 when it cannot be read. */
export declare function majorVersion(version: string): number;
