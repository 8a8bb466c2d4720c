/** ESLint results and errors in qgate's terms: findings, and one-line failure messages. */
import type { Finding } from "../check.js";
import type { LintMessage } from "./instances.js";
export declare function toFinding(file: string, message: LintMessage): Finding;
export interface Crash {
    /** One line: which rule crashed on which file, or what failed. */
    message: string;
    /** A rule threw on this file's content: other files of the group may still lint. */
    inRule: boolean;
}
/**
 * ESLint appends "Occurred while linting <file>:<line>" and `Rule: "<id>"` to an error a rule throws
 * (and sets `ruleId`); "Error while loading rule '<id>'" when a rule's `create` throws. Anything else
 * (a broken config, a missing plugin) is not about one file.
 */
export declare function describeCrash(error: unknown, file: string, tool: string): Crash;
