/**
 * Claude Code (`.claude/settings.json`): its hook JSON is the common shape (hook/common-shape.ts),
 * its answer exit 2 with the reason on stderr and in `{"decision":"block"}`. Installed by
 * `qgate install claude` (install.ts), with the seed's positional keys beside its own entries.
 */
import type { Assistant } from "../assistant.js";
declare const claude: Assistant;
export default claude;
