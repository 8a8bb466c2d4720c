/**
 * Cline (the CLI 3.0.65 and the VS Code extension's hook files; captured from the CLI:
 * test/fixtures/assistants/cline-3.0.65). qgate's hook is an executable file,
 * `.clinerules/hooks/PostToolUse.sh`, beside any of the user's own (Cline runs every file named after
 * the event and merges their answers).
 *
 *   PostToolUse (editor, apply_patch)  ->  an edit     {"contextModification": R}: a <hook_context>
 *   PostToolUse (run_commands)         ->  a shell run   user message after the tool's result
 *
 * Cline reads only stdout's JSON; the exit code is not used. `cancel` would end the whole run (not
 * the tool), and TaskComplete runs detached (its answer is never read), so a block is the reason as
 * context, and the end of a task cannot be held.
 */
import type { Assistant } from "../assistant.js";
declare const cline: Assistant;
export default cline;
