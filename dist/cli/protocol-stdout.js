/**
 * A server door on stdio (`qgate mcp`, `qgate lsp`): stdout carries the protocol's messages and
 * nothing else. Anything else in the process that writes to stdout (a tool's stray log) goes to stderr
 * while the server runs, and stdout is put back however it ends.
 */
import { Writable } from "node:stream";
export async function withProtocolStdout(serve) {
    const stdout = process.stdout;
    // eslint-disable-next-line @typescript-eslint/unbound-method
    const write = stdout.write;
    const output = new Writable({
        write(chunk, _encoding, callback) {
            write.call(stdout, chunk, (error) => callback(error ?? null));
        },
    });
    const toStderr = ((chunk, encoding, callback) => process.stderr.write(chunk, encoding, callback));
    stdout.write = toStderr;
    try {
        await serve(output);
    }
    finally {
        stdout.write = write;
    }
}
