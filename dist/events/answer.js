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
/**
 * An `asyncRewake` hook reaches the model only through exit 2 and stderr (its JSON waits for the next
 * turn): an edit's findings are answered that way, and a pass stays silent.
 */
export function rewakeAnswer(output) {
    if (output.exitCode !== 0)
        return output;
    const specific = output.json?.hookSpecificOutput;
    const context = typeof specific?.additionalContext === "string" ? specific.additionalContext : undefined;
    return context === undefined ? output : { exitCode: 2, stderr: context };
}
