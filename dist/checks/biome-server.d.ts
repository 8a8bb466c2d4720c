import type { CheckContext } from "./check.js";
import type { ToolCommand } from "./tool-process.js";
/** How long one answer (the server's start included) may take before the CLI runs instead. */
export declare const SERVER_ANSWER_MS = 10000;
/** A diagnostic as Biome's workspace protocol gives it (Biome 2). */
export interface WorkspaceDiagnostic {
    category?: string;
    severity?: string;
    description?: string;
    message?: {
        content?: unknown;
    }[] | string;
    location?: {
        span?: [number, number] | null;
    } | null;
}
/** `text` formatted by the project's Biome as `file`, from the warm server; undefined: run the CLI. */
export declare function formatWithServer(command: ToolCommand, dir: string, file: string, text: string, context: Pick<CheckContext, "longLived" | "fix" | "signal" | "registerChild">): Promise<string | undefined>;
/**
 * Biome's lint and assist diagnostics of `file` at `text`, from the warm server; undefined when a
 * diagnostic is a parse error (the CLI reports those) or the file is not served here.
 */
export declare function diagnoseWithServer(command: ToolCommand, dir: string, file: string, text: string, context: Pick<CheckContext, "longLived" | "fix" | "signal" | "registerChild">): Promise<WorkspaceDiagnostic[] | undefined>;
/** Ends every server this process started (tests). */
export declare function closeBiomeSessions(): void;
