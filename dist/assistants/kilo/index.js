import { answerPlugin, isPluginPayload, PLUGIN_EVENTS, readPluginPayload } from "../../hook/plugin-door.js";
const SAMPLES = "test/fixtures/assistants/kilo-7.7.9";
const kilo = {
    id: "kilo",
    name: "Kilo Code CLI",
    follows: "7.7.9, captured; runs in tests",
    detect: [".kilo", ".kilocode", "kilo.json", "kilo.jsonc"],
    events: [`${PLUGIN_EVENTS[0]} (write, edit, bash)`],
    blockChannel: "the reason instead of the tool's result (findings outside strict mode follow it)",
    limits: [
        "a plugin (.kilo/plugins/qgate.ts), loaded when Kilo starts",
        "no hook can hold the end of a turn: every block is an edit's",
    ],
    recognise: (payload) => isPluginPayload(payload, "kilo"),
    trustsFlag: true,
    read: (payload) => readPluginPayload(payload, "kilo"),
    answer: (outcome) => answerPlugin(outcome),
    installer: async () => (await import("./install.js")).kiloInstaller,
    samples: ["write", "edit", "bash"].map((tool) => `${SAMPLES}/tool.execute.after-${tool}.input.json`),
};
export default kilo;
