/**
 * Auggie, Augment Code's CLI (`@augmentcode/auggie` 0.36.0, from its code and docs: not run here, its
 * model runs behind Augment's service). Hooks in `.augment/settings.json`, Claude Code's nested shape,
 * but its own payload: `conversation_id`, `workspace_roots`, `tool_name`, `tool_input`,
 * `tool_output`, `tool_error`, and on PostToolUse the files the tool changed, `file_changes`
 * ([{path, changeType: create|edit|delete, content, oldContent}], built by Auggie for `save-file` and
 * `str-replace-editor`, its numbered `old_str_N` edits too).
 *
 *   PostToolUse (save-file, str-replace-editor, remove-files, apply_patch)  ->  an edit
 *   PostToolUse (launch-process)                                            ->  a shell run
 *   Stop                                                                    ->  a turn's end
 *
 * Exit 2 sends stderr to the agent as "[PostToolUse]: …" (the prefix is the event's name); the JSON
 * `additionalContext` goes to it as a message. Its Stop carries no loop flag, so qgate's session
 * record bounds the blocks (`guardStops`).
 */
import type { Assistant } from "../assistant.js";
declare const auggie: Assistant;
export default auggie;
