import type { ChangedFile } from "../changes/change-set.js";
import type { CheckId, CheckResult } from "../checks/check.js";
import type { DiskCache } from "./disk-cache.js";
import type { CacheSource } from "../report/report.js";
/**
 * What each check's tool reads besides the files, looked for in every directory above each file.
 * Exported for the tests, which change each alone.
 */
export declare const CONFIG_NAMES: Partial<Record<CheckId, readonly string[]>>;
/** The installed tools whose version a check's result depends on, looked for the same way. */
export declare const TOOL_PACKAGES: Partial<Record<CheckId, readonly string[]>>;
/** The package whose manifest stands for a scope's directory. */
export declare const SCOPE_MANIFEST: Record<string, string>;
/** What a check's policy adds to its key (the types check adds the change's base revision, and whether it compared with it). */
export interface KeyOptions {
    options: Record<string, unknown>;
    requireProjectTool: boolean;
    baseRevision?: string | null;
    /** The types check also reported the base revision's findings (CheckContext.compareWithBase). */
    compareWithBase?: boolean;
}
export declare function cacheable(id: CheckId): boolean;
/** A result that may be reused: no failures, nothing fixed, no type information read. */
export declare function reusable(result: CheckResult): boolean;
export declare class ResultCache {
    private readonly results;
    /** Content hashes by path, reused while the file's stamp (inode, size, mtime, ctime) is the same. */
    private readonly hashes;
    /** Which config names exist in each directory, without a stat per name every run. */
    private readonly probe;
    private hashFile;
    /** The key of a run of `id` on `files`, or undefined when it cannot be cached. */
    key(id: CheckId, root: string, files: ChangedFile[], options: KeyOptions): string | undefined;
    get(key: string): CheckResult | undefined;
    /** The result kept under `key`, in memory, else on `disk` (then kept in memory too). */
    fetch(key: string, disk: DiskCache | undefined): Promise<{
        result: CheckResult;
        from: CacheSource;
    } | undefined>;
    /** Keeps a result that may be reused, in memory and on `disk`. */
    keep(key: string, result: CheckResult, disk: DiskCache | undefined): void;
    /** Keeps a result that may be reused: no failures, nothing fixed, no type information read. */
    set(key: string, result: CheckResult): void;
    clear(): void;
}
