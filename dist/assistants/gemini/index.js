import { readShape } from "../../hook/common-shape.js";
import { jsonAnswer, SILENT } from "../../hook/event.js";
import { str } from "../../hook/json.js";
import { FILE_PATH_EDITING_TOOLS } from "../../hook/tools.js";
import { lookup } from "../../util/lookup.js";
/** Gemini's event names, as the common shape's. */
const GEMINI_EVENTS = {
    AfterTool: "PostToolUse",
    AfterAgent: "Stop",
    BeforeAgent: "UserPromptSubmit",
    // The secrets guard: read_file, read_many_files and run_shell_command (0.61.0's hooks reference).
    BeforeTool: "PreToolUse",
};
const gemini = {
    id: "gemini",
    name: "Gemini CLI",
    follows: "0.61.0, captured; runs in tests",
    detect: [".gemini"],
    events: [
        "AfterTool (write_file, replace, run_shell_command)",
        "AfterAgent",
        "BeforeAgent",
        "BeforeTool (read_file, read_many_files, run_shell_command: the secrets guard)",
    ],
    blockChannel: "the reason instead of the tool's result",
    limits: ["warns about project hooks before running them"],
    // Its own event names, or its editing tools.
    recognise: (payload) => lookup(GEMINI_EVENTS, str(payload.hook_event_name)) !== undefined ||
        (typeof payload.tool_name === "string" && FILE_PATH_EDITING_TOOLS.has(payload.tool_name)),
    // A block's reason comes back as the next BeforeAgent's prompt.
    read: (payload) => readShape(payload, { assistant: "gemini", echoesReason: true }, GEMINI_EVENTS),
    answer: (outcome, event, options) => {
        switch (outcome.kind) {
            case "pass":
                return SILENT;
            case "block":
                return jsonAnswer({
                    decision: event.named === "AfterTool" || event.named === "BeforeTool" ? "deny" : "block",
                    reason: outcome.reason,
                });
            case "findings":
                if (options.rewake === true)
                    return { stdout: "", stderr: outcome.text, exitCode: 2 };
                return jsonAnswer({
                    hookSpecificOutput: { hookEventName: event.named, additionalContext: outcome.text },
                });
            case "notice":
                return jsonAnswer({ systemMessage: outcome.text });
        }
    },
    installer: async () => (await import("./install.js")).geminiInstaller,
    // Not SessionEnd.input.json: qgate installs no SessionEnd hook for Gemini, and that payload has
    // nothing of Gemini's own, so it is read (and answered, the same way) as Claude Code's shape.
    samples: [
        "test/fixtures/assistants/gemini-0.61.0/AfterTool.input.json",
        "test/fixtures/assistants/gemini-0.61.0/AfterAgent-first.input.json",
        "test/fixtures/assistants/gemini-0.61.0/AfterAgent-second.input.json",
        "test/fixtures/assistants/gemini-0.61.0/BeforeAgent.input.json",
        "test/fixtures/assistants/gemini-0.61.0/BeforeAgent-continuation.input.json",
        "test/fixtures/assistants/gemini-0.61.0/BeforeTool.input.json",
    ],
};
export default gemini;
