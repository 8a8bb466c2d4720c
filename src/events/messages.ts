/**
 * What the hook doors say, in one place: every line a door prints or hands back to an assistant,
 * besides the report itself (report/assistant.ts) and the errors' own messages.
 */
import { oneLine, plural } from "../util/text.js";

export const doorMessages = {
  /** Seed door, on stderr after the report, when the gate blocks. */
  blockedByGate: (reportPath: string | undefined) =>
    `qgate: the operation is blocked by the quality gate${reportPath ? ` (full report: ${reportPath})` : ""}`,
  blockedByPromptCheck: "qgate: the operation is blocked by the prompt check",
  noFilePath: (tool: string) => `qgate: ${tool}: no file path in the tool result; nothing to check`,
  sessionEnded: (session: string | undefined, files: number) =>
    `qgate: session ${session ?? "(no record)"} ended: ${plural(files, "changed file")} checked`,
  /** The first line of the prompt check's answer. */
  promptSession: (session: string | undefined, score: number | undefined) =>
    `qgate: session ${session ?? "(not recorded)"}${score !== undefined ? `: prompt score ${score}/100` : ""}`,
  promptScore: (score: number) => `qgate prompt check: score ${score}/100`,
  promptFinding: (finding: { severity: string; id: string; message: string; suggestion: string }) =>
    oneLine(`- ${finding.severity} ${finding.id}: ${finding.message} (${finding.suggestion})`),
  /** Seed door and JSON door word it alike: what blocks, and the policy's minimum. */
  promptBlocked: (score: number, minimum: number) =>
    `qgate: the prompt is blocked: its score ${score} is below the policy's minimum ${minimum}`,
  slowRun: (ms: number, threshold: number) =>
    `qgate: warning: slow hook run: ${ms} ms (over ${threshold} ms; policy hooks.slowRunMs)`,
  /** The one status line for an error: type, whether it is critical, where it is logged, what to do. */
  errorStatus: (type: string, critical: boolean, logFile: string | undefined, hint: string) =>
    `qgate: ${critical ? "CRITICAL error" : "error"} ${oneLine(JSON.stringify(type).slice(1, -1), 80)}${logFile ? ` (logged in ${logFile})` : ""}: ${hint}`,
};
