import type { CheckResult } from "../checks/check.js";
import type { Policy } from "../policy/policy.js";
import type { CacheSource } from "../report/report.js";
import { RemoteCache } from "./remote-cache.js";
/** Where the cache lives: QGATE_CACHE_DIR, else $XDG_CACHE_HOME/qgate, else ~/.cache/qgate. */
export declare function cacheDir(env: NodeJS.ProcessEnv): string;
/** The results' own directory (cacache's), inside the cache directory. */
export declare function resultsDir(env: NodeJS.ProcessEnv): string;
/** Whether the environment switches the cache off (QGATE_CACHE=0/false/off/no). */
export declare function cacheDisabledByEnv(env: NodeJS.ProcessEnv): boolean;
/** The size cap in bytes: QGATE_CACHE_MAX_MB when it is a positive whole number, else the policy's. */
export declare function cacheMaxBytes(policy: Pick<Policy, "cache">, env: NodeJS.ProcessEnv): number;
/** What is wrong with the cache's settings in the environment, one line each (shown, never fatal). */
export declare function cacheSettingWarnings(policy: Pick<Policy, "cache">, env: NodeJS.ProcessEnv): string[];
/** The disk cache a run uses, or undefined when the policy or the environment turns it off. */
export declare function diskCacheFor(policy: Pick<Policy, "cache">, env: NodeJS.ProcessEnv, { remote: withRemote }?: {
    remote?: boolean;
}): DiskCache | undefined;
/**
 * This qgate and the tools it bundles, by content, so that every install of the same qgate (another
 * clone, another machine, a reinstall) has the same build: its name and version, a hash of its
 * compiled code, and the name and version of each package it depends on as installed (its own
 * Prettier, ESLint and TypeScript, which a result depends on when the project has none of its own;
 * secretlint and its rules, which the security check and the redactor run). Computed once a process.
 */
export declare function qgateBuild(memoDir?: string): string;
/** What an entry holds: its own key (checked on read) and the result. */
/** A kept result and where it was found. */
export interface Served {
    result: CheckResult;
    from: Exclude<CacheSource, "memory">;
}
export interface CacheUsage {
    entries: number;
    bytes: number;
}
export declare class DiskCache {
    readonly dir: string;
    readonly maxBytes: number;
    /** The time of a write or use, which eviction orders by (a test gives its own, without sleeping). */
    private readonly now;
    /** How long after one check of the cap the next may run (0: after every run that wrote). */
    private readonly evictEveryMs;
    /** The remote cache (remote-cache.ts), read after a miss here and written through. */
    readonly remote?: RemoteCache | undefined;
    /** What was wrong with the settings, for the report's notes. */
    private readonly settingNotes;
    /** Writes started by this run, awaited (and the cap applied) by settle(). */
    private readonly writes;
    constructor(dir: string, maxBytes: number, 
    /** The time of a write or use, which eviction orders by (a test gives its own, without sleeping). */
    now?: () => number, 
    /** How long after one check of the cap the next may run (0: after every run that wrote). */
    evictEveryMs?: number, 
    /** The remote cache (remote-cache.ts), read after a miss here and written through. */
    remote?: RemoteCache | undefined, 
    /** What was wrong with the settings, for the report's notes. */
    settingNotes?: readonly string[]);
    /** What this run has to say about the cache (bad settings, a remote skipped or refused), once each. */
    get notes(): string[];
    /** The hash of an in-memory key with this build of qgate: the same on every machine and clone. */
    private hash;
    /** The disk key of an in-memory key: the same inputs, with this build of qgate. */
    private diskKey;
    /** The result the remote has under `key`, checked, and kept here too; or undefined. */
    private fromRemote;
    /** The result kept under `key`, or undefined: not there, unreadable, corrupt or truncated. */
    get(key: string): Promise<CheckResult | undefined>;
    /** The result kept under `key` and where it was found (here, or the remote), or undefined. */
    lookup(key: string): Promise<Served | undefined>;
    /** Starts writing an entry's body on disk; settle() waits for it, and a failed write is skipped. */
    private write;
    /** Starts writing `result` under `key`; settle() waits for it. */
    put(key: string, result: CheckResult): void;
    /**
     * Waits for this run's writes, then, when the last check is old enough, removes the least recently
     * used entries past the cap.
     */
    settle(): Promise<void>;
    /** Whether the cap is to be checked now; if so, the stamp says so for the next runs. */
    private evictionDue;
    /**
     * Removes a corrupt entry and its content: cacache never rewrites content it already holds, so
     * garbled content left in place would make every later write of the same result a miss again.
     */
    private remove;
}
/** The entries and their total size (each entry counts its content's size). */
export declare function cacheUsage(dir: string): Promise<CacheUsage>;
/**
 * Removes entries, least recently used first, until their total size is within `maxBytes`, then lets
 * cacache's verify remove the content no entry points to any more and compact the index.
 */
export declare function evict(dir: string, maxBytes: number): Promise<number>;
/** Removes every entry; returns how many there were. */
export declare function cleanCache(dir: string): Promise<number>;
