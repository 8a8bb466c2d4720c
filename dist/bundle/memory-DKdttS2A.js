import { i as tuneDaemonHeap, n as daemonEnvironment, r as daemonWorkerLimits, t as DAEMON_V8_FLAGS } from "./memory-D6_I-8N6.js";

export { DAEMON_V8_FLAGS, daemonEnvironment, daemonWorkerLimits, tuneDaemonHeap };