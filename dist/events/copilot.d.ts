/**
 * GitHub Copilot CLI and coding agent hooks (`.github/hooks/*.json`), written from GitHub's "Copilot
 * CLI hooks reference" (github/docs, content/copilot/reference/copilot-cli-reference/
 * cli-hooks-reference.md at 927566b; no client to capture here). Its camelCase payloads name neither
 * the event nor the assistant, so the installed command passes `--event`; without it the event is told
 * by its fields. `toolArgs` may be a JSON string holding the arguments (parsed twice), and tool names
 * are lower-case: `create` and `edit` write the file at `path`.
 *
 *   postToolUse (create, edit)   ->  PostToolUse   its answer is ignored: gated and recorded
 *   agentStop                    ->  Stop          {"decision":"block","reason"}: another turn
 *   errorOccurred (error{})      ->  qgate's error routing (logs, webhook), like the seed's error-occurred
 *   userPromptSubmitted          ->  UserPromptSubmit (metrics; its answer is ignored)
 *   sessionEnd                   ->  SessionEnd
 *
 * Copilot skips a hook that exits non-zero, so every answer is exit 0, the block in the JSON. It sends
 * no loop flag: qgate's session record bounds the stop blocks (session.ts).
 */
import type { ClaudeOutput } from "./claude-door.js";
import type { ClaudeEvent, EditedFile } from "./claude.js";
import { type Json } from "./json.js";
export declare const COPILOT_EVENTS: readonly ["postToolUse", "agentStop", "errorOccurred", "userPromptSubmitted", "sessionEnd"];
/** Copilot's tools that write a file, and the argument naming it. */
export declare const COPILOT_EDITING_TOOLS: Set<string>;
/** Copilot's camelCase payload: `sessionId`/`toolName`/`toolArgs` and a numeric `timestamp`. */
export declare function isCopilotPayload(data: Json): boolean;
/** The file a Copilot tool wrote (create: `file_text`; edit: `new_str`). */
export declare function copilotEditedFile(toolName: string, args: Json): EditedFile | undefined;
/** Copilot's payload as qgate's event; undefined for an event qgate does not handle. */
export declare function fromCopilot(data: Json, named: string | undefined): ClaudeEvent | undefined;
/** qgate's answer in Copilot's words: only agentStop's block is read; always exit 0. */
export declare function toCopilotOutput(output: ClaudeOutput, event: string): ClaudeOutput;
