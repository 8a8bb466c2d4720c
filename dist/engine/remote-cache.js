/**
 * The remote result cache: the disk cache's entries (disk-cache.ts) shared through a server that speaks
 * Turborepo's remote cache HTTP API (`GET`/`PUT`/`HEAD /v8/artifacts/:hash`, a bearer token, the team
 * as `teamId` or `slug`), such as the self-hosted `turborepo-remote-cache` or Vercel's.
 *
 * Settings come from the environment (QGATE_REMOTE_CACHE_*, else Turborepo's own TURBO_*), else the
 * policy's `cache.remote` (never the token). With a signature key, each artifact written carries an
 * `x-artifact-tag`: Turborepo's HMAC-SHA256 of the hash, the team and the body, base64; an entry read
 * without a tag, or with a wrong one, is refused (a miss), said once.
 *
 * The remote never fails a run and never slows it by more than one request's timeout: the first
 * request that fails (not reachable, no answer within the timeout, an error status, a refused token)
 * turns it off for the rest of the run, said once in the report's notes. A plain 404 is a miss.
 */
import { createHmac, timingSafeEqual } from "node:crypto";
import { remoteCacheMessages } from "../messages.js";
/** A request that takes longer than this (connecting, answering and its body) is given up. */
export const REMOTE_TIMEOUT_MS = 1000;
/** The first of `names` set (non-empty) in `env`, with its name. */
function firstSet(env, names) {
    for (const name of names) {
        const value = env[name]?.trim();
        if (value)
            return { name, value };
    }
    return undefined;
}
function truthy(value) {
    if (value === undefined || value.trim() === "")
        return undefined;
    return !["0", "false", "off", "no"].includes(value.trim().toLowerCase());
}
/** The URL without its credentials, path or query: what a note or `qgate cache status` may show. */
export function shownUrl(url) {
    try {
        const parsed = new URL(url);
        return `${parsed.protocol}//${parsed.host}${parsed.pathname === "/" ? "" : parsed.pathname}`;
    }
    catch {
        return "(not a URL)";
    }
}
/**
 * The remote cache's settings, or none when no URL is set; `problem` says, in one line, why a URL
 * that is set cannot be used (no team, not an http(s) URL).
 */
export function remoteCacheSettings(policy, env) {
    const remote = policy.cache.remote;
    const fromEnv = firstSet(env, ["QGATE_REMOTE_CACHE_URL", "TURBO_API"]);
    const url = fromEnv?.value ?? remote?.url;
    if (!url)
        return {};
    const from = fromEnv?.name ?? "the policy's cache.remote.url";
    let parsed;
    try {
        parsed = new URL(url);
    }
    catch {
        return { problem: remoteCacheMessages.badUrl(from) };
    }
    if (parsed.protocol !== "http:" && parsed.protocol !== "https:")
        return { problem: remoteCacheMessages.badUrl(from) };
    const team = firstSet(env, ["QGATE_REMOTE_CACHE_TEAM", "TURBO_TEAM"])?.value ?? remote?.team;
    if (!team)
        return { problem: remoteCacheMessages.noTeam(shownUrl(url)) };
    const readOnly = truthy(env.QGATE_REMOTE_CACHE_READ_ONLY) ??
        truthy(env.TURBO_REMOTE_CACHE_READ_ONLY) ??
        remote?.readOnly ??
        false;
    return {
        settings: {
            url: url.replace(/\/+$/, ""),
            team,
            token: firstSet(env, ["QGATE_REMOTE_CACHE_TOKEN", "TURBO_TOKEN"])?.value,
            readOnly,
            signatureKey: firstSet(env, ["QGATE_REMOTE_CACHE_SIGNATURE_KEY", "TURBO_REMOTE_CACHE_SIGNATURE_KEY"])
                ?.value,
            from,
            ...(env.QGATE_REMOTE_CACHE_SKIPPED ? { skipped: env.QGATE_REMOTE_CACHE_SKIPPED } : {}),
        },
    };
}
/** Turborepo's artifact tag: HMAC-SHA256 over the hash, then the team, then the body; base64. */
export function artifactTag(key, hash, team, body) {
    return createHmac("sha256", key).update(hash).update(team).update(body).digest("base64");
}
function ok(status) {
    return status >= 200 && status < 300;
}
function tagMatches(expected, tag) {
    if (!tag)
        return false;
    const a = Buffer.from(expected, "base64");
    const b = Buffer.from(tag, "base64");
    return a.length === b.length && timingSafeEqual(a, b);
}
/**
 * One request, its body read whole, within REMOTE_TIMEOUT_MS from start to end. node:http rather
 * than fetch: a cold process pays about 40 ms to load fetch's implementation on its first call, and
 * a replayed run (run-record.ts) makes one request in all.
 */
