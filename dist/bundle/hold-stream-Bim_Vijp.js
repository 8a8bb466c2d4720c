// dist/util/hold-stream.js
/** Holding what is written to stdout or stderr: the CLI holds its output to redact it, the daemon to send it. */
/**
* Where live output of each held stream goes (writeLive): the stream's real write, or the sink the
* outermost holder gave (the daemon sends it to its client as it comes).
*/
const live = /* @__PURE__ */ new WeakMap();
/**
* Writes to the terminal now, even while the stream is held: for a progress line, which must show
* during the run, not after it (it carries check names and counts only, nothing to redact).
*/
function writeLive(stream, text) {
	const sink = live.get(stream);
	if (sink) sink(text);
	else stream.write(text);
}
/** Holds what is written to `stream` until release(), which restores the stream and returns the bytes. */
function holdStream(stream, options = {}) {
	const chunks = [];
	const original = stream.write;
	const outermost = !live.has(stream);
	if (outermost) live.set(stream, options.live ?? ((text) => original.call(stream, text)));
	stream.write = (chunk, encoding, callback) => {
		chunks.push(typeof chunk === "string" ? Buffer.from(chunk, typeof encoding === "string" ? encoding : "utf8") : Buffer.from(chunk));
		const done = typeof encoding === "function" ? encoding : callback;
		if (typeof done === "function") queueMicrotask(() => done());
		return true;
	};
	return {
		original,
		release() {
			stream.write = original;
			if (outermost) live.delete(stream);
			return Buffer.concat(chunks);
		}
	};
}

export { writeLive as n, holdStream as t };