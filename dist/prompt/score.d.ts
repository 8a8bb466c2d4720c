export { RULES, type FindingId, type Rule } from "./rules.js";
export declare function score(findings: ReadonlyArray<{
    id: string;
}>): number;
