/**
 * Factory Droid (`droid` 0.225.2, from its code and docs: not run here, its model needs a Factory
 * account). Claude Code's hook shape in `.factory/hooks.json`, with Droid's own tool names:
 *
 *   PostToolUse (Create, Edit, MultiEdit)  ->  an edit       exit 2: stderr reaches the model as a
 *   PostToolUse (ApplyPatch)               ->  an edit         system message "[Hook Feedback] …"
 *   PostToolUse (Execute)                  ->  a shell run     (the tool's result is kept)
 *   Stop                                   ->  a turn's end  exit 2: the agent goes on with stderr
 *
 * `Create` takes `file_path` and `content`, `Edit` `file_path`, `old_str`, `new_str`; `ApplyPatch`
 * the patch text (Codex's grammar) in `input`; `Execute` a `command`. Findings that do not block go as
 * `additionalContext`, which Droid adds as a system message only the model sees.
 */
import type { Assistant } from "../assistant.js";
declare const droid: Assistant;
export default droid;
