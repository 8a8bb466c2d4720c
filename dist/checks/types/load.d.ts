import { type ResolvedTool } from "../resolve-tool.js";
export type TsModule = typeof import("typescript");
/** The compiler API of a resolved TypeScript 5.x/6.x, loaded once per process. */
export declare function loadTypeScript(tool: ResolvedTool): Promise<TsModule>;
/** qgate's own TypeScript: parses configs and follows imports for projects on the native compiler. */
export declare function bundledTypeScript(root: string): Promise<TsModule>;
export declare function majorVersion(version: string): number;
/** TypeScript 7 and later ship a native `tsc` and no compiler API in their JavaScript entry. */
export declare function isNative(tool: ResolvedTool): boolean;
