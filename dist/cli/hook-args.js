/**
 * `qgate hook`'s own options, up to the first non-option word (the event). Kept apart from the door so
 * that the daemon client can tell whether a hook reads stdin without loading the engine (it reads them
 * with hook-args-scan.ts, which this wraps with the door's usage errors).
 */
import { UsageError } from "../errors.js";
import { VALUE_EXAMPLES } from "./value-examples.js";
import { ASSISTANTS, scanHookArgs } from "./hook-args-scan.js";
import { cliMessages } from "../messages.js";
export { ASSISTANTS };
/** Options up to the first non-option word (the event); the rest is the event's data. */
export function splitHookArgs(argv) {
    const scanned = scanHookArgs(argv);
    if ("options" in scanned)
        return scanned;
    const { problem } = scanned;
    switch (problem.kind) {
        case "unknownOption":
            throw new UsageError(cliMessages.hook.unknownOption(problem.name));
        case "needsValue":
            throw new UsageError(cliMessages.hook.needsValue(problem.name, VALUE_EXAMPLES[problem.name]));
        case "unknownAssistant":
            throw new UsageError(cliMessages.hook.unknownAssistant(problem.value, ASSISTANTS));
        case "badWebhookEnv":
            throw new UsageError(cliMessages.hook.badWebhookEnv(problem.value));
    }
}
