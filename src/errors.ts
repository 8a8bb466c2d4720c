/**
 * Typed errors. `errorType` uses the seed's error types (section 6, rule 2) plus qgate's own,
 * so that anything qgate routes to the assistant's `error-occurred` hook is classified the same way.
 */

export const ERROR_TYPES = [
  "tool_execution_failed",
  "file_operation_failed",
  "network_error",
  "dependency_error",
  "quality_gate_blocked",
  "security_violation",
  "usage_error",
  "config_error",
] as const;

export type ErrorType = (typeof ERROR_TYPES)[number];

/** The seed: any error type containing `security`, `critical` or `system` is critical. */
export function isCriticalErrorType(type: string): boolean {
  return /security|critical|system/i.test(type);
}

/** Base class: a failure qgate can explain in one line. Never printed with a stack unless QGATE_DEBUG is set. */
export class QgateError extends Error {
  readonly errorType: ErrorType;
  /** Process exit code this error maps to at a door (2 = qgate could not do its job). */
  readonly exitCode: number;

  constructor(errorType: ErrorType, message: string, options?: { cause?: unknown; exitCode?: number }) {
    super(message, options?.cause === undefined ? undefined : { cause: options.cause });
    this.name = new.target.name;
    this.errorType = errorType;
    this.exitCode = options?.exitCode ?? 2;
  }
}

/** Bad command line: unknown command/option/value. Exit 2. */
export class UsageError extends QgateError {
  constructor(message: string) {
    super("usage_error", message);
  }
}

/** Invalid policy/config file. The message names the file, the key and what was expected. Exit 2. */
export class ConfigError extends QgateError {
  constructor(message: string, options?: { cause?: unknown }) {
    super("config_error", message, options);
  }
}

/** A file qgate was asked about cannot be used (missing, outside the root, unreadable). Exit 2. */
export class FileError extends QgateError {
  constructor(message: string, options?: { cause?: unknown }) {
    super("file_operation_failed", message, options);
  }
}

/** A required tool is missing or unloadable. */
export class DependencyError extends QgateError {
  constructor(message: string, options?: { cause?: unknown }) {
    super("dependency_error", message, options);
  }
}

/** One line for any thrown value: the message of a QgateError, or a short description of anything else. */
export function describeError(error: unknown): string {
  if (error instanceof Error) {
    const firstLine = error.message.split("\n").find((line) => line.trim() !== "") ?? error.name;
    return firstLine.trim();
  }
  return String(error);
}
