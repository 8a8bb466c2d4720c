/** qgate's Claude-shaped answer in the words of the assistant that asked (gemini.ts, cursor.ts, copilot.ts). */
import type { ClaudeOutput } from "./claude-door.js";
import type { AssistantAnswer } from "./claude.js";
export declare function answerFor(output: ClaudeOutput, answer: AssistantAnswer | undefined): ClaudeOutput;
