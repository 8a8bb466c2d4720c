/** qgate's Claude-shaped answer in the words of the assistant that asked (gemini.ts, cursor.ts, copilot.ts). */
import type { ClaudeOutput } from "./claude-door.js";
import type { AssistantAnswer } from "./claude.js";
import { toCopilotOutput } from "./copilot.js";
import { toCursorOutput } from "./cursor.js";
import { toGeminiOutput } from "./gemini.js";

export function answerFor(output: ClaudeOutput, answer: AssistantAnswer | undefined): ClaudeOutput {
  switch (answer?.assistant) {
    case undefined:
      return output;
    case "gemini":
      return toGeminiOutput(output, answer.event);
    case "cursor":
      return toCursorOutput(output, answer);
    case "copilot":
      return toCopilotOutput(output, answer.event);
  }
}

/**
 * An `asyncRewake` hook reaches the model only through exit 2 and stderr (its JSON waits for the next
 * turn): an edit's findings are answered that way, and a pass stays silent.
 */
export function rewakeAnswer(output: ClaudeOutput): ClaudeOutput {
  if (output.exitCode !== 0) return output;
  const specific = output.json?.hookSpecificOutput as { additionalContext?: unknown } | undefined;
  const context = typeof specific?.additionalContext === "string" ? specific.additionalContext : undefined;
  return context === undefined ? output : { exitCode: 2, stderr: context };
}
