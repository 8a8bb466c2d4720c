import type { WorkspaceDiagnostic } from "../../biome-server.js";
import type { ProcessLinter, ToolDiagnostic } from "./types.js";
/**
 * The warm server's diagnostics (biome-server.ts) as `biome check` reports them: positions from each
 * span (UTF-8 byte offsets into `text`), and assist actions as errors, since `biome check` enforces
 * them (`--enforce-assist`, on by default) where the workspace calls them information.
 */
export declare function fromWorkspace(file: string, text: string, items: WorkspaceDiagnostic[]): ToolDiagnostic[];
export declare const biomeLinter: ProcessLinter;
