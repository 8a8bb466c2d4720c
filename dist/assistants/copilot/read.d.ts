/**
 * GitHub Copilot CLI and coding agent hooks (`.github/hooks/*.json`): captured from Copilot CLI 1.0.102
 * (test/fixtures/assistants/copilot-1.0.102), first written from GitHub's "Copilot CLI hooks
 * reference" (github/docs at 927566b). Its camelCase payloads name neither the event nor the
 * assistant, so the installed command passes `--event`; without it the event is told by its fields.
 * `toolArgs` is an object in 1.0.102 (the docs showed a JSON string holding one: both are read), and
 * tool names are lower-case: `create` and `edit` write the file at `path`, `bash` runs a command.
 *
 *   postToolUse (create, edit)   ->  an edit        {"additionalContext"}: the findings, to the model
 *   agentStop                    ->  a turn's end   {"decision":"block","reason"}: another turn
 *   errorOccurred (error{})      ->  qgate's error routing (logs, webhook), like the seed's error-occurred
 *   userPromptSubmitted          ->  a prompt (metrics; its answer is ignored)
 *   sessionEnd                   ->  a session's end
 *
 * Copilot skips a hook that exits non-zero, so every answer is exit 0, the block in the JSON. agentStop
 * carries `stop_hook_active` in 1.0.102 (true in the turn a block started); a payload without it (as
 * the docs show) has qgate's session record bound the stop blocks instead (session.ts).
 */
import { type DoorAnswer, type HookEvent, type Outcome } from "../../hook/event.js";
import { type Json } from "../../hook/json.js";
export declare const COPILOT_EVENTS: readonly ["preToolUse", "postToolUse", "agentStop", "errorOccurred", "userPromptSubmitted", "sessionEnd"];
/** Copilot's camelCase payload: `sessionId`/`toolName`/`toolArgs` and a numeric `timestamp`. */
export declare function isCopilotPayload(data: Json): boolean;
/** Copilot's payload as qgate's event; HookInputError for an event qgate does not handle. */
export declare function readCopilot(data: Json, named: string | undefined): HookEvent;
/**
 * qgate's outcome in Copilot's words: agentStop's block, and preToolUse's denial (the secrets guard:
 * `permissionDecision: "deny"`, its reason shown, in the CLI hooks reference); always exit 0.
 * postToolUse cannot block (the file is written), but since 1.0.49 Copilot adds its
 * `additionalContext` to what the model reads next (github/copilot-cli#2980; shown on 1.0.102 by
 * test/e2e/copilot-cli.test.ts): a block's reason or the findings go there, and agentStop still holds
 * the agent while they fail. userPromptSubmitted's answer is ignored, so a prompt cannot be refused.
 */
export declare function answerCopilot(outcome: Outcome, event: HookEvent): DoorAnswer;
