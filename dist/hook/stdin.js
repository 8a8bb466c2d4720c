/** Reading the hook's standard input without ever hanging the assistant. */
import { QgateError } from "../errors.js";
import { MAX_STDIN_BYTES, readStdinText } from "../util/read-stdin.js";
import { presetStdinValue } from "../util/stdin-preset.js";
import { doorMessages } from "../messages.js";
export { MAX_STDIN_BYTES };
/** Stdin held more than the cap: the hook says so and never blocks on it (the input was fine). */
export class StdinTooLargeError extends QgateError {
    maxBytes;
    constructor(maxBytes) {
        super("usage_error", doorMessages.stdinTooLarge(Math.round(maxBytes / (1024 * 1024))));
        this.maxBytes = maxBytes;
    }
}
/**
 * Everything on stdin until it closes, or what arrived before `idleMs` passed without new data
 * (an assistant that leaves stdin open must not stall the hook). A terminal is never read.
 * More than `maxBytes` rejects with StdinTooLargeError (never a silently cut, "malformed" text).
 */
export function readStdin(idleMs, maxBytes = MAX_STDIN_BYTES) {
    const preset = presetStdinValue();
    if (preset?.tooLarge)
        return Promise.reject(new StdinTooLargeError(maxBytes));
    if (preset)
        return Promise.resolve(preset.text);
    return readStdinText(idleMs, maxBytes).then((read) => {
        if (read === undefined)
            return "";
        if ("tooLarge" in read)
            throw new StdinTooLargeError(maxBytes);
        return read.text;
    });
}
