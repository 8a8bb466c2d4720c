/**
 * Cline's hook payload (captured from the Cline CLI 3.0.65: test/fixtures/assistants/cline-3.0.65).
 * Each hook is a file named after the event; its stdin names the event by its 3.x name in `hookName`
 * (PostToolUse is `tool_result`) and the call in `tool_result` ({id, name, input, output, error?}),
 * with the legacy `postToolUse` object beside it. The CLI's tools: `editor` writes the file at
 * `input.path` (`new_text`; `old_text` for a replacement), `apply_patch` takes Codex's patch grammar
 * in `input.input`, `run_commands` runs `input.commands`. The workspace is `workspaceRoots[0]`.
 */
import { type HookEvent } from "../../hook/event.js";
import { type Json } from "../../hook/json.js";
/** The hook names qgate reads, by Cline's event file names. */
export declare const CLINE_EVENTS: Readonly<Record<string, string>>;
/** Whether a payload is Cline's: its `hookName` and its task id, and no `hook_event_name`. */
export declare function isClinePayload(data: Json): boolean;
export declare function readCline(data: Json): HookEvent;
