import { type Context } from "./lint-context.js";
import type { Technique } from "./techniques.js";
export declare function checkVague(ctx: Context): void;
export declare function checkAcceptance(ctx: Context): void;
export declare function checkSize(ctx: Context): void;
export declare function checkConstraints(ctx: Context, techniques: Set<Technique>): void;
