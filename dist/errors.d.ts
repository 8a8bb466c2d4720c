/**
 * Typed errors. `errorType` uses the seed's error types (section 6, rule 2) plus qgate's own,
 * so that anything qgate routes to the assistant's `error-occurred` hook is classified the same way.
 */
export declare const ERROR_TYPES: readonly ["tool_execution_failed", "file_operation_failed", "network_error", "dependency_error", "quality_gate_blocked", "security_violation", "usage_error", "config_error"];
export type ErrorType = (typeof ERROR_TYPES)[number];
/** The seed: any error type containing `security`, `critical` or `system` is critical. */
export declare function isCriticalErrorType(type: string): boolean;
/** Base class: a failure qgate can explain in one line. Never printed with a stack unless QGATE_DEBUG is set. */
export declare class QgateError extends Error {
    readonly errorType: ErrorType;
    /** Process exit code this error maps to at a door (2 = qgate could not do its job). */
    readonly exitCode: number;
    constructor(errorType: ErrorType, message: string, options?: {
        cause?: unknown;
        exitCode?: number;
    });
}
/** Bad command line: unknown command/option/value. Exit 2. */
export declare class UsageError extends QgateError {
    constructor(message: string);
}
/** Invalid policy/config file. The message names the file, the key and what was expected. Exit 2. */
export declare class ConfigError extends QgateError {
    constructor(message: string, options?: {
        cause?: unknown;
    });
}
/** A file qgate was asked about cannot be used (missing, outside the root, unreadable). Exit 2. */
export declare class FileError extends QgateError {
    constructor(message: string, options?: {
        cause?: unknown;
    });
}
/** A required tool is missing or unloadable. */
export declare class DependencyError extends QgateError {
    constructor(message: string, options?: {
        cause?: unknown;
    });
}
/** One line for any thrown value: the message of a QgateError, or a short description of anything else. */
export declare function describeError(error: unknown): string;
