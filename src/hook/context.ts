/**
 * What every hook run shares: the project root, the policy, strict mode, the logs, the session store
 * and the router. Built once per `qgate hook` process.
 */
import { realpathSync, statSync } from "node:fs";
import { resolveRoot } from "../changes/root.js";
import { displayPath } from "../changes/paths.js";
import { FileError } from "../errors.js";
import { loadPolicy } from "../policy/load.js";
import type { Policy } from "../policy/policy.js";
import { resolveErrorHook } from "../routing/error-hook.js";
import { Logs } from "../routing/logs.js";
import type { Router } from "../routing/route.js";
import { SessionStore } from "./session.js";
import { doorMessages } from "../messages.js";
import { timed } from "../util/timings.js";

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

function isDirectory(dir: string): boolean {
  return statSync(dir, { throwIfNoEntry: false })?.isDirectory() ?? false;
}

/**
 * The project root: `--cwd`, else `CLAUDE_PROJECT_DIR`, else (JSON door) the input's `cwd` field,
 * else the git top level of the current directory.
 */
export async function hookRoot(options: {
  cwd?: string | undefined;
  inputCwd?: string | undefined;
  env: NodeJS.ProcessEnv;
}): Promise<string> {
  if (options.cwd !== undefined) return resolveRoot(options.cwd);
  const fromEnv = options.env.CLAUDE_PROJECT_DIR;
  if (fromEnv !== undefined && fromEnv !== "") {
    if (!isDirectory(fromEnv)) throw new FileError(doorMessages.projectDirNotDirectory(displayPath(fromEnv)));
    return realpathSync(fromEnv);
  }
  if (options.inputCwd !== undefined) {
    if (!isDirectory(options.inputCwd))
      throw new FileError(doorMessages.inputCwdNotDirectory(displayPath(options.inputCwd)));
    return resolveRoot(undefined, options.inputCwd);
  }
  return resolveRoot(undefined);
}

export function isStrict(options: HookOptions, env: NodeJS.ProcessEnv, policy?: Policy): boolean {
  return options.strict || env.CLAUDE_STRICT_QUALITY === "true" || (policy?.strict ?? false);
}

/**
 * `io` comes from the CLI, the only code that writes to the terminal. The JSON door holds warnings
 * back: when it blocks, stderr must be exactly the block reason (Claude Code feeds it to the model).
 */
export function createContext(
  root: string,
  cwd: string,
  event: string,
  options: HookOptions,
  env: NodeJS.ProcessEnv,
  io: Pick<HookContext, "warn" | "print">,
): HookContext {
  const { warn } = io;
  const policy = timed("hook.policy", () =>
    loadPolicy({
      root,
      policy: options.policy,
      cwd: process.cwd(),
    }),
  );
  const logs = new Logs({ warn }, env);
  const errorHook = resolveErrorHook({
    flag: options.errorHook,
    root,
    env,
    onWarning: (message) => logs.append("error", { event, type: "config_error", critical: false, message }),
  });
  return {
    root,
    cwd,
    env,
    policy,
    strict: isStrict(options, env, policy),
    logs,
    sessions: new SessionStore(logs.dir),
    router: {
      root,
      logs,
      event,
      ...(errorHook ? { errorHook } : {}),
      errorHookTimeoutMs: policy.hooks.errorHookTimeoutMs,
      webhookTimeoutMs: policy.hooks.webhookTimeoutMs,
      webhookEnv: options.webhookEnv,
      env,
    },
    warn,
    print: io.print,
  };
}
