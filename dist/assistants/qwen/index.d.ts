/**
 * Qwen Code (captured from 0.24.4: test/fixtures/assistants/qwen-0.24.4). A Gemini CLI fork whose hooks
 * copy Claude Code's: `.qwen/settings.json`, Claude Code's nested `hooks` shape and event names, and
 * its payload shape (`write_file`, `edit` and `run_shell_command` as tool names). It answers in its own
 * way on PostToolUse, where exit 2 and `decision:"block"` reach the model as nothing (run):
 *
 *   PostToolUse (write_file, edit)   ->  an edit       block: {"continue":false,"stopReason":R}, the
 *   PostToolUse (run_shell_command)  ->  a shell run     model gets R instead of the tool's result and
 *                                                        the turn goes on; findings: additionalContext
 *   Stop                             ->  a turn's end  {"decision":"block","reason":R}: a new user turn
 *
 * Its `write_file` is also Gemini CLI's tool name: a Qwen payload is told by its `prompt_id`
 * (`<session>########<n>`) or its transcript under `.qwen/`, and the room is asked before Gemini's.
 */
import type { Assistant } from "../assistant.js";
declare const qwen: Assistant;
export default qwen;
