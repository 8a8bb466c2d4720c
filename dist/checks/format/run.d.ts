import type { CheckContext, CheckResult } from "../check.js";
import { type ResolvedTool } from "../resolve-tool.js";
/** Ignore files as the Prettier CLI reads them (v3: .prettierignore and .gitignore; v2: .prettierignore). */
export declare function ignorePaths(tool: ResolvedTool, packageDir: string, root: string): string[];
export declare function runFormat(context: CheckContext): Promise<CheckResult>;
