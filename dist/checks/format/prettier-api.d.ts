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
type FileInfoOptions = Parameters<PrettierApi["getFileInfo"]>[1];
/**
 * Prettier's getFileInfo, remembered: Prettier reads and parses the ignore files again on every call
 * (about 4 ms a file in a warm worker). Its answer depends on the file's path, the ignore files'
 * content and the plugins (which parser a name infers); the key holds the ignore files' stamps
 * (inode, size, mtime, ctime), so an edited ignore file asks Prettier again. Not remembered: a file
 * without an extension (Prettier may read its first line, a shebang, to infer the parser), and while an
 * ignore file's stamp is too recent to tell a second edit apart (config-probe.ts).
 */
export declare function fileInfoOf(prettier: PrettierApi, file: string, options: NonNullable<FileInfoOptions>): Promise<PrettierFileInfo>;
export {};
