/**
 * Gemini CLI's hooks (captured from Gemini CLI 0.61.0, test/fixtures/assistants/gemini-0.61.0): the
 * common hook shape under its own event names, answered in its own words.
 *
 *   AfterTool (write_file, replace)  ->  an edit        deny + reason replaces the tool's result
 *   AfterAgent                       ->  a turn's end   block + reason: the agent goes on
 *   BeforeAgent                      ->  a prompt       additionalContext for the turn
 *   SessionEnd                       ->  a session's end
 *
 * A Gemini block is exit 0 with the decision in the JSON (as captured), never exit 2: exit 2 would
 * make Gemini treat stderr as the reason as well.
 */
import type { Assistant } from "../assistant.js";
declare const gemini: Assistant;
export default gemini;
