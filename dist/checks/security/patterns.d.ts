import type { ESLint } from "eslint";
import type { Finding } from "../check.js";
import { type RuleLevel } from "./rule-set.js";
import { type PatternTriggers } from "./triggers.js";
export interface PatternLinter {
    eslint: ESLint;
    version: string;
    /** What can make its rules report (triggers.ts); undefined: any file can, so every file is linted. */
    triggers: PatternTriggers | undefined;
}
/** Whether the parser for TypeScript files has been loaded in this process (for tests). */
export declare function tsParserLoaded(): boolean;
/** The process-wide linter for `root` and `rules`. A failed creation is not cached. */
export declare function loadPatternLinter(root: string, rules: Record<string, RuleLevel>): Promise<PatternLinter>;
/**
 * Lints one script file's content; `absPath` decides the parser and the config block. A TypeScript
 * file that certainly has nothing to report (triggers.ts) is not linted, unless `prove` is false.
 */
export declare function scanPatterns(root: string, relPath: string, absPath: string, content: string, rules: Record<string, RuleLevel>, { prove }?: {
    prove?: boolean;
}): Promise<Finding[]>;
