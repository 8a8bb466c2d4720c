/**
 * The prompt score: 100 minus the points of each finding, each finding id capped, floored at 0.
 * The table is the documentation (README "Prompts and metrics" prints it); change both together.
 */
import { RULES, type Rule } from "./rules.js";

export { RULES, type FindingId, type Rule } from "./rules.js";

export function score(findings: ReadonlyArray<{ id: string }>): number {
  const taken = new Map<string, number>();
  for (const finding of findings) {
    const rule: Rule | undefined = (RULES as Record<string, Rule>)[finding.id];
    if (!rule) continue;
    taken.set(finding.id, Math.min(rule.cap, (taken.get(finding.id) ?? 0) + rule.points));
  }
  let total = 100;
  for (const points of taken.values()) total -= points;
  return Math.max(0, total);
}
