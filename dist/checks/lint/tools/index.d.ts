import type { ChangedFile } from "../../../changes/change-set.js";
import { type CheckContext, type CheckResult } from "../../check.js";
import type { ProcessLinter } from "./types.js";
interface OwnLint {
    file: ChangedFile;
    packageDir: string;
    linter: ProcessLinter;
    configFile?: string | undefined;
}
export interface LintPlan {
    /** Files ESLint lints (the project's config, or qgate's default config when it has no linter). */
    eslint: ChangedFile[];
    own: OwnLint[];
}
export declare function planLint(context: CheckContext): LintPlan;
export declare function runOwnLinters(items: OwnLint[], context: CheckContext, result: CheckResult): Promise<void>;
export {};
