// dist/daemon/protocol.js
function writeFrame(socket, frame) {
	socket.write(`${JSON.stringify(frame)}\n`);
}
/** Calls `onLine` for each complete line; a line over `maxBytes` is an error (a confused peer). */
function readLines(socket, onLine, maxBytes = 83886080) {
	let buffered = "";
	socket.setEncoding("utf8");
	socket.on("data", (chunk) => {
		buffered += chunk;
		let newline = buffered.indexOf("\n");
		while (newline !== -1) {
			const line = buffered.slice(0, newline);
			buffered = buffered.slice(newline + 1);
			onLine(line);
			newline = buffered.indexOf("\n");
		}
		if (buffered.length > maxBytes) socket.destroy(Object.assign(/* @__PURE__ */ new RangeError(), { code: "ERR_QGATE_LINE_TOO_LONG" }));
	});
}

export { writeFrame as n, readLines as t };