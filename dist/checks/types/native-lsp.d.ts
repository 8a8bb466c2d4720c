import type * as Lsp from "vscode-languageserver-protocol/node";
import type { CheckContext } from "../check.js";
import type { NativeDiagnostic } from "./messages.js";
/**
 * How long the server may take to answer one run (its start included) before qgate gives up on it,
 * ends it and runs `tsc` instead. A first answer loads the whole project, as a full `tsc` run would;
 * anything slower than this is a server that is stuck, not busy.
 */
export declare const LSP_ANSWER_MS = 30000;
/** Sets the bound (tests: a stopped server must be given up on without waiting 30 s); undefined resets it. */
export declare function setLspAnswerBound(ms: number | undefined): void;
/** Why the server could not answer: the caller falls back to a `tsc` run and says so once. */
export declare class LspUnavailable extends Error {
}
export interface LspCommand {
    file: string;
    args: string[];
}
export interface LspRequest {
    root: string;
    command: LspCommand;
    /** Every file of the project (absolute): their stamps tell the server what changed on disk. */
    projectFiles: Iterable<string>;
    /** The config files the project was parsed from: when one changes, the session starts again. */
    configFiles: Iterable<string>;
    /** Files to report on (absolute): the changed files and their dependents. */
    report: Iterable<string>;
    /** Deleted files (absolute). */
    deleted: Iterable<string>;
    /** Content that differs from the work tree (the snapshot checked); null where the snapshot has no file. */
    overlay?: ReadonlyMap<string, string | null> | undefined;
    signal: AbortSignal;
    registerChild: CheckContext["registerChild"];
}
/**
 * An LSP diagnostic as `tsc --pretty false` prints it (and parseNativeOutput reads it): 1-based
 * position, the code as a number, and elaboration lines joined into one line with single spaces.
 * Suggestions (hints: "declared but never read" without noUnusedLocals...) are the editor's, not
 * tsc's, and are left out.
 */
export declare function lspToNative(file: string, diagnostic: Lsp.Diagnostic): NativeDiagnostic | undefined;
/**
 * The diagnostics of `request.report`, from the project's language server (started on first use,
 * restarted when a config file changed or the last one died). Throws LspUnavailable when the server
 * cannot start, dies, or does not answer within LSP_ANSWER_MS; the session is then ended, and the
 * next run starts a new one.
 */
export declare function lspDiagnostics(request: LspRequest): Promise<NativeDiagnostic[]>;
/** Ends every server this process started (tests; a worker's end kills them through its host). */
export declare function closeLspSessions(): void;
/** The pids of the running servers (tests). */
export declare function lspSessionPids(): number[];
