// dist/util/timings.js
/**
* `--timings` / `QGATE_TIMINGS=1`: where one run's time went. A run is one process (cold) or one
* daemon request (warm, one at a time: server.ts queues them), so a module-level record is enough;
* steps record only while one is open, so an ordinary run pays one `undefined` check per step.
*/
/**
* The open record, on globalThis: the thin client is a CommonJS bundle and the CLI an ES module bundle
* (scripts/bundle.js), each with its own copy of this module, and a cold run's steps are recorded by
* the CLI and printed by the client.
*/
const shared = globalThis;
const state = shared[Symbol.for("qgate.timings")] ??= { open: void 0 };
/** Starts recording one run's steps (what was recorded before is dropped). */
function startTimings() {
	state.open = [];
}
/** Ends the run's record and returns it; undefined when none was open. */
function takeTimings() {
	const entries = state.open;
	state.open = void 0;
	return entries;
}
function recordTiming(step, ms, detail) {
	state.open?.push({
		step,
		ms,
		...detail
	});
}
/** Runs `fn` and records how long it took (until its promise settles, for an async one). */
function timed(step, fn) {
	if (!state.open) return fn();
	const started = performance.now();
	const result = fn();
	if (result instanceof Promise) return result.finally(() => recordTiming(step, performance.now() - started));
	recordTiming(step, performance.now() - started);
	return result;
}

export { timed as i, startTimings as n, takeTimings as r, recordTiming as t };