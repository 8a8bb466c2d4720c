import type { ChangedFile, SkippedFile } from "./change-set.js";
import { type RawEntry } from "./git-diff.js";
export interface Split {
    files: ChangedFile[];
    skipped: SkippedFile[];
}
/**
 * Gives each file the blob of its raw entry as `content` (utf8). Binary blobs and symlinks (whose blob
 * is only the link's target path) are skipped with a reason. Files for which `readFromDisk` says yes
 * keep no content (the work tree holds the same bytes).
 */
export declare function attachBlobContent(root: string, files: ChangedFile[], entries: RawEntry[], readFromDisk?: (file: ChangedFile) => boolean): Promise<Split>;
/** Work-tree files that are symlinks are checked only when they lead to a file inside the root. */
export declare function guardSymlinks(root: string, files: ChangedFile[]): Split;
