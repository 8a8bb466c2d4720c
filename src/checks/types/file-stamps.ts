/**
 * Modification stamps (kind, mtime, size) of the files the types check reads, without a stat per file
 * per run in a long-lived process. The scan of a project's files (project-graph.ts) and the caching
 * compiler host (host.ts) decide whether a cached parse is still good by a file's stamp; on a project
 * of 10,000 files that was about 12,600 `stat` calls per run, most of a warm body edit's time there.
 *
 * In the daemon (`watchFileStamps(true)`), a file's stamp is read once and kept while a watcher on its
 * directory (inotify on Linux, non-recursive, so a `node_modules` below is never watched) has reported
 * nothing for it: a `change` event forgets that file's stamp, a `rename` (a file created, deleted or
 * renamed, the directory itself removed) or a watcher error forgets the whole directory and its
 * watcher, so the next look stats again and watches anew. The watcher is started before the first
 * stat, so no change can fall between the two. A write completed before a run is always seen: the
 * kernel queues its event at the write, and `drainFileEvents()`, awaited at the start of each run,
 * lets the event loop poll and deliver what is queued. Where a directory cannot be watched (the system's watch
 * limit, an unsupported file system), or past `MAX_WATCHED_DIRS`, its files are stated every time, as
 * in a one-shot run; so are symbolic links (their target's writes show in another directory).
 */
import { lstatSync, statSync, watch, type FSWatcher } from "node:fs";
import path from "node:path";

export interface FileStamp {
  isFile: boolean;
  mtimeMs: number;
  size: number;
}

interface WatchedDir {
  watcher: FSWatcher;
  /** By base name; undefined: the path does not exist (or cannot be stated). */
  stamps: Map<string, FileStamp | undefined>;
}

/** Leaves most of the system's inotify watches to editors and other tools. */
const MAX_WATCHED_DIRS = 2000;

let watching = false;
/** null: this directory cannot be watched; its files are stated every time. */
const dirs = new Map<string, WatchedDir | null>();
let counts = { stats: 0, kept: 0 };

function statStamp(file: string): FileStamp | undefined {
  counts.stats++;
  try {
    const stats = statSync(file, { throwIfNoEntry: false });
    return stats ? { isFile: stats.isFile(), mtimeMs: stats.mtimeMs, size: stats.size } : undefined;
  } catch {
    // A path that cannot be stated (a name too long, a permission): as absent, as statSync's callers did.
    return undefined;
  }
}

function forget(dir: string): void {
  const entry = dirs.get(dir);
  dirs.delete(dir);
  entry?.watcher.close();
}

function startWatching(dir: string): WatchedDir | null {
  if (dirs.size >= MAX_WATCHED_DIRS) return null;
  let watcher: FSWatcher;
  try {
    watcher = watch(dir, { persistent: false });
  } catch {
    // Absent, not a directory, or no watch left: stat as usual (and try again only after a restart).
    dirs.set(dir, null);
    return null;
  }
  const entry: WatchedDir = { watcher, stamps: new Map() };
  watcher.on("change", (event, name) => {
    if (event === "change" && typeof name === "string" && name !== "") entry.stamps.delete(name);
    else forget(dir);
  });
  watcher.on("error", () => forget(dir));
  dirs.set(dir, entry);
  return entry;
}

/** Turns the watchers on for this process (the daemon's workers); off, every look is a stat. */
export function watchFileStamps(on: boolean): void {
  watching = on;
  if (!on) for (const dir of [...dirs.keys()]) forget(dir);
}

/**
 * Lets the event loop deliver the file events already queued, so a run sees every completed write.
 * Two turns: called from an I/O callback (a worker's message), the first `setImmediate` runs in the
 * same loop iteration, before the loop polls again; the second runs after a poll, which reads every
 * event the kernel queued before it.
 */
export function drainFileEvents(): Promise<void> {
  if (!watching) return Promise.resolve();
  return new Promise((resolve) => setImmediate(() => setImmediate(resolve)));
}

/**
 * Forgets the stamps of `files` (the files of a change, which are stated afresh whatever the watchers
 * said: a file system that reports no events for some writes, a network mount, still has the change
 * itself seen).
 */
export function forgetStamps(files: Iterable<string>): void {
  for (const file of files) dirs.get(path.dirname(file))?.stamps.delete(path.basename(file));
}

/** The file's stamp: kept while its directory's watcher has seen no change to it, else a stat. */
export function fileStamp(file: string): FileStamp | undefined {
  if (!watching) return statStamp(file);
  const dir = path.dirname(file);
  const entry = dirs.has(dir) ? dirs.get(dir)! : startWatching(dir);
  if (entry === null) return statStamp(file);
  const name = path.basename(file);
  if (entry.stamps.has(name)) {
    counts.kept++;
    return entry.stamps.get(name);
  }
  // A symbolic link's target changes without an event in the link's directory: never kept.
  const link = lstatSync(file, { throwIfNoEntry: false })?.isSymbolicLink() ?? false;
  const stamp = statStamp(file);
  if (!link) entry.stamps.set(name, stamp);
  return stamp;
}

/** Stats made and stamps kept since the last call, and the directories watched (for tests and bench). */
export function takeStampCounts(): { stats: number; kept: number; watchedDirs: number } {
  const taken = { ...counts, watchedDirs: [...dirs.values()].filter((d) => d !== null).length };
  counts = { stats: 0, kept: 0 };
  return taken;
}
