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
/**
 * The editor door's fix (`qgate lsp`) with Biome: the text on stdin through `biome check --write`
 * with its formatter off (Biome's safe fixes and import sorting, as the lint check's `--fix` applies
 * them), printed. Undefined when nothing changes; an Error with Biome's reason when it cannot run.
 */
export declare function biomeFixedText(root: string, absFile: string, text: string, configFile: string | undefined): Promise<string | undefined>;
export {};
