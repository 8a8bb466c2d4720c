import { type DaemonFiles } from "./paths.js";
import type { RunCli } from "./run-request.js";
export declare const VERSION: string;
/**
 * This install's build: its version and the bundle's build id. A rebuild or a reinstall from git
 * keeps the version; the build tells a daemon started from other code apart, and it is replaced. The id
 * is a hash of every bundled file, written by scripts/bundle.js into `dist/bundle/build-id`, which the
 * client and the daemon (an ES module bundle) both read: not a file's time, since npm unpacks every
 * file with one fixed time (two builds of a version looked alike) and pnpm hard-links one copy into
 * many projects (each link changes the file's change time, and a daemon was refused by its own build).
 * Not bundled (the sources under test), this module's own file's time stands for it.
 */
export declare const BUILD: string;
/** Whether the environment switches the daemon off (QGATE_DAEMON=0/false/off). */
export declare function daemonDisabled(env: NodeJS.ProcessEnv): boolean;
/** Starts `qgate daemon run` in the background, detached, its output in the daemon's log file. */
export declare function spawnDaemon(files: DaemonFiles, extraArgs?: string[]): Promise<void>;
/** Sends `stop` to a running daemon; resolves false when none answered. */
export declare function stopDaemon(files: DaemonFiles): Promise<boolean>;
/**
 * The MCP and LSP doors' way in (src/mcp/check.ts, src/lsp/gate.ts): forwards `argv` (and `stdin`, the
 * text the command reads there) as a run from `cwd` and returns the
 * daemon's answer without printing it, or undefined when no daemon runs and `autostart` is off. When
 * the daemon was expected but could not serve, throws an Error whose message says why, in the
 * client's words (the caller runs the gate itself and says so); a daemon the policy switched off
 * throws a DaemonOff, which the caller need not mention.
 */
export declare function forwardRun(argv: string[], door: {
    autostart: boolean;
    cwd: string;
    stdin?: string;
}): Promise<{
    exitCode: number;
    stdout: Buffer;
    stderr: Buffer;
} | undefined>;
/** The daemon refused because the project's policy switches it off: not a fault worth a note. */
export declare class DaemonOff extends Error {
}
type ReplayModule = typeof import("./replay.js");
export interface ClientStart {
    /** `performance.now()` when bin/qgate.js ran its first line (ms since the process started). */
    startedMs: number;
    /** Loads daemon/replay.ts as bin/qgate.js finds it (bundled, required); else it is imported. */
    loadReplay?: () => Promise<ReplayModule>;
}
/** `qgate hook` / `qgate check` through the daemon when it can serve, else in this process. */
export declare function runClient(argv: string[], runCold: RunCli, start?: ClientStart): Promise<number>;
export {};
