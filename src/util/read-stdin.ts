/** Reading standard input without ever hanging: the hook door and the daemon client share it. */

/** Input beyond this is not kept: a Write of a huge file still fits (Claude Code sends its content). */
export const MAX_STDIN_BYTES = 64 * 1024 * 1024;

export type StdinRead = { text: string } | { tooLarge: true };

/**
 * Everything on stdin until it closes, or what arrived before `idleMs` passed without new data (an
 * assistant that leaves stdin open must not stall a hook); no `idleMs` waits for the end. A terminal
 * is never read (undefined). Past `maxBytes` the rest is read and dropped, so the writer never fails on
 * a closed pipe, and the answer is `tooLarge` (never a silently cut text).
 */
export function readStdinText(
  idleMs: number | undefined,
  maxBytes = MAX_STDIN_BYTES,
): Promise<StdinRead | undefined> {
  const stdin = process.stdin;
  if (stdin.isTTY) return Promise.resolve(undefined);
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
      resolve(size > maxBytes ? { tooLarge: true } : { text: Buffer.concat(chunks).toString("utf8") });
    };
    const arm = () => {
      if (idleMs === undefined) return;
      clearTimeout(timer);
      timer = setTimeout(done, idleMs);
    };
    const onData = (chunk: Buffer) => {
      size += chunk.length;
      if (size <= maxBytes) chunks.push(chunk);
      else chunks.length = 0;
      arm();
    };
    stdin.on("data", onData);
    stdin.once("end", done);
    stdin.once("error", done);
    arm();
  });
}
