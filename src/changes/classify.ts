/**
 * Last step of every door: files no check should read (binary, too large, unreadable) become
 * "skipped" entries with a reason instead of errors, so a commit that adds an image still passes.
 */
import { openSync, readSync, closeSync, statSync } from "node:fs";
import type { ChangeSet, ChangedFile, SkippedFile } from "./change-set.js";

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

/** Returns why the file should be skipped, or undefined when checks may read it. */
export function skipReason(file: ChangedFile, maxFileBytes: number): string | undefined {
  if (file.change === "delete") return undefined;
  if (file.content !== undefined) {
    const bytes = Buffer.byteLength(file.content);
    if (bytes > maxFileBytes) return `too large (${formatBytes(bytes)} > ${formatBytes(maxFileBytes)})`;
    return file.content.includes("\0") ? "binary" : undefined;
  }
  try {
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
  for (const file of changeSet.files) {
    const reason = skipReason(file, maxFileBytes);
    if (reason === undefined) files.push(file);
    else skipped.push({ path: file.path, reason });
  }
  return { ...changeSet, files, skipped };
}
