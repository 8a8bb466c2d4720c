import type { DaemonFiles } from "./paths.js";
import { type DaemonStatus } from "./protocol.js";
/** The running daemon's status, or undefined when none answers within 3 s. */
export declare function requestStatus(files: DaemonFiles): Promise<DaemonStatus | undefined>;
export declare function renderStatus(status: DaemonStatus): string;