function send(method, url, headers, body) {
    // Synchronously, without an import(): a replay has not started Node's ES module loader.
    const { request } = url.startsWith("https:")
        ? process.getBuiltinModule("node:https")
        : process.getBuiltinModule("node:http");
    return new Promise((resolve, reject) => {
        const outgoing = request(url, 
        // No keep-alive: one request or a few, and a pooled socket must not hold the process open.
        { method, headers, agent: false, signal: AbortSignal.timeout(REMOTE_TIMEOUT_MS) }, (response) => {
            const chunks = [];
            response.on("data", (chunk) => chunks.push(chunk));
            response.on("end", () => resolve({
                status: response.statusCode ?? 0,
                headers: response.headers,
                body: Buffer.concat(chunks),
            }));
            response.on("error", reject);
            // Cut off mid-body (the timeout, a server killed): never a truncated body taken as whole.
            response.on("close", () => {
                if (!response.complete)
                    reject(Object.assign(new Error("cut off"), { code: "ECONNRESET" }));
            });
        });
        outgoing.on("error", reject);
        outgoing.end(body);
    });
}
/** Why a request did not get through, in a few words (never the URL's credentials or the token). */
function failureReason(error) {
    const name = error.name;
    if (name === "TimeoutError" || name === "AbortError")
        return remoteCacheMessages.noAnswer(REMOTE_TIMEOUT_MS);
    const cause = error.cause;
    return remoteCacheMessages.unreachable(cause?.code ?? error.code ?? "network error");
}
export class RemoteCache {
    settings;
    /** Why the remote is off for the rest of this run, once it is. */
    skipped;
    refusedOnce = false;
    said = [];
    writes = [];
    constructor(settings) {
        this.settings = settings;
        if (settings.skipped !== undefined)
            this.skip(settings.skipped);
    }
    /** Why the remote is off for the rest of this run, if it is (not for a refused entry). */
    get skippedBecause() {
        return this.skipped;
    }
    /** What this run has to say about the remote: at most one line for a skip, one for a refusal. */
    get notes() {
        return this.said;
    }
    artifactUrl(hash) {
        const { url, team } = this.settings;
        // Turborepo sends a team id (team_...) as teamId and a team's name as slug.
        const query = new URLSearchParams(team.startsWith("team_") ? { teamId: team } : { slug: team });
        return `${url}/v8/artifacts/${encodeURIComponent(hash)}?${query.toString()}`;
    }
    headers(extra = {}) {
        const { token } = this.settings;
        return { ...(token ? { authorization: `Bearer ${token}` } : {}), ...extra };
    }
    /** Turns the remote off for the rest of the run, saying why once. */
    skip(reason) {
        if (this.skipped !== undefined)
            return;
        this.skipped = reason;
        this.said.push(remoteCacheMessages.skipped(shownUrl(this.settings.url), reason));
    }
    /** Says once that an entry was refused (unsigned, wrongly signed, or not what its key says). */
    refuse() {
        if (this.refusedOnce)
            return;
        this.refusedOnce = true;
        this.said.push(remoteCacheMessages.refused(shownUrl(this.settings.url), this.settings.signatureKey !== undefined));
    }
    /** A status that turns the remote off (anything but success and, for reads, a 404). */
    statusProblem(status) {
        if (status === 401 || status === 403)
            return remoteCacheMessages.tokenRefused(status, this.settings.token !== undefined);
        return remoteCacheMessages.errorStatus(status);
    }
    /** The artifact stored under `hash`, checked against its signature when there is a key; or a miss. */
    async get(hash) {
        if (this.skipped !== undefined)
            return undefined;
        try {
            const response = await send("GET", this.artifactUrl(hash), this.headers());
            if (!ok(response.status)) {
                if (response.status !== 404)
                    this.skip(this.statusProblem(response.status));
                return undefined;
            }
            const { body } = response;
            const { signatureKey, team } = this.settings;
            const tag = response.headers["x-artifact-tag"];
            if (signatureKey !== undefined &&
                !tagMatches(artifactTag(signatureKey, hash, team, body), typeof tag === "string" ? tag : null)) {
                this.refuse();
                return undefined;
            }
            return body;
        }
        catch (error) {
            this.skip(failureReason(error));
            return undefined;
        }
    }
    /** Starts storing `body` under `hash` (not in read-only mode); settle() waits for it. */
    put(hash, body) {
        if (this.skipped !== undefined || this.settings.readOnly)
            return;
        const { signatureKey, team } = this.settings;
        const headers = this.headers({
            "content-type": "application/octet-stream",
            ...(signatureKey !== undefined
                ? { "x-artifact-tag": artifactTag(signatureKey, hash, team, body) }
                : {}),
        });
        this.writes.push(send("PUT", this.artifactUrl(hash), headers, body).then((response) => {
            if (!ok(response.status))
                this.skip(this.statusProblem(response.status));
        }, (error) => this.skip(failureReason(error))));
    }
    /**
     * Whether the server answers and takes the token: a HEAD of an artifact no one writes (a 404 is the
     * answer hoped for). For `qgate cache status`.
     */
    async probe() {
        try {
            const response = await send("HEAD", this.artifactUrl("0".repeat(64)), this.headers());
            if (ok(response.status) || response.status === 404)
                return remoteCacheMessages.reachable;
            return this.statusProblem(response.status);
        }
        catch (error) {
            return failureReason(error);
        }
    }
    /** Waits for this run's writes (each bounded by the timeout). */
    async settle() {
        await Promise.all(this.writes.splice(0));
    }
}
