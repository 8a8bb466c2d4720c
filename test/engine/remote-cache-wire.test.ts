/**
 * What the remote cache (src/engine/remote-cache.ts) sends and what it makes of each answer, and what the
 * disk cache (src/engine/disk-cache.ts) passes on to it and keeps from it, read back from a real HTTP
 * server on 127.0.0.1 that stores artifacts as Turborepo's remote cache does (issue 37 hardening: a
 * header, a status, a setting's variable or a write through that no unit test read back).
 */
import { createHmac } from "node:crypto";
import { mkdtempSync, rmSync } from "node:fs";
import { createServer, type IncomingHttpHeaders } from "node:http";
import type { AddressInfo } from "node:net";
import { tmpdir } from "node:os";
import path from "node:path";
import { afterEach, describe, expect, it } from "vitest";
import type { CheckResult } from "../../src/checks/check.js";
import { DiskCache } from "../../src/engine/disk-cache.js";
import { RemoteCache, remoteCacheSettings, type RemoteCacheSettings } from "../../src/engine/remote-cache.js";

const closers: Array<() => Promise<void>> = [];
const dirs: string[] = [];
afterEach(async () => {
  for (const close of closers.splice(0)) await close();
  for (const dir of dirs.splice(0)) rmSync(dir, { recursive: true, force: true });
});

interface Asked {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
}

/** An artifact store: PUT keeps the body and its tag, GET gives them back (404 when not there). */
async function store(status: { get?: number; put?: number; head?: number } = {}) {
  const asked: Asked[] = [];
  const kept = new Map<string, { body: Buffer; tag?: string }>();
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? "/", "http://127.0.0.1");
    asked.push({ method: req.method ?? "", path: url.pathname, headers: req.headers });
    const chunks: Buffer[] = [];
    req.on("data", (chunk: Buffer) => chunks.push(chunk));
    req.on("end", () => {
      const tag = req.headers["x-artifact-tag"];
      if (req.method === "PUT") {
        res.statusCode = status.put ?? 202;
        if (res.statusCode < 300)
          kept.set(url.pathname, {
            body: Buffer.concat(chunks),
            ...(typeof tag === "string" ? { tag } : {}),
          });
        res.end();
        return;
      }
      const found = kept.get(url.pathname);
      res.statusCode = (req.method === "HEAD" ? status.head : status.get) ?? (found ? 200 : 404);
      if (found?.tag !== undefined) res.setHeader("x-artifact-tag", found.tag);
      res.end(req.method === "GET" && found && res.statusCode === 200 ? found.body : undefined);
    });
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  closers.push(() => {
    server.closeAllConnections();
    return new Promise<void>((resolve) => server.close(() => resolve()));
  });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, asked, kept };
}

function settings(url: string, more: Partial<RemoteCacheSettings> = {}): RemoteCacheSettings {
  return {
    url,
    team: "my-team",
    token: "tok",
    readOnly: false,
    signatureKey: undefined,
    from: "test",
    ...more,
  };
}

const HASH = "ab".repeat(32);

describe("what the remote cache sends", () => {
  it("sends the token as a bearer token, and signs a write as Turborepo does (hash, then team, then body)", async () => {
    const server = await store();
    const remote = new RemoteCache(settings(server.url, { signatureKey: "key" }));
    const body = Buffer.from("an entry");
    remote.put(HASH, body);
    await remote.settle();
    expect(server.asked.map((a) => [a.method, a.headers.authorization])).toEqual([["PUT", "Bearer tok"]]);
    // Turborepo's own tag, computed here: a store shared with turbo checks it the same way.
    const expected = createHmac("sha256", "key").update(HASH).update("my-team").update(body).digest("base64");
    expect(server.asked[0]!.headers["x-artifact-tag"]).toBe(expected);
    expect((await remote.get(HASH))?.toString()).toBe("an entry");
    expect(remote.notes).toEqual([]);
  });

  it("turns itself off after a refused write, and says why once (a refused token, another error status)", async () => {
    for (const [status, reason] of [
      [403, "the server refused the token (403)"],
      [401, "the server refused the token (401)"],
      [500, "the server answered 500"],
    ] as const) {
      const server = await store({ put: status });
      const remote = new RemoteCache(settings(server.url));
      remote.put(HASH, Buffer.from("x"));
      await remote.settle();
      expect(remote.skippedBecause).toContain(reason);
      remote.put(HASH, Buffer.from("y"));
      expect(await remote.get(HASH)).toBeUndefined();
      await remote.settle();
      expect(server.asked).toHaveLength(1);
      expect(remote.notes).toHaveLength(1);
    }
  });

  it("asks nothing when the thin client's replay found it unanswering (skipped), and says so", async () => {
    const server = await store();
    const remote = new RemoteCache(settings(server.url, { skipped: "no answer within 1 s" }));
    expect(await remote.get(HASH)).toBeUndefined();
    remote.put(HASH, Buffer.from("x"));
    await remote.settle();
    expect(server.asked).toEqual([]);
    expect(remote.notes).toEqual([
      `remote cache ${server.url}: no answer within 1 s: skipped for the rest of this run`,
    ]);
  });

  it("takes a 404 to its probe as reachable, and says a refused entry once however many there are", async () => {
    const server = await store();
    expect(await new RemoteCache(settings(server.url)).probe()).toBe("reachable, token accepted");
    const forbidden = await store({ head: 403 });
    expect(await new RemoteCache(settings(forbidden.url)).probe()).toContain("refused the token (403)");
    const remote = new RemoteCache(settings(server.url, { signatureKey: "key" }));
    const writer = new RemoteCache(settings(server.url));
    writer.put(HASH, Buffer.from("unsigned"));
    await writer.settle();
    expect(await remote.get(HASH)).toBeUndefined();
    expect(await remote.get(HASH)).toBeUndefined();
    expect(remote.notes).toHaveLength(1);
  });
});

