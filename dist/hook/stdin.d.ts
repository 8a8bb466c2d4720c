/** Reading the hook's standard input without ever hanging the assistant. */
import { QgateError } from "../errors.js";
import { MAX_STDIN_BYTES } from "../util/read-stdin.js";
export { MAX_STDIN_BYTES };
/** Stdin held more than the cap: the hook says so and never blocks on it (the input was fine). */
export declare class StdinTooLargeError extends QgateError {
    readonly maxBytes: number;
    constructor(maxBytes: number);
}
/**
 * Everything on stdin until it closes, or what arrived before `idleMs` passed without new data
 * (an assistant that leaves stdin open must not stall the hook). A terminal is never read.
 * More than `maxBytes` rejects with StdinTooLargeError (never a silently cut, "malformed" text).
 */
export declare function readStdin(idleMs: number, maxBytes?: number): Promise<string>;
