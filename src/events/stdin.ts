/** Reading the hook's standard input without ever hanging the assistant. */

/**
 * Everything on stdin until it closes, or what arrived before `idleMs` passed without new data
 * (an assistant that leaves stdin open must not stall the hook). A terminal is never read.
 */
export function readStdin(idleMs: number, maxBytes = 8 * 1024 * 1024): Promise<string> {
  const stdin = process.stdin;
  if (stdin.isTTY) return Promise.resolve("");
  return new Promise((resolve) => {
    const chunks: Buffer[] = [];
    let size = 0;
    let timer: NodeJS.Timeout | undefined;
    const done = () => {
      clearTimeout(timer);
      stdin.removeListener("data", onData);
      stdin.removeListener("end", done);
      stdin.removeListener("error", done);
      stdin.pause();
      stdin.destroy();
      resolve(Buffer.concat(chunks).toString("utf8"));
    };
    const arm = () => {
      clearTimeout(timer);
      timer = setTimeout(done, idleMs);
    };
    const onData = (chunk: Buffer) => {
      if (size < maxBytes) chunks.push(chunk);
      size += chunk.length;
      arm();
    };
    stdin.on("data", onData);
    stdin.once("end", done);
    stdin.once("error", done);
    arm();
  });
}
