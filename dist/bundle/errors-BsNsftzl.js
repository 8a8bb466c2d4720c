// dist/errors.js
/** The seed: any error type containing `security`, `critical` or `system` is critical. */
function isCriticalErrorType(type) {
	return /security|critical|system/i.test(type);
}
/** Base class: a failure qgate can explain in one line. Never printed with a stack unless QGATE_DEBUG is set. */
var QgateError = class extends Error {
	errorType;
	/** Process exit code this error maps to at a door (2 = qgate could not do its job). */
	exitCode;
	constructor(errorType, message, options) {
		super(message, options?.cause === void 0 ? void 0 : { cause: options.cause });
		this.name = new.target.name;
		this.errorType = errorType;
		this.exitCode = options?.exitCode ?? 2;
	}
};
/** Bad command line: unknown command/option/value. Exit 2. */
var UsageError = class extends QgateError {
	constructor(message) {
		super("usage_error", message);
	}
};
/** Invalid policy/config file. The message names the file, the key and what was expected. Exit 2. */
var ConfigError = class extends QgateError {
	constructor(message, options) {
		super("config_error", message, options);
	}
};
/** A file qgate was asked about cannot be used (missing, outside the root, unreadable). Exit 2. */
var FileError = class extends QgateError {
	constructor(message, options) {
		super("file_operation_failed", message, options);
	}
};
/** A required tool is missing or unloadable. */
var DependencyError = class extends QgateError {
	constructor(message, options) {
		super("dependency_error", message, options);
	}
};
/** One line for any thrown value: the message of a QgateError, or a short description of anything else. */
function describeError(error) {
	if (error instanceof Error) return (error.message.split("\n").find((line) => line.trim() !== "") ?? error.name).trim();
	return String(error);
}

export { UsageError as a, QgateError as i, DependencyError as n, describeError as o, FileError as r, isCriticalErrorType as s, ConfigError as t };