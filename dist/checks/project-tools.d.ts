export declare const FORMAT_TOOLS: readonly ["prettier", "biome", "oxfmt", "dprint"];
export declare const LINT_TOOLS: readonly ["eslint", "biome", "oxlint"];
export type FormatTool = (typeof FORMAT_TOOLS)[number];
export type LintTool = (typeof LINT_TOOLS)[number];
type ToolName = FormatTool | LintTool;
/** The npm package each tool is installed as. */
export declare const TOOL_PACKAGES: Record<ToolName, string>;
/**
 * The versions qgate drives of the tools it runs as processes: the oldest is the first whose command
 * line qgate's matches (oxfmt's `--stdin-filepath` came in 0.18.0; Biome 1.8 has the JSON reporter;
 * dprint 0.45.0 is the oldest whose npm package ships every platform's binary, oxlint 1.1.0 likewise),
 * and both ends are tested (test/checks/own-tools-versions.test.ts, fixtures/oldest-tools and
 * fixtures/own-tools). docs/checks/format.md states the same ranges.
 */
export declare const SUPPORTED_VERSIONS: Record<"biome" | "oxlint" | "oxfmt" | "dprint", string>;
/**
 * Config file names as each CLI looks for them: Biome 2 (biome.json, biome.jsonc), oxlint 1.x and
 * oxfmt (the names their binaries list: JSON, JSONC, and the TypeScript configs their npm packages
 * load), dprint (dprint.json(c) or .dprint.json(c) in the directory or an ancestor), Prettier 3.
 * The result cache's key holds them too (engine/result-cache.ts).
 */
export declare const BIOME_CONFIG_FILES: string[];
export declare const OXLINT_CONFIG_FILES: string[];
export declare const OXFMT_CONFIG_FILES: string[];
export declare const DPRINT_CONFIG_FILES: string[];
export interface ToolChoice<T extends ToolName> {
    name: T;
    /** The config file that governs the file, when one does (absent: declared in package.json only). */
    configFile?: string | undefined;
}
/** The nearest config of `tool` governing `absFile`, within the project. */
export declare function findToolConfig(tool: Exclude<ToolName, "eslint">, absFile: string, root: string): string | undefined;
/**
 * The project's formatters for a file (empty: none of its own, so qgate's bundled Prettier), or the
 * policy's choice (`checks.format.tool`).
 */
export declare function projectFormatters(absFile: string, packageDir: string, root: string, chosen?: FormatTool): ToolChoice<FormatTool>[];
/**
 * The project's linters for a file (empty: none of its own, so qgate's bundled ESLint), or the
 * policy's choice (`checks.lint.tools`).
 */
export declare function projectLinters(absFile: string, packageDir: string, root: string, chosen?: readonly LintTool[]): ToolChoice<LintTool>[];
export {};
