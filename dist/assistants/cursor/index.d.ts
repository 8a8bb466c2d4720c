/** Cursor (`.cursor/hooks.json`): read.ts reads its payloads and answers them; install.ts its hooks file. */
import type { Assistant } from "../assistant.js";
declare const cursor: Assistant;
export default cursor;
