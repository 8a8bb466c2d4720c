import type { ClaudeEvent } from "./claude.js";
import type { HookContext } from "./context.js";
export interface ClaudeOutput {
    exitCode: number;
    /** JSON object for stdout, if any. */
    json?: Record<string, unknown>;
    /** Text for stderr, if any. */
    stderr?: string;
}
/**
 * Writes the door's answer. `warnings` (a slow run, logs that cannot be written) were held back during
 * the run: they go to stderr only when the hook does not block, since a block's stderr is the reason
 * the model reads and nothing else (a slow run is in the performance log either way).
 */
export declare function writeClaudeOutput(output: ClaudeOutput, warnings?: readonly string[]): number;
export declare function runClaudeEvent(ctx: HookContext, event: ClaudeEvent): Promise<ClaudeOutput>;
