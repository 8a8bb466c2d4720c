import { r as saveCodeCaches } from "./code-cache-CAq8dNP2.js";
import { i as runningPid, r as runCheckRequest } from "./host-2IQAJWDY.js";
import { s as engineMessages } from "./messages-CuSOVVL6.js";
import { formatWithOptions } from "node:util";
import { parentPort } from "node:worker_threads";

// dist/engine/check-worker.js
/**
* Worker-thread entry: runs its checks' requests one at a time (the host sends the next when this one
* answered), keeping their tools loaded. A thread serves one check, or on a cold run lint and security,
* which load the same tools (host.ts).
*/
const port = parentPort;
/**
* What tools print with console.* (typescript-eslint's "unsupported TypeScript" banner, a plugin's
* deprecation warning) would land raw on the user's terminal, above the report, or inside a hook's
* JSON on stdout: capture it per run and hand it back as one note.
*/
const printed = [];
for (const method of [
	"log",
	"info",
	"warn",
	"error",
	"debug"
]) console[method] = (...args) => {
	printed.push(formatWithOptions({ colors: false }, ...args));
};
function printedNote(id) {
	const lines = printed.splice(0).join("\n").split("\n").map((line) => line.trim()).filter(Boolean);
	if (lines.length === 0) return void 0;
	const first = lines[0].length > 300 ? `${lines[0].slice(0, 300)}…` : lines[0];
	return engineMessages.toolPrinted(id, first, lines.length - 1);
}
process.on("unhandledRejection", (reason) => {
	printed.push(engineMessages.unhandledRejection(reason instanceof Error ? reason.message : String(reason)));
});
if (port) port.on("message", (message) => {
	run(message);
});
/** Children already watched for their exit: a kept server is registered again on every run. */
const watched = /* @__PURE__ */ new WeakSet();
/**
* Tells the host about a child that runs, and again when it exits: the host kills the children it
* knows of on a timeout or at close, and an exited child's pid (and process group) may by then be
* another process's.
*/
function registerChild(child) {
	const pid = runningPid(child);
	if (pid === void 0) return;
	port?.postMessage({
		type: "child",
		pid
	});
	if (watched.has(child)) return;
	watched.add(child);
	child.once("exit", () => port?.postMessage({
		type: "child-exit",
		pid
	}));
}
async function run(message) {
	if (!port) return;
	const { requestId, request } = message;
	const result = await runCheckRequest(request, new AbortController().signal, registerChild, message.progress === true ? (count) => port?.postMessage({
		type: "files",
		requestId,
		count
	}) : void 0);
	saveCodeCaches();
	const note = printedNote(request.id);
	if (note && !result.notes.includes(note)) result.notes.push(note);
	port.postMessage({
		type: "result",
		requestId,
		result
	});
}

export {  };