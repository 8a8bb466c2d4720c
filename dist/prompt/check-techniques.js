/** The staged techniques of the seed's table, each done with its stages in order. */
import { add, HAS_PLACEHOLDER } from "./lint-context.js";
import { findSections, substance } from "./sections.js";
import { CONDITIONAL_LINE, EXTENDED_THINKING, PATTERN_BASED, STAGES, detectStaged, } from "./techniques.js";
const STAGE_WORD = {
    "self-refine": "Self-refine",
    "iterative-refinement": "Iterative refinement",
    "progressive-context": "Progressive context",
};
function stagedSuggestion(technique) {
    const labels = STAGES[technique].map((stage) => stage.label);
    return `Write the stages in this order:\n${labels.map((label, i) => `${i + 1}. ${label[0]?.toUpperCase()}${label.slice(1)}`).join("\n")}\n(qgate prompt new ${technique} prints a full skeleton.)`;
}
export function checkTechniques(ctx, techniques) {
    const plain = ctx.scan.plain;
    if (EXTENDED_THINKING.test(plain))
        techniques.add("extended-thinking");
    const template = findSections(ctx.text, ctx.scan, "template").filter((s) => substance(s.content) !== "");
    const resource = findSections(ctx.text, ctx.scan, "resource").filter((s) => substance(s.content) !== "" || HAS_PLACEHOLDER.test(s.content));
    if (PATTERN_BASED.test(plain) || template.length > 0)
        techniques.add("pattern-based");
    if (CONDITIONAL_LINE.test(plain))
        techniques.add("conditional-logic");
    if (template.length > 0 && resource.length > 0)
        techniques.add("template-generation");
    else if (template.length > 0 &&
        /\b(?:GET|POST|PUT|PATCH|DELETE)\b/.test(template.map((t) => t.content).join("\n")))
        add(ctx, "template-resource-missing", `The route template on line ${template[0]?.line} names no resource to apply it to`, "Name the subject, e.g. <resource>invoice</resource> (fields: id, customerId, total, dueDate).", template[0]?.line);
    for (const technique of Object.keys(STAGES)) {
        const result = detectStaged(technique, plain, ctx.lineOf);
        if (result.status === "complete")
            techniques.add(technique);
        else if (result.status === "incomplete")
            add(ctx, "technique-incomplete", `${STAGE_WORD[technique]} is started (${result.found.join("; ")}) but misses: ${result.missing.join("; ")}`, stagedSuggestion(technique));
        else if (result.status === "out-of-order")
            add(ctx, "technique-out-of-order", `${STAGE_WORD[technique]}'s stages are out of order: ${result.found.join(" → ")}`, stagedSuggestion(technique), result.line);
    }
}
