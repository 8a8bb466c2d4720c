/** Reading the hook's standard input without ever hanging the assistant. */
import { QgateError } from "../errors.js";
import { presetStdinValue } from "../util/stdin-preset.js";
/** Hook input beyond this is not read: a Write of a huge file still fits (Claude Code sends its content). */
export const MAX_STDIN_BYTES = 64 * 1024 * 1024;
/** Stdin held more than the cap: the hook says so and never blocks on it (the input was fine). */
export class StdinTooLargeError extends QgateError {
    maxBytes;
    constructor(maxBytes) {
        super("usage_error", `hook input larger than ${Math.round(maxBytes / (1024 * 1024))} MB: not checked`);
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
    const stdin = process.stdin;
    if (stdin.isTTY)
        return Promise.resolve("");
    return new Promise((resolve, reject) => {
        const chunks = [];
        let size = 0;
        let timer;
        const done = () => {
            clearTimeout(timer);
            stdin.removeListener("data", onData);
            stdin.removeListener("end", done);
            stdin.removeListener("error", done);
            stdin.pause();
            stdin.destroy();
            if (size > maxBytes)
                reject(new StdinTooLargeError(maxBytes));
            else
                resolve(Buffer.concat(chunks).toString("utf8"));
        };
        const arm = () => {
            clearTimeout(timer);
            timer = setTimeout(done, idleMs);
        };
        // Past the cap the rest is read and dropped, so the assistant's write never fails on a closed pipe.
        const onData = (chunk) => {
            size += chunk.length;
            if (size <= maxBytes)
                chunks.push(chunk);
            else
                chunks.length = 0;
            arm();
        };
        stdin.on("data", onData);
        stdin.once("end", done);
        stdin.once("error", done);
        arm();
    });
}
