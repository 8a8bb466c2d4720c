/** Per-process stamps of the directories seen so far, one record per Prettier instance. */
export declare class ConfigStamps {
    private readonly seen;
    private readonly probe;
    /**
     * Records the stamps of every directory above `files`; true when one seen before has changed
     * (a config was added, edited or removed there), so the cache must be cleared before this run.
     */
    changedSince(files: string[]): boolean;
}
