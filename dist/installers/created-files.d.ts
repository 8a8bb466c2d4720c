export declare function createdFilesRecord(env?: NodeJS.ProcessEnv): string;
/**
 * The folders between `firstCreated` (what `mkdirSync(dir, { recursive: true })` returned: the
 * outermost folder it created, if any) and `dir`, outermost first.
 */
export declare function foldersCreated(firstCreated: string | undefined, dir: string): string[];
/** Records that an install created `file` (it did not exist), and the folders it created for it. */
export declare function recordCreated(file: string, dirs: readonly string[], env?: NodeJS.ProcessEnv): Promise<void>;
/** Whether an install recorded creating `file`. */
export declare function wasCreated(file: string, env?: NodeJS.ProcessEnv): boolean;
/**
 * Forgets `file` (it was removed, or the user's settings are in it now), and, when `removed`, takes
 * away the folders the install created for it that are now empty, innermost first. Returns them.
 */
export declare function forgetCreated(file: string, removed: boolean, env?: NodeJS.ProcessEnv): Promise<string[]>;
/** Whether a settings text holds nothing at all: `{}` (white space aside; a comment is something). */
export declare function isEmptySettings(text: string): boolean;
