/**
 * The prompt score: 100 minus the points of each finding, each finding id capped, floored at 0.
 * The table is the documentation (README "Prompts and metrics" prints it); change both together.
 */
import { RULES } from "./rules.js";
export { RULES } from "./rules.js";
export function score(findings) {
    const taken = new Map();
    for (const finding of findings) {
        const rule = RULES[finding.id];
        if (!rule)
            continue;
        taken.set(finding.id, Math.min(rule.cap, (taken.get(finding.id) ?? 0) + rule.points));
    }
    let total = 100;
    for (const points of taken.values())
        total -= points;
    return Math.max(0, total);
}
