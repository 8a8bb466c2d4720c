import { type ResolvedTool } from "../resolve-tool.js";
export interface LintMessage {
    ruleId: string | null;
    /** 1 = warning, 2 = error. */
    severity: number;
    message: string;
    line?: number;
    column?: number;
    endLine?: number;
    endColumn?: number;
    fatal?: boolean;
    fix?: unknown;
}
export interface LintResult {
    filePath: string;
    messages: LintMessage[];
    /** The fixed text, when fixing changed it. */
    output?: string;
}
export interface ESLintInstance {
    lintText(code: string, options: {
        filePath: string;
        warnIgnored?: boolean;
    }): Promise<LintResult[]>;
    calculateConfigForFile?(filePath: string): Promise<unknown>;
}
export type LintMode = "flat" | "legacy" | "default";
export interface InstanceSpec {
    tool: ResolvedTool;
    mode: LintMode;
    /** The directory ESLint runs in: the flat config's dir, the legacy config's package, or the owning package. */
    cwd: string;
    /** The flat or legacy config file (absent for `default`). */
    configFile?: string;
    fix: boolean;
    /** qgate's built-in config, for `default` mode. */
    defaultConfig?: () => Promise<unknown[]>;
    /** Tells apart instances with different built-in configs (with or without typescript-eslint). */
    variant?: string;
}
/** A cached ESLint instance for this tool, mode, directory, config and fix setting. */
export declare function getESLint(spec: InstanceSpec): Promise<ESLintInstance>;
/** How many ESLint instances this process keeps warm. */
export declare function eslintCacheSize(): number;
