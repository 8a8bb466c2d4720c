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
    // Captured from the real Claude Code 2.1.331 (test/e2e/claude-code-payloads.test.ts checks them).
    samples: [
        "test/fixtures/assistants/claude-code-2.1.331/PostToolUse-Write.input.json",
        "test/fixtures/assistants/claude-code-2.1.331/PostToolUse-Edit.input.json",
        "test/fixtures/assistants/claude-code-2.1.331/PostToolUse-Bash.input.json",
        "test/fixtures/assistants/claude-code-2.1.331/PostToolUse-Read.input.json",
        "test/fixtures/assistants/claude-code-2.1.331/PostToolUseFailure-Bash.input.json",
        "test/fixtures/assistants/claude-code-2.1.331/PostToolBatch-Write.input.json",
        "test/fixtures/assistants/claude-code-2.1.331/PreToolUse-Read.input.json",
        "test/fixtures/assistants/claude-code-2.1.331/PreToolUse-Bash.input.json",
        "test/fixtures/assistants/claude-code-2.1.331/Stop.input.json",
        "test/fixtures/assistants/claude-code-2.1.331/Stop-again.input.json",
        "test/fixtures/assistants/claude-code-2.1.331/UserPromptSubmit.input.json",
        "test/fixtures/assistants/claude-code-2.1.331/SessionEnd.input.json",
    ],
};
export default claude;
