/** Holding what is written to stdout or stderr: the CLI holds its output to redact it, the daemon to send it. */

export type Write = typeof process.stdout.write;

/** Holds what is written to `stream` until release(), which restores the stream and returns the bytes. */
export function holdStream(stream: NodeJS.WriteStream): { release(): Buffer; original: Write } {
  const chunks: Buffer[] = [];
  // Saved to be put back exactly as it was (not bound: the stream calls it as its own method).
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const original = stream.write;
  stream.write = (chunk: string | Uint8Array, encoding?: unknown, callback?: unknown) => {
    chunks.push(
      typeof chunk === "string"
        ? Buffer.from(chunk, typeof encoding === "string" ? (encoding as BufferEncoding) : "utf8")
        : Buffer.from(chunk),
    );
    const done = typeof encoding === "function" ? encoding : callback;
    if (typeof done === "function") queueMicrotask(() => (done as () => void)());
    return true;
  };
  return {
    original,
    release() {
      stream.write = original;
      return Buffer.concat(chunks);
    },
  };
}
