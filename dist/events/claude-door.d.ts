import type { ClaudeEvent } from "./claude.js";
import type { HookContext } from "./context.js";
export interface ClaudeOutput {
    exitCode: number;
    /** JSON object for stdout, if any. */
    json?: Record<string, unknown>;
    /** Text for stderr, if any. */
    stderr?: string;
}
export declare function runClaudeEvent(ctx: HookContext, event: ClaudeEvent): Promise<ClaudeOutput>;
