export interface FileEntry {
    /** As written. */
    raw: string;
    /** 1-based line in the prompt. */
    line: number;
    /** "unchecked": beyond MAX_CHECKED entries, only counted. */
    status: "exists" | "missing" | "outside-root" | "placeholder" | "unchecked";
    /** Files it stands for (1 for a file; directories and globs counted up to a bound). */
    fileCount: number;
    /** "dir" or "glob" when it stands for many files. */
    kind: "file" | "dir" | "glob";
    /** For a missing file: a file with the same name elsewhere in the project. */
    didYouMean?: string;
}
/** Entries checked on disk per prompt; a longer list is over any file budget anyway. */
export declare const MAX_CHECKED = 50;
/** Missing entries for which a same-named file is searched (each search walks the project). */
export declare const MAX_SUGGESTED = 3;
/** Splits a relevant_files section into entries: the first token of each line, plus comma-listed paths. */
export declare function parseFileEntries(content: string, firstLine: number): Array<{
    raw: string;
    line: number;
}>;
/** Checks one entry against the project root. `limit` bounds the counting of directories and globs. */
export declare function checkEntry(root: string, raw: string, line: number, limit: number, suggest?: boolean): FileEntry;
