/**
 * Kilo Code CLI (`@kilocode/cli`, its binary followed at 7.7.9, run in the tests): a fork of OpenCode
 * with the same plugin API, loaded from `.kilo/plugins/` (never `.opencode/`). qgate installs the same
 * plugin there (installers/opencode-plugin.ts), naming `--assistant kilo`.
 */
import type { Assistant } from "../assistant.js";
declare const kilo: Assistant;
export default kilo;
