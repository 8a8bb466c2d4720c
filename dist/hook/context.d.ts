import type { Policy } from "../policy/policy.js";
import { Logs } from "../routing/logs.js";
import type { Router } from "../routing/route.js";
import { SessionStore } from "./session.js";
export interface HookOptions {
    strict: boolean;
    errorHook?: string | undefined;
    policy?: string | undefined;
    cwd?: string | undefined;
    /** Name of the environment variable that holds the webhook URL. */
    webhookEnv?: string | undefined;
    /** Whose hook JSON is on stdin, and its event when the payload does not name it (`--assistant`, `--event`). */
    assistant?: string | undefined;
    event?: string | undefined;
    /** Run as Claude Code's `asyncRewake` hook: findings after an edit are exit 2 on stderr, which wakes the model. */
    rewake?: boolean | undefined;
    /**
     * The hook is a secrets guard's door installed fail-closed (`secrets.failClosed`): when qgate fails
     * on a prompt or a pre-tool event, it refuses rather than lets it through.
     */
    failClosed?: boolean | undefined;
}
export interface HookContext {
    root: string;
    /** Directory relative paths from the assistant are resolved against. */
    cwd: string;
    env: NodeJS.ProcessEnv;
    policy: Policy;
    strict: boolean;
    logs: Logs;
    sessions: SessionStore;
    router: Router;
    /** Whose hook JSON this run answers (claude, codex, gemini, cursor, copilot), for the metrics. */
    assistant?: string | undefined;
    /** Writes one line for the user, e.g. a warning (stderr: stdout may be the JSON protocol). */
    warn: (line: string) => void;
    /** Writes the door's answer to stdout (the seed's events); the CLI provides it, nothing here prints. */
    print: (text: string) => void;
}
/**
 * The project root: `--cwd`, else `CLAUDE_PROJECT_DIR`, else (JSON door) the input's `cwd` field,
 * else the git top level of the current directory.
 */
export declare function hookRoot(options: {
    cwd?: string | undefined;
    inputCwd?: string | undefined;
    env: NodeJS.ProcessEnv;
}): Promise<string>;
export declare function isStrict(options: HookOptions, env: NodeJS.ProcessEnv, policy?: Policy): boolean;
/**
 * `io` comes from the CLI, the only code that writes to the terminal. The JSON door holds warnings
 * back: when it blocks, stderr must be exactly the block reason (Claude Code feeds it to the model).
 */
export declare function createContext(root: string, cwd: string, event: string, options: HookOptions, env: NodeJS.ProcessEnv, io: Pick<HookContext, "warn" | "print">): HookContext;
