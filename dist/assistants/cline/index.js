import { jsonAnswer, SILENT } from "../../hook/event.js";
import { isClinePayload, readCline } from "./read.js";
const SAMPLES = "test/fixtures/assistants/cline-3.0.65";
const cline = {
    id: "cline",
    name: "Cline",
    follows: "CLI 3.0.65, captured; runs in tests",
    detect: [".clinerules", ".cline"],
    events: ["PostToolUse (editor, apply_patch, run_commands)"],
    blockChannel: "the reason as a hook_context message after the tool's result",
    limits: [
        "cannot undo or refuse an edit: a block is context the model reads next",
        "cannot hold the end of a task (TaskComplete runs detached)",
    ],
    recognise: isClinePayload,
    trustsFlag: true,
    read: (payload) => readCline(payload),
    answer: (outcome) => {
        switch (outcome.kind) {
            case "pass":
                return SILENT;
            case "block":
                return jsonAnswer({ contextModification: outcome.reason });
            case "findings":
                return jsonAnswer({ contextModification: outcome.text });
            case "notice":
                // For the user, and Cline's answer has no field for the user: stderr, which the model never sees.
                return { stdout: "", stderr: outcome.text, exitCode: 0 };
        }
    },
    installer: async () => (await import("./install.js")).clineInstaller,
    samples: [
        `${SAMPLES}/PostToolUse-editor-create.input.json`,
        `${SAMPLES}/PostToolUse-editor-edit.input.json`,
        `${SAMPLES}/PostToolUse-run_commands.input.json`,
    ],
};
export default cline;
