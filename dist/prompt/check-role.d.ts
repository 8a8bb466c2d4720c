/** The role sentence: present, first, and specific (role-assignment). */
import { type Context } from "./lint-context.js";
import type { Technique } from "./techniques.js";
export declare const ROLE_START: RegExp;
/** The plain text's first line that is not a Markdown heading, and its first sentence. */
export declare function opening(plain: string): string;
export declare function checkRole(ctx: Context, techniques: Set<Technique>): void;
