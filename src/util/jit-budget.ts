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
import v8 from "node:v8";

export const JIT_BUDGET_FLAG = "--interrupt-budget=540672";

export function raiseJitBudget(): void {
  v8.setFlagsFromString(JIT_BUDGET_FLAG);
}
