// dist/util/read-stdin.js
/** Reading standard input without ever hanging: the hook door and the daemon client share it. */
/** Input beyond this is not kept: a Write of a huge file still fits (Claude Code sends its content). */
const MAX_STDIN_BYTES = 67108864;
/**
* Everything on stdin until it closes, or what arrived before `idleMs` passed without new data (an
* assistant that leaves stdin open must not stall a hook); no `idleMs` waits for the end. A terminal
* is never read (undefined). Past `maxBytes` the rest is read and dropped, so the writer never fails on
* a closed pipe, and the answer is `tooLarge` (never a silently cut text).
*/
function readStdinText(idleMs, maxBytes = MAX_STDIN_BYTES) {
	const stdin = process.stdin;
	if (stdin.isTTY) return Promise.resolve(void 0);
	return new Promise((resolve) => {
		const chunks = [];
		let size = 0;
		let timer;
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
			if (idleMs === void 0) return;
			clearTimeout(timer);
			timer = setTimeout(done, idleMs);
		};
		const onData = (chunk) => {
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

export { readStdinText as n, MAX_STDIN_BYTES as t };