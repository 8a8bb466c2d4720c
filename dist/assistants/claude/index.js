import { readShape, shapeAnswer } from "../../hook/common-shape.js";
import { logName } from "../../hook/event.js";
const claude = {
    id: "claude",
    name: "Claude Code",
    follows: "2.1.331, runs in tests; `if` 2.1.85+",
    detect: [".claude"],
    events: [
        "PostToolUse (edits, Bash)",
        "Stop",
        "UserPromptSubmit",
        "SessionEnd",
        "PreToolUse (Read, Grep, Bash: the secrets guard)",
    ],
    blockChannel: "the reason, after the edit and at Stop",
    limits: ["`if` filters only when the policy has `include` globs"],
    // The common shape's most general reader: asked last, after every room that tells its own apart.
    recognise: (payload) => typeof payload.hook_event_name === "string",
    read: (payload) => readShape(payload, { assistant: "claude" }),
    answer: (outcome, event, options) => shapeAnswer(outcome, logName(event), options.rewake === true),
    installer: async () => (await import("./install.js")).claudeInstaller,
    samples: [
        "test/fixtures/assistants/claude-code/PostToolUse-Write.input.json",
        "test/fixtures/assistants/claude-code/PostToolUse-Edit.input.json",
        "test/fixtures/assistants/claude-code/PostToolUse-Bash.input.json",
        "test/fixtures/assistants/claude-code/PostToolUseFailure.input.json",
        "test/fixtures/assistants/claude-code/Stop.input.json",
        "test/fixtures/assistants/claude-code/UserPromptSubmit.input.json",
        "test/fixtures/assistants/claude-code/SessionEnd.input.json",
    ],
};
export default claude;
