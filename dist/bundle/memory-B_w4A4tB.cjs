const require_rolldown_runtime = require("./rolldown-runtime-oLSKB5bz.cjs");
let node_v8 = require("node:v8");
node_v8 = require_rolldown_runtime.__toESM(node_v8, 1);

// dist/util/jit-budget.js
/**
* V8 optimizes a function once it has run its interrupt budget of bytecode. A qgate run loads
* Prettier, ESLint, TypeScript and secretlint in fresh isolates and runs each on new input, and V8's
* background threads spend much of the run's CPU optimizing code that is never hot again. Eight times
* V8's default budget in Node 20 (67,584: `node --v8-options`; earlier notes said four times)
* optimizes only what stays hot: in the daemon, 15-25% less CPU per warm edit on
* zod and RxJS; a cold `qgate check`, 11% less CPU on the demo and 6% on qgate's own 272 files, with
* no longer wall time (docs/performance.md). Set before the first worker starts: V8 reads the flag
* per isolate. Process-wide, so only qgate's own processes (the CLI and the daemon) set it, never the
* library.
*/
const JIT_BUDGET_FLAG = "--interrupt-budget=540672";

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
	for (const flag of DAEMON_V8_FLAGS) node_v8.default.setFlagsFromString(flag);
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

exports.DAEMON_V8_FLAGS = DAEMON_V8_FLAGS;
exports.daemonEnvironment = daemonEnvironment;
exports.daemonWorkerLimits = daemonWorkerLimits;
exports.tuneDaemonHeap = tuneDaemonHeap;