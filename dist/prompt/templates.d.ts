import { TECHNIQUES, type Technique } from "./techniques.js";
export { TECHNIQUES, type Technique };
export interface TemplateOptions {
    /** Role sentence (or role, e.g. "a senior security engineer") to start with. */
    role?: string;
    /** Resource name for template-generation, e.g. "invoice". */
    resource?: string;
}
/** "a senior security engineer" -> "You are a senior security engineer."; a full sentence is kept. */
export declare function roleSentence(role: string): string;
export declare function isTechnique(name: string): name is Technique;
/** The skeleton for `technique`; `--resource` is only meaningful (and only accepted) for template-generation. */
export declare function promptTemplate(technique: Technique, options?: TemplateOptions): string;
