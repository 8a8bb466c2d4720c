export declare const LOG_FILES: {
    readonly session: "session.jsonl";
    readonly error: "error.jsonl";
    readonly modification: "modification.jsonl";
    readonly "file-access": "file-access.jsonl";
    readonly performance: "performance.jsonl";
    readonly metrics: "metrics.jsonl";
};
export type LogName = keyof typeof LOG_FILES;
/** Default size cap of one log file before it is rotated (`QGATE_LOG_MAX_BYTES` overrides). */
export declare const DEFAULT_LOG_MAX_BYTES: number;
/** Rotated files kept per log (`<name>.1` newest ... `<name>.<keep>` oldest). */
export declare const DEFAULT_LOG_KEEP = 3;
/**
 * The metrics log keeps a year of a busy team's runs (about 1,000,000 records of 330 bytes): six files
 * of 64 MiB. `qgate stats` and `qgate dashboard` read it all; the other logs are for debugging, and
 * 20 MiB of each is plenty. `QGATE_LOG_MAX_BYTES` and `QGATE_LOG_KEEP` set every log's.
 */
export declare const METRICS_LOG_MAX_BYTES: number;
export declare const METRICS_LOG_KEEP = 5;
export interface LogOptions {
    dir?: string;
    maxBytes?: number;
    keep?: number;
    /** Called once, with one line, when the directory cannot be written. */
    warn?: (message: string) => void;
}
export declare class Logs {
    readonly dir: string;
    /** Each log's limits: the metrics log's are its own unless set for every log. */
    private readonly limits;
    private readonly warn;
    private ready;
    private broken;
    constructor(options?: LogOptions, env?: NodeJS.ProcessEnv);
    /** False once the directory turned out to be unwritable (the warning was given). */
    get writable(): boolean;
    file(name: LogName): string;
    /** Appends one record as one line; `ts` is added first when the record has none. */
    append(name: LogName, record: object): void;
    /** Creates the directory once; false (after one warning) when that is impossible. */
    ensureDir(): boolean;
    private fail;
    private rotateIfFull;
}
