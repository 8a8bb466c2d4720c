/**
 * The techniques of the seed's table (section 10.2), recognised from the prompt's wording.
 * The three staged ones (self-refine, iterative refinement, progressive context) must show every stage
 * in order; a prompt that starts one and skips or reorders stages gets told which.
 */
export const TECHNIQUES = [
    "role-assignment",
    "extended-thinking",
    "self-refine",
    "focused-context",
    "progressive-context",
    "constraint-driven",
    "pattern-based",
    "iterative-refinement",
    "conditional-logic",
    "template-generation",
];
export const STAGES = {
    "self-refine": [
        { label: "generate an implementation", pattern: /\b(?:generate|implement|write|create|build|draft)\b/gi },
        {
            label: "critique it (security, error handling, performance, maintainability, edge cases)",
            pattern: /\b(?:critique|critically review|review (?:it|your|the (?:code|implementation|result))|identify (?:weaknesses|flaws|problems))\b/gi,
        },
        {
            label: "refactor based on the critique",
            pattern: /\b(?:refactor|rewrite|revise|improve)\b[^.\n]{0,60}\b(?:based on|using|addressing|according to|per)\b[^.\n]{0,20}\b(?:critique|review|feedback|findings|problems|weaknesses)\b/gi,
        },
    ],
    "iterative-refinement": [
        { label: "initial requirements", pattern: /\binitial (?:requirements?|version|draft|pass)\b/gi },
        {
            label: "added specificity",
            pattern: /\b(?:add(?:ed|ing)? (?:more )?specific(?:ity|s)|more specific(?:ity)?|specifics)\b/gi,
        },
        { label: "technical details", pattern: /\btechnical details?\b/gi },
        {
            label: "polish and edge cases",
            pattern: /\bpolish\b[^.\n]{0,40}\bedge cases?\b|\bedge cases?\b[^.\n]{0,40}\bpolish\b/gi,
        },
    ],
    "progressive-context": [
        { label: "high-level design", pattern: /\bhigh[- ]level (?:design|architecture|overview|plan)\b/gi },
        {
            label: "component breakdown",
            pattern: /\bcomponent(?:s)? (?:breakdown|design|list)\b|\bbreak (?:it|this|the \w+) down into (?:components|modules|parts)\b/gi,
        },
        {
            label: "detailed implementation",
            pattern: /\bdetailed implementation\b|\bimplementation details\b|\bimplement (?:each|every|the) (?:component|module)s?\b/gi,
        },
    ],
};
/** Words that show the prompt means to work in passes or stages, so partial stages are worth a hint. */
const STAGE_MARKERS = {
    "self-refine": /\b(?:self[- ]refine|critique)\b/i,
    "iterative-refinement": /\b(?:pass|iteration|round)\s*(?:[1-4]|one|two|three|four)\b|\b(?:first|second|third|fourth|final) (?:pass|iteration|round)\b|\biterative(?:ly)? refine/i,
    "progressive-context": /\bstage\s*(?:[1-3]|one|two|three)\b|\b(?:first|second|third) stage\b|\bprogressive(?:ly)?\b|\bin stages\b/i,
};
/**
 * Whether the stages appear in order: each one found after the previous one. Returns the positions
 * of the first occurrence of each stage (or -1) and whether an ordered chain exists.
 */
function stagePositions(text, stages) {
    // Fresh copies: the shared global regexes must not carry lastIndex from one call to the next.
    const patterns = stages.map((stage) => new RegExp(stage.pattern.source, "gi"));
    const first = patterns.map((pattern) => pattern.exec(text)?.index ?? -1);
    let cursor = -1;
    let ordered = true;
    for (const pattern of patterns) {
        let found = -1;
        for (const match of text.matchAll(new RegExp(pattern.source, "gi"))) {
            if (match.index > cursor) {
                found = match.index;
                break;
            }
        }
        if (found === -1) {
            ordered = false;
            break;
        }
        cursor = found;
    }
    return { first, ordered };
}
export function detectStaged(technique, text, lineOf) {
    const stages = STAGES[technique];
    const { first, ordered } = stagePositions(text, stages);
    const found = stages.filter((_, i) => (first[i] ?? -1) >= 0);
    const missing = stages.filter((_, i) => (first[i] ?? -1) < 0).map((s) => s.label);
    const order = stages
        .map((stage, i) => ({ label: stage.label, at: first[i] ?? -1 }))
        .filter((s) => s.at >= 0)
        .sort((a, b) => a.at - b.at)
        .map((s) => s.label);
    if (missing.length === 0) {
        if (ordered)
            return { technique, status: "complete", found: order, missing };
        // The first stage (in the prompt) that comes before a stage it should follow.
        const early = stages.findIndex((_, i) => i > 0 && (first[i] ?? 0) < (first[i - 1] ?? 0));
        return {
            technique,
            status: "out-of-order",
            found: order,
            missing,
            line: lineOf(first[Math.max(early, 0)] ?? 0),
        };
    }
    // Partial stages are only worth a hint when the prompt shows it means to work in stages.
    const attempted = found.length >= 2 && (STAGE_MARKERS[technique].test(text) || (stages.length === 4 && found.length >= 3));
    return { technique, status: attempted ? "incomplete" : "absent", found: order, missing };
}
export const EXTENDED_THINKING = /\b(?:step[- ]by[- ]step|think (?:carefully|through|hard|about)|reason (?:through|about|carefully)|walk (?:me )?through your reasoning|before (?:answering|you answer|writing code),? (?:think|consider|reason))\b/i;
export const PATTERN_BASED = /\b(?:follow|use|apply|using|match)\b[^.\n]{0,50}\bpattern\b|\b(?:repository|factory|strategy|observer|adapter|decorator|singleton|builder|command|mvc|mvvm|hexagonal|cqrs|event[- ]sourcing|middleware|pub\/sub) pattern\b|\bfollow (?:the )?(?:existing )?(?:conventions?|structure) (?:of|in|from)\b/i;
// `[ \t]`, not `\s`: with the m flag `\s*` would run across blank lines and make this quadratic. The
// bullet's own spaces live inside the optional group: two `[ \t]*` side by side split a long run of
// blanks (tag tokens are blanked in the plain text) every possible way, which is quadratic too.
export const CONDITIONAL_LINE = /^[ \t]*(?:(?:[-*+]|\d+[.)])[ \t]*)?if\b[^\n]{3,}?(?:\bthen\b|:|,|->|→)/im;
