/** XML-style structure: tags closed and nested, sections present, placeholders filled. */
import { type Context } from "./lint-context.js";
export declare function checkTags(ctx: Context): void;
export declare function checkStructure(ctx: Context): void;
export declare function checkPlaceholders(ctx: Context): void;
