import { t as holdStream } from "./hold-stream-Bim_Vijp.js";

// dist/daemon/run-request.js
function setTTY(stream, value) {
	const saved = Object.getOwnPropertyDescriptor(stream, "isTTY");
	Object.defineProperty(stream, "isTTY", {
		value,
		configurable: true,
		writable: true
	});
	return saved;
}
function restoreTTY(stream, saved) {
	if (saved) Object.defineProperty(stream, "isTTY", saved);
	else delete stream.isTTY;
}
/** `onLive`: stderr the command writes live (a progress line), to pass on to the client at once. */
async function runRequest(request, main, onLive) {
	const savedEnv = process.env;
	const savedCwd = process.cwd();
	const savedExitCode = process.exitCode;
	const savedOutTTY = setTTY(process.stdout, request.stdoutIsTTY);
	const savedErrTTY = setTTY(process.stderr, request.stderrIsTTY);
	const savedInTTY = setTTY(process.stdin, request.stdinIsTTY);
	const out = holdStream(process.stdout);
	const err = holdStream(process.stderr, { live: onLive ?? (() => void 0) });
	let exitCode;
	let stdout;
	let stderr;
	try {
		process.env = { ...request.env };
		process.chdir(request.cwd);
		exitCode = await main(request.argv, { ...request.stdinTooLarge ? { stdin: { tooLarge: true } } : request.stdin !== void 0 ? { stdin: { text: request.stdin } } : {} });
		if (typeof process.exitCode === "number" && process.exitCode !== 0) exitCode = process.exitCode;
	} finally {
		stdout = out.release();
		stderr = err.release();
		restoreTTY(process.stdout, savedOutTTY);
		restoreTTY(process.stderr, savedErrTTY);
		restoreTTY(process.stdin, savedInTTY);
		process.env = savedEnv;
		process.chdir(savedCwd);
		process.exitCode = savedExitCode;
	}
	return {
		exitCode,
		stdout,
		stderr
	};
}
/**
* Commands run in this process (a server door's cold path: MCP, LSP) as the daemon runs a request:
* this process's environment, no terminal, stdin as given. They take turns, since runRequest swaps
* the process's environment, directory and output streams for the duration of a run.
*/
function inProcessRunner(main) {
	let queue = Promise.resolve();
	return (argv, cwd, stdin) => {
		const next = queue.then(() => runRequest({
			type: "run",
			token: "",
			version: "",
			argv,
			cwd,
			env: Object.fromEntries(Object.entries(process.env).filter((entry) => entry[1] !== void 0)),
			...stdin !== void 0 ? { stdin } : {},
			stdinIsTTY: false,
			stdoutIsTTY: false,
			stderrIsTTY: false
		}, main));
		queue = next.catch(() => void 0);
		return next;
	};
}

export { runRequest as n, inProcessRunner as t };