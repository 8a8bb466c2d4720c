import { answerWindsurf, isWindsurfPayload, readWindsurf, WINDSURF_EVENTS } from "./read.js";
const windsurf = {
    id: "windsurf",
    name: "Windsurf",
    follows: "docs of 2026-11, not captured",
    detect: [".windsurf"],
    events: WINDSURF_EVENTS,
    blockChannel: "nothing: it cannot block; the findings are shown to the user (show_output)",
    limits: [
        "post hooks are advisory: nothing reaches the model, in strict mode either",
        "no end-of-turn gate",
    ],
    recognise: isWindsurfPayload,
    trustsFlag: true,
    read: (payload) => readWindsurf(payload),
    answer: (outcome) => answerWindsurf(outcome),
    installer: async () => (await import("./install.js")).windsurfInstaller,
    samples: [
        "test/fixtures/assistants/windsurf-docs/post_write_code.input.json",
        "test/fixtures/assistants/windsurf-docs/post_write_code-relative.input.json",
    ],
};
export default windsurf;
