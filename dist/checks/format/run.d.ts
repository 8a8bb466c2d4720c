import type { CheckContext, CheckResult } from "../check.js";
import { type ResolvedTool } from "../resolve-tool.js";
/** Ignore files as the Prettier CLI reads them (v3: .prettierignore and .gitignore; v2: .prettierignore). */
export declare function ignorePaths(tool: ResolvedTool, packageDir: string, root: string): string[];
/**
 * Plugin names in a config are resolved from the owning package, not from qgate's working directory
 * (Prettier would resolve them from process.cwd()). Anything unresolvable is passed on unchanged.
 */
export declare function resolvePlugins(plugins: unknown, packageDir: string): unknown[] | undefined;
export declare function runFormat(context: CheckContext): Promise<CheckResult>;
