/**
 * OpenCode (`opencode-ai`, followed at 1.18.33, run in the tests): no shell hooks, so qgate installs a
 * plugin (`.opencode/plugins/qgate.ts`, installers/opencode-plugin.ts) whose `tool.execute.after`
 * runs `qgate hook --assistant opencode`; hook/plugin-door.ts reads what it sends and answers it.
 */
import type { Assistant } from "../assistant.js";
declare const opencode: Assistant;
export default opencode;
