/**
 * The techniques of the seed's table (section 10.2), recognised from the prompt's wording.
 * The three staged ones (self-refine, iterative refinement, progressive context) must show every stage
 * in order; a prompt that starts one and skips or reorders stages gets told which.
 */
export declare const TECHNIQUES: readonly ["role-assignment", "extended-thinking", "self-refine", "focused-context", "progressive-context", "constraint-driven", "pattern-based", "iterative-refinement", "conditional-logic", "template-generation"];
export type Technique = (typeof TECHNIQUES)[number];
interface Stage {
    label: string;
    pattern: RegExp;
}
export interface StagedResult {
    technique: Technique;
    status: "complete" | "incomplete" | "out-of-order" | "absent";
    /** Labels of the stages found, in the prompt's order. */
    found: string[];
    missing: string[];
    /** For out-of-order: line of the first stage found too early. */
    line?: number;
}
export declare const STAGES: Record<"self-refine" | "iterative-refinement" | "progressive-context", Stage[]>;
export declare function detectStaged(technique: keyof typeof STAGES, text: string, lineOf: (offset: number) => number): StagedResult;
export declare const EXTENDED_THINKING: RegExp;
export declare const PATTERN_BASED: RegExp;
export declare const CONDITIONAL_LINE: RegExp;
export {};
