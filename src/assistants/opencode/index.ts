/**
 * OpenCode (`opencode-ai`, followed at 1.18.33, run in the tests): no shell hooks, so qgate installs a
 * plugin (`.opencode/plugins/qgate.ts`, installers/opencode-plugin.ts) whose `tool.execute.after`
 * runs `qgate hook --assistant opencode`; hook/plugin-door.ts reads what it sends and answers it.
 */
import type { Assistant } from "../assistant.js";
import { answerPlugin, isPluginPayload, PLUGIN_EVENTS, readPluginPayload } from "../../hook/plugin-door.js";

const SAMPLES = "test/fixtures/assistants/opencode-1.18.33";

const opencode: Assistant = {
  id: "opencode",
  name: "OpenCode",
  follows: "1.18.33, captured; runs in tests",
  detect: [".opencode", "opencode.json", "opencode.jsonc"],
  events: [`${PLUGIN_EVENTS[0]} (write, edit, apply_patch, bash)`],
  blockChannel: "the reason instead of the tool's result (findings outside strict mode follow it)",
  limits: [
    "a plugin (.opencode/plugins/qgate.ts), loaded when OpenCode starts",
    "no hook can hold the end of a turn: every block is an edit's",
  ],
  recognise: (payload) => isPluginPayload(payload, "opencode"),
  trustsFlag: true,
  read: (payload) => readPluginPayload(payload, "opencode"),
  answer: (outcome) => answerPlugin(outcome),
  installer: async () => (await import("./install.js")).opencodeInstaller,
  samples: ["write", "edit", "apply_patch", "bash"].map(
    (tool) => `${SAMPLES}/tool.execute.after-${tool}.input.json`,
  ),
};

export default opencode;
