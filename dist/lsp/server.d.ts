import type { RunCli } from "../daemon/run-request.js";
/** Keystrokes are gated once they pause this long. */
export declare const DEBOUNCE_MS = 300;
/** A buffer larger than this is not gated as one types (a generated file, a log opened by mistake). */
export declare const MAX_BUFFER_BYTES: number;
export interface LspOptions {
    runCli: RunCli;
    /** The workspace when the client names none (`qgate lsp --cwd`). */
    cwd?: string | undefined;
    debounceMs?: number;
}
export declare function serveLsp(options: LspOptions, input: NodeJS.ReadableStream, output: NodeJS.WritableStream): Promise<void>;
