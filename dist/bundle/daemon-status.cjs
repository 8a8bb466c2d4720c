Object.defineProperty(exports, Symbol.toStringTag, { value: 'Module' });
const require_rolldown_runtime = require("./rolldown-runtime-oLSKB5bz.cjs");
const require_protocol = require("./protocol-Be3pUJco.cjs");
let node_fs = require("node:fs");
let node_net = require("node:net");
node_net = require_rolldown_runtime.__toESM(node_net, 1);

// dist/daemon/status.js
/**
* The running daemon's status, asked over its socket, and its pretty text. `qgate daemon status`
* runs without loading the CLI (src/cli/daemon-status.ts, whose policy loader alone costs a cold
* process about 300 ms), so the imports here are node built-ins and import-free modules.
*/
/** The running daemon's status, or undefined when none answers within 3 s. */
function requestStatus(files) {
	return new Promise((resolve) => {
		let token;
		try {
			token = (0, node_fs.readFileSync)(files.token, "utf8").trim();
		} catch {
			resolve(void 0);
			return;
		}
		const socket = node_net.default.connect(files.socket);
		const timer = setTimeout(() => {
			socket.destroy();
			resolve(void 0);
		}, 3e3);
		socket.once("error", () => {
			clearTimeout(timer);
			resolve(void 0);
		});
		socket.once("connect", () => require_protocol.writeFrame(socket, {
			type: "status",
			token
		}));
		require_protocol.readLines(socket, (line) => {
			clearTimeout(timer);
			socket.end();
			try {
				const frame = JSON.parse(line);
				resolve(frame.type === "status" ? frame.status : void 0);
			} catch {
				resolve(void 0);
			}
		});
	});
}
function formatDuration(ms) {
	const s = Math.round(ms / 1e3);
	if (s < 60) return `${s} s`;
	if (s < 3600) return `${Math.floor(s / 60)} min ${s % 60} s`;
	return `${Math.floor(s / 3600)} h ${Math.floor(s % 3600 / 60)} min`;
}
function renderStatus(status) {
	const lines = [
		`qgate daemon ${status.version}: running, pid ${status.pid}`,
		`  uptime     ${formatDuration(status.uptimeMs)}`,
		`  memory     ${Math.round(status.rssBytes / 1048576)} MB resident (workers recycled past ${Math.round(status.maxRssBytes / 1048576)} MB)`,
		`  requests   ${status.requests}`,
		`  idle exit  after ${formatDuration(status.idleExitMs)} without a request`,
		`  socket     ${status.socket}`
	];
	if (status.http) lines.push(`  http       http://127.0.0.1:${status.http.port}/`);
	lines.push(`  projects   ${status.projects.length === 0 ? "none yet" : ""}`.trimEnd());
	for (const project of status.projects) lines.push(`    ${project.root} (${project.requests} requests)`);
	lines.push(`  last error ${status.lastError ?? "none"}`);
	return `${lines.join("\n")}\n`;
}

// dist/cli/daemon-status.js
/** Prints the status as pretty text or JSON; exit 1 when no daemon runs. */
async function printStatus(files, format) {
	const status = await requestStatus(files);
	if (!status) {
		if (format === "json") process.stdout.write(`${JSON.stringify({ running: false })}\n`);
		else process.stdout.write(`${(await Promise.resolve().then(() => require("./messages-yIMMAzS0.cjs")).then((n) => n.messages_exports)).daemonMessages.notRunning}\n`);
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

exports.printStatus = printStatus;
exports.statusFormat = statusFormat;