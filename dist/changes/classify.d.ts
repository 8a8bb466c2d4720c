import type { ChangeSet, ChangedFile } from "./change-set.js";
/**
 * Beyond this (or beyond `maxFileBytes` when that is larger) not even the secret scan reads a file:
 * it would hold hundreds of MB of strings in a worker. Such a file is skipped with a reason that says
 * it was not scanned.
 */
export declare const SCAN_CAP_BYTES: number;
/** Git's own heuristic: a NUL byte in the first 8000 bytes means binary. */
export declare function looksBinary(buffer: Uint8Array): boolean;
export declare function formatBytes(bytes: number): string;
/** `too large (5.0 MB > 1.0 MB)`: an oversized file that no check reads after all is skipped with this. */
export declare function tooLargeReason(oversized: NonNullable<ChangedFile["oversized"]>): string;
/** `too large for format, lint and types (5.0 MB > 1.0 MB)`, for an oversized file's notes. */
export declare function oversizedReason(oversized: NonNullable<ChangedFile["oversized"]>): string;
/** What classify() decides for one file: skip it (why), or check it, perhaps as oversized. */
export type Inspection = {
    skip: string;
} | {
    skip?: undefined;
    oversized?: ChangedFile["oversized"];
};
/**
 * Whether checks may read the file, and whether it is oversized. With `realRoot` (the root's real
 * path), a symlink whose target is outside it is skipped too.
 */
export declare function inspectFile(file: ChangedFile, maxFileBytes: number, realRoot?: string): Inspection;
/** Why the file should be skipped, or undefined when a check may read it (an oversized file may). */
export declare function skipReason(file: ChangedFile, maxFileBytes: number, realRoot?: string): string | undefined;
export declare function classify(changeSet: ChangeSet, maxFileBytes: number): ChangeSet;
