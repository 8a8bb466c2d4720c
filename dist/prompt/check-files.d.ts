import { type Context } from "./lint-context.js";
import type { Technique } from "./techniques.js";
export declare function checkRelevantFiles(ctx: Context, techniques: Set<Technique>): void;
