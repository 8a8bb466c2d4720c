import { t as JIT_BUDGET_FLAG } from "./jit-budget-DEt1h4W0.js";
import v8 from "node:v8";

// dist/daemon/memory.js
/**
* The daemon's memory settings. Its four workers each hold an isolate (Prettier, ESLint with
* typescript-eslint, TypeScript, the security scan), whose live heaps together stay near 220 MB on
* RxJS; with V8's defaults each worker's heap also grows to several times its live size before a full
* collection, and each young generation to 48 MB, so 500 back-to-back edits left the daemon at 700 to
* 1,050 MB. A smaller young generation and a slower-growing old one keep it near 470 MB, for about
* the same latency (docs/performance.md). Set before the first worker starts: V8 reads them per isolate.
* They cost the checks some CPU on large files (more collections); the JIT's budget below more than
* pays it back.
*
* The young generation is set per worker (daemonWorkerLimits), not by `--max-semi-space-size`, which
* would override every worker's own limit: the types worker keeps V8's default, since re-checking
* every importer of a changed signature allocates for seconds, and a 4 MB semi-space made that
* re-check slower than `tsc -w`'s (docs/performance.md).
*/
/** A young generation of 12 MB: V8 makes it two 4 MB semi-spaces (and room for large objects). */
const SMALL_YOUNG_GENERATION = { maxYoungGenerationSizeMb: 12 };
/** V8's limits for a check's worker in the daemon (a thread per check): a small young generation, but for types. */
function daemonWorkerLimits(thread) {
	return thread === "types" ? void 0 : SMALL_YOUNG_GENERATION;
}
const DAEMON_V8_FLAGS = ["--heap-growing-percent=40", JIT_BUDGET_FLAG];
function tuneDaemonHeap() {
	for (const flag of DAEMON_V8_FLAGS) v8.setFlagsFromString(flag);
}
/**
* glibc gives each thread its own malloc arena; with five threads most of the freed memory stays
* resident. Two arenas are enough (the threads allocate mostly in V8's own heap). Read at process
* start, so it is set in the environment the daemon is spawned with, unless the user set it.
*/
function daemonEnvironment(env) {
	return {
		...env,
		QGATE_DAEMON: "1",
		MALLOC_ARENA_MAX: env.MALLOC_ARENA_MAX ?? "2"
	};
}

export { tuneDaemonHeap as i, daemonEnvironment as n, daemonWorkerLimits as r, DAEMON_V8_FLAGS as t };