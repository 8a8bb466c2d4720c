/** Holding what is written to stdout or stderr: the CLI holds its output to redact it, the daemon to send it. */
export type Write = typeof process.stdout.write;
/**
 * Writes to the terminal now, even while the stream is held: for a progress line, which must show
 * during the run, not after it (it carries check names and counts only, nothing to redact).
 */
export declare function writeLive(stream: NodeJS.WriteStream, text: string): void;
/** Holds what is written to `stream` until release(), which restores the stream and returns the bytes. */
export declare function holdStream(stream: NodeJS.WriteStream, options?: {
    live?: (text: string) => void;
}): {
    release(): Buffer;
    original: Write;
};
