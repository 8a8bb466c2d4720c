import type { HookContext } from "../../hook/context.js";
import type { SeedEvent } from "./read.js";
export declare function runSeedEvent(ctx: HookContext, event: SeedEvent): Promise<number>;
