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
