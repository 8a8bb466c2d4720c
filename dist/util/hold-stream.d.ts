/** Holding what is written to stdout or stderr: the CLI holds its output to redact it, the daemon to send it. */
export type Write = typeof process.stdout.write;
/** Holds what is written to `stream` until release(), which restores the stream and returns the bytes. */
export declare function holdStream(stream: NodeJS.WriteStream): {
    release(): Buffer;
    original: Write;
};
