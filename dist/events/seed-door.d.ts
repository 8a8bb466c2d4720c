import type { HookContext } from "./context.js";
import type { SeedEvent } from "./seed.js";
export declare function runSeedEvent(ctx: HookContext, event: SeedEvent): Promise<number>;
