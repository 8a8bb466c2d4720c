// dist/util/guard-stdout.js
/**
* The reader of a pipe may go away early (`qgate check | head`): that is not qgate's failure and must
* not end in a stack trace or another exit code. Any other error writing `stream` is exit code 2, said
* by `onOtherError` (the CLI's message). Installed once per stream, by whichever writes first.
*/
/**
* The streams guarded, on globalThis: the thin client (a CommonJS bundle) and the CLI (an ES module
* bundle) each have a copy of this module (scripts/bundle.js), and a stream is guarded once.
*/
const shared = globalThis;
const guarded = shared[Symbol.for("qgate.guardedStreams")] ??= /* @__PURE__ */ new WeakSet();
function guardStdout(stream, onOtherError) {
	if (guarded.has(stream)) return;
	guarded.add(stream);
	stream.on("error", (error) => {
		if (error.code === "EPIPE") return;
		process.exitCode = 2;
		onOtherError(error.code ?? "error");
	});
}

export { guardStdout as t };