/**
 * The reader of a pipe may go away early (`qgate check | head`): that is not qgate's failure and must
 * not end in a stack trace or another exit code. Any other error writing `stream` is exit code 2, said
 * by `onOtherError` (the CLI's message). Installed once per stream, by whichever writes first.
 */
/**
 * The streams guarded, on globalThis: the thin client (a CommonJS bundle) and the CLI (an ES module
 * bundle) each have a copy of this module (scripts/bundle.js), and a stream is guarded once.
 */
const shared = globalThis as { [key: symbol]: WeakSet<NodeJS.WritableStream> | undefined };
const guarded = (shared[Symbol.for("qgate.guardedStreams")] ??= new WeakSet<NodeJS.WritableStream>());

export function guardStdout(stream: NodeJS.WritableStream, onOtherError: (code: string) => void): void {
  if (guarded.has(stream)) return;
  guarded.add(stream);
  stream.on("error", (error: NodeJS.ErrnoException) => {
    if (error.code === "EPIPE") return;
    process.exitCode = 2;
    onOtherError(error.code ?? "error");
  });
}
