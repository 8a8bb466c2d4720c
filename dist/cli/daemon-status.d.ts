/**
 * `qgate daemon status`, which bin/qgate.js runs without loading the rest of the CLI: a status costs
 * about as much as starting Node. Its imports are the daemon's import-free status module and paths;
 * src/messages.ts is loaded only to say that no daemon runs.
 */
import type { DaemonFiles } from "../daemon/paths.js";
/** Prints the status as pretty text or JSON; exit 1 when no daemon runs. */
export declare function printStatus(files: DaemonFiles, format: "pretty" | "json"): Promise<number>;
/**
 * The status arguments bin/qgate.js serves itself: `status`, with `--format pretty|json` (or
 * `--format=...`) before or after it. Anything else (help, a bad format, other options) is the CLI's.
 */
export declare function statusFormat(args: string[]): "pretty" | "json" | undefined;
