/** Set in the error hook's environment: a qgate started by it never routes to an error hook again. */
export declare const ERROR_HOOK_MARKER = "QGATE_ERROR_HOOK_ACTIVE";
export interface ErrorHook {
    command: string;
    /** Where it was configured, for logs and messages: "--error-hook", "QGATE_ERROR_HOOK", a settings path. */
    source: string;
}
export interface ErrorRecord {
    type: string;
    message: string;
    /** Serialised as JSON for the third argument. */
    context: Record<string, unknown>;
}
export interface ErrorHookOutcome {
    ran: boolean;
    /** Why it did not run, or how it failed. */
    detail?: string;
    exitCode?: number;
    timedOut?: boolean;
    durationMs?: number;
}
/**
 * Precedence: `--error-hook` > `QGATE_ERROR_HOOK` > `.claude/settings.local.json` >
 * `.claude/settings.json` > `~/.claude/settings.json` (`hooks["error-occurred"]`, a string).
 * A settings file that cannot be read is skipped and reported through `onWarning`.
 */
export declare function resolveErrorHook(options: {
    flag?: string | undefined;
    root: string;
    env?: NodeJS.ProcessEnv;
    onWarning?: (message: string) => void;
}): ErrorHook | undefined;
/** Commands qgate itself installed (`qgate ...`, `npx qgate ...`): routing to them would only log twice. */
export declare function isQgateCommand(command: string): boolean;
/**
 * The words of a command that uses no shell syntax: plain words, 'single-quoted' or "double-quoted"
 * parts (no `$`, backquote or backslash inside double quotes). Undefined for anything sh would treat
 * specially (operators, comments, expansions, globs, an environment assignment before the command).
 */
export declare function plainWords(command: string): string[] | undefined;
/**
 * The argument vector: an existing script or plain words are executed directly with the three data
 * arguments appended; shell syntax runs under `sh -c` with the data as `$1 $2 $3` (never interpolated,
 * never appended to the text: `cmd || true`, `cmd # note` or `cmd &&` would lose or run them).
 */
export declare function errorHookInvocation(command: string, root: string, record: ErrorRecord): {
    file: string;
    args: string[];
};
/**
 * Runs the hook under a timeout; never throws. Only the hook's own process is waited for: a job it
 * leaves in the background (a notification posted with `&`) keeps running and never holds qgate up.
 * Its stderr goes to a temporary file (a pipe would stay open as long as such a job lives); when the
 * hook itself is still running at the timeout, its whole process group is killed.
 */
export declare function runErrorHook(hook: ErrorHook, record: ErrorRecord, options: {
    root: string;
    timeoutMs: number;
    env?: NodeJS.ProcessEnv;
}): Promise<ErrorHookOutcome>;
