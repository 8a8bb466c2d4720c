/**
 * Routing to the user's `error-occurred` hook (seed sections 2.1 and 7): the command configured in the
 * assistant's settings, called with exactly three arguments (type, message, context as JSON).
 *
 * The configured command is the user's own trusted configuration; the three arguments are data and are
 * never interpolated: an existing file is executed directly with an argument array, anything else runs
 * as `sh -c '<command> "$@"' qgate-error-hook <type> <message> <context>` (data as positional parameters).
 */
import { statSync } from "node:fs";
import path from "node:path";
import { execa } from "execa";
import { describeError } from "../errors.js";
import { killProcessTree } from "../util/process.js";
import { isPlainObject, readSettings, settingsPath, SETTINGS_PRECEDENCE } from "./settings.js";

/** Set in the error hook's environment: a qgate started by it never routes to an error hook again. */
export const ERROR_HOOK_MARKER = "QGATE_ERROR_HOOK_ACTIVE";

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
export function resolveErrorHook(options: {
  flag?: string;
  root: string;
  env?: NodeJS.ProcessEnv;
  onWarning?: (message: string) => void;
}): ErrorHook | undefined {
  const env = options.env ?? process.env;
  if (options.flag !== undefined && options.flag.trim() !== "")
    return { command: options.flag, source: "--error-hook" };
  if (env.QGATE_ERROR_HOOK !== undefined && env.QGATE_ERROR_HOOK.trim() !== "")
    return { command: env.QGATE_ERROR_HOOK, source: "QGATE_ERROR_HOOK" };
  for (const scope of SETTINGS_PRECEDENCE) {
    const file = settingsPath(scope, options.root, env);
    try {
      const { data } = readSettings(file);
      const hooks = data.hooks;
      if (!isPlainObject(hooks)) continue;
      const value = hooks["error-occurred"];
      if (typeof value === "string" && value.trim() !== "") return { command: value, source: file };
    } catch (error) {
      options.onWarning?.(describeError(error));
    }
  }
  return undefined;
}

/** Commands qgate itself installed (`qgate ...`, `npx qgate ...`): routing to them would only log twice. */
export function isQgateCommand(command: string): boolean {
  return /^\s*(?:npx\s+(?:--no-install\s+|--yes\s+|-y\s+)*)?qgate(?:\s|$)/.test(command);
}

/** The argument vector: [file, args] for an existing script, else `sh -c` with the data as "$@". */
export function errorHookInvocation(
  command: string,
  root: string,
  record: ErrorRecord,
): { file: string; args: string[] } {
  const data = [record.type, record.message, JSON.stringify(record.context)];
  const candidate = path.resolve(root, command);
  if (statSync(candidate, { throwIfNoEntry: false })?.isFile()) return { file: candidate, args: data };
  return { file: "sh", args: ["-c", `${command} "$@"`, "qgate-error-hook", ...data] };
}

/** Runs the hook under a timeout (its whole process group is killed); never throws. */
export async function runErrorHook(
  hook: ErrorHook,
  record: ErrorRecord,
  options: { root: string; timeoutMs: number; env?: NodeJS.ProcessEnv },
): Promise<ErrorHookOutcome> {
  const env = options.env ?? process.env;
  if (env[ERROR_HOOK_MARKER] === "1")
    return { ran: false, detail: "already inside an error-occurred hook (loop guard)" };
  if (isQgateCommand(hook.command))
    return { ran: false, detail: "the configured error hook is qgate itself (already logged)" };
  const { file, args } = errorHookInvocation(hook.command, options.root, record);
  const started = performance.now();
  let timedOut = false;
  try {
    const child = execa(file, args, {
      cwd: options.root,
      env: { ...env, [ERROR_HOOK_MARKER]: "1" },
      extendEnv: false,
      stdin: "ignore",
      detached: true,
      reject: false,
      maxBuffer: 256 * 1024,
    });
    const timer = setTimeout(() => {
      timedOut = true;
      if (child.pid !== undefined) killProcessTree(child.pid);
    }, options.timeoutMs);
    const result = await child.finally(() => clearTimeout(timer));
    const durationMs = Math.round(performance.now() - started);
    if (timedOut)
      return {
        ran: true,
        timedOut,
        durationMs,
        detail: `timed out after ${options.timeoutMs} ms and was killed`,
      };
    if (result.failed) {
      const stderr =
        String(result.stderr ?? "")
          .trim()
          .split("\n")
          .pop() ?? "";
      const detail =
        result.exitCode === undefined
          ? `could not start: ${describeError(result.cause ?? result.shortMessage)}`
          : `exited with status ${result.exitCode}${stderr ? `: ${stderr.slice(0, 300)}` : ""}`;
      return {
        ran: true,
        durationMs,
        detail,
        ...(result.exitCode !== undefined ? { exitCode: result.exitCode } : {}),
      };
    }
    return { ran: true, durationMs, exitCode: 0 };
  } catch (error) {
    return { ran: false, detail: `could not start: ${describeError(error)}` };
  }
}
