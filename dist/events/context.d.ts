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
    /** Writes one line for the user, e.g. a warning (stderr: stdout may be the JSON protocol). */
    warn: (line: string) => void;
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
 * `warn` defaults to stderr. The JSON door passes its own: when it blocks, stderr must be exactly the
 * block reason (Claude Code feeds it to the model under a 10,000-character cap).
 */
export declare function createContext(root: string, cwd: string, event: string, options: HookOptions, env: NodeJS.ProcessEnv, warn?: (line: string) => void): HookContext;
