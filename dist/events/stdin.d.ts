/** Reading the hook's standard input without ever hanging the assistant. */
import { QgateError } from "../errors.js";
/** Hook input beyond this is not read: a Write of a huge file still fits (Claude Code sends its content). */
export declare const MAX_STDIN_BYTES: number;
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
