/**
 * `qgate hook`: the assistant's door. With an event name, the seed's positional events; with none,
 * one assistant's hook JSON object on stdin, read and answered by its room (src/assistants/). Options
 * come before the event: everything after it is the assistant's data, passed through verbatim (a tool
 * result that starts with "--" is still data).
 */
import { describeError, QgateError } from "../../errors.js";
import { ASSISTANT_IDS, POSITIONAL, roomFor } from "../../assistants/registry.js";
import { parsePayload } from "../../hook/common-shape.js";
import { logName } from "../../hook/event.js";
import { runEvent } from "../../hook/run.js";
import { createContext, hookRoot, isStrict } from "../../hook/context.js";
import { readStdin, StdinTooLargeError } from "../../hook/stdin.js";
import { Logs } from "../../routing/logs.js";
import { splitHookArgs } from "../hook-args.js";
import { cliMessages, secretsGuardMessages } from "../../messages.js";
/** The events a secrets guard's door answers: a fail-closed hook refuses them when qgate fails. */
const GUARD_KINDS = new Set(["prompt", "pre-tool"]);
import { timed } from "../../util/timings.js";
/** `text` in lines of at most `width` characters, broken at ", " and joined with `join`. */
function wrap(text, width, join) {
    const lines = [];
    for (const word of text.split(" ")) {
        const last = lines.at(-1);
        if (last !== undefined && last.length + 1 + word.length <= width)
            lines[lines.length - 1] = `${last} ${word}`;
        else
            lines.push(word);
    }
    return lines.join(join);
}
export const hookHelp = `Usage: qgate hook [options] <event> [args...]     (positional hook events)
       qgate hook [options]                        (an assistant's hook JSON on stdin)

Positional hook events (arguments exactly as the assistant appends them):
  edit-complete <path> <create|modify|delete>        Gate the changed file
  tool-call-complete <tool> <result> <success-flag>  Write/Edit: gate the file named in the result
  error-occurred <type> <message> <context>          Log, classify, notify on critical errors
  user-prompt-submit                                 Start or continue the session (prompt on stdin)
  session-end                                        Gate every file changed in the session

Hook JSON on stdin, by assistant:
  Claude Code, Codex CLI  PostToolUse, PostToolUseFailure, PostToolBatch, Stop, SubagentStop,
                          UserPromptSubmit, SessionEnd, PreToolUse (the secrets guard)
  Gemini CLI              AfterTool, AfterAgent, BeforeAgent, SessionEnd, BeforeTool (the secrets guard)
  Cursor                  afterFileEdit, stop, beforeSubmitPrompt, beforeReadFile (the secrets guard)
  GitHub Copilot          postToolUse, agentStop, errorOccurred, userPromptSubmitted, sessionEnd,
                          preToolUse (the secrets guard)

Options (before the event):
  --strict                Block on a blocking verdict (also CLAUDE_STRICT_QUALITY=true or the policy)
  --assistant <name>      Whose hook JSON is on stdin: ${wrap(ASSISTANT_IDS.join(", "), 50, "\n                          ")}
                          (recognised by its fields without it)
  --event <name>          The event, for payloads that do not name it (Copilot's camelCase hooks)
  --rewake                Run as Claude Code's asyncRewake hook: an edit's findings exit 2 on stderr
                          (qgate install claude --async)
  --fail-closed           A prompt or pre-tool event that qgate fails on is refused, not let through
                          (the secrets guard's hooks, installed with the policy's secrets.failClosed)
  --error-hook <command>  The error-occurred command to route failures to (overrides the settings)
  --policy <name|path>    Built-in policy or a policy JSON file
  --cwd <dir>             Project root (default: CLAUDE_PROJECT_DIR, the JSON cwd, the git top level)
  --webhook-env <NAME>    Environment variable holding the webhook URL (default QGATE_WEBHOOK_URL)
  --timings               Print where the run's time went on stderr, after the answer (also
                          QGATE_TIMINGS=1, for hooks written into an assistant's settings)
  -h, --help              Show this help

Exit codes: positional events 0 (not strict, or nothing blocks), 1 strict and blocked, 2 usage error;
JSON on stdin 0 (nothing blocks), 2 strict and blocked ({"decision":"block",...} on stdout; Gemini,
Cursor and Copilot read their block from the JSON with exit 0).
`;
export async function hookCommand(argv) {
    const { options, rest } = splitHookArgs(argv);
    if (options.help) {
        process.stdout.write(hookHelp);
        return 0;
    }
    const [name, ...args] = rest;
    if (name !== undefined)
        return positionalDoor(name, args, options);
    return jsonDoor(options);
}
async function positionalDoor(name, args, options) {
    const event = POSITIONAL.parse(name, args);
    const env = process.env;
    const root = await timed("hook.root", () => hookRoot({ cwd: options.cwd, env }));
    const ctx = timed("hook.context", () => createContext(root, process.cwd(), event.event, options, env, {
        warn: (line) => process.stderr.write(`${line}\n`),
        print: (text) => process.stdout.write(text.endsWith("\n") ? text : `${text}\n`),
    }));
    return timed("hook.event", () => event.run(ctx));
}
/**
 * A broken hook must never break the assistant: input qgate cannot use, a bad policy or an internal
 * error is one line on stderr, logged, and exit 0 outside strict mode (exit 2 in strict mode; input
 * over the size cap is exit 0 in every mode).
 */
