import { answerCursor, isCursorPayload, readCursor } from "./read.js";
const cursor = {
    id: "cursor",
    name: "Cursor",
    follows: "docs of 2.0, not captured",
    detect: [".cursor"],
    events: ["afterFileEdit", "stop", "beforeSubmitPrompt", "beforeReadFile (the secrets guard)"],
    blockChannel: "a follow-up message at stop",
    limits: ["ignores afterFileEdit's answer: findings come at stop"],
    recognise: isCursorPayload,
    trustsFlag: true,
    read: (payload) => readCursor(payload),
    answer: (outcome, event) => answerCursor(outcome, event),
    installer: async () => (await import("./install.js")).cursorInstaller,
    samples: [
        "test/fixtures/assistants/cursor-docs-2.0/afterFileEdit.input.json",
        "test/fixtures/assistants/cursor-docs-2.0/stop.input.json",
        "test/fixtures/assistants/cursor-docs-2.0/beforeSubmitPrompt.input.json",
    ],
};
export default cursor;
