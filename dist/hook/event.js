import { QgateError } from "../errors.js";
/** Input qgate cannot use: malformed JSON, a missing field, an event it does not handle. */
export class HookInputError extends QgateError {
    constructor(message) {
        super("usage_error", message);
    }
}
/**
 * The name an event has in the logs, the metrics' `door` (`hook:<name>`) and the error records. They
 * keep the names qgate's logs always used, so older logs and `qgate stats` read the same.
 */
export function logName(event) {
    switch (event.kind) {
        case "edit":
        case "shell":
        case "tool":
            return "PostToolUse";
        case "batch":
            return "PostToolBatch";
        case "pre-tool":
            return "PreToolUse";
        case "tool-failed":
            return "PostToolUseFailure";
        case "turn-end":
            return event.subagent === true ? "SubagentStop" : "Stop";
        case "prompt":
            return "UserPromptSubmit";
        case "session-end":
            return "SessionEnd";
        case "error":
            return "ErrorOccurred";
    }
}
/** An answer with a JSON object on stdout (one line), exit 0 unless said. */
export function jsonAnswer(json, exitCode = 0, stderr = "") {
    return { stdout: `${JSON.stringify(json)}\n`, stderr, exitCode };
}
export const SILENT = { stdout: "", stderr: "", exitCode: 0 };
