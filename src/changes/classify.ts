/**
 * Last step of every door: files no check should read (binary, too large, unreadable) become
 * "skipped" entries with a reason instead of errors, so a commit that adds an image still passes.
 */
import { closeSync, lstatSync, openSync, readSync, realpathSync, statSync } from "node:fs";
import type { ChangeSet, ChangedFile, SkippedFile } from "./change-set.js";
import { isInside } from "./paths.js";

const SNIFF_BYTES = 8000;

/** Git's own heuristic: a NUL byte in the first 8000 bytes means binary. */
export function looksBinary(buffer: Uint8Array): boolean {
  const end = Math.min(buffer.length, SNIFF_BYTES);
  for (let i = 0; i < end; i++) if (buffer[i] === 0) return true;
  return false;
}

function sniffFile(absPath: string): Uint8Array {
  const fd = openSync(absPath, "r");
  try {
    const buffer = Buffer.alloc(SNIFF_BYTES);
    const read = readSync(fd, buffer, 0, SNIFF_BYTES, 0);
    return buffer.subarray(0, read);
  } finally {
    closeSync(fd);
  }
}

function formatBytes(bytes: number): string {
  return bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.ceil(bytes / 1024)} KB`;
}

/**
 * A symlink in the change set (a directory listing, the work tree) whose target leaves the root: its
 * target is not the project's file, so no check may read it. Named explicitly, it is an error instead.
 */
function escapingSymlink(absPath: string, realRoot: string | undefined): boolean {
  if (realRoot === undefined || !lstatSync(absPath).isSymbolicLink()) return false;
  let target: string;
  try {
    target = realpathSync(absPath);
  } catch {
    return false; // Dangling: statSync below reports it as unreadable.
  }
  return !isInside(realRoot, target);
}

function realPathOr(dir: string): string {
  try {
    return realpathSync(dir);
  } catch {
    return dir;
  }
}

/**
 * Returns why the file should be skipped, or undefined when checks may read it. With `realRoot` (the
 * root's real path), a symlink whose target is outside it is skipped too.
 */
export function skipReason(file: ChangedFile, maxFileBytes: number, realRoot?: string): string | undefined {
  if (file.change === "delete") return undefined;
  if (file.content !== undefined) {
    const bytes = Buffer.byteLength(file.content);
    if (bytes > maxFileBytes) return `too large (${formatBytes(bytes)} > ${formatBytes(maxFileBytes)})`;
    return file.content.includes("\0") ? "binary" : undefined;
  }
  try {
    if (escapingSymlink(file.absPath, realRoot)) return "a symlink that leads outside the project root";
    const stats = statSync(file.absPath);
    if (stats.isDirectory()) return "a directory";
    if (!stats.isFile()) return "not a regular file";
    if (stats.size > maxFileBytes)
      return `too large (${formatBytes(stats.size)} > ${formatBytes(maxFileBytes)})`;
    return looksBinary(sniffFile(file.absPath)) ? "binary" : undefined;
  } catch (error) {
    return `unreadable (${(error as NodeJS.ErrnoException).code ?? "error"})`;
  }
}

export function classify(changeSet: ChangeSet, maxFileBytes: number): ChangeSet {
  const files: ChangedFile[] = [];
  const skipped: SkippedFile[] = [...changeSet.skipped];
  const realRoot = realPathOr(changeSet.root);
  for (const file of changeSet.files) {
    const reason = skipReason(file, maxFileBytes, realRoot);
    if (reason === undefined) files.push(file);
    else skipped.push({ path: file.path, reason });
  }
  return { ...changeSet, files, skipped };
}