describe("the remote cache's settings from the environment", () => {
  const POLICY = { cache: { enabled: true, maxSizeMb: 100 } };
  // Each setting, by each variable that gives it (qgate's first, Turborepo's own as well).
  const BY_VARIABLE: Array<[string, string, Partial<RemoteCacheSettings>]> = [
    ["QGATE_REMOTE_CACHE_URL", "https://q.example//", { url: "https://q.example" }],
    ["TURBO_API", "https://t.example/", { url: "https://t.example" }],
    ["QGATE_REMOTE_CACHE_TEAM", "q-team", { team: "q-team" }],
    ["TURBO_TEAM", "t-team", { team: "t-team" }],
    ["QGATE_REMOTE_CACHE_TOKEN", "q-token", { token: "q-token" }],
    ["TURBO_TOKEN", "t-token", { token: "t-token" }],
    ["QGATE_REMOTE_CACHE_READ_ONLY", "1", { readOnly: true }],
    ["TURBO_REMOTE_CACHE_READ_ONLY", "true", { readOnly: true }],
    ["QGATE_REMOTE_CACHE_SIGNATURE_KEY", "q-key", { signatureKey: "q-key" }],
    ["TURBO_REMOTE_CACHE_SIGNATURE_KEY", "t-key", { signatureKey: "t-key" }],
  ];
  for (const [variable, value, expected] of BY_VARIABLE)
    it(`reads ${variable}`, () => {
      // A URL and a team, unless the variable is Turborepo's own for one of them (qgate's would win).
      const env: NodeJS.ProcessEnv = {
        ...(variable === "TURBO_API" ? {} : { QGATE_REMOTE_CACHE_URL: "https://base.example" }),
        ...(variable === "TURBO_TEAM" ? {} : { QGATE_REMOTE_CACHE_TEAM: "base" }),
        [variable]: value,
      };
      expect(remoteCacheSettings(POLICY, env).settings).toMatchObject(expected);
    });
});

describe("the disk cache with a remote", () => {
  function tempDir(): string {
    const dir = mkdtempSync(path.join(tmpdir(), "qgate-remote-wire-"));
    dirs.push(dir);
    return dir;
  }
  const result = (file: string): CheckResult => ({
    findings: [],
    failures: [],
    tools: [],
    checkedFiles: [file],
    notes: [],
  });

  it("writes each result through, keeps a remote hit on disk, and refuses an entry kept under another key", async () => {
    const server = await store();
    const writer = new DiskCache(
      path.join(tempDir(), "results"),
      1e9,
      Date.now,
      0,
      new RemoteCache(settings(server.url)),
    );
    writer.put("a".repeat(40), result("a.ts"));
    writer.put("b".repeat(40), result("b.ts"));
    await writer.settle();
    // Written through, and waited for by settle().
    expect(server.kept.size).toBe(2);

    // Another machine: a miss on its disk, a hit on the remote, then kept on its disk.
    const reader = new DiskCache(
      path.join(tempDir(), "results"),
      1e9,
      Date.now,
      0,
      new RemoteCache(settings(server.url)),
    );
    expect(await reader.lookup("a".repeat(40))).toEqual({ result: result("a.ts"), from: "remote" });
    await reader.settle();
    expect(await reader.lookup("a".repeat(40))).toEqual({ result: result("a.ts"), from: "local" });

    // b's entry served under a's hash (a store that mixed them up, or a forged one): refused, said once.
    const holding = (file: string) =>
      [...server.kept].find(([, artifact]) => artifact.body.toString().includes(file))![0];
    const [aPath, bPath] = [holding("a.ts"), holding("b.ts")];
    server.kept.set(aPath!, server.kept.get(bPath!)!);
    const third = new DiskCache(
      path.join(tempDir(), "results"),
      1e9,
      Date.now,
      0,
      new RemoteCache(settings(server.url)),
    );
    expect(await third.lookup("a".repeat(40))).toBeUndefined();
    expect(third.notes).toEqual([
      `remote cache ${server.url}: refused an entry that is not what its key says: checked here instead`,
    ]);
  });
});
