import { n as writeFrame, t as readLines } from "./protocol-CighaTFK.js";
import { readFileSync } from "node:fs";
import net from "node:net";

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
			token = readFileSync(files.token, "utf8").trim();
		} catch {
			resolve(void 0);
			return;
		}
		const socket = net.connect(files.socket);
		const timer = setTimeout(() => {
			socket.destroy();
			resolve(void 0);
		}, 3e3);
		socket.once("error", () => {
			clearTimeout(timer);
			resolve(void 0);
		});
		socket.once("connect", () => writeFrame(socket, {
			type: "status",
			token
		}));
		readLines(socket, (line) => {
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

export { requestStatus as n, renderStatus as t };