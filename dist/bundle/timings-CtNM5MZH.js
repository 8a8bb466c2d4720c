// dist/util/timings.js
/**
* `--timings` / `QGATE_TIMINGS=1`: where one run's time went. A run is one process (cold) or one
* daemon request (warm, one at a time: server.ts queues them), so a module-level record is enough;
* steps record only while one is open, so an ordinary run pays one `undefined` check per step.
*/
let open;
/** Whether the environment asks for timings (QGATE_TIMINGS=1/true/yes/on). */
function timingsWanted(env) {
	const value = (env.QGATE_TIMINGS ?? "").toLowerCase();
	return value === "1" || value === "true" || value === "yes" || value === "on";
}
/** Starts recording one run's steps (what was recorded before is dropped). */
function startTimings() {
	open = [];
}
/** Ends the run's record and returns it; undefined when none was open. */
function takeTimings() {
	const entries = open;
	open = void 0;
	return entries;
}
function recordTiming(step, ms, detail) {
	open?.push({
		step,
		ms,
		...detail
	});
}
/** Runs `fn` and records how long it took (until its promise settles, for an async one). */
function timed(step, fn) {
	if (!open) return fn();
	const started = performance.now();
	const result = fn();
	if (result instanceof Promise) return result.finally(() => recordTiming(step, performance.now() - started));
	recordTiming(step, performance.now() - started);
	return result;
}
/**
* The steps in the order they happened, then what they add up to: `checks` (the checks' wall time,
* concurrent), `outside-checks` (the run's time outside them: the daemon's, warm; the CLI's, cold)
* and `total` (process start to now).
*/
function summarizeTimings(how, own, daemon, nowMs) {
	const clientFirst = own.filter((entry) => !["client.wait", "client.output"].includes(entry.step));
	const clientLast = own.filter((entry) => ["client.wait", "client.output"].includes(entry.step));
	const steps = [
		...clientFirst,
		...daemon,
		...clientLast
	];
	const find = (step) => steps.find((entry) => entry.step === step)?.ms;
	const checks = find("engine.checks") ?? 0;
	const run = how === "warm" ? find("daemon.total") : find("cli.run");
	const summary = [];
	if (run !== void 0) summary.push({
		step: "outside-checks",
		ms: Math.max(0, run - checks)
	});
	summary.push({
		step: "total",
		ms: nowMs
	});
	return [...steps, ...summary];
}

export { timed as a, takeTimings as i, startTimings as n, timingsWanted as o, summarizeTimings as r, recordTiming as t };