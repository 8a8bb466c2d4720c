import type { ExplainResult } from "./tools.js";
export declare function explainRule(root: string, rule: string): Promise<ExplainResult>;
