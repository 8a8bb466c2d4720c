/** qgate's Claude-shaped answer in the words of the assistant that asked (gemini.ts, cursor.ts, copilot.ts). */
import type { ClaudeOutput } from "./claude-door.js";
import type { AssistantAnswer } from "./claude.js";
export declare function answerFor(output: ClaudeOutput, answer: AssistantAnswer | undefined): ClaudeOutput;
/**
 * An `asyncRewake` hook reaches the model only through exit 2 and stderr (its JSON waits for the next
 * turn): an edit's findings are answered that way, and a pass stays silent.
 */
export declare function rewakeAnswer(output: ClaudeOutput): ClaudeOutput;
