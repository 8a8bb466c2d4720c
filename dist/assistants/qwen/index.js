import { readShape } from "../../hook/common-shape.js";
import { jsonAnswer, SILENT } from "../../hook/event.js";
import { str } from "../../hook/json.js";
const SAMPLES = "test/fixtures/assistants/qwen-0.24.4";
const qwen = {
    id: "qwen",
    name: "Qwen Code",
    follows: "0.24.4, captured; runs in tests",
    detect: [".qwen"],
    events: ["PostToolUse (write_file, edit, run_shell_command)", "Stop"],
    blockChannel: "the reason instead of the tool's result (continue:false); at Stop",
    limits: [
        "exit 2 and decision:block after a tool reach the model as nothing: qgate answers continue:false",
        "escapes < and > in findings given as context",
    ],
    recognise: (payload) => typeof payload.hook_event_name === "string" &&
        ((str(payload.prompt_id)?.includes("########") ?? false) ||
            /[/\\]\.qwen[/\\]/.test(str(payload.transcript_path) ?? "")),
    trustsFlag: true,
    read: (payload) => readShape(payload, { assistant: "qwen" }),
    answer: (outcome, event) => {
        switch (outcome.kind) {
            case "pass":
                return SILENT;
            case "block":
                return event.kind === "turn-end" || event.kind === "prompt"
                    ? jsonAnswer({ decision: "block", reason: outcome.reason })
                    : jsonAnswer({ continue: false, stopReason: outcome.reason });
            case "findings":
                return jsonAnswer({
                    hookSpecificOutput: { hookEventName: event.named, additionalContext: outcome.text },
                });
            case "notice":
                return jsonAnswer({ systemMessage: outcome.text });
        }
    },
    installer: async () => (await import("./install.js")).qwenInstaller,
    samples: [
        `${SAMPLES}/PostToolUse-write_file.input.json`,
        `${SAMPLES}/PostToolUse-edit.input.json`,
        `${SAMPLES}/PostToolUse-run_shell_command.input.json`,
        `${SAMPLES}/Stop-first.input.json`,
        `${SAMPLES}/Stop-second.input.json`,
    ],
};
export default qwen;
