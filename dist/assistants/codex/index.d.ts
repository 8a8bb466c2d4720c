/**
 * Codex CLI (`.codex/hooks.json`, captured from 0.169.0: test/fixtures/assistants/codex-0.169.0):
 * the common hook shape plus `turn_id` and `model`, its edits as `apply_patch` (hook/patch.ts), and
 * Claude Code's answers: a PostToolUse block replaces the tool's output for the model, a Stop block
 * another turn.
 */
import type { Assistant } from "../assistant.js";
declare const codex: Assistant;
export default codex;
