import type { DaemonFiles } from "./paths.js";
import { type DaemonStatus } from "./protocol.js";
import { type RunCli } from "./run-request.js";
export interface ServeOptions {
    files: DaemonFiles;
    /** Runs one forwarded command: the CLI's main(). */
    main: RunCli;
    version: string;
    idleExitMs: number;
    maxRssBytes: number;
    /** How many project roots keep warm workers at once (least recently used ones are closed). */
    maxProjects?: number;
    /** Serve Claude Code's HTTP hooks on 127.0.0.1 at this port (http.ts). */
    httpPort?: number | undefined;
    /** Writes a line to the daemon's log. */
    log: (line: string) => void;
}
/** Whether something answers on the socket (a live daemon), as opposed to a file left by a killed one. */
export declare function socketAnswers(socket: string, timeoutMs?: number): Promise<boolean>;
export declare class DaemonServer {
    private readonly options;
    private readonly token;
    private readonly tokenBuffer;
    private readonly projects;
    private readonly startedMs;
    private server;
    private httpServer;
    private queue;
    private active;
    private requests;
    private lastError;
    private idleTimer;
    private watchTimer;
    private socketIno;
    private tokenIno;
    private checkedThisRun;
    private stopping;
    constructor(options: ServeOptions);
    /** Starts listening; resolves false when another daemon already answers on the socket. */
    start(): Promise<boolean>;
    /** One daemon starts at a time; a lock older than 30 s was left by a start that died. */
    private takeStartLock;
    private checkFiles;
    private armIdle;
    private hostFor;
    private evictBeyond;
    private accept;
    private answer;
    /** `arrived`: when its line was read (performance.now()), for `--timings`. */
    private enqueue;
    private startHttp;
    /** One run, with this request's view of which projects it touched. */
    private execute;
    private finished;
    private serve;
    /** Past the memory ceiling, workers are recycled between requests (the next run loads tools again). */
    private recycleIfLarge;
    status(): DaemonStatus;
    stop(reason: string, exitCode?: number): Promise<void>;
}
