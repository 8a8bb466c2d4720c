/** GitHub Copilot CLI (`.github/hooks/qgate.json`): read.ts reads and answers; install.ts writes its hooks file. */
import type { Assistant } from "../assistant.js";
declare const copilot: Assistant;
export default copilot;
