import { n as requestStatus, t as renderStatus } from "./status-C9s3YIZq.js";

// dist/cli/daemon-status.js
/** Prints the status as pretty text or JSON; exit 1 when no daemon runs. */
async function printStatus(files, format) {
	const status = await requestStatus(files);
	if (!status) {
		if (format === "json") process.stdout.write(`${JSON.stringify({ running: false })}\n`);
		else process.stdout.write(`${(await import("./messages-JfGXkzcI.js").then((n) => n.u)).daemonMessages.notRunning}\n`);
		return 1;
	}
	if (format === "json") process.stdout.write(`${JSON.stringify({
		running: true,
		...status
	}, null, 2)}\n`);
	else process.stdout.write(renderStatus(status));
	return 0;
}
/**
* The status arguments bin/qgate.js serves itself: `status`, with `--format pretty|json` (or
* `--format=...`) before or after it. Anything else (help, a bad format, other options) is the CLI's.
*/
function statusFormat(args) {
	let format = "pretty";
	let status = false;
	for (let i = 0; i < args.length; i++) {
		const arg = args[i];
		if (arg === "status" && !status) status = true;
		else if (arg === "--format" && i + 1 < args.length) format = args[++i];
		else if (arg.startsWith("--format=")) format = arg.slice(9);
		else return void 0;
	}
	return status && (format === "pretty" || format === "json") ? format : void 0;
}

export { printStatus, statusFormat };