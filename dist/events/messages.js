/**
 * What the hook doors say, in one place: every line a door prints or hands back to an assistant,
 * besides the report itself (report/assistant.ts) and the errors' own messages.
 */
import { oneLine, plural } from "../util/text.js";
export const doorMessages = {
    /** Seed door, on stderr after the report, when the gate blocks. */
    blockedByGate: (reportPath) => `qgate: the operation is blocked by the quality gate${reportPath ? ` (full report: ${reportPath})` : ""}`,
    blockedByPromptCheck: "qgate: the operation is blocked by the prompt check",
    noFilePath: (tool) => `qgate: ${tool}: no file path in the tool result; nothing to check`,
    sessionEnded: (session, files) => `qgate: session ${session ?? "(no record)"} ended: ${plural(files, "changed file")} checked`,
    /** The first line of the prompt check's answer. */
    promptSession: (session, score) => `qgate: session ${session ?? "(not recorded)"}${score !== undefined ? `: prompt score ${score}/100` : ""}`,
    promptScore: (score) => `qgate prompt check: score ${score}/100`,
    promptFinding: (finding) => oneLine(`- ${finding.severity} ${finding.id}: ${finding.message} (${finding.suggestion})`),
    /** Seed door and JSON door word it alike: what blocks, and the policy's minimum. */
    promptBlocked: (score, minimum) => `qgate: the prompt is blocked: its score ${score} is below the policy's minimum ${minimum}`,
    slowRun: (ms, threshold) => `qgate: warning: slow hook run: ${ms} ms (over ${threshold} ms; policy hooks.slowRunMs)`,
    /** The one status line for an error: type, whether it is critical, where it is logged, what to do. */
    errorStatus: (type, critical, logFile, hint) => `qgate: ${critical ? "CRITICAL error" : "error"} ${oneLine(JSON.stringify(type).slice(1, -1), 80)}${logFile ? ` (logged in ${logFile})` : ""}: ${hint}`,
};
