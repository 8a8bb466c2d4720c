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
const state = (shared[Symbol.for("qgate.timings")] ??= { open: undefined });
/** Whether the environment asks for timings (QGATE_TIMINGS=1/true/yes/on). */
export function timingsWanted(env) {
    const value = (env.QGATE_TIMINGS ?? "").toLowerCase();
    return value === "1" || value === "true" || value === "yes" || value === "on";
}
/** Starts recording one run's steps (what was recorded before is dropped). */
export function startTimings() {
    state.open = [];
}
/** Ends the run's record and returns it; undefined when none was open. */
export function takeTimings() {
    const entries = state.open;
    state.open = undefined;
    return entries;
}
export function timingsOpen() {
    return state.open !== undefined;
}
export function recordTiming(step, ms, detail) {
    state.open?.push({ step, ms, ...detail });
}
/** Runs `fn` and records how long it took (until its promise settles, for an async one). */
export function timed(step, fn) {
    if (!state.open)
        return fn();
    const started = performance.now();
    const result = fn();
    if (result instanceof Promise) {
        return result.finally(() => recordTiming(step, performance.now() - started));
    }
    recordTiming(step, performance.now() - started);
    return result;
}
/**
 * The steps in the order they happened, then what they add up to: `checks` (the checks' wall time,
 * concurrent), `outside-checks` (the run's time outside them: the daemon's, warm; the CLI's, cold)
 * and `total` (process start to now).
 */
export function summarizeTimings(how, own, daemon, nowMs) {
    const clientFirst = own.filter((entry) => !["client.wait", "client.output"].includes(entry.step));
    const clientLast = own.filter((entry) => ["client.wait", "client.output"].includes(entry.step));
    const steps = [...clientFirst, ...daemon, ...clientLast];
    const find = (step) => steps.find((entry) => entry.step === step)?.ms;
    const checks = find("engine.checks") ?? 0;
    const run = how === "warm" ? find("daemon.total") : find("cli.run");
    const summary = [];
    if (run !== undefined)
        summary.push({ step: "outside-checks", ms: Math.max(0, run - checks) });
    summary.push({ step: "total", ms: nowMs });
    return [...steps, ...summary];
}
