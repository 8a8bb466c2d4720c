/**
 * A server door on stdio (`qgate mcp`, `qgate lsp`): stdout carries the protocol's messages and
 * nothing else. Anything else in the process that writes to stdout (a tool's stray log) goes to stderr
 * while the server runs, and stdout is put back however it ends.
 */
import { Writable } from "node:stream";

export async function withProtocolStdout(serve: (output: Writable) => Promise<void>): Promise<void> {
  const stdout = process.stdout;
  // eslint-disable-next-line @typescript-eslint/unbound-method
  const write = stdout.write;
  const output = new Writable({
    write(chunk: Buffer, _encoding, callback) {
      (
        write as (this: typeof stdout, chunk: Uint8Array, done: (error?: Error | null) => void) => boolean
      ).call(stdout, chunk, (error) => callback(error ?? null));
    },
  });
  const toStderr = ((chunk: string | Uint8Array, encoding?: unknown, callback?: unknown) =>
    (process.stderr.write as (...args: unknown[]) => boolean)(
      chunk,
      encoding,
      callback,
    )) as typeof stdout.write;
  stdout.write = toStderr;
  try {
    await serve(output);
  } finally {
    stdout.write = write;
  }
}
