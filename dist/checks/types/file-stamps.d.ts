export interface FileStamp {
    isFile: boolean;
    mtimeMs: number;
    size: number;
}
/** Turns the watchers on for this process (the daemon's workers); off, every look is a stat. */
export declare function watchFileStamps(on: boolean): void;
/**
 * Lets the event loop deliver the file events already queued, so a run sees every completed write.
 * Two turns: called from an I/O callback (a worker's message), the first `setImmediate` runs in the
 * same loop iteration, before the loop polls again; the second runs after a poll, which reads every
 * event the kernel queued before it.
 */
export declare function drainFileEvents(): Promise<void>;
/**
 * Forgets the stamps of `files` (the files of a change, which are stated afresh whatever the watchers
 * said: a file system that reports no events for some writes, a network mount, still has the change
 * itself seen).
 */
export declare function forgetStamps(files: Iterable<string>): void;
/** The file's stamp: kept while its directory's watcher has seen no change to it, else a stat. */
export declare function fileStamp(file: string): FileStamp | undefined;
/** Stats made and stamps kept since the last call, and the directories watched (for tests and bench). */
export declare function takeStampCounts(): {
    stats: number;
    kept: number;
    watchedDirs: number;
};
