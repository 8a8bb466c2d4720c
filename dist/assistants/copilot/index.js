import { answerCopilot, isCopilotPayload, readCopilot } from "./read.js";
const copilot = {
    id: "copilot",
    name: "Copilot CLI",
    follows: "1.0.102, captured; runs in tests",
    detect: [".github/hooks"],
    events: [
        "postToolUse",
        "agentStop",
        "errorOccurred",
        "userPromptSubmitted",
        "preToolUse (the secrets guard)",
    ],
    blockChannel: "the findings with the edit's result (postToolUse additionalContext, 1.0.49+); a block at agentStop",
    limits: [
        "no matcher for postToolUse: runs per tool",
        "ignores userPromptSubmitted's answer: a prompt holding a secret cannot be refused",
    ],
    recognise: isCopilotPayload,
    // Its payloads name neither the event nor the assistant: the installed command says both.
    trustsFlag: true,
    read: (payload, hint) => readCopilot(payload, hint.event),
    answer: (outcome, event) => answerCopilot(outcome, event),
    installer: async () => (await import("./install.js")).copilotInstaller,
    samples: [
        "test/fixtures/assistants/copilot-1.0.102/postToolUse-create.input.json",
        "test/fixtures/assistants/copilot-1.0.102/postToolUse-edit.input.json",
        "test/fixtures/assistants/copilot-1.0.102/postToolUse-bash.input.json",
        "test/fixtures/assistants/copilot-1.0.102/agentStop-first.input.json",
        "test/fixtures/assistants/copilot-1.0.102/agentStop-second.input.json",
        "test/fixtures/assistants/copilot-1.0.102/errorOccurred.input.json",
        "test/fixtures/assistants/copilot-1.0.102/userPromptSubmitted.input.json",
        "test/fixtures/assistants/copilot-1.0.102/userPromptSubmitted-after-block.input.json",
        "test/fixtures/assistants/copilot-1.0.102/sessionEnd.input.json",
        "test/fixtures/assistants/copilot-docs-927566b/postToolUse-create.input.json",
        "test/fixtures/assistants/copilot-docs-927566b/agentStop.input.json",
    ],
};
export default copilot;
