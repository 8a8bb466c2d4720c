import { type HookEvent, type Outcome } from "./event.js";
import type { HookContext } from "./context.js";
export declare function runEvent(ctx: HookContext, event: HookEvent): Promise<Outcome>;
