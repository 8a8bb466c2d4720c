/**
 * Content at the base by absolute path: a string, or null where the file is not in the base revision
 * (a new file). A file that could not be read there (no repository, git failing, a name git's batch
 * protocol cannot carry) is left out: its importers are then checked again, as without a base.
 */
export declare function readBaseContents(root: string, revision: string, files: readonly string[]): Promise<Map<string, string | null>>;
