import type { Policy } from "../policy/policy.js";
/** A request that takes longer than this (connecting, answering and its body) is given up. */
export declare const REMOTE_TIMEOUT_MS = 1000;
export interface RemoteCacheSettings {
    /** The server's base URL, without a trailing slash. */
    url: string;
    team: string;
    token: string | undefined;
    readOnly: boolean;
    signatureKey: string | undefined;
    /** Where the URL came from: an environment variable's name, or the policy. */
    from: string;
    /**
     * Why the remote is off for this run before it starts: the thin client's replay asked it first in
     * this process and it did not answer (QGATE_REMOTE_CACHE_SKIPPED, set by run-record.ts), so the run
     * does not wait for it a second time.
     */
    skipped?: string;
}
/** The URL without its credentials, path or query: what a note or `qgate cache status` may show. */
export declare function shownUrl(url: string): string;
/**
 * The remote cache's settings, or none when no URL is set; `problem` says, in one line, why a URL
 * that is set cannot be used (no team, not an http(s) URL).
 */
export declare function remoteCacheSettings(policy: Pick<Policy, "cache">, env: NodeJS.ProcessEnv): {
    settings?: RemoteCacheSettings;
    problem?: string;
};
/** Turborepo's artifact tag: HMAC-SHA256 over the hash, then the team, then the body; base64. */
export declare function artifactTag(key: string, hash: string, team: string, body: Buffer): string;
export declare class RemoteCache {
    readonly settings: RemoteCacheSettings;
    /** Why the remote is off for the rest of this run, once it is. */
    private skipped;
    private refusedOnce;
    private readonly said;
    private readonly writes;
    constructor(settings: RemoteCacheSettings);
    /** Why the remote is off for the rest of this run, if it is (not for a refused entry). */
    get skippedBecause(): string | undefined;
    /** What this run has to say about the remote: at most one line for a skip, one for a refusal. */
    get notes(): readonly string[];
    private artifactUrl;
    private headers;
    /** Turns the remote off for the rest of the run, saying why once. */
    private skip;
    /** Says once that an entry was refused (unsigned, wrongly signed, or not what its key says). */
    refuse(): void;
    /** A status that turns the remote off (anything but success and, for reads, a 404). */
    private statusProblem;
    /** The artifact stored under `hash`, checked against its signature when there is a key; or a miss. */
    get(hash: string): Promise<Buffer | undefined>;
    /** Starts storing `body` under `hash` (not in read-only mode); settle() waits for it. */
    put(hash: string, body: Buffer): void;
    /**
     * Whether the server answers and takes the token: a HEAD of an artifact no one writes (a 404 is the
     * answer hoped for). For `qgate cache status`.
     */
    probe(): Promise<string>;
    /** Waits for this run's writes (each bounded by the timeout). */
    settle(): Promise<void>;
}