async function jsonDoor(options) {
    const env = process.env;
    let eventName = "(unknown)";
    let read;
    try {
        const input = await readStdin(10_000);
        read = timed("hook.input", () => {
            const payload = parsePayload(input);
            const room = roomFor(payload, options.assistant);
            return { room, event: room.read(payload, { event: options.event }) };
        });
        const { room, event } = read;
        eventName = logName(event);
        const root = await timed("hook.root", () => hookRoot({
            cwd: options.cwd,
            inputCwd: event.cwd,
            env,
        }));
        const warnings = [];
        const ctx = timed("hook.context", () => createContext(root, event.cwd ?? root, eventName, options, env, {
            warn: (line) => warnings.push(line),
            // The JSON door answers with the room's answer (writeAnswer); nothing else goes to stdout.
            print: (text) => warnings.push(text),
        }));
        ctx.assistant = options.assistant ?? event.assistant;
        const outcome = await timed("hook.event", () => runEvent(ctx, event));
        return writeAnswer(room.answer(outcome, event, { rewake: options.rewake }), warnings);
    }
    catch (error) {
        const line = error instanceof QgateError
            ? cliMessages.error(error.message)
            : cliMessages.internalError(describeError(error));
        if (env.QGATE_DEBUG && error instanceof Error)
            process.stderr.write(`${error.stack ?? ""}\n`);
        process.stderr.write(`${line}\n`);
        new Logs({ warn: () => undefined }, env).append("error", {
            event: eventName,
            type: error instanceof QgateError ? error.errorType : "tool_execution_failed",
            critical: false,
            message: line,
        });
        // A fail-closed guard's door refuses in its assistant's words (exit 2 when the payload was unreadable).
        if (options.failClosed === true && (read === undefined || GUARD_KINDS.has(read.event.kind))) {
            const reason = secretsGuardMessages.guardFailed(line.replace(/^qgate: /, ""));
            if (read === undefined) {
                process.stderr.write(`${reason}\n`);
                return 2;
            }
            const answer = read.room.answer({ kind: "block", reason }, read.event, { rewake: options.rewake });
            if (answer.stdout !== "")
                process.stdout.write(answer.stdout);
            if (answer.exitCode === 2)
                process.stderr.write(`${reason}\n`);
            return answer.exitCode;
        }
        // Input too large to read is no fault of the edit: say so, never block on it.
        return isStrict(options, env) && !(error instanceof StdinTooLargeError) ? 2 : 0;
    }
}
/**
 * Writes the door's answer. `warnings` (a slow run, logs that cannot be written) were held back during
 * the run: they go to stderr only when the hook does not block, since a block's stderr is the reason
 * the model reads and nothing else (a slow run is in the performance log either way).
 */
function writeAnswer(answer, warnings = []) {
    if (answer.stdout !== "")
        process.stdout.write(answer.stdout);
    const stderr = answer.exitCode === 2 ? answer.stderr : [...warnings, answer.stderr].join("\n");
    if (stderr.trim() !== "")
        process.stderr.write(stderr.endsWith("\n") ? stderr : `${stderr}\n`);
    return answer.exitCode;
}
