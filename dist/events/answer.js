import { toCopilotOutput } from "./copilot.js";
import { toCursorOutput } from "./cursor.js";
import { toGeminiOutput } from "./gemini.js";
export function answerFor(output, answer) {
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
