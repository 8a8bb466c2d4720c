import { readShape, shapeAnswer } from "../../hook/common-shape.js";
import { logName } from "../../hook/event.js";
const codex = {
    id: "codex",
    name: "Codex CLI",
    follows: "0.169.0, captured; runs in tests",
    detect: [".codex"],
    events: [
        "PostToolUse (apply_patch, Bash)",
        "Stop",
        "UserPromptSubmit",
        "PreToolUse (Bash: the secrets guard)",
    ],
    blockChannel: "the reason instead of the tool's output; at Stop",
    limits: ["runs only in a trusted project, once hooks are trusted"],
    recognise: (payload) => typeof payload.hook_event_name === "string" &&
        (payload.turn_id !== undefined || payload.tool_name === "apply_patch"),
    read: (payload) => readShape(payload, { assistant: "codex" }),
    answer: (outcome, event, options) => shapeAnswer(outcome, logName(event), options.rewake === true),
    installer: async () => (await import("./install.js")).codexInstaller,
    samples: [
        "test/fixtures/assistants/codex-0.169.0/PostToolUse.input.json",
        "test/fixtures/assistants/codex-0.169.0/PostToolUse-Bash.input.json",
        "test/fixtures/assistants/codex-0.169.0/PostToolUse-multifile.input.json",
        "test/fixtures/assistants/codex-0.169.0/Stop-first.input.json",
        "test/fixtures/assistants/codex-0.169.0/Stop-second.input.json",
        "test/fixtures/assistants/codex-0.169.0/UserPromptSubmit.input.json",
    ],
};
export default codex;
