function capture(stream, chunks) {
    // Saved to be put back exactly as it was (not bound: the stream calls it as its own method).
    // eslint-disable-next-line @typescript-eslint/unbound-method
    const original = stream.write;
    stream.write = (chunk, encoding, callback) => {
        chunks.push(typeof chunk === "string"
            ? Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8")
            : Buffer.from(chunk));
        const done = typeof encoding === "function" ? encoding : callback;
        if (typeof done === "function")
            queueMicrotask(() => done());
        return true;
    };
    return original;
}
function setTTY(stream, value) {
    const saved = Object.getOwnPropertyDescriptor(stream, "isTTY");
    Object.defineProperty(stream, "isTTY", { value, configurable: true, writable: true });
    return saved;
}
function restoreTTY(stream, saved) {
    if (saved)
        Object.defineProperty(stream, "isTTY", saved);
    else
        delete stream.isTTY;
}
export async function runRequest(request, main) {
    const out = [];
    const err = [];
    const savedEnv = process.env;
    const savedCwd = process.cwd();
    const savedExitCode = process.exitCode;
    const savedOutTTY = setTTY(process.stdout, request.stdoutIsTTY);
    const savedErrTTY = setTTY(process.stderr, request.stderrIsTTY);
    const savedInTTY = setTTY(process.stdin, request.stdinIsTTY);
    const writeOut = capture(process.stdout, out);
    const writeErr = capture(process.stderr, err);
    let exitCode;
    try {
        process.env = { ...request.env };
        process.chdir(request.cwd);
        exitCode = await main(request.argv, {
            ...(request.stdinTooLarge
                ? { stdin: { tooLarge: true } }
                : request.stdin !== undefined
                    ? { stdin: { text: request.stdin } }
                    : {}),
        });
        // Written by guardStdout on a broken pipe in a cold run; here the exit code is the answer.
        if (typeof process.exitCode === "number" && process.exitCode !== 0)
            exitCode = process.exitCode;
    }
    finally {
        process.stdout.write = writeOut;
        process.stderr.write = writeErr;
        restoreTTY(process.stdout, savedOutTTY);
        restoreTTY(process.stderr, savedErrTTY);
        restoreTTY(process.stdin, savedInTTY);
        process.env = savedEnv;
        process.chdir(savedCwd);
        process.exitCode = savedExitCode;
    }
    return { exitCode, stdout: Buffer.concat(out), stderr: Buffer.concat(err) };
}
