/**
 * Windsurf (Cascade hooks, from its docs: no client runs here). Its `post_write_code` hook cannot
 * block and reaches no model: qgate gates and records every edit, and shows its findings to the user.
 */
import type { Assistant } from "../assistant.js";
declare const windsurf: Assistant;
export default windsurf;
