/** The staged techniques of the seed's table, each done with its stages in order. */
import { type Context } from "./lint-context.js";
import { type Technique } from "./techniques.js";
export declare function checkTechniques(ctx: Context, techniques: Set<Technique>): void;
