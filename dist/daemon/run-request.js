import { holdStream } from "../util/hold-stream.js";
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
/** `onLive`: stderr the command writes live (a progress line), to pass on to the client at once. */
export async function runRequest(request, main, onLive) {
    const savedEnv = process.env;
    const savedCwd = process.cwd();
    const savedExitCode = process.exitCode;
    const savedOutTTY = setTTY(process.stdout, request.stdoutIsTTY);
    const savedErrTTY = setTTY(process.stderr, request.stderrIsTTY);
    const savedInTTY = setTTY(process.stdin, request.stdinIsTTY);
    const out = holdStream(process.stdout);
    // Without a client to pass it to (the HTTP door), live output is dropped, never logged.
    const err = holdStream(process.stderr, { live: onLive ?? (() => undefined) });
    let exitCode;
    let stdout;
    let stderr;
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
        stdout = out.release();
        stderr = err.release();
        restoreTTY(process.stdout, savedOutTTY);
        restoreTTY(process.stderr, savedErrTTY);
        restoreTTY(process.stdin, savedInTTY);
        process.env = savedEnv;
        process.chdir(savedCwd);
        process.exitCode = savedExitCode;
    }
    return { exitCode, stdout, stderr };
}
/**
 * Commands run in this process (a server door's cold path: MCP, LSP) as the daemon runs a request:
 * this process's environment, no terminal, stdin as given. They take turns, since runRequest swaps
 * the process's environment, directory and output streams for the duration of a run.
 */
export function inProcessRunner(main) {
    let queue = Promise.resolve();
    return (argv, cwd, stdin) => {
        const next = queue.then(() => runRequest({
            type: "run",
            token: "",
            version: "",
            argv,
            cwd,
            env: Object.fromEntries(Object.entries(process.env).filter((entry) => entry[1] !== undefined)),
            ...(stdin !== undefined ? { stdin } : {}),
            stdinIsTTY: false,
            stdoutIsTTY: false,
            stderrIsTTY: false,
        }, main));
        queue = next.catch(() => undefined);
        return next;
    };
}
