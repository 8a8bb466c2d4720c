/** How an assistant's hook runs qgate, and how qgate knows its own entries in a config file. */
import { UsageError } from "../errors.js";
import { isQgateCommand } from "../routing/error-hook.js";
import { installMessages } from "../messages.js";

/**
 * `--no-install`: npx runs only the qgate installed in the project. A bare `npx qgate` would download
 * and run whatever package is called qgate on the registry whenever the project has none (a hook's
 * stdin is not a terminal, which npx takes as consent).
 */
export const DEFAULT_COMMAND_PREFIX = "npx --no-install qgate";

/** qgate's own command: `qgate ...`, `npx qgate ...`, or any path to a qgate binary followed by `hook`. */
export function isQgateHookCommand(command: unknown): command is string {
  if (typeof command !== "string") return false;
  return isQgateCommand(command) || /(?:^|[\s/])qgate(?:\.js)?\s+hook(?:\s|$)/.test(command);
}

/** `--command`'s prefix, or the default: one line, not empty. */
export function commandPrefix(command: string, value: string | undefined, fallback: string): string {
  const prefix = (value ?? fallback).trim();
  if (prefix === "" || /[\n\r]/.test(prefix)) throw new UsageError(installMessages.badCommandPrefix(command));
  return prefix;
}
