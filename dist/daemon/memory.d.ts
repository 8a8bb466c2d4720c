import type { ResourceLimits } from "node:worker_threads";
/** V8's limits for a check's worker in the daemon (a thread per check): a small young generation, but for types. */
export declare function daemonWorkerLimits(thread: string): ResourceLimits | undefined;
export declare const DAEMON_V8_FLAGS: string[];
export declare function tuneDaemonHeap(): void;
/**
 * glibc gives each thread its own malloc arena; with five threads most of the freed memory stays
 * resident. Two arenas are enough (the threads allocate mostly in V8's own heap). Read at process
 * start, so it is set in the environment the daemon is spawned with, unless the user set it.
 */
export declare function daemonEnvironment(env: NodeJS.ProcessEnv): NodeJS.ProcessEnv;
